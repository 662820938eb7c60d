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

const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Period' });
const shownText = () => select().options[select().selectedIndex]?.textContent;

describe('Select', () => {
  it('shows the placeholder, not the first option, when there is no value', () => {
    render(
      <Select
        aria-label="Period"
        value={undefined}
        options={OPTIONS}
        onChange={() => {}}
        placeholder="Pick"
      />,
    );
    expect(shownText()).toBe('Pick');
    // The placeholder is not something a user can pick.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1 hour', '4 hours', '1 day']);
  });

  it('calls onChange only when the chosen value differs from the current one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(select().value).toBe('1h');
    expect(shownText()).toBe('1 hour');

    await user.selectOptions(select(), '1 hour');
    expect(onChange).not.toHaveBeenCalled();

    await user.selectOptions(select(), '1 day');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('1d');
    expect(select().value).toBe('1d');
    expect(shownText()).toBe('1 day');
  });

  it('stays on the controlled value when the owner keeps it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select aria-label="Period" value="4h" options={OPTIONS} onChange={onChange} />);
    await user.selectOptions(select(), '1 day');
    expect(onChange).toHaveBeenCalledWith('1d');
    expect(select().value).toBe('4h');
  });

  it('does not offer disabled options and is disabled as a whole', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <Select
        aria-label="Period"
        value="1h"
        options={[...OPTIONS, { value: '1w', label: '1 week', disabled: true }]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole<HTMLOptionElement>('option', { name: '1 week' }).disabled).toBe(true);
    rerender(<Select aria-label="Period" value="1h" options={OPTIONS} onChange={onChange} disabled />);
    expect(select().disabled).toBe(true);
    await user.selectOptions(select(), '1 day').catch(() => {});
    expect(onChange).not.toHaveBeenCalled();
  });
});
