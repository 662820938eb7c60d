import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridOrder } from '../test/grid';
import type { Command, ExchangeResponse, OrderWire, Tif, UserAction } from './actions';
import { dec, productExceeds } from './decimal';
import { Engine } from './engine';
import {
  exceedsMaxOrderValue,
  maxMarketOrderValue,
  maxOrderValue,
  openOrderLimit,
  PriceBands,
  tooFarFromOracle,
} from './limits';
import { notionalMicro, tickUnit } from './units';
import { DEFAULT_UNIVERSE } from './universe';
import { outsideReferenceBand } from './validation';
import * as views from './views';

const ALICE = '0x00000000000000000000000000000000000a11ce';
const BOB = '0x0000000000000000000000000000000000000b0b';
const BTC = 0;
const T0 = 1_800_000_000_000;

function setup() {
  let now = T0;
  const engine = new Engine({ clock: () => now });
  const exec = (cmd: Command) => engine.execute(cmd);
  const at = (time: number) => {
    now = time;
  };
  const run = (user: string, action: UserAction): ExchangeResponse => exec({ time: ++now, user, action });
  const order = (user: string, o: Partial<OrderWire> & { p: string; s: string }, tif: Tif = 'Gtc') => {
    const res = run(user, {
      type: 'order',
      orders: [{ a: BTC, b: true, r: false, t: { limit: { tif } }, ...o }],
      grouping: 'na',
    });
    if (res.status !== 'ok' || !('data' in res.response)) throw new Error(JSON.stringify(res));
    return res.response.data.statuses[0];
  };
  const system = (action: Command['action']) => exec({ time: ++now, action } as Command);
  for (const u of [ALICE, BOB]) run(u, { type: 'deposit', usdc: '10000000' });
  return { engine, run, order, system, at, now: () => now, state: engine.state };
}

describe('scheduleCancel (doc §4.6)', () => {
  /** Both users trade 10 BTC at 110,000 with each other: $1.1M of volume each, past the gate. */
  function setupTraded() {
    const t = setup();
    t.order(BOB, { b: false, p: '110000', s: '10' });
    t.order(ALICE, { p: '110000', s: '10' }, 'Ioc');
    t.order(ALICE, { b: false, p: '110000', s: '10', r: true });
    t.order(BOB, { p: '110000', s: '10', r: true }, 'Ioc');
    return t;
  }

  it('refuses to set or clear a switch until $1M has been traded, naming both figures', () => {
    const t = setup();
    t.order(BOB, { b: false, p: '110000', s: '0.1' });
    t.order(ALICE, { p: '110000', s: '0.10971' }, 'Ioc');
    expect(t.run(ALICE, { type: 'scheduleCancel', time: t.now() + 10_000 })).toEqual({
      status: 'err',
      response:
        'Cannot set scheduled cancel time until enough volume traded. Required: $1000000. Traded: $11000.',
    });
    expect(t.state.scheduledCancels.size).toBe(0);
    // Clearing is refused with the same text, as Hyperliquid does.
    expect(t.run(ALICE, { type: 'scheduleCancel' })).toEqual({
      status: 'err',
      response:
        'Cannot set scheduled cancel time until enough volume traded. Required: $1000000. Traded: $11000.',
    });
  });

  it('cancels all open orders once a command reaches the scheduled time', () => {
    const t = setupTraded();
    t.order(ALICE, { p: '110000', s: '0.01' });
    t.order(ALICE, { p: '111000', s: '0.01' });
    t.order(BOB, { p: '110500', s: '0.01' });
    expect(t.run(ALICE, { type: 'scheduleCancel', time: t.now() + 10_000 })).toEqual({
      status: 'ok',
      response: { type: 'default' },
    });
    t.at(t.now() + 9_000);
    t.system({ type: 'setOracle', prices: { BTC: '113000' } });
    expect(views.openOrders(t.state, ALICE)).toHaveLength(2);
    t.at(t.now() + 2_000);
    t.system({ type: 'setOracle', prices: { BTC: '113000' } });
    expect(views.openOrders(t.state, ALICE)).toEqual([]);
    expect(views.openOrders(t.state, BOB)).toHaveLength(1);
    // Newest first: the two canceled orders, then the setup's fills.
    expect(views.historicalOrders(t.state, ALICE).map((o) => o.status)).toEqual([
      'scheduledCancel',
      'scheduledCancel',
      'filled',
      'filled',
    ]);
    // Fired once: orders placed afterwards stay.
    t.order(ALICE, { p: '110000', s: '0.01' });
    t.at(t.now() + 60_000);
    t.system({ type: 'setOracle', prices: { BTC: '113000' } });
    expect(views.openOrders(t.state, ALICE)).toHaveLength(1);
  });

  it('requires at least 5 s ahead and clears without a time', () => {
    const t = setupTraded();
    expect(t.run(ALICE, { type: 'scheduleCancel', time: t.now() + 4_000 })).toEqual({
      status: 'err',
      response: 'Scheduled cancel time must be at least 5 seconds in the future.',
    });
    expect(t.run(ALICE, { type: 'scheduleCancel', time: t.now() + 6_000 }).status).toBe('ok');
    t.order(ALICE, { p: '110000', s: '0.01' });
    expect(t.run(ALICE, { type: 'scheduleCancel' }).status).toBe('ok');
    t.at(t.now() + 60_000);
    t.system({ type: 'setOracle', prices: { BTC: '113000' } });
    expect(views.openOrders(t.state, ALICE)).toHaveLength(1);
  });

  it('allows at most 10 triggers per UTC day', () => {
    const t = setupTraded();
    const day = Math.floor(t.now() / 86_400_000);
    for (let i = 0; i < 10; i++) {
      expect(t.run(ALICE, { type: 'scheduleCancel', time: t.now() + 5_001 }).status).toBe('ok');
      t.at(t.now() + 5_000);
      t.system({ type: 'setOracle', prices: { BTC: '113000' } });
    }
    expect(Math.floor(t.now() / 86_400_000)).toBe(day);
    expect(t.run(ALICE, { type: 'scheduleCancel', time: t.now() + 5_001 })).toEqual({
      status: 'err',
      response: 'Too many scheduled cancel triggers today. Limit is 10.',
    });
    t.at((day + 1) * 86_400_000);
    expect(t.run(ALICE, { type: 'scheduleCancel', time: t.now() + 5_001 }).status).toBe('ok');
  });
});

describe('order limits (doc §8.6)', () => {
  it('caps the order value: market orders at the leverage bracket, limit orders at 10 ×', () => {
    const m = (coin: string) => {
      const market = DEFAULT_UNIVERSE.byCoin(coin);
      if (!market) throw new Error(coin);
      return market;
    };
    expect(maxMarketOrderValue(m('BTC'))).toBe(30_000_000n * 10n ** 18n);
    expect(maxMarketOrderValue(m('SOL'))).toBe(5_000_000n * 10n ** 18n);
    const t = setup();
    // 300 BTC × 113000 = $33.9M > $30M for a market order.
    expect(t.order(ALICE, { p: '113000', s: '300' }, 'FrontendMarket')).toEqual({
      error: 'Order value cannot exceed $30000000. asset=0',
    });
    expect(t.order(ALICE, { p: '100000', s: '3001' })).toEqual({
      error: 'Order value cannot exceed $300000000. asset=0',
    });
    expect(views.historicalOrders(t.state, ALICE)[0]?.status).toBe('rejected');
  });

  it('refuses prices too far from the oracle on the aggressive side', () => {
    const t = setup();
    t.system({ type: 'setOracle', prices: { BTC: '100000' } });
    expect(t.order(ALICE, { p: '150001', s: '0.01' })).toEqual({
      error: 'Order price too far from oracle asset=0',
    });
    expect(t.order(ALICE, { b: false, p: '49999', s: '0.01' })).toEqual({
      error: 'Order price too far from oracle asset=0',
    });
    expect(views.historicalOrders(t.state, ALICE)[0]?.status).toBe('oracleRejected');
    expect(t.order(ALICE, { b: false, p: '150000', s: '0.01' })).toHaveProperty('resting');
  });

  it('at an open-interest cap refuses increases and orders more aggressive than the oracle', () => {
    const t = setup();
    t.order(BOB, { b: false, p: '113000', s: '1' });
    t.order(ALICE, { p: '113000', s: '1' }, 'Ioc');
    expect(t.system({ type: 'setOpenInterestCaps', caps: { BTC: '100000' } }).status).toBe('ok');
    expect(t.order(ALICE, { p: '112000', s: '0.1' })).toEqual({
      error: 'Order would increase open interest while open interest is capped asset=0',
    });
    // Closing is fine, but not above the oracle.
    expect(t.order(BOB, { p: '113001', s: '0.1' })).toEqual({
      error: 'Order rejected due to price more aggressive than oracle while at open interest cap asset=0',
    });
    expect(t.order(BOB, { p: '112999', s: '0.1' })).toHaveProperty('resting');
    expect(t.system({ type: 'setOpenInterestCaps', caps: { BTC: null } }).status).toBe('ok');
    expect(t.order(ALICE, { p: '112000', s: '0.1' })).toHaveProperty('resting');
  });
});

describe('open-order limit (doc §7)', () => {
  /** `n` resting buys of 0.001 BTC at 100000 (lowest first, all below the book), in one batch. */
  const restMany = (t: ReturnType<typeof setup>, user: string, n: number) =>
    t.run(user, {
      type: 'order',
      orders: Array.from({ length: n }, (_, i) => ({
        a: BTC,
        b: true,
        p: String(90_000 + i),
        s: '0.001',
        r: false,
        t: { limit: { tif: 'Gtc' as const } },
      })),
      grouping: 'na',
    });

  it('earns 1 open order per $5M traded on top of 1000, up to 5000', () => {
    expect(openOrderLimit(0n)).toBe(1000);
    expect(openOrderLimit(dec('4999999.99'))).toBe(1000);
    expect(openOrderLimit(dec('5000000'))).toBe(1001);
    expect(openOrderLimit(dec('19999999999'))).toBe(4999);
    expect(openOrderLimit(dec('1000000000000'))).toBe(5000);
  });

  it('refuses a new resting order at 1000 open orders; Ioc orders and cancels still work', () => {
    const t = setup();
    restMany(t, ALICE, 1000);
    expect(t.engine.openOrderCount(ALICE)).toBe(1000);
    expect(t.order(ALICE, { p: '91000', s: '0.001' })).toEqual({
      error: 'Too many open orders. Limit is 1000. asset=0',
    });
    expect(t.order(ALICE, { p: '91000', s: '0.001' }, 'Alo')).toEqual({
      error: 'Too many open orders. Limit is 1000. asset=0',
    });
    expect(views.historicalOrders(t.state, ALICE)[0]?.status).toBe('rejected');
    // An Ioc never rests: it is not limited (here it finds nothing to match).
    expect(t.order(ALICE, { p: '91000', s: '0.001' }, 'Ioc')).toEqual({
      error: 'Order could not immediately match against any resting orders. asset=0',
    });
    const oldest = views.openOrders(t.state, ALICE).at(-1)?.oid ?? 0;
    expect(t.run(ALICE, { type: 'cancel', cancels: [{ a: BTC, o: oldest }] }).status).toBe('ok');
    expect(t.order(ALICE, { p: '91000', s: '0.001' })).toHaveProperty('resting');
    expect(views.openOrders(t.state, ALICE)).toHaveLength(1000);
    // Other users are not affected.
    expect(t.order(BOB, { p: '91000', s: '0.001' })).toHaveProperty('resting');
  });

  it('with traded volume allows more, but never reduce-only or trigger orders at 1000 or more', () => {
    const t = setup();
    // $5.5M traded by both sides: each earns one more open order.
    t.order(BOB, { b: false, p: '110000', s: '50' });
    expect(t.order(ALICE, { p: '110000', s: '50' }, 'Ioc')).toHaveProperty('filled');
    restMany(t, BOB, 1000);
    expect(t.order(BOB, { b: false, p: '120000', s: '0.001', r: true })).toEqual({
      error: 'Reduce only and trigger orders are rejected with 1000 or more open orders. asset=0',
    });
    const trigger = t.run(BOB, {
      type: 'order',
      orders: [
        {
          a: BTC,
          b: true,
          p: '120000',
          s: '0.001',
          r: true,
          t: { trigger: { isMarket: true, triggerPx: '120000', tpsl: 'sl' } },
        },
      ],
      grouping: 'na',
    });
    expect(trigger).toEqual({
      status: 'ok',
      response: {
        type: 'order',
        data: {
          statuses: [
            { error: 'Reduce only and trigger orders are rejected with 1000 or more open orders. asset=0' },
          ],
        },
      },
    });
    expect(t.order(BOB, { p: '91000', s: '0.001' })).toHaveProperty('resting');
    expect(t.order(BOB, { p: '91001', s: '0.001' })).toEqual({
      error: 'Too many open orders. Limit is 1001. asset=0',
    });
  });

  it('counts waiting triggers as open orders and survives a restart from the state', () => {
    const t = setup();
    t.order(BOB, { b: false, p: '110000', s: '1' });
    t.order(ALICE, { p: '110000', s: '1' }, 'Ioc');
    restMany(t, ALICE, 998);
    const sl = t.run(ALICE, {
      type: 'order',
      orders: [
        {
          a: BTC,
          b: false,
          p: '100000',
          s: '1',
          r: true,
          t: { trigger: { isMarket: true, triggerPx: '100000', tpsl: 'sl' } },
        },
      ],
      grouping: 'na',
    });
    expect(sl.status === 'ok' && 'data' in sl.response && sl.response.data.statuses[0]).toBe(
      'waitingForTrigger',
    );
    expect(t.engine.openOrderCount(ALICE)).toBe(999);
    const restored = new Engine({ state: t.state });
    expect(restored.openOrderCount(ALICE)).toBe(999);
    expect(t.order(ALICE, { p: '91000', s: '0.001' })).toHaveProperty('resting');
    expect(t.order(ALICE, { p: '91001', s: '0.001' })).toEqual({
      error: 'Too many open orders. Limit is 1000. asset=0',
    });
  });
});

describe('order checks with precomputed sides agree with their definitions', () => {
  const price = fc.bigInt({ min: 1n, max: 10n ** 25n });
  const markets = DEFAULT_UNIVERSE.markets;

  it('PriceBands answers as outsideReferenceBand and tooFarFromOracle, across reference changes', () => {
    const bands = new PriceBands();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), price, price, fc.boolean(), (asset, px, ref, isBuy) => {
        expect(bands.outsideReference(asset, px, ref)).toBe(outsideReferenceBand(px, ref));
        expect(bands.tooFarFromOracle(asset, px, isBuy, ref)).toBe(tooFarFromOracle(px, isBuy, ref));
      }),
      { numRuns: 3000 },
    );
  });

  it('the bands on prices in ticks answer as on the prices themselves', () => {
    const bands = new PriceBands();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 6 }),
        fc.oneof(
          fc.integer({ min: 1, max: 2_000_000 }),
          fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        ),
        fc.oneof(price, fc.bigInt({ min: 1n, max: 10n ** 19n })),
        fc.boolean(),
        (asset, szDecimals, ticks, ref, isBuy) => {
          const tick = tickUnit(szDecimals);
          const px = BigInt(ticks) * BigInt(tick);
          expect(bands.outsideReferenceTicks(asset, ticks, tick, ref)).toBe(outsideReferenceBand(px, ref));
          expect(bands.tooFarFromOracleTicks(asset, ticks, isBuy, tick, ref)).toBe(
            tooFarFromOracle(px, isBuy, ref),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('exceedsMaxOrderValue on micro-USD is productExceeds against maxOrderValue', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...markets).chain((m) => fc.tuple(fc.constant(m), gridOrder(m.szDecimals))),
        fc.boolean(),
        ([m, { px, sz }], isMarket) => {
          expect(exceedsMaxOrderValue(notionalMicro(px, sz, m.szDecimals), m, isMarket)).toBe(
            productExceeds(px, sz, maxOrderValue(m, isMarket)),
          );
        },
      ),
      { numRuns: 3000 },
    );
    // At the boundary: exactly the maximum passes, one unit of 10^-18 more does not.
    const btc = markets[BTC];
    if (!btc) throw new Error('BTC');
    const max = maxOrderValue(btc, false);
    expect(exceedsMaxOrderValue(notionalMicro(max, dec('1'), btc.szDecimals), btc, false)).toBe(false);
    expect(exceedsMaxOrderValue(notionalMicro(max, dec('1.00001'), btc.szDecimals), btc, false)).toBe(true);
  });
});
