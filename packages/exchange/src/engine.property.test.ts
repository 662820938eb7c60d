import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionSzi } from './accounts';
import type { Command, UserAction } from './actions';
import { dec } from './decimal';
import { Engine } from './engine';
import { accountedTotal } from './funds';
import { countOpenOrders } from './limits';
import { initialMargin } from './margin';
import type { OrderRecord } from './order-record';
import { isResting, leverageOf } from './state';
import { freeMargin, MarginTracker, orderMargin } from './summary';
import { MICRO_USD, toUnits } from './units';
import * as views from './views';

const USERS = [
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
  '0x3333333333333333333333333333333333333333',
];

const orderArb = fc.record({
  user: fc.constantFrom(...USERS),
  asset: fc.constantFrom(0, 1),
  isBuy: fc.boolean(),
  ticks: fc.integer({ min: -20, max: 20 }),
  lots: fc.integer({ min: 1, max: 40 }),
  tif: fc.constantFrom('Gtc', 'Ioc', 'Alo' as const),
  reduceOnly: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
});

type GenOrder = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

function toAction(o: GenOrder): UserAction {
  // BTC: integer prices around 113000, sizes in 0.001; ETH: 0.5 ticks around 4200, sizes in 0.01
  const p = o.asset === 0 ? String(113000 + o.ticks * 10) : (4200 + o.ticks / 2).toString();
  const s = o.asset === 0 ? (o.lots / 1000).toString() : (o.lots / 100).toString();
  return {
    type: 'order',
    orders: [{ a: o.asset, b: o.isBuy, p, s, r: o.reduceOnly, t: { limit: { tif: o.tif } } }],
    grouping: 'na',
  };
}

const leverageArb = fc.record({
  user: fc.constantFrom(...USERS),
  asset: fc.constantFrom(0, 1),
  leverage: fc.integer({ min: 1, max: 25 }),
  isCross: fc.boolean(),
});

const cancelArb = fc.record({ user: fc.constantFrom(...USERS), pick: fc.nat() });

const triggerArb = fc.record({
  user: fc.constantFrom(...USERS),
  isBuy: fc.boolean(),
  ticks: fc.integer({ min: -20, max: 20 }),
  lots: fc.integer({ min: 1, max: 40 }),
  tpsl: fc.constantFrom('tp', 'sl' as const),
  isMarket: fc.boolean(),
  reduceOnly: fc.boolean(),
});

function toCommand(
  engine: Engine,
  step:
    | GenOrder
    | { oracle: number }
    | (typeof leverageArb extends fc.Arbitrary<infer T> ? T : never)
    | (typeof cancelArb extends fc.Arbitrary<infer T> ? T : never)
    | (typeof triggerArb extends fc.Arbitrary<infer T> ? T : never),
  time: number,
): Command {
  if ('oracle' in step)
    return { time, action: { type: 'setOracle', prices: { BTC: String(113000 + step.oracle * 50) } } };
  if ('leverage' in step)
    return {
      time,
      user: step.user,
      action: { type: 'updateLeverage', asset: step.asset, isCross: step.isCross, leverage: step.leverage },
    };
  if ('pick' in step) {
    const open = views.openOrders(engine.state, step.user);
    const o = open[step.pick % Math.max(1, open.length)];
    const asset = o ? (engine.marketOf(o.coin)?.assetId ?? 0) : 0;
    return { time, user: step.user, action: { type: 'cancel', cancels: [{ a: asset, o: o?.oid ?? 1 }] } };
  }
  if ('tpsl' in step) {
    const px = String(113000 + step.ticks * 10);
    return {
      time,
      user: step.user,
      action: {
        type: 'order',
        orders: [
          {
            a: 0,
            b: step.isBuy,
            p: px,
            s: (step.lots / 1000).toString(),
            r: step.reduceOnly,
            t: { trigger: { isMarket: step.isMarket, triggerPx: px, tpsl: step.tpsl } },
          },
        ],
        grouping: 'na',
      },
    };
  }
  return { time, user: step.user, action: toAction(step) };
}

describe('engine invariants (property-based)', () => {
  // Every step re-derives the margin figures and order checks from scratch: slow on a loaded machine.
  it('never crosses its books, never throws, and conserves money exactly', { timeout: 30_000 }, () => {
    let fills = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            { arbitrary: orderArb, weight: 4 },
            { arbitrary: fc.record({ oracle: fc.integer({ min: -30, max: 30 }) }), weight: 1 },
            { arbitrary: leverageArb, weight: 1 },
            { arbitrary: cancelArb, weight: 1 },
            { arbitrary: triggerArb, weight: 1 },
          ),
          { minLength: 20, maxLength: 80 },
        ),
        (steps) => {
          // The engine's incremental figures must equal a recomputation from the state at every step.
          const checkDerived = () => {
            const state = engine.state;
            const counts = countOpenOrders(state);
            for (const u of USERS) {
              const account = state.accounts.get(u);
              if (account) {
                expect(engine.freeMarginOf(u)).toBe(freeMargin(state, account));
                // The notional of the user's book orders, as the engine keeps it for its quick bound.
                let resting = 0;
                for (const ms of state.markets)
                  for (const o of [...ms.book.orders(true), ...ms.book.orders(false)])
                    if (o.user === u) resting += o.lots * o.ticks;
                expect(engine.restingNotionalOf(u)).toBe(resting);
                // The tracker's order checks (quick bound, doubles, exact fallback) decide as the Dec
                // recomputation does, with and without the quick bound.
                const tracker = new MarginTracker(state);
                const free = freeMargin(state, account);
                for (const ms of state.markets.slice(0, 2)) {
                  const lev = leverageOf(account, ms.market).value;
                  const ticks = toUnits(ms.mark, ms.book.tick);
                  // One lot, half a unit, and the sizes around what the free margin affords at the mark.
                  const affordable =
                    free > 0n ? Number((free * BigInt(lev)) / (BigInt(ticks) * MICRO_USD)) : 0;
                  for (const lots of [1, toUnits(dec('0.5'), ms.book.lot), affordable, affordable + 1]) {
                    if (lots < 1) continue;
                    for (const isBuy of [true, false]) {
                      const probe = {
                        asset: ms.market.assetId,
                        isBuy,
                        szDecimals: ms.market.szDecimals,
                        ticks,
                        lots,
                        reduceOnly: false,
                      };
                      const expected = orderMargin(state, account, ms.market, probe) <= free;
                      expect(tracker.canAfford(account, ms, probe)).toBe(expected);
                      expect(tracker.canAfford(account, ms, probe, resting)).toBe(expected);
                    }
                  }
                  for (const maker of [...ms.book.orders(true), ...ms.book.orders(false)]) {
                    if (maker.user !== u || maker.reduceOnly) continue;
                    const without = freeMargin(state, account, maker);
                    const fits =
                      without > 0n ? Number((without * BigInt(lev)) / (BigInt(maker.ticks) * MICRO_USD)) : 0;
                    for (const lots of [1, maker.lots, fits, fits + 1]) {
                      if (lots < 1) continue;
                      const need = initialMargin(BigInt(lots * maker.ticks) * MICRO_USD, lev);
                      expect(tracker.makerCanAfford(account, ms, maker, lots)).toBe(need <= without);
                      expect(tracker.makerCanAfford(account, ms, maker, lots, resting)).toBe(need <= without);
                    }
                  }
                }
              }
              expect(engine.openOrderCount(u)).toBe(counts.get(u) ?? 0);
              // The live index holds every open order, and nothing else but fired triggers.
              const live = new Set<OrderRecord>();
              for (let o = state.live.get(u)?.head ?? null; o !== null; o = o.liveNext) live.add(o);
              for (const ms of state.markets) {
                for (const o of [...ms.book.orders(true), ...ms.book.orders(false), ...ms.triggers.values()])
                  if (o.user === u) expect(live.has(o)).toBe(true);
              }
              for (const o of live) if (!isResting(state, o)) expect(o.extras.trigger).not.toBeNull();
            }
          };
          const engine = new Engine({ clock: () => 0 });
          let time = 1;
          for (const u of USERS)
            engine.execute({ time: time++, user: u, action: { type: 'deposit', usdc: '5000' } });
          for (const step of steps) {
            engine.execute(toCommand(engine, step, time++));
            checkDerived();
            for (const ms of engine.state.markets.slice(0, 2)) {
              const bid = ms.book.bestBid();
              const ask = ms.book.bestAsk();
              if (bid !== null && ask !== null) expect(bid < ask).toBe(true);
            }
          }
          engine.execute({ time: time++, action: { type: 'settleFunding' } });
          checkDerived();
          expect(accountedTotal(engine.state)).toBe(dec('15000'));
          // net open interest is zero: every long has a short
          for (const asset of [0, 1]) {
            let net = 0n;
            for (const a of engine.state.accounts.values()) net += positionSzi(a, asset);
            expect(net).toBe(0n);
          }
          for (const u of USERS) {
            for (const o of views.openOrders(engine.state, u)) expect(Number(o.sz)).toBeGreaterThan(0);
            fills += views.userFills(engine.state, u).length;
          }
        },
      ),
      { numRuns: 60 },
    );
    // the generator really trades (not everything rejected)
    expect(fills).toBeGreaterThan(100);
  });

  it('answers malformed commands with an error and changes nothing', () => {
    const engine = new Engine({ clock: () => 0 });
    engine.execute({ time: 1, user: USERS[0] ?? '', action: { type: 'deposit', usdc: '100' } });
    const before = JSON.stringify(views.clearinghouseState(engine.state, USERS[0] ?? ''));
    const seq = engine.state.seq;
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (action, user) => {
        const res = engine.execute({ time: 2, user, action } as unknown as Command);
        expect(res.status).toBe('err');
      }),
      { numRuns: 300 },
    );
    const garbage = [
      {
        type: 'order',
        orders: [{ a: 0, b: true, p: 1, s: '1', r: false, t: { limit: { tif: 'Gtc' } } }],
        grouping: 'na',
      },
      { type: 'order', orders: [{ a: 0, b: true, p: '1', s: '1', r: false, t: 'x' }], grouping: 'na' },
      { type: 'cancel', cancels: [{ a: 0, o: 1.5 }] },
      { type: 'updateLeverage', asset: '0', isCross: true, leverage: 5 },
      { type: 'withdraw3' },
    ];
    for (const action of garbage) {
      const res = engine.execute({ time: 3, user: USERS[0], action } as unknown as Command);
      expect(res).toEqual({
        status: 'err',
        response: 'Failed to deserialize the JSON body into the target type',
      });
    }
    expect(engine.state.seq).toBe(seq);
    expect(JSON.stringify(views.clearinghouseState(engine.state, USERS[0] ?? ''))).toBe(before);
  });
});
