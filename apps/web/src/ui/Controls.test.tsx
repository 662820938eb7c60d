import './test-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { Switch } from './Switch';
import { TabPanel, Tabs } from './Tabs';

describe('Button', () => {
  it('defaults to type="button" and disables itself while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Place order</Button>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' });
    expect(button.type).toBe('button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} loading>
        Place order
      </Button>,
    );
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg')).not.toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the native button and applies the variant', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="sell" size="sm">
        Sell
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Sell' }));
    expect(ref.current?.className).toContain('bg-down');
  });
});

function ToggleHarness({ onChange }: { onChange: (v: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  const [on, setOn] = useState(true);
  return (
    <>
      <Checkbox
        label="Reduce only"
        checked={checked}
        onChange={(v) => {
          onChange(v);
          setChecked(v);
        }}
      />
      <Switch label="Expert mode" checked={on} onChange={setOn} />
    </>
  );
}

describe('Checkbox and Switch', () => {
  it('reports the new checked state, also when the label is clicked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ToggleHarness onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Reduce only' });
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
    await user.click(screen.getByText('Reduce only'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box.checked).toBe(false);
    box.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
  });

  it('toggles the switch', async () => {
    const user = userEvent.setup();
    render(<ToggleHarness onChange={() => {}} />);
    const toggle = screen.getByRole('switch', { name: 'Expert mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('Tabs', () => {
  it('switches panels, shows counts and skips disabled tabs', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs
        aria-label="Account"
        defaultValue="positions"
        onValueChange={onValueChange}
        tabs={[
          { value: 'positions', label: 'Positions', count: 2 },
          { value: 'orders', label: 'Open Orders', count: 0 },
          { value: 'twap', label: 'TWAP', disabled: true },
        ]}
      >
        <TabPanel value="positions">positions panel</TabPanel>
        <TabPanel value="orders">orders panel</TabPanel>
        <TabPanel value="twap">twap panel</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Positions 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('positions panel')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Open Orders 0' }));
    expect(onValueChange).toHaveBeenLastCalledWith('orders');
    expect(screen.getByText('orders panel')).toBeTruthy();
    expect(screen.queryByText('positions panel')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'TWAP' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('twap panel')).toBeNull();
  });
});
