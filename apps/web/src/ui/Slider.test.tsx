import './test-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slider, type SliderProps } from './Slider';

function Harness({
  initial,
  onChange,
  ...props
}: Omit<SliderProps, 'value' | 'onChange'> & { initial: number; onChange?: (v: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Slider
      aria-label="Size"
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const thumb = () => screen.getByRole('slider', { name: 'Size' });
const valueNow = () => Number(thumb().getAttribute('aria-valuenow'));

describe('Slider', () => {
  it('PageUp moves 10 steps and clamps at max; PageDown moves back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={50} onChange={onChange} />);
    thumb().focus();
    await user.keyboard('{PageUp}');
    expect(valueNow()).toBe(60);
    expect(onChange).toHaveBeenLastCalledWith(60);
    await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    expect(valueNow()).toBe(100);
    expect(onChange).toHaveBeenLastCalledWith(100);
    const calls = onChange.mock.calls.length;
    await user.keyboard('{PageUp}');
    expect(valueNow()).toBe(100);
    expect(onChange).toHaveBeenCalledTimes(calls); // no change, no report
    await user.keyboard('{PageDown}');
    expect(valueNow()).toBe(90);
  });

  it('page keys use the step size; arrows move one step; Home/End jump to the ends', async () => {
    const user = userEvent.setup();
    render(<Harness initial={1} min={0} max={40} step={0.5} />);
    thumb().focus();
    await user.keyboard('{PageUp}');
    expect(valueNow()).toBe(6);
    await user.keyboard('{ArrowRight}');
    expect(valueNow()).toBe(6.5);
    await user.keyboard('{ArrowDown}');
    expect(valueNow()).toBe(6);
    await user.keyboard('{End}');
    expect(valueNow()).toBe(40);
    await user.keyboard('{Home}');
    expect(valueNow()).toBe(0);
  });

  it('shows the formatted value and snaps an off-grid value', () => {
    render(<Harness initial={47.3} step={5} formatValue={(v) => `${v}%`} />);
    expect(valueNow()).toBe(45);
    expect(screen.getByRole('status').textContent).toBe('45%');
  });

  it('clicking a mark sets that value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness initial={10} marks={[0, 25, 50, 75, 100]} onChange={onChange} formatValue={(v) => `${v}%`} />,
    );
    await user.click(screen.getByRole('button', { name: '75%' }));
    expect(onChange).toHaveBeenCalledWith(75);
    expect(valueNow()).toBe(75);
  });

  it('ignores keys when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={50} disabled onChange={onChange} />);
    thumb().focus();
    await user.keyboard('{PageUp}');
    expect(onChange).not.toHaveBeenCalled();
    expect(valueNow()).toBe(50);
  });
});
