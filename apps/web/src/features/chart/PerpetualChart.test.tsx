import '../../ui/test-polyfills';
import type { TradingOpenOrder, TradingPosition } from '@pluto/core';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts } from '../../lib/testing/toasts';

const testing = await vi.hoisted(async () => {
  const utils = await import('./test-utils');
  return { ...utils, chart: utils.createFakeChart() };
});
vi.mock('klinecharts', () => testing.fakeKlinecharts(testing.chart));

const order: TradingOpenOrder = {
  oid: 42,
  coin: 'BTC',
  side: 'sell',
  size: 0.01,
  originalSize: 0.01,
  price: 100_000,
  orderType: 'Limit',
  timestamp: 1,
  triggerCondition: 'N/A',
  reduceOnly: false,
};
const position = {
  coin: 'BTC',
  side: 'long',
  size: 0.02,
  szi: 0.02,
  entryPrice: 98_000,
  unrealizedPnl: 40,
  liquidationPrice: 90_000,
} as TradingPosition;

const data = vi.hoisted(() => ({
  address: '0x00000000000000000000000000000000000000aa' as `0x${string}` | undefined,
  modifyOrderPrice: vi.fn(),
}));
vi.mock('../../data', () => ({
  useChartDataSource: () => ({ history: async () => [], live: () => () => undefined }),
  useAccount: () => ({ address: data.address }),
  useTradingAccount: () => ({ data: { positions: [position] } }),
  useOpenOrders: () => ({ data: [order] }),
  useUserFills: () => ({ data: [] }),
  useTradingMutations: () => ({ modifyOrderPrice: data.modifyOrderPrice }),
}));

const { default: PerpetualChart } = await import('./PerpetualChart');

async function dragOrderLine(to: number) {
  await waitFor(() => expect(testing.chart.overlays.find((o) => o.id === 'order-42')).toBeDefined());
  const line = testing.chart.overlays.find((o) => o.id === 'order-42');
  if (!line?.onPressedMoveEnd) throw new Error('the order line is not draggable');
  line.points = [{ timestamp: 1_000, value: to }];
  await act(async () => line.onPressedMoveEnd?.({ overlay: line }));
  return line;
}

describe('PerpetualChart', () => {
  const toasts = recordToasts();

  beforeEach(() => {
    vi.clearAllMocks();
    testing.chart.overlays.length = 0;
    data.address = '0x00000000000000000000000000000000000000aa';
  });

  it('shows the position, its liquidation and the order of the connected wallet', async () => {
    render(<PerpetualChart coin="BTC" price={100_000} szDecimals={5} />);
    await waitFor(() =>
      expect(testing.chart.overlays.map((o) => o.id)).toEqual([
        'position-BTC',
        'liquidation-BTC',
        'order-42',
      ]),
    );
    expect(testing.chart.overlays[0]).toMatchObject({
      extendData: expect.objectContaining({ label: 'Position 0.02 · PnL +40.00' }),
    });
  });

  it('modifies the order at a valid price when its line is dropped', async () => {
    data.modifyOrderPrice.mockResolvedValue(undefined);
    render(<PerpetualChart coin="BTC" price={100_000} szDecimals={5} />);
    const line = await dragOrderLine(101_234.567);
    // Made a valid exchange price (core orderPrice): past 5 integer digits, a whole number.
    await waitFor(() => expect(data.modifyOrderPrice).toHaveBeenCalledWith(order, '101235'));
    expect(line.points[0]?.value).toBe(101_234.567);
  });

  it('sends nothing and puts the line back when the drop gave no price', async () => {
    render(<PerpetualChart coin="BTC" price={100_000} szDecimals={5} />);
    const line = await dragOrderLine(Number.NaN);
    await waitFor(() => expect(line.points).toEqual([{ timestamp: 1_000, value: 100_000 }]));
    expect(data.modifyOrderPrice).not.toHaveBeenCalled();
  });

  it('puts the line back and toasts the reason when the server refuses', async () => {
    data.modifyOrderPrice.mockRejectedValue(new Error('Order not found'));
    render(<PerpetualChart coin="BTC" price={100_000} szDecimals={5} />);
    const line = await dragOrderLine(101_000);
    await waitFor(() => expect(line.points).toEqual([{ timestamp: 1_000, value: 100_000 }]));
    expect(toasts.last()).toMatchObject({
      title: 'Order not moved',
      description: 'Order not found',
      variant: 'destructive',
    });
  });

  it('draws nothing of the trader without a wallet', async () => {
    data.address = undefined;
    render(<PerpetualChart coin="BTC" price={100_000} szDecimals={5} />);
    await waitFor(() => expect(testing.chart.setPeriod).toHaveBeenCalled());
    expect(testing.chart.overlays).toEqual([]);
  });
});
