import './test-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { Switch } from './Switch';
import { TabPanel, Tabs, type TabsProps } from './Tabs';

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

  it('toggles the switch by click, label click and Space', async () => {
    const user = userEvent.setup();
    render(<ToggleHarness onChange={() => {}} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Expert mode' });
    expect(toggle.checked).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByText('Expert mode'));
    expect(toggle.checked).toBe(true);
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.checked).toBe(false);
  });

  it('keeps a disabled switch and a switch whose owner refuses the change as they are', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Switch label="Hide small" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Hide small' });
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(toggle.checked).toBe(false);
    rerender(<Switch label="Hide small" checked={false} onChange={onChange} disabled />);
    await user.click(screen.getByText('Hide small'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(toggle.disabled).toBe(true);
  });
});

const ACCOUNT_TABS = [
  { value: 'positions', label: 'Positions', count: 2 },
  { value: 'orders', label: 'Open Orders', count: 0 },
  { value: 'twap', label: 'TWAP', disabled: true },
  { value: 'history', label: 'History' },
] as const;

function AccountTabs(props: Omit<TabsProps<(typeof ACCOUNT_TABS)[number]['value']>, 'tabs'>) {
  return (
    <Tabs aria-label="Account" tabs={ACCOUNT_TABS} {...props}>
      <TabPanel value="positions">positions panel</TabPanel>
      <TabPanel value="orders">orders panel</TabPanel>
      <TabPanel value="twap">twap panel</TabPanel>
      <TabPanel value="history" forceMount>
        history panel
      </TabPanel>
    </Tabs>
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('switches panels, shows counts and skips disabled tabs', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<AccountTabs defaultValue="positions" onValueChange={onValueChange} />);
    expect(tab(/^Positions/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Positions/).textContent).toBe('Positions2');
    expect(screen.getByRole('tabpanel').textContent).toBe('positions panel');

    await user.click(tab(/^Open Orders/));
    expect(onValueChange).toHaveBeenLastCalledWith('orders');
    expect(screen.getByRole('tabpanel').textContent).toBe('orders panel');
    expect(screen.queryByText('positions panel')).toBeNull();

    await user.click(tab(/^TWAP/));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('twap panel')).toBeNull();
  });

  it('links each tab and its panel and keeps a force-mounted panel hidden while inactive', async () => {
    const user = userEvent.setup();
    render(<AccountTabs />);
    // Uncontrolled without a default: the first enabled tab.
    const positions = tab(/^Positions/);
    const panel = screen.getByRole('tabpanel');
    expect(positions.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(positions.id);
    const history = screen.getByText('history panel');
    expect(history.hidden).toBe(true);
    await user.click(tab(/^History/));
    expect(history.hidden).toBe(false);
    expect(screen.getByRole('tabpanel')).toBe(history);
    expect(screen.queryByText('positions panel')).toBeNull();
  });

  it('has one tab stop; arrows, Home and End move over the enabled tabs and select them', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<AccountTabs defaultValue="orders" onValueChange={onValueChange} />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);

    await user.tab();
    expect(document.activeElement).toBe(tab(/^Open Orders/));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/^History/));
    expect(tab(/^History/).getAttribute('aria-selected')).toBe('true');
    expect(onValueChange).toHaveBeenLastCalledWith('history');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/^Positions/));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab(/^History/));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab(/^Positions/));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab(/^History/));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('follows a controlled value and only asks its owner to change it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<AccountTabs value="positions" onValueChange={onValueChange} />);
    await user.click(tab(/^Open Orders/));
    expect(onValueChange).toHaveBeenCalledWith('orders');
    expect(tab(/^Positions/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('positions panel');
    rerender(<AccountTabs value="orders" onValueChange={onValueChange} />);
    expect(tab(/^Open Orders/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('orders panel');
  });
});
