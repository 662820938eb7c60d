import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOf } from '../src/accounts';
import type { OrderWire } from '../src/actions';
import { dec, parseDec } from '../src/decimal';
import { Engine } from '../src/engine';
import { ERR, withAsset } from '../src/errors';
import { LIQUIDATOR } from '../src/liquidation';
import { emaStep, markPrice } from '../src/prices';
import * as views from '../src/views';
import { ALICE, BOB, BTC, CAROL, ETH, engineHarness, restingOid } from './engine-harness';

/**
 * Mechanics of issue 3 that the engine's own suites leave open: negative balances, mark price and
 * mids, every trigger flavour, leverage and isolated-margin refusals, ROE and the margin-tier limit.
 */

const accountValue = (t: ReturnType<typeof engineHarness>, user: string) =>
  parseDec(views.clearinghouseState(t.state, user).marginSummary.accountValue) ?? 0n;

describe('no negative balance is left unaccounted (doc §8.3)', () => {
  it('a close below the bankruptcy price: the backstop pays the deficit at once', () => {
    const t = engineHarness();
    t.deposit(ALICE, '200');
    t.deposit(BOB, '100000');
    t.order(BOB, { b: false, p: '113000', s: '0.05' });
    t.order(ALICE, { p: '113000', s: '0.05' }, 'Ioc'); // 40x long, margin 141.25
    t.order(BOB, { p: '60000', s: '0.05' });
    // Alice sells into a bid far below the mark: a loss of 2650 on 200 of equity.
    expect(t.order(ALICE, { b: false, p: '60000', s: '0.05', r: true }, 'Ioc')).toMatchObject({
      filled: { totalSz: '0.05', avgPx: '60000.0' },
    });
    // 200 − 2.5425 − 5650 + 3000 − 1.35 = −2453.8925, paid by the backstop.
    expect(views.clearinghouseState(t.state, ALICE).marginSummary.accountValue).toBe('0.0');
    expect(t.state.backstopDeficit).toBe(dec('2453.8925'));
    expect(cashOf(t.state.accounts.get(LIQUIDATOR))).toBe(-dec('2453.8925'));
    expect(t.conserved()).toBe(true);
  });

  it('after random trading and price swings, only the backstop may hold a negative balance', () => {
    const users = [ALICE, BOB, CAROL];
    const step = fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({
          user: fc.constantFrom(...users),
          isBuy: fc.boolean(),
          pct: fc.integer({ min: -45, max: 45 }),
          lots: fc.integer({ min: 1, max: 150 }),
          tif: fc.constantFrom('Gtc', 'Ioc' as const),
          reduceOnly: fc.boolean(),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ user: fc.constantFrom(...users), leverage: fc.integer({ min: 1, max: 40 }) }),
      },
      { weight: 2, arbitrary: fc.record({ move: fc.integer({ min: -15, max: 15 }) }) },
    );
    let fills = 0;
    let bailouts = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 10, maxLength: 60 }), (steps) => {
        const t = engineHarness();
        for (const u of users) t.deposit(u, '2000');
        let oracle = 113000;
        for (const s of steps) {
          if ('move' in s) {
            oracle = Math.round(oracle * (1 + s.move / 100));
            t.oracle({ BTC: String(oracle) });
          } else if ('leverage' in s) {
            t.run(s.user, { type: 'updateLeverage', asset: BTC, isCross: true, leverage: s.leverage });
          } else {
            const p = String(Math.round(oracle * (1 + s.pct / 100)));
            t.order(s.user, { b: s.isBuy, p, s: String(s.lots / 1000), r: s.reduceOnly }, s.tif);
          }
        }
        t.oracle({ BTC: String(oracle) }); // liquidations run at each oracle update
        for (const u of users) {
          expect(accountValue(t, u) >= 0n).toBe(true);
          fills += views.userFills(t.state, u).length;
        }
        expect(t.conserved()).toBe(true);
        if (t.state.backstopDeficit > 0n) bailouts++;
      }),
      { numRuns: 100 },
    );
    // The generator really trades, and really drives accounts below zero.
    expect(fills).toBeGreaterThan(100);
    expect(bailouts).toBeGreaterThan(0);
  });
});

describe('mark price and mids (doc §8.1, §3.3)', () => {
  const base = { oracle: dec('100'), lastTrade: null, basisEma: 0n, szDecimals: 2 };

  it('mark = median(oracle, median(bid, ask, last trade), oracle + basis EMA)', () => {
    const book = { bestBid: dec('101'), bestAsk: dec('103') };
    expect(markPrice({ ...base, ...book, lastTrade: dec('102') })).toBe(dec('100'));
    expect(markPrice({ ...base, ...book, lastTrade: dec('102'), basisEma: dec('2') })).toBe(dec('102'));
    // Two local inputs: their mean is the local median.
    expect(markPrice({ ...base, bestBid: dec('101'), bestAsk: dec('105'), basisEma: dec('4') })).toBe(
      dec('103'),
    );
    expect(markPrice({ ...base, bestBid: null, bestAsk: null })).toBe(dec('100'));
    // 150 s EMA: after one time constant the basis moves half-way to the sample.
    expect(emaStep(0n, dec('10'), 150_000)).toBe(dec('5'));
    expect(emaStep(dec('3'), dec('10'), 0)).toBe(dec('3'));
  });

  it('allMids: the book mid, else the last trade, else the mark', () => {
    const t = engineHarness();
    t.deposit(ALICE, '100000');
    t.deposit(BOB, '100000');
    t.order(ALICE, { p: '112000', s: '0.01' });
    t.order(ALICE, { b: false, p: '114000', s: '0.01' });
    expect(views.allMids(t.state).BTC).toBe('113000.0');
    t.order(BOB, { b: false, p: '112000', s: '0.01' }, 'Ioc'); // the bid side empties
    expect(views.allMids(t.state).BTC).toBe('112000.0');
    expect(views.allMids(t.state).ETH).toBe('4200.5'); // no book, no trade: the mark
  });
});

describe('trigger orders (doc §4.3, §8.6)', () => {
  /** Alice long 0.1 BTC at 113000 from Bob, who is left with no resting order. */
  function aliceLong() {
    const t = engineHarness();
    for (const u of [ALICE, BOB]) t.deposit(u, '100000');
    t.order(BOB, { b: false, p: '113000', s: '0.1' });
    t.order(ALICE, { p: '113000', s: '0.1' }, 'Ioc');
    return t;
  }
  const trigger = (
    o: Partial<OrderWire> & { triggerPx: string; tpsl: 'tp' | 'sl'; isMarket: boolean },
  ): OrderWire => ({
    a: BTC,
    b: false,
    p: o.p ?? '100000',
    s: '0.1',
    r: true,
    t: { trigger: { isMarket: o.isMarket, triggerPx: o.triggerPx, tpsl: o.tpsl } },
  });

  it('fires on the side and direction of the doc: TP above / SL below for a long, mirrored for a short', () => {
    const at = (isBuy: boolean, tpsl: 'tp' | 'sl', mark: string) =>
      Engine.triggered(isBuy, { triggerPx: dec('100'), isMarket: true, tpsl }, dec(mark));
    expect([at(false, 'tp', '100'), at(false, 'tp', '99.9')]).toEqual([true, false]);
    expect([at(false, 'sl', '100'), at(false, 'sl', '100.1')]).toEqual([true, false]);
    expect([at(true, 'tp', '100'), at(true, 'tp', '100.1')]).toEqual([true, false]);
    expect([at(true, 'sl', '100'), at(true, 'sl', '99.9')]).toEqual([true, false]);
  });

  it('a take-profit market order waits for the mark, then closes at the book', () => {
    const t = aliceLong();
    t.order(BOB, { p: '114900', s: '0.1' });
    expect(t.orders(ALICE, [trigger({ triggerPx: '115000', tpsl: 'tp', isMarket: true })])).toEqual([
      'waitingForTrigger',
    ]);
    t.oracle({ BTC: '114000' });
    expect(t.szi(ALICE, BTC)).toBe(dec('0.1'));
    t.oracle({ BTC: '115100' });
    expect(t.szi(ALICE, BTC)).toBe(0n);
    expect(views.historicalOrders(t.state, ALICE)[0]).toMatchObject({
      status: 'filled',
      order: { orderType: 'Take Profit Market', triggerCondition: 'Price above 115000', isTrigger: true },
    });
    expect(views.userFills(t.state, ALICE)[0]).toMatchObject({ px: '114900.0', dir: 'Close Long' });
  });

  it('a fired stop-limit rests at its price with status `triggered` until it fills', () => {
    const t = aliceLong();
    t.orders(ALICE, [trigger({ p: '109000', triggerPx: '110000', tpsl: 'sl', isMarket: false })]);
    const oid = views.frontendOpenOrders(t.state, ALICE)[0]?.oid ?? 0;
    t.oracle({ BTC: '109500' });
    expect(views.orderStatus(t.state, ALICE, oid)).toMatchObject({
      status: 'order',
      order: { status: 'triggered', order: { orderType: 'Stop Limit', limitPx: '109000.0' } },
    });
    expect(views.l2Book(t.state, 'BTC')?.levels[1]).toEqual([{ px: '109000.0', sz: '0.1', n: 1 }]);
    t.order(BOB, { p: '109000', s: '0.1' }, 'Ioc');
    expect(views.orderStatus(t.state, ALICE, oid)).toMatchObject({ order: { status: 'filled' } });
    expect(t.szi(ALICE, BTC)).toBe(0n);
  });

  it('normalTpsl: canceling the unfilled parent cancels its waiting children', () => {
    const t = engineHarness();
    t.deposit(ALICE, '100000');
    const [parent, child] = t.orders(
      ALICE,
      [
        { a: BTC, b: true, p: '112000', s: '0.1', r: false, t: { limit: { tif: 'Gtc' } } },
        trigger({ p: '120000', triggerPx: '120000', tpsl: 'tp', isMarket: false }),
      ],
      'normalTpsl',
    );
    expect(child).toBe('waitingForFill');
    t.run(ALICE, { type: 'cancel', cancels: [{ a: BTC, o: restingOid(parent) }] });
    expect(views.frontendOpenOrders(t.state, ALICE)).toEqual([]);
    expect(views.historicalOrders(t.state, ALICE).map((h) => [h.order.orderType, h.status])).toEqual([
      ['Take Profit Limit', 'canceled'],
      ['Limit', 'canceled'],
    ]);
  });
});

describe('leverage and isolated margin (doc §4.7, §8.2)', () => {
  it('leverage is an integer 1..maxLeverage; lowering it needs the margin', () => {
    const t = engineHarness();
    t.deposit(ALICE, '1000');
    t.deposit(BOB, '100000');
    const lev = (leverage: number) =>
      t.run(ALICE, { type: 'updateLeverage', asset: BTC, isCross: true, leverage });
    expect(lev(41)).toEqual({ status: 'err', response: ERR.invalidLeverage });
    expect(lev(0)).toEqual({ status: 'err', response: ERR.invalidLeverage });
    t.order(BOB, { b: false, p: '113000', s: '0.2' });
    t.order(ALICE, { p: '113000', s: '0.2' }, 'Ioc'); // 22600 at 40x: 565 of margin, ~990 of equity
    expect(lev(20)).toEqual({ status: 'err', response: ERR.insufficientMarginForLeverage }); // needs 1130
    expect(views.activeAssetData(t.state, ALICE, 'BTC')?.leverage).toEqual({ type: 'cross', value: 40 });
    expect(lev(30)).toEqual({ status: 'ok', response: { type: 'default' } }); // needs 753.33
    expect(lev(40).status).toBe('ok');
  });

  it('isolated margin can be removed down to the transfer requirement, never from strictIsolated', () => {
    const t = engineHarness();
    t.deposit(ALICE, '1000');
    t.deposit(BOB, '100000');
    t.run(ALICE, { type: 'updateLeverage', asset: ETH, isCross: false, leverage: 10 });
    t.order(BOB, { a: ETH, b: false, p: '4000', s: '1' });
    t.order(ALICE, { a: ETH, p: '4000', s: '1' }, 'Ioc');
    t.oracle({ ETH: '4000' });
    // Bucket equity 400 − 1.8 fee = 398.2; requirement max(initial 400, 10 % of notional 400) = 400.
    const margin = (usd: number) =>
      t.run(ALICE, { type: 'updateIsolatedMargin', asset: ETH, isBuy: true, ntli: usd * 1e6 });
    expect(margin(50).status).toBe('ok');
    expect(margin(-48).status).toBe('ok'); // 400.2 left
    expect(margin(-1)).toEqual({ status: 'err', response: ERR.insufficientIsolatedMargin });
    expect(views.clearinghouseState(t.state, ALICE).assetPositions[0]?.position.marginUsed).toBe('400.2');

    const purr = t.engine.marketOf('PURR');
    if (!purr) throw new Error('PURR missing');
    expect(purr.marginMode).toBe('strictIsolated');
    t.run(ALICE, { type: 'updateLeverage', asset: purr.assetId, isCross: false, leverage: 3 });
    t.order(BOB, { a: purr.assetId, b: false, p: '0.18765', s: '100' });
    t.order(ALICE, { a: purr.assetId, p: '0.18765', s: '100' }, 'Ioc');
    const purrMargin = (ntli: number) =>
      t.run(ALICE, { type: 'updateIsolatedMargin', asset: purr.assetId, isBuy: true, ntli });
    expect(purrMargin(5_000_000).status).toBe('ok');
    expect(purrMargin(-1_000_000)).toEqual({ status: 'err', response: ERR.insufficientIsolatedMargin });
  });
});

describe('position numbers and margin tiers (doc §3.6, §8.2)', () => {
  it('returnOnEquity = uPnL ÷ (|szi| × entryPx ÷ leverage)', () => {
    const t = engineHarness();
    t.deposit(ALICE, '100000');
    t.deposit(BOB, '100000');
    t.run(ALICE, { type: 'updateLeverage', asset: ETH, isCross: true, leverage: 10 });
    t.order(BOB, { a: ETH, b: false, p: '4200', s: '1' });
    t.order(ALICE, { a: ETH, p: '4200', s: '1' }, 'Ioc');
    t.oracle({ ETH: '4300' });
    const p = views.clearinghouseState(t.state, ALICE).assetPositions[0]?.position;
    expect(p?.unrealizedPnl).toBe('100.0');
    expect(Number(p?.returnOnEquity)).toBeCloseTo(100 / 420, 9);
  });

  it('refuses an order whose resulting position would pass the tier limit at the current leverage', () => {
    const t = engineHarness();
    const avax = t.engine.marketOf('AVAX');
    if (!avax) throw new Error('AVAX missing');
    // AVAX: 10x up to 3M of notional, 5x above.
    t.deposit(ALICE, '700000');
    t.deposit(BOB, '1000000');
    t.run(BOB, { type: 'updateLeverage', asset: avax.assetId, isCross: true, leverage: 5 });
    t.order(BOB, { a: avax.assetId, b: false, p: '25', s: '130000' }); // 3.25M
    const buy = { a: avax.assetId, p: '25', s: '130000' };
    expect(t.order(ALICE, buy, 'Ioc')).toEqual({ error: withAsset(ERR.tierLimit, avax.assetId) });
    expect(views.historicalOrders(t.state, ALICE)[0]?.status).toBe('rejected');
    t.run(ALICE, { type: 'updateLeverage', asset: avax.assetId, isCross: true, leverage: 5 });
    expect(t.order(ALICE, buy, 'Ioc')).toMatchObject({ filled: { totalSz: '130000.0' } });
  });
});
