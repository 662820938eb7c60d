import { describe, expect, it } from 'vitest';
import type { TradingFill, TradingOpenOrder, TradingPosition } from '../trading/trading-account';
import {
  chartFillMarkers,
  movedOrderPrice,
  orderMoveNeedsConfirmation,
  traderChartLines,
} from './chart-trader';

const order = (oid: number, price: number, orderType = 'Limit', coin = 'BTC'): TradingOpenOrder => ({
  oid,
  coin,
  side: 'buy',
  size: 0.5,
  originalSize: 0.5,
  price,
  orderType,
  timestamp: 1,
  triggerCondition: 'N/A',
  reduceOnly: orderType !== 'Limit',
});

const position = {
  coin: 'BTC',
  side: 'long',
  size: 2,
  szi: 2,
  entryPrice: 100,
  unrealizedPnl: 12.5,
  liquidationPrice: 60,
} as TradingPosition;

describe('the trader on the chart', () => {
  it('draws the position entry, its liquidation and each order of the coin, TP and SL told apart', () => {
    const lines = traderChartLines(
      'BTC',
      [position],
      [
        order(1, 95),
        order(2, 120, 'Take Profit Market'),
        order(3, 80, 'Stop Market'),
        order(4, 3000, 'Limit', 'ETH'),
      ],
    );
    expect(lines.map((l) => [l.id, l.kind, l.price])).toEqual([
      ['position-BTC', 'position', 100],
      ['liquidation-BTC', 'liquidation', 60],
      ['order-1', 'order', 95],
      ['order-2', 'take-profit', 120],
      ['order-3', 'stop-loss', 80],
    ]);
    expect(lines[0]).toMatchObject({ size: 2, side: 'long', pnl: 12.5 });
    expect(lines[2]?.order?.oid).toBe(1);
  });

  it('draws no position lines without a position on the coin', () => {
    expect(traderChartLines('BTC', [{ ...position, coin: 'ETH' }], [])).toEqual([]);
    expect(
      traderChartLines('BTC', [{ ...position, liquidationPrice: undefined }], []).map((l) => l.kind),
    ).toEqual(['position']);
  });

  it('asks before moving an order more than 5 % away', () => {
    expect(orderMoveNeedsConfirmation(100, 105)).toBe(false);
    expect(orderMoveNeedsConfirmation(100, 95)).toBe(false);
    expect(orderMoveNeedsConfirmation(100, 105.01)).toBe(true);
    expect(orderMoveNeedsConfirmation(100, 94)).toBe(true);
  });

  it('sends a dragged order line only at a finite positive price, made valid for the market', () => {
    expect(movedOrderPrice(101_234.567, 5)).toBe('101235');
    expect(movedOrderPrice(2.345678, 2)).toBe('2.3457');
    for (const dropped of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, -100]) {
      expect(movedOrderPrice(dropped, 5)).toBeUndefined();
    }
  });

  it('puts each fill of the coin on the candle it falls in', () => {
    const fill = (id: string, time: number, coin = 'BTC'): TradingFill => ({
      id,
      time,
      coin,
      side: 'sell',
      size: 1,
      price: 101,
      fee: 0,
      pnl: 0,
      oid: 1,
      tid: 1,
      hash: `0x${id}`,
      direction: 'Close Long',
    });
    expect(chartFillMarkers('BTC', [fill('a', 3_725_000), fill('b', 10, 'ETH')], 3_600_000)).toEqual([
      { id: 'a', timestamp: 3_600_000, price: 101, side: 'sell' },
    ]);
  });
});
