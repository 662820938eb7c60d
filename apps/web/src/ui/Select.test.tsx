import './test-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, shouldReportSelection } from './Select';

describe('shouldReportSelection', () => {
  it('reports only a value different from the current one', () => {
    expect(shouldReportSelection('1h', '1h')).toBe(false);
    expect(shouldReportSelection('1h', '4h')).toBe(true);
    expect(shouldReportSelection(undefined, '1h')).toBe(true);
  });
});

const OPTIONS = [
  { value: '1h', label: '1 hour' },
  { value: '4h', label: '4 hours' },
  { value: '1d', label: '1 day' },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('1h');
  return (
    <Select
      aria-label="Period"
      value={value}
      options={OPTIONS}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('Select', () => {
  it('shows the placeholder when there is no value', () => {
    render(
      <Select
        aria-label="Period"
        value={undefined}
        options={OPTIONS}
        onChange={() => {}}
        placeholder="Pick"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toContain('Pick');
  });

  it('calls onChange only when the chosen value differs from the current one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Period' });
    expect(trigger.textContent).toContain('1 hour');

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: '1 hour' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: '1 day' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('1d');
    expect(trigger.textContent).toContain('1 day');
  });
});
