import '../../ui/test-polyfills';
import type { TradingOpenOrder, TradingPosition } from '@pluto/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomPanel, type BottomPanelProps } from './BottomPanel';
import { LeverageDialog, MarginModeDialog } from './TradingDialogs';

const position: TradingPosition = {
  coin: 'ETH',
  side: 'long',
  size: 1.234567,
  szi: 1.234567,
  entryPrice: 3000,
  markPrice: 3100,
  positionValue: 3827.16,
  unrealizedPnl: 123.45,
  returnOnEquity: 33.3,
  marginUsed: 382.7,
  leverage: { type: 'cross', value: 10 },
  liquidationPrice: 2750.5,
  cumFunding: 1.2,
};

const order = (oid: number): TradingOpenOrder => ({
  oid,
  coin: 'BTC',
  side: 'buy',
  size: 0.01,
  originalSize: 0.01,
  price: 95000,
  orderType: 'Limit',
  timestamp: 1_700_000_000_000,
  triggerCondition: 'N/A',
  reduceOnly: false,
});

const summary = {
  accountValue: 1000,
  totalNtlPos: 0,
  totalRawUsd: 0,
  totalMarginUsed: 0,
  crossMaintenanceMarginUsed: 0,
  withdrawable: 600,
  unrealizedPnl: 0,
  crossMarginRatio: 0,
  crossAccountLeverage: 0,
};

function props(overrides: Partial<BottomPanelProps> = {}): BottomPanelProps {
  return {
    connected: true,
    walletPending: false,
    summary,
    positions: [position, { ...position, coin: 'SOL', side: 'short', szi: -2, size: 2, unrealizedPnl: -5 }],
    positionsLoading: false,
    openOrders: [order(1), order(2)],
    ordersLoading: false,
    fills: [],
    fillsLoading: false,
    funding: [],
    fundingLoading: false,
    orderHistory: [],
    orderHistoryLoading: false,
    cancelling: new Set(),
    onCancel: vi.fn(),
    onCancelAll: vi.fn(),
    onClose: vi.fn(),
    onCloseAll: vi.fn(),
    onSelectCoin: vi.fn(),
    ...overrides,
  };
}

describe('BottomPanel', () => {
  it('counts balances and positions and lists positions with close and close-all', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<BottomPanel {...p} />);
    const tabs = screen.getByRole('tablist', { name: 'Account panels' });
    expect(within(tabs).getByRole('tab', { name: /Balances/ }).textContent).toBe('Balances1');
    expect(within(tabs).getByRole('tab', { name: /Positions/ }).textContent).toBe('Positions2');
    screen.getByText('1.23457');
    screen.getByText('+$123.45 (33.30%)');
    expect(screen.getAllByText('$2,750.50')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(p.onClose).toHaveBeenCalledWith(position);
    await user.click(screen.getByRole('button', { name: 'Close All' }));
    expect(p.onCloseAll).toHaveBeenCalledOnce();
  });

  it('cancels open orders, one showing Cancelling...', async () => {
    const user = userEvent.setup();
    const p = props({ cancelling: new Set([2]) });
    render(<BottomPanel {...p} />);
    await user.click(screen.getByRole('tab', { name: /Open Orders/ }));
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onCancel).toHaveBeenCalledWith(order(1));
    await user.click(screen.getByRole('button', { name: 'Cancel All' }));
    expect(p.onCancelAll).toHaveBeenCalledOnce();
  });

  it('hides small balances and shows empty states', async () => {
    const user = userEvent.setup();
    const p = props({ summary: { ...summary, accountValue: 0.5 }, openOrders: [] });
    render(<BottomPanel {...p} />);
    await user.click(screen.getByRole('tab', { name: /Balances/ }));
    screen.getByText('USDC');
    await user.click(screen.getByRole('switch', { name: 'Hide Small Balances' }));
    screen.getByText('No balances');
    await user.click(screen.getByRole('tab', { name: /Trade History/ }));
    screen.getByText('No trades yet');
  });
});

describe('Leverage and margin dialogs', () => {
  it('keeps Update Leverage disabled until the value changes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => true);
    render(
      <LeverageDialog
        open
        onOpenChange={() => {}}
        coin="BTC"
        current={5}
        maxLeverage={40}
        onConfirm={onConfirm}
      />,
    );
    const update = screen.getByRole('button', { name: 'Update Leverage' });
    expect(update).toHaveProperty('disabled', true);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Leverage' });
    expect([slider.min, slider.max, slider.value]).toEqual(['1', '40', '5']);
    expect(slider.getAttribute('aria-valuetext')).toBe('5x');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(update).toHaveProperty('disabled', false);
    await user.click(update);
    expect(onConfirm).toHaveBeenCalledWith(6);
  });

  it('keeps Confirm disabled until the margin mode changes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => true);
    render(
      <MarginModeDialog
        open
        onOpenChange={() => {}}
        coin="BTC"
        current="cross"
        onlyIsolated={false}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /Isolated/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('isolated');
  });
});
