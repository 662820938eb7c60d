import './test-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
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

const thumb = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Size' });
const valueNow = () => thumb().valueAsNumber;

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

  it('shows the formatted value, reads it out, and snaps an off-grid value', () => {
    render(<Harness initial={47.3} step={5} formatValue={(v) => `${v}%`} />);
    expect(valueNow()).toBe(45);
    expect(screen.getByRole('status').textContent).toBe('45%');
    expect(thumb().getAttribute('aria-valuetext')).toBe('45%');
    expect([thumb().min, thumb().max, thumb().step]).toEqual(['0', '100', '5']);
  });

  it('snaps and clamps what the native input reports while dragging', () => {
    const onChange = vi.fn();
    render(<Harness initial={50} step={5} max={40} onChange={onChange} />);
    expect(valueNow()).toBe(40);
    fireEvent.change(thumb(), { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(valueNow()).toBe(10);
    fireEvent.change(thumb(), { target: { value: '13' } });
    expect(onChange).toHaveBeenLastCalledWith(15);
  });

  it('commits when the pointer is released or a slider key comes up', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial={50} onCommit={onCommit} />);
    fireEvent.change(thumb(), { target: { value: '70' } });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.pointerUp(thumb());
    expect(onCommit).toHaveBeenLastCalledWith(70);
    thumb().focus();
    await user.keyboard('{ArrowLeft}');
    expect(onCommit).toHaveBeenLastCalledWith(69);
    await user.keyboard('a');
    expect(onCommit).toHaveBeenCalledTimes(2);
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

  it('ignores keys and marks when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={50} disabled marks={[0, 100]} onChange={onChange} />);
    expect(thumb().disabled).toBe(true);
    thumb().focus();
    await user.keyboard('{PageUp}');
    await user.click(screen.getByRole('button', { name: '100' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(valueNow()).toBe(50);
  });
});
