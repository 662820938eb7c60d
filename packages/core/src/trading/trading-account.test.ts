import { describe, expect, it } from 'vitest';
import { perpFeeSchedule } from './fees';
import { estimateLiquidationPrice } from './liquidation-estimate';
import {
  applyOrderUpdate,
  type ClearinghouseStateLike,
  closedTrade,
  filledOfOrderAnswer,
  mergeFills,
  type OpenOrderLike,
  sideOfLetter,
  toTradingAccountSummary,
  toTradingFill,
  toTradingFunding,
  toTradingOpenOrder,
  toTradingPositions,
} from './trading-account';

const fees = perpFeeSchedule({ userAddRate: '0.00015', userCrossRate: '0.00045' });

const position = (
  coin: string,
  szi: string,
  extra: Partial<ClearinghouseStateLike['assetPositions'][number]['position']> = {},
) => ({
  position: {
    coin,
    szi,
    leverage: { type: 'cross' as const, value: 5 },
    entryPx: '100',
    positionValue: '220',
    unrealizedPnl: '20',
    returnOnEquity: '0.5',
    liquidationPx: null,
    marginUsed: '44',
    cumFunding: { allTime: '-1.5' },
    ...extra,
  },
});

const state: ClearinghouseStateLike = {
  assetPositions: [
    position('ETH', '2'),
    position('BTC', '0'),
    position('SOL', '-1', { liquidationPx: '150', unrealizedPnl: '-5' }),
  ],
  marginSummary: { accountValue: '1000', totalNtlPos: '2500', totalRawUsd: '800', totalMarginUsed: '88' },
  crossMarginSummary: { accountValue: '900', totalMarginUsed: '88' },
  crossMaintenanceMarginUsed: '9',
  withdrawable: '750.5',
};

describe('positions', () => {
  it('drops zero sizes and derives side, size, mark and ROE', () => {
    const positions = toTradingPositions(state);
    expect(positions.map((p) => p.coin)).toEqual(['ETH', 'SOL']);
    expect(positions[0]).toMatchObject({
      side: 'long',
      size: 2,
      szi: 2,
      entryPrice: 100,
      markPrice: 110,
      returnOnEquity: 50,
      cumFunding: -1.5,
      leverage: { type: 'cross', value: 5 },
    });
    expect(positions[1]).toMatchObject({
      side: 'short',
      size: 1,
      liquidationPrice: 150,
      liquidationEstimated: false,
    });
  });

  it('estimates the liquidation price the order form showed when the exchange gives none, marked as such', () => {
    // 5x long from 100: 100 × (1 − 1/5 + 0.5 %) = 80.50, the order form's estimate for that order.
    const [long, short] = toTradingPositions(state);
    expect(long).toMatchObject({ liquidationPrice: 80.5, liquidationEstimated: true });
    expect(long?.liquidationPrice).toBe(
      estimateLiquidationPrice({ entryPrice: 100, leverage: 5, side: 'buy' }),
    );
    expect(short?.liquidationEstimated).toBe(false);
  });

  it('falls back to pnl / margin used for the ROE', () => {
    const [p] = toTradingPositions({
      ...state,
      assetPositions: [position('ETH', '1', { returnOnEquity: '' })],
    });
    expect(p?.returnOnEquity).toBeCloseTo((20 / 44) * 100, 10);
  });
});

describe('account summary', () => {
  it('reads balances, sums unrealized PnL and derives the cross ratio and leverage', () => {
    expect(toTradingAccountSummary(state)).toEqual({
      accountValue: 1000,
      totalNtlPos: 2500,
      totalRawUsd: 800,
      totalMarginUsed: 88,
      crossMaintenanceMarginUsed: 9,
      withdrawable: 750.5,
      unrealizedPnl: 15,
      crossMarginRatio: 1,
      crossAccountLeverage: 2.5,
    });
  });
});

const order = (oid: number, extra: Partial<OpenOrderLike> = {}): OpenOrderLike => ({
  coin: 'BTC',
  side: 'B',
  limitPx: '100',
  sz: '1',
  oid,
  timestamp: oid,
  ...extra,
});

describe('open orders', () => {
  it('maps the side letter and prefers the trigger price of trigger orders', () => {
    expect(sideOfLetter('B')).toBe('buy');
    expect(sideOfLetter('A')).toBe('sell');
    expect(toTradingOpenOrder(order(1, { side: 'A', origSz: '2', reduceOnly: true }))).toMatchObject({
      side: 'sell',
      size: 1,
      originalSize: 2,
      orderType: 'Limit',
      reduceOnly: true,
      triggerCondition: 'N/A',
    });
    expect(
      toTradingOpenOrder(order(2, { isTrigger: true, triggerPx: '90', orderType: 'Stop Market' })).price,
    ).toBe(90);
  });

  it('adds resting orders first, replaces known ones, and removes finished ones', () => {
    const list = [order(1), order(2)];
    expect(applyOrderUpdate(list, { order: order(3), status: 'open' }).map((o) => o.oid)).toEqual([3, 1, 2]);
    expect(applyOrderUpdate(list, { order: order(2, { sz: '0.5' }), status: 'open' })[1]?.sz).toBe('0.5');
    expect(applyOrderUpdate(list, { order: order(1), status: 'filled' }).map((o) => o.oid)).toEqual([2]);
    expect(applyOrderUpdate(list, { order: order(9), status: 'canceled' })).toBe(list);
  });
});

describe('fills and funding', () => {
  const fill = (tid: number, time: number) => ({
    coin: 'BTC',
    px: '100',
    sz: '0.1',
    side: 'B',
    time,
    closedPnl: '1.5',
    fee: '0.01',
    oid: 7,
    tid,
    dir: 'Open Long',
    hash: `0x${tid}`,
  });

  it('maps a fill', () => {
    expect(toTradingFill(fill(1, 5))).toEqual({
      id: '1-7',
      time: 5,
      coin: 'BTC',
      side: 'buy',
      size: 0.1,
      price: 100,
      fee: 0.01,
      pnl: 1.5,
      oid: 7,
      tid: 1,
      hash: '0x1',
      direction: 'Open Long',
    });
  });

  it('merges live fills newest first without duplicates', () => {
    const merged = mergeFills([fill(1, 1), fill(2, 2)], [fill(2, 2), fill(3, 3)]);
    expect(merged.map((f) => f.tid)).toEqual([3, 2, 1]);
    expect(mergeFills([fill(1, 1)], [fill(2, 2)], 1).map((f) => f.tid)).toEqual([2]);
  });

  it('maps a funding payment', () => {
    expect(
      toTradingFunding({ time: 1, coin: 'ETH', usdc: '-3.5', szi: '2', fundingRate: '0.0000125' }),
    ).toEqual({
      id: '1-ETH',
      time: 1,
      coin: 'ETH',
      fundingRate: 0.0000125,
      payment: -3.5,
      szi: 2,
    });
  });
});

describe('closed trade', () => {
  it('reads the fill of an order answer and nothing else', () => {
    expect(
      filledOfOrderAnswer({ statuses: [{ filled: { totalSz: '0.001', avgPx: '112887.0', oid: 7 } }] }),
    ).toEqual({
      size: 0.001,
      averagePrice: 112887,
      oid: 7,
    });
    expect(filledOfOrderAnswer({ statuses: [{ resting: { oid: 7 } }] })).toBeUndefined();
    expect(
      filledOfOrderAnswer({ statuses: [{ error: 'Order could not immediately match' }] }),
    ).toBeUndefined();
    expect(filledOfOrderAnswer({ statuses: [] })).toBeUndefined();
    expect(filledOfOrderAnswer(null)).toBeUndefined();
  });

  it('measures a long from entry to the closing fill, net of the closing fees, PnL % on the entry margin', () => {
    const [long] = toTradingPositions({
      ...state,
      assetPositions: [
        position('BTC', '0.001', { entryPx: '113113', leverage: { type: 'isolated', value: 10 } }),
      ],
    });
    if (!long) throw new Error('no position');
    const trade = closedTrade(long, { size: 0.001, averagePrice: 112887 }, fees);
    expect(trade).toMatchObject({
      coin: 'BTC',
      side: 'long',
      leverage: 10,
      entryPrice: 113113,
      exitPrice: 112887,
    });
    expect(trade.pnl).toBeCloseTo(-0.226, 10);
    // Exit notional $112.887 at taker 0.045 % + builder 0.1 % = $0.16369.
    expect(trade.closingFees).toBeCloseTo(0.16368615, 10);
    expect(trade.netPnl).toBeCloseTo(-0.38968615, 10);
    // Entry margin 0.001 × 113113 ÷ 10 = 11.3113.
    expect(trade.pnlPercent).toBeCloseTo((-0.38968615 / 11.3113) * 100, 10);
  });

  it('gains on a short when the exit is below the entry, for the part that filled', () => {
    const [short] = toTradingPositions({
      ...state,
      assetPositions: [position('SOL', '-2', { entryPx: '200' })],
    });
    if (!short) throw new Error('no position');
    const trade = closedTrade(short, { size: 1.5, averagePrice: 190 }, fees);
    expect(trade.size).toBe(1.5);
    expect(trade.pnl).toBeCloseTo(15, 10);
    // $285 at 0.145 %.
    expect(trade.netPnl).toBeCloseTo(15 - 0.41325, 10);
    expect(trade.pnlPercent).toBeCloseTo(((15 - 0.41325) / ((1.5 * 200) / 5)) * 100, 10);
  });

  it('shows a break-even round trip as the loss its fees make (issue 20: "+$0.00" in green)', () => {
    const [long] = toTradingPositions({
      ...state,
      assetPositions: [position('BTC', '0.0002', { entryPx: '109301' })],
    });
    if (!long) throw new Error('no position');
    const trade = closedTrade(long, { size: 0.0002, averagePrice: 109301 }, fees);
    expect(trade.pnl).toBe(0);
    expect(trade.netPnl).toBeLessThan(-0.03);
    expect(trade.netPnl).toBeCloseTo(-trade.closingFees, 12);
  });
});
