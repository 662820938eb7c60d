import { describe, expect, it } from 'vitest';
import type { Command, ExchangeResponse, OrderWire, Tif, UserAction } from './actions';
import { dec, parseDec, toWire } from './decimal';
import { Engine } from './engine';
import { accountedTotal } from './funds';
import { answerInfo } from './http/info';
import { L2GroupingError } from './market/l2-aggregation';
import { usdValue } from './usd';
import * as views from './views';

const ALICE = '0x00000000000000000000000000000000000a11ce';
const BOB = '0x0000000000000000000000000000000000000b0b';
const CAROL = '0x00000000000000000000000000000000000ca201';
const BUILDER = '0x00000000000000000000000000000000000b1d00';
const BTC = 0;
const ETH = 1;

function setup() {
  let now = 1_800_000_000_000;
  const engine = new Engine({ clock: () => now++ });
  const log: Command[] = [];
  const run = (user: string, action: UserAction): ExchangeResponse => {
    const cmd: Command = { time: now++, user, action };
    log.push(cmd);
    return engine.execute(cmd);
  };
  const oracle = (prices: Record<string, string>) => {
    const cmd: Command = { time: now++, action: { type: 'setOracle', prices } };
    log.push(cmd);
    return engine.execute(cmd);
  };
  const order = (user: string, o: Partial<OrderWire> & { p: string; s: string }, tif: Tif = 'Gtc') =>
    statuses(
      run(user, {
        type: 'order',
        orders: [{ a: BTC, b: true, r: false, t: { limit: { tif } }, ...o }],
        grouping: 'na',
      }),
    )[0];
  return { engine, run, oracle, order, log, state: engine.state };
}

function statuses(res: ExchangeResponse): unknown[] {
  if (res.status !== 'ok' || !('data' in res.response))
    throw new Error(`not a batch response: ${JSON.stringify(res)}`);
  return res.response.data.statuses;
}

function fund(t: ReturnType<typeof setup>, ...users: string[]) {
  for (const u of users) t.run(u, { type: 'deposit', usdc: '100000' });
}

describe('placing and matching', () => {
  it('rests a Gtc order and reports it in openOrders and the book', () => {
    const t = setup();
    fund(t, ALICE);
    expect(t.order(ALICE, { p: '112000', s: '0.01', c: '0x1234567890abcdef1234567890abcdef' })).toEqual({
      resting: { oid: 10_000_000_000, cloid: '0x1234567890abcdef1234567890abcdef' },
    });
    const open = views.openOrders(t.state, ALICE);
    expect(open).toEqual([
      {
        coin: 'BTC',
        side: 'B',
        limitPx: '112000.0',
        sz: '0.01',
        oid: 10_000_000_000,
        timestamp: open[0]?.timestamp,
        origSz: '0.01',
        cloid: '0x1234567890abcdef1234567890abcdef',
      },
    ]);
    expect(views.l2Book(t.state, 'BTC')?.levels).toEqual([[{ px: '112000.0', sz: '0.01', n: 1 }], []]);
    expect(views.l2Book(t.state, 'NOPE')).toBeNull();
  });

  it('fills a crossing order with price-time priority, fees and fills on both sides', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    t.order(ALICE, { b: false, p: '113000', s: '0.01' });
    t.order(ALICE, { b: false, p: '113100', s: '0.02' });
    const st = t.order(BOB, { b: true, p: '113100', s: '0.02' }, 'Ioc') as {
      filled: { totalSz: string; avgPx: string };
    };
    expect(st.filled.totalSz).toBe('0.02');
    expect(st.filled.avgPx).toBe('113050.0'); // (0.01 × 113000 + 0.01 × 113100) / 0.02
    const bobFills = views.userFills(t.state, BOB);
    expect(bobFills.map((f) => [f.px, f.sz, f.crossed, f.dir, f.fee])).toEqual([
      ['113100.0', '0.01', true, 'Open Long', '0.50895'],
      ['113000.0', '0.01', true, 'Open Long', '0.5085'],
    ]);
    const aliceFills = views.userFills(t.state, ALICE);
    expect(aliceFills[1]).toMatchObject({
      side: 'A',
      crossed: false,
      fee: '0.1695',
      closedPnl: '0.0',
      feeToken: 'USDC',
      twapId: null,
    });
    expect(aliceFills[0]?.startPosition).toBe('-0.01');
    expect(views.recentTrades(t.state, 'BTC')[0]).toMatchObject({
      side: 'B',
      px: '113100.0',
      users: [BOB, ALICE],
    });
    // the remainder of Alice's second order still rests
    expect(views.openOrders(t.state, ALICE)[0]?.sz).toBe('0.01');
    expect(toWire(usdValue(t.state.feesCollected))).toBe(
      toWire(dec('0.50895') + dec('0.5085') + dec('0.16965') + dec('0.1695')),
    );
  });

  it('reports a partially filled Gtc as resting and an Ioc as filled with the partial size', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    t.order(ALICE, { b: false, p: '113000', s: '0.01' });
    expect(t.order(BOB, { p: '113000', s: '0.03' })).toEqual({ resting: { oid: 10_000_000_001 } });
    t.order(ALICE, { b: false, p: '113000', s: '0.01' }); // fills against Bob's rest
    t.order(ALICE, { b: false, p: '113000', s: '0.01' });
    t.order(CAROL, { p: '113000', s: '0.1' }, 'Ioc'); // no money: margin
    fund(t, CAROL);
    t.order(ALICE, { b: false, p: '113000', s: '0.01' });
    expect(t.order(CAROL, { p: '113000', s: '0.1' }, 'Ioc')).toEqual({
      filled: { totalSz: '0.01', avgPx: '113000.0', oid: expect.any(Number) },
    });
    expect(views.orderStatus(t.state, BOB, 10_000_000_001)).toMatchObject({
      status: 'order',
      order: { status: 'filled' },
    });
  });

  it('rejects an Ioc that cannot match and a market order with no liquidity', () => {
    const t = setup();
    fund(t, ALICE);
    expect(t.order(ALICE, { p: '113000', s: '0.01' }, 'Ioc')).toEqual({
      error: 'Order could not immediately match against any resting orders. asset=0',
    });
    expect(t.order(ALICE, { p: '113000', s: '0.01' }, 'FrontendMarket')).toEqual({
      error: 'No liquidity available for market order. asset=0',
    });
    const hist = views.historicalOrders(t.state, ALICE);
    expect(hist.map((h) => h.status)).toEqual(['marketOrderNoLiquidityRejected', 'iocCancelRejected']);
    expect(hist[0]?.order).toMatchObject({ orderType: 'Market', tif: 'FrontendMarket' });
  });

  it('rejects a crossing Alo with the bbo in the message', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    t.order(ALICE, { b: false, p: '113010', s: '0.01' });
    t.order(BOB, { p: '112990', s: '0.01' });
    expect(t.order(BOB, { p: '113010', s: '0.01' }, 'Alo')).toEqual({
      error: 'Post only order would have immediately matched, bbo was 112990@113010. asset=0',
    });
    expect(t.order(BOB, { p: '113000', s: '0.01' }, 'Alo')).toHaveProperty('resting');
  });

  it('validates price, size and value with the real texts and the asset suffix', () => {
    const t = setup();
    fund(t, ALICE);
    expect(t.order(ALICE, { a: ETH, p: '4200.55', s: '0.01' })).toEqual({
      error: 'Price must be divisible by tick size. asset=1',
    });
    expect(t.order(ALICE, { a: ETH, p: '4200.5', s: '0.00001' })).toEqual({
      error: 'Order has invalid size asset=1',
    });
    expect(t.order(ALICE, { a: ETH, p: '4200.5', s: '0' })).toEqual({
      error: 'Order has zero size. asset=1',
    });
    expect(t.order(ALICE, { a: ETH, p: '4200.5', s: '0.002' })).toEqual({
      error: 'Order must have minimum value of $10. asset=1',
    });
    expect(t.order(ALICE, { a: 9999, p: '1', s: '1' })).toEqual({ error: 'Unknown asset. asset=9999' });
    expect(t.order(ALICE, { a: ETH, p: 'NaN', s: '1' })).toEqual({
      error: 'Order has invalid price. asset=1',
    });
    const hist = views.historicalOrders(t.state, ALICE).map((h) => h.status);
    expect(hist).toEqual(['minTradeNtlRejected', 'tickRejected']);
  });

  it('refuses a whole batch priced more than 80 % away from the reference price', () => {
    const t = setup();
    fund(t, ALICE);
    const res = t.run(ALICE, {
      type: 'order',
      orders: [
        { a: BTC, b: true, p: '112000', s: '0.01', r: false, t: { limit: { tif: 'Gtc' } } },
        { a: BTC, b: true, p: '20000', s: '0.01', r: false, t: { limit: { tif: 'Gtc' } } },
      ],
      grouping: 'na',
    });
    expect(res).toEqual({
      status: 'err',
      response: 'Order price cannot be more than 80% away from the reference price',
    });
    expect(views.openOrders(t.state, ALICE)).toEqual([]);
  });

  it('cancels the resting order on self-trade, without a fill', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    t.order(ALICE, { b: false, p: '113000', s: '0.01' });
    t.order(BOB, { b: false, p: '113100', s: '0.01' });
    const st = t.order(ALICE, { p: '113100', s: '0.01' }, 'Ioc');
    expect(st).toMatchObject({ filled: { totalSz: '0.01', avgPx: '113100.0' } });
    expect(views.historicalOrders(t.state, ALICE).find((h) => h.order.limitPx === '113000.0')?.status).toBe(
      'selfTradeCanceled',
    );
    expect(views.userFills(t.state, ALICE)).toHaveLength(1);
  });
});

describe('reduce-only', () => {
  it('is rejected when it would increase and capped to the position size', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    expect(t.order(ALICE, { b: false, p: '113000', s: '0.01', r: true })).toEqual({
      error: 'Reduce only order would increase position. asset=0',
    });
    t.order(BOB, { b: false, p: '113000', s: '0.05' });
    t.order(ALICE, { p: '113000', s: '0.02' }, 'Ioc'); // Alice long 0.02
    t.order(BOB, { p: '112900', s: '0.05' }); // bid for Alice to hit
    const st = t.order(ALICE, { b: false, p: '112900', s: '0.05', r: true }, 'Ioc');
    expect(st).toMatchObject({ filled: { totalSz: '0.02' } });
    expect(views.clearinghouseState(t.state, ALICE).assetPositions).toEqual([]);
  });

  it('cancels resting reduce-only orders that no longer reduce (reduceOnlyCanceled)', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    t.order(BOB, { b: false, p: '113000', s: '0.05' });
    t.order(ALICE, { p: '113000', s: '0.02' }, 'Ioc');
    const tp = t.order(ALICE, { b: false, p: '114000', s: '0.02', r: true }) as { resting: { oid: number } };
    t.order(BOB, { p: '112900', s: '0.05' });
    t.order(ALICE, { b: false, p: '112900', s: '0.02' }, 'Ioc'); // closes the position
    expect(views.orderStatus(t.state, ALICE, tp.resting.oid)).toMatchObject({
      order: { status: 'reduceOnlyCanceled' },
    });
  });
});

describe('cancel and modify', () => {
  /** A modify's new order: a Gtc buy of BTC. */
  const gtcBuy = (p: string, s: string): OrderWire => ({
    a: BTC,
    b: true,
    p,
    s,
    r: false,
    t: { limit: { tif: 'Gtc' } },
  });

  it('cancels by oid and by cloid, with the real text for unknown orders', () => {
    const t = setup();
    fund(t, ALICE);
    const a = t.order(ALICE, { p: '112000', s: '0.01' }) as { resting: { oid: number } };
    t.order(ALICE, { p: '111000', s: '0.01', c: '0x0000000000000000000000000000abcd' });
    const res = t.run(ALICE, {
      type: 'cancel',
      cancels: [
        { a: BTC, o: a.resting.oid },
        { a: BTC, o: a.resting.oid },
      ],
    });
    expect(statuses(res)).toEqual([
      'success',
      { error: 'Order was never placed, already canceled, or filled. asset=0' },
    ]);
    const byCloid = t.run(ALICE, {
      type: 'cancelByCloid',
      cancels: [{ asset: BTC, cloid: '0x0000000000000000000000000000ABCD' }],
    });
    expect(statuses(byCloid)).toEqual(['success']);
    expect(views.openOrders(t.state, ALICE)).toEqual([]);
    // Bob cannot cancel Alice's order
    const c = t.order(ALICE, { p: '110000', s: '0.01' }) as { resting: { oid: number } };
    expect(
      statuses(t.run(BOB, { type: 'cancel', cancels: [{ a: BTC, o: c.resting.oid }] }))[0],
    ).toHaveProperty('error');
  });

  it('modifies a resting order (new price, new oid) and refuses dead orders', () => {
    const t = setup();
    fund(t, ALICE);
    const a = t.order(ALICE, { p: '112000', s: '0.01' }) as { resting: { oid: number } };
    const order = gtcBuy('112500', '0.02');
    expect(t.run(ALICE, { type: 'modify', oid: a.resting.oid, order })).toEqual({
      status: 'ok',
      response: { type: 'default' },
    });
    const open = views.openOrders(t.state, ALICE);
    expect(open.map((o) => [o.limitPx, o.sz])).toEqual([['112500.0', '0.02']]);
    expect(t.run(ALICE, { type: 'modify', oid: a.resting.oid, order })).toEqual({
      status: 'err',
      response: 'Cannot modify canceled or filled order',
    });
    // a malformed new order leaves the old one alone
    const live = open[0]?.oid ?? 0;
    const bad = t.run(ALICE, { type: 'modify', oid: live, order: { ...order, p: '112500.5' } });
    expect(bad).toEqual({ status: 'err', response: 'Price must be divisible by tick size. asset=0' });
    expect(views.openOrders(t.state, ALICE)).toHaveLength(1);
    const batch = t.run(ALICE, {
      type: 'batchModify',
      modifies: [{ oid: live, order: { ...order, p: '112400' } }],
    });
    expect(statuses(batch)[0]).toHaveProperty('resting');
  });

  it('refuses a modify that would cross the book and keeps the order; with `a` it fills', () => {
    const t = setup();
    fund(t, ALICE);
    fund(t, BOB);
    t.order(BOB, { b: false, p: '113000', s: '0.01' });
    const a = t.order(ALICE, { p: '112000', s: '0.01' }) as { resting: { oid: number } };
    const order = gtcBuy('113500', '0.01');
    const refusal = {
      error: 'Post only order would have immediately matched, bbo was 112000@113000. asset=0',
    };
    expect(t.run(ALICE, { type: 'modify', oid: a.resting.oid, order })).toEqual({
      status: 'err',
      response: refusal.error,
    });
    const batch = t.run(ALICE, { type: 'batchModify', modifies: [{ oid: a.resting.oid, order }] });
    expect(statuses(batch)).toEqual([refusal]);
    // The trader's order is still there, at its old price and oid.
    expect(views.openOrders(t.state, ALICE).map((o) => [o.oid, o.limitPx])).toEqual([
      [a.resting.oid, '112000.0'],
    ]);
    // Always place: the new order may execute.
    const always = t.run(ALICE, { type: 'modify', oid: a.resting.oid, order, a: true });
    expect(always).toEqual({ status: 'ok', response: { type: 'default' } });
    expect(views.openOrders(t.state, ALICE)).toEqual([]);
  });
});

describe('margin', () => {
  it('refuses an order without enough margin and checks the resting side at match (marginCanceled)', () => {
    const t = setup();
    t.run(ALICE, { type: 'deposit', usdc: '100' });
    // 40x: 100 USDC carries 4000 of notional
    expect(t.order(ALICE, { p: '113000', s: '0.04' })).toEqual({
      error: 'Insufficient margin to place order. asset=0',
    });
    const resting = t.order(ALICE, { p: '113000', s: '0.03' }) as { resting: { oid: number } };
    expect(resting).toHaveProperty('resting');
    // a second order may not reuse the margin the first one reserved
    expect(t.order(ALICE, { a: ETH, p: '4200.5', s: '0.3' })).toEqual({
      error: 'Insufficient margin to place order. asset=1',
    });
    fund(t, BOB);
    // Alice's margin no longer covers the resting order once she drops to 1x leverage.
    t.run(ALICE, { type: 'updateLeverage', asset: BTC, isCross: true, leverage: 1 });
    t.order(BOB, { b: false, p: '113000', s: '0.03' }, 'Ioc');
    expect(views.orderStatus(t.state, ALICE, resting.resting.oid)).toMatchObject({
      order: { status: 'marginCanceled' },
    });
  });

  it('reports clearinghouseState with the documented relations', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    t.run(ALICE, { type: 'updateLeverage', asset: ETH, isCross: true, leverage: 10 });
    t.order(BOB, { a: ETH, b: false, p: '4200', s: '1' });
    t.order(ALICE, { a: ETH, p: '4200', s: '1' }, 'Ioc');
    t.oracle({ ETH: '4300' });
    const ch = views.clearinghouseState(t.state, ALICE);
    const p = ch.assetPositions[0]?.position;
    expect(p).toMatchObject({
      coin: 'ETH',
      szi: '1.0',
      entryPx: '4200.0',
      leverage: { type: 'cross', value: 10 },
    });
    const mark = parseDec(p?.positionValue ?? '') ?? 0n;
    expect(p?.unrealizedPnl).toBe(toWire(mark - dec('4200'), 6));
    expect(p?.marginUsed).toBe(toWire(mark / 10n, 6));
    // 100000 - 4200 - fee 1.89 + position value
    expect(ch.crossMarginSummary.totalRawUsd).toBe('95798.11');
    expect(ch.crossMarginSummary.accountValue).toBe(toWire(dec('95798.11') + mark, 6));
    expect(ch.marginSummary.accountValue).toBe(ch.crossMarginSummary.accountValue);
    expect(ch.crossMaintenanceMarginUsed).toBe(toWire(mark / 80n, 6));
    expect(ch.withdrawable).toBe(toWire(dec('95798.11') + mark - mark / 10n, 6));
    expect(p?.liquidationPx).toBeNull(); // far over-collateralised
    expect(ch.assetPositions[0]?.type).toBe('oneWay');
  });

  it('computes an isolated position with rawUsd and a liquidation price', () => {
    const t = setup();
    t.run(ALICE, { type: 'deposit', usdc: '1000' });
    fund(t, BOB);
    expect(t.run(ALICE, { type: 'updateLeverage', asset: ETH, isCross: false, leverage: 20 })).toEqual({
      status: 'ok',
      response: { type: 'default' },
    });
    t.order(BOB, { a: ETH, b: false, p: '4200', s: '0.1' });
    t.order(ALICE, { a: ETH, p: '4200', s: '0.1' }, 'Ioc');
    const ch = views.clearinghouseState(t.state, ALICE);
    const p = ch.assetPositions[0]?.position;
    // margin 420 / 20 = 21 moved in; rawUsd = 21 - 420 - 0.189 fee
    expect(p?.leverage).toEqual({ type: 'isolated', value: 20, rawUsd: '-399.189' });
    expect(ch.crossMarginSummary.accountValue).toBe('979.0');
    expect(p?.liquidationPx).not.toBeNull();
    expect(t.run(ALICE, { type: 'updateLeverage', asset: ETH, isCross: true, leverage: 20 })).toEqual({
      status: 'err',
      response: 'Cannot switch leverage type with open position.',
    });
    expect(
      t.run(ALICE, { type: 'updateIsolatedMargin', asset: ETH, isBuy: true, ntli: 5_000_000 }),
    ).toMatchObject({
      status: 'ok',
    });
    expect(views.clearinghouseState(t.state, ALICE).assetPositions[0]?.position.leverage).toEqual({
      type: 'isolated',
      value: 20,
      rawUsd: '-394.189',
    });
    expect(t.run(ALICE, { type: 'updateIsolatedMargin', asset: BTC, isBuy: true, ntli: 1_000_000 })).toEqual({
      status: 'err',
      response: 'Position does not use isolated margin.',
    });
  });

  it('enforces leverage bounds and isolated-only markets', () => {
    const t = setup();
    const purr = t.engine.marketOf('PURR')?.assetId ?? -1;
    expect(t.run(ALICE, { type: 'updateLeverage', asset: BTC, isCross: true, leverage: 41 })).toMatchObject({
      status: 'err',
    });
    expect(t.run(ALICE, { type: 'updateLeverage', asset: BTC, isCross: true, leverage: 0 })).toMatchObject({
      status: 'err',
    });
    expect(t.run(ALICE, { type: 'updateLeverage', asset: purr, isCross: true, leverage: 2 })).toEqual({
      status: 'err',
      response: 'Cross margin is not allowed for this asset.',
    });
    expect(t.run(ALICE, { type: 'updateLeverage', asset: purr, isCross: false, leverage: 2 })).toMatchObject({
      status: 'ok',
    });
  });
});

describe('builder fee', () => {
  it('charges an approved builder fee on top and credits the builder', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    const order = {
      a: BTC,
      b: true,
      p: '113000',
      s: '0.01',
      r: false,
      t: { limit: { tif: 'Ioc' as const } },
    };
    expect(
      t.run(ALICE, { type: 'order', orders: [order], grouping: 'na', builder: { b: BUILDER, f: 10 } }),
    ).toEqual({
      status: 'err',
      response: 'Builder fee has not been approved.',
    });
    expect(t.run(ALICE, { type: 'approveBuilderFee', maxFeeRate: '0.01%', builder: BUILDER })).toEqual({
      status: 'err',
      response: 'Builder has insufficient balance to be approved.',
    });
    t.run(BUILDER, { type: 'deposit', usdc: '100' });
    expect(t.run(ALICE, { type: 'approveBuilderFee', maxFeeRate: '0.01%', builder: BUILDER })).toMatchObject({
      status: 'ok',
    });
    expect(
      t.run(ALICE, { type: 'order', orders: [order], grouping: 'na', builder: { b: BUILDER, f: 11 } }),
    ).toMatchObject({
      status: 'err',
    });
    t.order(BOB, { b: false, p: '113000', s: '0.01' });
    t.run(ALICE, { type: 'order', orders: [order], grouping: 'na', builder: { b: BUILDER, f: 10 } });
    const fill = views.userFills(t.state, ALICE)[0];
    expect(fill?.builderFee).toBe('0.113'); // 1130 × 0.0001
    expect(fill?.fee).toBe('0.6215'); // 0.5085 + 0.113
    expect(views.clearinghouseState(t.state, BUILDER).crossMarginSummary.accountValue).toBe('100.113');
  });
});

describe('trigger orders', () => {
  it('fires a stop-market on the mark price and closes the position', () => {
    const t = setup();
    fund(t, ALICE, BOB, CAROL);
    t.order(BOB, { b: false, p: '113000', s: '0.1' });
    t.order(ALICE, { p: '113000', s: '0.1' }, 'Ioc');
    const sl: OrderWire = {
      a: BTC,
      b: false,
      p: '100000',
      s: '0.1',
      r: true,
      t: { trigger: { isMarket: true, triggerPx: '110000', tpsl: 'sl' } },
    };
    expect(statuses(t.run(ALICE, { type: 'order', orders: [sl], grouping: 'na' }))).toEqual([
      'waitingForTrigger',
    ]);
    const fo = views.frontendOpenOrders(t.state, ALICE)[0];
    expect(fo).toMatchObject({
      isTrigger: true,
      triggerCondition: 'Price below 110000',
      orderType: 'Stop Market',
      tif: null,
      reduceOnly: true,
    });
    t.order(CAROL, { p: '109500', s: '0.1' });
    t.oracle({ BTC: '111000' });
    expect(views.clearinghouseState(t.state, ALICE).assetPositions).toHaveLength(1);
    t.oracle({ BTC: '109000' });
    expect(views.clearinghouseState(t.state, ALICE).assetPositions).toHaveLength(0);
    const hist = views.historicalOrders(t.state, ALICE);
    expect(hist[0]).toMatchObject({ status: 'filled', order: { orderType: 'Stop Market' } });
    expect(views.userFills(t.state, ALICE)[0]).toMatchObject({ px: '109500.0', dir: 'Close Long' });
  });

  it('places normalTpsl children only after the parent fills', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    const parent: OrderWire = {
      a: BTC,
      b: true,
      p: '112000',
      s: '0.1',
      r: false,
      t: { limit: { tif: 'Gtc' } },
    };
    const tp: OrderWire = {
      a: BTC,
      b: false,
      p: '120000',
      s: '0.1',
      r: true,
      t: { trigger: { isMarket: false, triggerPx: '120000', tpsl: 'tp' } },
    };
    const st = statuses(t.run(ALICE, { type: 'order', orders: [parent, tp], grouping: 'normalTpsl' }));
    expect(st[0]).toHaveProperty('resting');
    expect(st[1]).toBe('waitingForFill');
    const fo = views.frontendOpenOrders(t.state, ALICE);
    expect(fo).toHaveLength(1);
    expect(fo[0]?.children).toHaveLength(1);
    t.order(BOB, { b: false, p: '112000', s: '0.1' }, 'Ioc');
    const after = views.frontendOpenOrders(t.state, ALICE);
    expect(after.map((o) => o.orderType)).toEqual(['Take Profit Limit']);
  });
});

describe('funding settlement (doc §8.4)', () => {
  it('pays the flat-market rate at the oracle price, longs to shorts, and records userFunding', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    t.order(BOB, { a: ETH, b: false, p: '4200', s: '2' });
    t.order(ALICE, { a: ETH, p: '4200', s: '2' }, 'Ioc');
    t.oracle({ ETH: '4000' }); // empty book: premium sample 0
    const cmd: Command = { time: 1_900_000_000_000, action: { type: 'settleFunding' } };
    t.log.push(cmd);
    expect(t.engine.execute(cmd)).toEqual({ status: 'ok', response: { type: 'default' } });
    // 2 × 4000 × 0.0000125 = 0.1
    const alice = views.userFunding(t.state, ALICE, 0);
    expect(alice).toEqual([
      {
        time: 1_900_000_000_000,
        hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        delta: {
          type: 'funding',
          coin: 'ETH',
          usdc: '-0.1',
          szi: '2.0',
          fundingRate: '0.0000125',
          nSamples: 1,
        },
      },
    ]);
    expect(views.userFunding(t.state, BOB, 0)[0]?.delta.usdc).toBe('0.1');
    expect(views.userFunding(t.state, BOB, 1_900_000_000_001)).toEqual([]);
    const pos = views.clearinghouseState(t.state, ALICE).assetPositions[0]?.position;
    expect(pos?.cumFunding).toEqual({ allTime: '0.1', sinceOpen: '0.1', sinceChange: '0.1' });
    expect(t.state.fundingPool).toBe(0n);
  });
});

describe('l2Book view', () => {
  it('aggregates with nSigFigs and mantissa', () => {
    const t = setup();
    fund(t, ALICE);
    t.order(ALICE, { p: '112377', s: '0.01' });
    t.order(ALICE, { p: '112371', s: '0.02' });
    expect(views.l2Book(t.state, 'BTC', 4)?.levels[0]).toEqual([{ px: '112300.0', sz: '0.03', n: 2 }]);
    // 5 figures at 112k: bucket 10 × mantissa 5 = 50
    expect(views.l2Book(t.state, 'BTC', 5, 5)?.levels[0]).toEqual([{ px: '112350.0', sz: '0.03', n: 2 }]);
    expect(views.l2Book(t.state, 'BTC', 5)?.levels[0]).toEqual([{ px: '112370.0', sz: '0.03', n: 2 }]);
  });

  // Moved from book.test.ts when book.ts's duplicate grouping was removed.
  it('rounds asks up across buckets and groups prices below 1', () => {
    const t = setup();
    fund(t, ALICE);
    for (const p of ['113301', '113377', '113400']) t.order(ALICE, { b: false, p, s: '0.01' });
    t.order(ALICE, { p: '113299', s: '0.01' });
    expect(views.l2Book(t.state, 'BTC', 4)?.levels).toEqual([
      [{ px: '113200.0', sz: '0.01', n: 1 }],
      [{ px: '113400.0', sz: '0.03', n: 3 }],
    ]);
    const kpepe = t.engine.marketOf('kPEPE');
    if (!kpepe) throw new Error('kPEPE missing');
    t.order(ALICE, { a: kpepe.assetId, p: '0.012345', s: '1000' });
    t.order(ALICE, { a: kpepe.assetId, p: '0.012341', s: '1000' });
    expect(views.l2Book(t.state, 'kPEPE', 3)?.levels[0]).toEqual([{ px: '0.0123', sz: '2000.0', n: 2 }]);
  });

  it('refuses bad grouping parameters with L2GroupingError (422 over HTTP)', () => {
    const t = setup();
    expect(() => views.l2Book(t.state, 'BTC', 4, 2)).toThrow(L2GroupingError);
    expect(() => views.l2Book(t.state, 'BTC', 6)).toThrow(L2GroupingError);
    expect(() => views.l2Book(t.state, 'NOPE', null, 5)).toThrow(L2GroupingError);
    const answer = answerInfo(t.state, { type: 'l2Book', coin: 'BTC', nSigFigs: 4, mantissa: 2 });
    expect(answer).toEqual({
      ok: false,
      message:
        'Failed to deserialize the JSON body into the target type: mantissa is only allowed with nSigFigs 5 (got nSigFigs 4)',
    });
  });
});

describe('positionTpsl', () => {
  it('keeps a position TP/SL reduce-only and sized to the position', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    t.order(BOB, { b: false, p: '113000', s: '0.3' });
    t.order(ALICE, { p: '113000', s: '0.1' }, 'Ioc');
    const sl: OrderWire = {
      a: BTC,
      b: false,
      p: '100000',
      s: '0.1',
      r: false,
      t: { trigger: { isMarket: true, triggerPx: '105000', tpsl: 'sl' } },
    };
    expect(statuses(t.run(ALICE, { type: 'order', orders: [sl], grouping: 'positionTpsl' }))).toEqual([
      'waitingForTrigger',
    ]);
    t.order(ALICE, { p: '113000', s: '0.2' }, 'Ioc'); // position grows to 0.3
    const fo = views.frontendOpenOrders(t.state, ALICE)[0];
    expect(fo).toMatchObject({ isPositionTpsl: true, reduceOnly: true, sz: '0.3' });
  });
});

describe('determinism', () => {
  it('replaying the command log rebuilds the same state', () => {
    const t = setup();
    fund(t, ALICE, BOB, CAROL);
    t.order(ALICE, { b: false, p: '113000', s: '0.05' });
    t.order(BOB, { p: '113000', s: '0.03' }, 'Ioc');
    t.order(CAROL, { a: ETH, p: '4200', s: '0.5' });
    t.order(BOB, { a: ETH, b: false, p: '4190', s: '0.7' });
    t.oracle({ BTC: '112000', ETH: '4150' });
    t.run(ALICE, { type: 'cancel', cancels: [{ a: BTC, o: 10_000_000_000 }] });

    const replica = new Engine({ clock: () => 0 });
    for (const cmd of JSON.parse(JSON.stringify(t.log)) as Command[]) replica.execute(cmd);
    for (const u of [ALICE, BOB, CAROL]) {
      expect(views.clearinghouseState(replica.state, u)).toEqual(views.clearinghouseState(t.state, u));
      expect(views.userFills(replica.state, u)).toEqual(views.userFills(t.state, u));
      expect(views.historicalOrders(replica.state, u)).toEqual(views.historicalOrders(t.state, u));
    }
    expect(views.l2Book(replica.state, 'ETH')).toEqual(views.l2Book(t.state, 'ETH'));
  });

  it('gives fills a per-command hash and a 50-bit trade id shared by both sides and the trade', () => {
    const t = setup();
    fund(t, ALICE, BOB);
    t.order(ALICE, { b: false, p: '113000', s: '0.01' });
    t.order(ALICE, { b: false, p: '113010', s: '0.01' });
    t.order(BOB, { p: '113010', s: '0.02' }, 'Ioc');
    t.order(ALICE, { b: false, p: '113000', s: '0.01' });
    t.order(BOB, { p: '113000', s: '0.01' }, 'Ioc');
    const bob = views.userFills(t.state, BOB);
    const alice = views.userFills(t.state, ALICE);
    expect(bob).toHaveLength(3);
    expect(new Set(bob.map((f) => f.tid)).size).toBe(3);
    for (const f of bob) {
      expect(f.hash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(Number.isSafeInteger(f.tid) && f.tid >= 0 && f.tid < 2 ** 50).toBe(true);
      expect(alice.find((a) => a.tid === f.tid)?.hash).toBe(f.hash);
    }
    // One command, one hash; the next command's fills carry another.
    const byTid = (tid: number) => bob.find((f) => f.tid === tid)?.hash;
    const hashes = new Set(bob.map((f) => byTid(f.tid)));
    expect(hashes.size).toBe(2);
    const trades = views.recentTrades(t.state, 'BTC');
    expect(trades.map((x) => x.tid).sort()).toEqual(bob.map((f) => f.tid).sort());
  });

  it('conserves money: deposits = Σ cash + Σ isolated buckets + fees collected (exact)', () => {
    const t = setup();
    fund(t, ALICE, BOB, CAROL);
    t.run(CAROL, { type: 'updateLeverage', asset: ETH, isCross: false, leverage: 5 });
    const prices = ['4200', '4210.5', '4190', '4230', '4205.5'];
    for (const [i, px] of prices.entries()) {
      t.order(ALICE, { a: ETH, b: i % 2 === 0, p: px, s: '0.37' });
      t.order(CAROL, { a: ETH, b: i % 2 === 1, p: px, s: '0.5' }, 'Ioc');
      t.order(BOB, { a: ETH, b: i % 2 === 0, p: px, s: '0.2' }, 'Ioc');
    }
    // Every fill moves szi × px from the buyer's cash to the seller's (zero-sum), fees go to the
    // exchange, isolated margin moves between a user's cash and bucket: nothing is created or lost.
    const total = accountedTotal(t.state);
    let basis = 0n;
    for (const a of t.state.accounts.values()) {
      for (const f of views.userFills(t.state, a.user)) {
        const sz = parseDec(f.sz) ?? 0n;
        const px = parseDec(f.px) ?? 0n;
        basis += ((f.side === 'B' ? sz : -sz) * px) / 10n ** 18n;
      }
    }
    expect(basis).toBe(0n);
    expect(total).toBe(dec('300000'));
  });
});
