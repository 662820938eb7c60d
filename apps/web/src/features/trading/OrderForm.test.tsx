import '../../ui/test-polyfills';
import {
  isPlaceOrderDisabled,
  type OrderFormContext,
  perpFeeSchedule,
  SIZE_UNIT_STORAGE_KEY,
} from '@pluto/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderFormView } from './OrderForm';
import { useOrderForm } from './use-order-form';

const context: OrderFormContext = {
  currentPrice: 100000,
  available: { buy: 1000, sell: 1000 },
  leverage: 10,
  szDecimals: 5,
};

type LeverageProps = Partial<
  Pick<
    ComponentProps<typeof OrderFormView>,
    'leverage' | 'leveragePending' | 'firstOrderOnMarket' | 'onOpenLeverage'
  >
>;

function Harness({
  coin = 'BTC',
  onPlace = () => {},
  at = context,
  leverage = {},
}: {
  coin?: string;
  onPlace?: () => void;
  at?: OrderFormContext;
  leverage?: LeverageProps;
}) {
  const form = useOrderForm(coin, at);
  const [placing] = useState(false);
  return (
    <>
      <output data-testid="state">{JSON.stringify(form.state)}</output>
      <OrderFormView
        coin={coin}
        state={form.state}
        summary={form.summary}
        dispatch={form.dispatch}
        available={form.summary.available}
        leverage={at.leverage}
        leveragePending={false}
        firstOrderOnMarket={false}
        marginMode="cross"
        fees={perpFeeSchedule(undefined)}
        placeDisabled={isPlaceOrderDisabled(form.summary.placement.order, { walletConnected: true, placing })}
        placing={placing}
        walletPending={false}
        onPlace={onPlace}
        onOpenLeverage={() => {}}
        onOpenMarginMode={() => {}}
        {...leverage}
      />
    </>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('order form', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the slider at 50 % and the Size box filled with the size it stands for', () => {
    render(<Harness />);
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Size percent' }).value).toBe('50');
    // 50 % of 1000 × 10 at 100,000.
    expect(field('Size').value).toBe('0.05');
    const place = screen.getByRole('button', { name: 'Buy / Long BTC' });
    expect(place.getAttribute('aria-disabled')).toBe('false');
  });

  it('has no size until the balance is known; the place button explains itself until sized', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(<Harness onPlace={onPlace} at={{ ...context, available: { buy: undefined, sell: undefined } }} />);
    expect(field('Size').value).toBe('');
    const place = screen.getByRole('button', { name: 'Buy / Long BTC' });
    expect(place.getAttribute('aria-disabled')).toBe('true');
    // Still clickable: the placement checks toast why it cannot go.
    await user.click(place);
    expect(onPlace).toHaveBeenCalledOnce();
    await user.type(field('Size'), '0.01');
    expect(place.getAttribute('aria-disabled')).toBe('false');
  });

  it('moves size with the slider and the slider with the size', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Size percent' });
    act(() => {
      fireEvent.keyDown(slider, { key: 'ArrowRight' });
    });
    expect(field('Size').value).toBe('0.051');
    await user.clear(field('Size'));
    await user.type(field('Size'), '0.025');
    expect(slider.value).toBe('25');
    await user.clear(field('Size'));
    await user.type(field('Size'), '5');
    expect(slider.value).toBe('100');
    expect(slider.getAttribute('aria-valuetext')).toBe('100%');
  });

  it('converts the size when the unit changes and remembers the unit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.clear(field('Size'));
    await user.type(field('Size'), '0.025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size unit' }), 'USD');
    expect(field('Size').value).toBe('2500');
    expect(localStorage.getItem(SIZE_UNIT_STORAGE_KEY)).toBe('quote');
    unmount();
    render(<Harness />);
    expect(state().sizeUnit).toBe('quote');
  });

  it('shows TIF only for limit orders, needs a price there, and clears it on market', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('combobox', { name: 'Time in force' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'limit' }));
    const timeInForce = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time in force' });
    expect([...timeInForce.options].map((o) => o.textContent)).toEqual(['GTC', 'IOC', 'ALO']);
    expect(timeInForce.value).toBe('Gtc');
    await user.selectOptions(timeInForce, 'IOC');
    expect(state().timeInForce).toBe('Ioc');
    await user.clear(field('Size'));
    await user.type(field('Size'), '0.01');
    const place = screen.getByRole('button', { name: 'Buy / Long BTC' });
    expect(place.getAttribute('aria-disabled')).toBe('true');
    await user.type(field('Limit price'), '95000');
    expect(place.getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('button', { name: 'Pro' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'market' }));
    expect(state().price).toBe('');
  });

  it('links TP/SL prices and percents both ways with leverage', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('textbox', { name: 'TP Price' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    await user.type(field('Gain %'), '50');
    expect(field('TP Price').value).toBe('105000');
    await user.type(field('SL Price'), '98000');
    expect(field('Loss %').value).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Sell / Short' }));
    screen.getByRole('button', { name: 'Sell / Short BTC' });
    expect(field('Gain %').value).toBe('-50');
  });

  it('resets the form, but not the unit, when the symbol changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness coin="BTC" />);
    await user.clear(field('Size'));
    await user.type(field('Size'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Sell / Short' }));
    rerender(<Harness coin="ETH" />);
    expect(state()).toMatchObject({ side: 'buy' });
    expect(field('Size').value).toBe('0.05');
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Size percent' }).value).toBe('50');
  });

  it('estimates liquidation, margin and every fee of the order (taker + builder)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(field('Size'));
    await user.type(field('Size'), '0.1');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // 10x long at 100,000: 9.5 % below.
    expect(summary.textContent).toContain('$90,500.00');
    expect(summary.textContent).toContain('$10,000.00');
    expect(summary.textContent).toContain('$1,000.00');
    // $10,000 at the default taker 0.05 % ($5) plus the 0.1 % builder fee ($10).
    expect(summary.textContent).toContain('Fees (taker 0.050% + builder 0.100%)$15.00');
  });

  it('keeps a slider size at its share of the maximum as the price moves', () => {
    const { rerender } = render(<Harness />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Size percent' });
    act(() => {
      fireEvent.keyDown(slider, { key: 'ArrowRight' });
    });
    expect(field('Size').value).toBe('0.051');
    rerender(<Harness at={{ ...context, currentPrice: 51000 }} />);
    expect(field('Size').value).toBe('0.1');
    expect(slider.value).toBe('51');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('$5,100.00');
  });

  it('shows the leverage the exchange has, and a placeholder rather than a guess while it is loading', () => {
    const { rerender } = render(<Harness leverage={{ leverage: undefined, leveragePending: true }} />);
    screen.getByRole('status', { name: 'Loading leverage' });
    expect(screen.queryByRole('button', { name: 'Leverage' })).toBeNull();
    expect(screen.queryByText(/\dx/)).toBeNull();
    rerender(<Harness at={{ ...context, leverage: 40 }} />);
    expect(screen.getByRole('button', { name: 'Leverage' }).textContent).toBe('40x');
    rerender(<Harness leverage={{ leverage: undefined }} />);
    expect(screen.getByRole('button', { name: 'Leverage' }).textContent).toBe('—');
  });

  it('says before a first order on a market which leverage it will use', async () => {
    const user = userEvent.setup();
    const onOpenLeverage = vi.fn();
    const { rerender } = render(
      <Harness at={{ ...context, leverage: 40 }} leverage={{ firstOrderOnMarket: true, onOpenLeverage }} />,
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('Your BTC orders will use 40x Cross leverage. Change');
    await user.click(within(note).getByRole('button', { name: 'Change' }));
    expect(onOpenLeverage).toHaveBeenCalledOnce();
    rerender(<Harness at={{ ...context, leverage: 40 }} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keeps the label of each TP/SL field visible once it is filled', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    await user.type(field('TP Price'), '110000');
    await user.type(field('Loss %'), '5');
    const shownLabel = (name: string) => field(name).parentElement?.textContent;
    expect(field('TP Price').value).toBe('110000');
    expect(shownLabel('TP Price')).toBe('TP Price');
    expect(shownLabel('Gain %')).toBe('Gain%');
    expect(shownLabel('SL Price')).toBe('SL Price');
    expect(shownLabel('Loss %')).toBe('Loss%');
  });
});
