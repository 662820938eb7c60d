import { describe, expect, it } from 'vitest';
import { ALICE, BTC, engineHarness, restingOid } from '../test/engine-harness';
import { applyFill, type FillEffect } from './accounts';
import { dec } from './decimal';
import { initialMargin } from './margin';
import { leverageOf } from './state';
import { freeMargin, increasingLots, MarginTracker, orderMargin, sideReservation } from './summary';
import { MICRO_USD, toUnits } from './units';

/**
 * An engine where Alice deposited `usdc`, set cross leverage on BTC and rests one BTC buy of `sz` at
 * `px`, with a fresh margin tracker over its state.
 */
function aliceRestingOnBtc(usdc: string, leverage: number, px: string, sz: string) {
  const t = engineHarness();
  t.deposit(ALICE, usdc);
  t.run(ALICE, { type: 'updateLeverage', asset: BTC, isCross: true, leverage });
  restingOid(t.order(ALICE, { p: px, s: sz }));
  const state = t.state;
  const account = state.accounts.get(ALICE);
  const ms = state.markets[BTC];
  if (!account || !ms) throw new Error('no account or market');
  return { state, account, ms, tracker: new MarginTracker(state) };
}

describe('order margin reservation', () => {
  const totals = (buySz: string, buyNtl: string, sellSz: string, sellNtl: string) => ({
    buySz: dec(buySz),
    buyNtl: dec(buyNtl),
    sellSz: dec(sellSz),
    sellNtl: dec(sellNtl),
  });

  it('reserves notional ÷ leverage on both sides when flat', () => {
    expect(sideReservation(totals('1', '100', '2', '220'), 0n, 10)).toBe(dec('32'));
  });

  it('lets orders against the position reduce it first, in total', () => {
    // long 1: sells of 1.2 in total (avg 110) reserve only the 0.2 beyond the position
    expect(sideReservation(totals('0', '0', '1.2', '132'), dec('1'), 10)).toBe(dec('2.2'));
    // short 2: buys of 1 reserve nothing, sells reserve all
    expect(sideReservation(totals('1', '100', '1', '100'), dec('-2'), 5)).toBe(dec('20'));
  });

  it('computes the increasing part of a single order', () => {
    expect(increasingLots(100, false, 150)).toBe(50);
    expect(increasingLots(100, true, 150)).toBe(150);
    expect(increasingLots(-100, true, 50)).toBe(0);
    expect(increasingLots(0, false, 200)).toBe(200);
  });
});

describe('the margin tracker order checks beyond the number pairs range', () => {
  /**
   * The largest lots (≥ 0) for which `affordable(lots)` holds, by bisection: `affordable` is monotone
   * (a larger size never needs less margin).
   */
  function largestAffordable(affordable: (lots: number) => boolean): number {
    let lo = 0;
    let hi = 1;
    while (affordable(hi)) hi *= 2;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (affordable(mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  }

  // $1,000 stays within the pairs; $3 billion (at leverage 1) takes reservations beyond the bound of
  // their sums; $6 billion takes cash and notionals beyond the pairs' range altogether.
  it.each(['1000', '3000000000', '6000000000'])(
    'decides at the exact margin boundary as the Dec rules do (deposit %s)',
    (usdc) => {
      const { state, account, ms, tracker } = aliceRestingOnBtc(usdc, 1, '100000', '0.001');
      const free = freeMargin(state, account);
      const ticks = toUnits(dec('110000'), ms.book.tick);
      for (const isBuy of [true, false]) {
        const probe = (lots: number) => ({
          asset: BTC,
          isBuy,
          szDecimals: ms.market.szDecimals,
          ticks,
          lots,
          reduceOnly: false,
        });
        const fits = largestAffordable((lots) => orderMargin(state, account, ms.market, probe(lots)) <= free);
        expect(fits).toBeGreaterThan(0);
        expect(tracker.canAfford(account, ms, probe(fits))).toBe(true);
        expect(tracker.canAfford(account, ms, probe(fits + 1))).toBe(false);
      }
      const maker = [...ms.book.orders(true)][0];
      if (!maker) throw new Error('no resting order');
      const lev = leverageOf(account, ms.market).value;
      const without = freeMargin(state, account, maker);
      const fits = largestAffordable(
        (lots) => initialMargin(BigInt(lots) * BigInt(maker.ticks) * MICRO_USD, lev) <= without,
      );
      expect(fits).toBeGreaterThan(0);
      expect(tracker.makerCanAfford(account, ms, maker, fits)).toBe(true);
      expect(tracker.makerCanAfford(account, ms, maker, fits + 1)).toBe(false);
      expect(tracker.free(account)).toBe(free);
    },
  );
});

describe('the margin tracker cross figures', () => {
  // A $100,000 position stays within the pairs; $5 billion is beyond them. A mark off the
  // tick grid (only an oracle too small to round to a tick can be one) takes the Dec rule too.
  it.each([
    ['1', 'on'],
    ['50000', 'on'],
    ['1', 'off'],
  ])(
    'gives the free margin of the Dec rules for a %s BTC position with the mark %s the tick grid',
    (sz, grid) => {
      const { state, account, ms, tracker } = aliceRestingOnBtc('6000000000', 3, '90000', '0.01');
      expect(tracker.free(account)).toBe(freeMargin(state, account));
      const lots = toUnits(dec(sz), ms.book.lot);
      const effect: FillEffect = { startLots: 0, entryPx: 0n, dir: 'Open Long' };
      applyFill(
        account,
        BTC,
        ms.market.szDecimals,
        leverageOf(account, ms.market),
        true,
        lots,
        toUnits(ms.mark, ms.book.tick),
        0,
        effect,
      );
      tracker.positionChanged(account, BTC);
      expect(tracker.free(account)).toBe(freeMargin(state, account));
      if (grid === 'off') {
        ms.mark += 1n;
        tracker.marksChanged();
      }
      ms.mark -= dec('1000');
      tracker.marksChanged();
      expect(tracker.free(account)).toBe(freeMargin(state, account));
      const probe = {
        asset: BTC,
        isBuy: true,
        szDecimals: ms.market.szDecimals,
        ticks: 1_000_000,
        lots: 1,
        reduceOnly: false,
      };
      expect(tracker.canAfford(account, ms, probe)).toBe(
        orderMargin(state, account, ms.market, probe) <= freeMargin(state, account),
      );
    },
  );
});
