import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  applyFill,
  cashOf,
  closedPnl,
  type FillDir,
  type FillEffect,
  fillDir,
  type Leverage,
  newAccount,
  positionSzi,
} from './accounts';
import { abs, type Dec, dec, div, max, min, mul, round, sign } from './decimal';
import { lotsToDec, lotUnit, MICRO_USD, ticksToDec, tickUnit, toUnits } from './units';
import { setUsd, usdValue } from './usd';

const cross = { type: 'cross' as const, value: 10 };
const iso = { type: 'isolated' as const, value: 10 };
/** szDecimals of the examples: sizes in 0.0001, prices in 0.01. */
const D = 4;

/** A fill of `sz` at `px` (decimal texts) with a fee of `fee` USD; what the fill record keeps. */
function fill(a: Account, leverage: Leverage, isBuy: boolean, sz: string, px: string, fee = '0') {
  const effect: FillEffect = { startLots: 0, entryPx: 0n, dir: 'Open Long' };
  const lots = toUnits(dec(sz), lotUnit(D));
  const ticks = toUnits(dec(px), tickUnit(D));
  applyFill(a, 0, D, leverage, isBuy, lots, ticks, Number(dec(fee) / MICRO_USD), effect);
  return {
    ...effect,
    closedPnl: closedPnl({ ...effect, isBuy, lots, ticks, szDecimals: D }),
    startPosition: lotsToDec(effect.startLots, D),
  };
}

function funded(cash: string): Account {
  const a = newAccount('u');
  setUsd(a.cash, dec(cash));
  return a;
}

describe('fills and positions (doc §8.10)', () => {
  it('averages the entry price on increase and keeps it on reduce', () => {
    const a = funded('1000');
    fill(a, cross, true, '1', '100');
    fill(a, cross, true, '3', '120');
    expect(a.positions.get(0)?.entryPx).toBe(dec('115'));
    const r = fill(a, cross, false, '2', '130');
    expect(r.closedPnl).toBe(dec('30')); // (130 - 115) × 2
    expect(r.dir).toBe('Close Long');
    expect(r.startPosition).toBe(dec('4'));
    expect(a.positions.get(0)?.entryPx).toBe(dec('115'));
    expect(positionSzi(a, 0)).toBe(dec('2'));
  });

  it('books exact cash: buy 1 @100, sell 1 @110 → +10 minus fees', () => {
    const a = funded('1000');
    fill(a, cross, true, '1', '100', '0.045');
    expect(cashOf(a)).toBe(dec('899.955'));
    const r = fill(a, cross, false, '1', '110', '0.0495');
    expect(r.closedPnl).toBe(dec('10'));
    expect(cashOf(a)).toBe(dec('1009.9055'));
    expect(a.positions.has(0)).toBe(false);
  });

  it('flips: closes the old position then opens the rest at the fill price', () => {
    const a = newAccount('u');
    fill(a, cross, true, '1', '100');
    const r = fill(a, cross, false, '3', '90');
    expect(r.dir).toBe('Long > Short');
    expect(r.closedPnl).toBe(dec('-10'));
    expect(positionSzi(a, 0)).toBe(dec('-2'));
    expect(a.positions.get(0)?.entryPx).toBe(dec('90'));
    const r2 = fill(a, cross, true, '2.5', '80');
    expect(r2.dir).toBe('Short > Long');
    expect(r2.closedPnl).toBe(dec('20'));
  });

  it('names directions', () => {
    expect(fillDir(0, true, 1)).toBe('Open Long');
    expect(fillDir(0, false, 1)).toBe('Open Short');
    expect(fillDir(-1, false, 1)).toBe('Open Short');
    expect(fillDir(-1, true, 1)).toBe('Close Short');
    expect(fillDir(1, false, 1)).toBe('Close Long');
    expect(fillDir(1, false, 2)).toBe('Long > Short');
  });

  it('moves isolated margin into the bucket and back, conserving money', () => {
    const a = funded('1000');
    fill(a, iso, true, '1', '100', '0.045');
    const p = a.positions.get(0);
    // margin 10 moved in; rawUsd = 10 - 100 - fee
    expect(cashOf(a)).toBe(dec('990'));
    expect(p && usdValue(p.isoRaw)).toBe(dec('-90.045'));
    // half close at 110: equity at 110 = -90.045 - 0.0275 + 110 = 19.9275 → release half
    fill(a, iso, false, '0.5', '110', '0.0275');
    expect(cashOf(a)).toBe(dec('999.96375'));
    expect(p && usdValue(p.isoRaw)).toBe(dec('-45.03625'));
    fill(a, iso, false, '0.5', '110', '0.0275');
    expect(a.positions.has(0)).toBe(false);
    // total: 1000 + 10 pnl - 0.1 fees
    expect(cashOf(a)).toBe(dec('1009.9'));
  });

  it('keeps cash exact beyond the safe integer range of micro-USD', () => {
    const a = funded('4000000000'); // $4 billion: micro-USD near 2^52
    fill(a, cross, true, '10000', '100000', '450'); // $1 billion notional
    fill(a, cross, false, '10000', '100000.01', '450');
    expect(cashOf(a)).toBe(dec('4000000000') + dec('100') - dec('900'));
  });
});

/** The `Dec` rule of a fill (the engine's model before it booked fills in integer units). */
interface DecModel {
  cash: Dec;
  szi: Dec;
  entryPx: Dec;
  isoRaw: Dec;
}

function decFill(
  a: DecModel,
  leverage: Leverage,
  isBuy: boolean,
  sz: Dec,
  px: Dec,
  fee: Dec,
): { dir: FillDir; closedPnl: Dec; startPosition: Dec } {
  const ntl = mul(px, sz);
  const start = a.szi;
  const opposite = start !== 0n && start > 0n !== isBuy;
  const closedSz = opposite ? min(sz, abs(start)) : 0n;
  const openSz = sz - closedSz;
  const closed = closedSz > 0n ? mul(sign(start) * (px - a.entryPx), closedSz) : 0n;
  const isolated = leverage.type === 'isolated';
  const end = start + (isBuy ? sz : -sz);
  const dir: FillDir =
    start === 0n || start > 0n === isBuy
      ? isBuy
        ? 'Open Long'
        : 'Open Short'
      : start > 0n
        ? end >= 0n
          ? 'Close Long'
          : 'Long > Short'
        : end <= 0n
          ? 'Close Short'
          : 'Short > Long';
  if (closedSz > 0n) {
    const fullClose = closedSz === abs(start);
    const closedNtl = closedSz === sz ? ntl : mul(closedSz, px);
    const closedValue = start > 0n ? closedNtl : -closedNtl;
    if (isolated) {
      a.isoRaw -= fee;
      const equity = a.isoRaw + mul(start, px);
      a.isoRaw += closedValue;
      const release = fullClose
        ? a.isoRaw
        : max(0n, round(div(mul(equity, closedSz), abs(start)), 6, 'floor'));
      a.isoRaw -= release;
      a.cash += release;
    } else a.cash += closedValue - fee;
    a.szi = start > 0n ? a.szi - closedSz : a.szi + closedSz;
    if (fullClose) {
      a.entryPx = 0n;
      a.isoRaw = 0n;
    }
  }
  if (openSz > 0n) {
    const openNtl = closedSz === 0n ? ntl : mul(px, openSz);
    const openValue = isBuy ? openNtl : -openNtl;
    const fresh = a.szi === 0n;
    a.entryPx = fresh ? px : div(mul(a.entryPx, abs(a.szi)) + openNtl, abs(a.szi) + openSz);
    if (isolated) {
      const margin = round(openNtl / BigInt(leverage.value), 6, 'ceil');
      a.cash -= margin;
      a.isoRaw += margin - openValue;
      if (closedSz === 0n) a.isoRaw -= fee;
    } else a.cash -= closedSz === 0n ? openValue + fee : openValue;
    a.szi += isBuy ? openSz : -openSz;
  }
  return { dir, closedPnl: closed, startPosition: start };
}

describe('applyFill in integer units', () => {
  it('books exactly what the Dec rule books, fill after fill', () => {
    const fillArb = fc.record({
      isBuy: fc.boolean(),
      lots: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 10 ** 9 })),
      ticks: fc.oneof(fc.integer({ min: 1, max: 10 ** 6 }), fc.integer({ min: 1, max: 10 ** 9 })),
      fee: fc.integer({ min: -1000, max: 10 ** 7 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fillArb, { minLength: 1, maxLength: 12 }),
        (d, isolated, lev, fills) => {
          const leverage: Leverage = { type: isolated ? 'isolated' : 'cross', value: lev };
          const a = funded('1000000');
          const model: DecModel = { cash: dec('1000000'), szi: 0n, entryPx: 0n, isoRaw: 0n };
          const effect: FillEffect = { startLots: 0, entryPx: 0n, dir: 'Open Long' };
          for (const f of fills) {
            const expected = decFill(
              model,
              leverage,
              f.isBuy,
              lotsToDec(f.lots, d),
              ticksToDec(f.ticks, d),
              BigInt(f.fee) * MICRO_USD,
            );
            applyFill(a, 3, d, leverage, f.isBuy, f.lots, f.ticks, f.fee, effect);
            expect(effect.dir).toBe(expected.dir);
            expect(lotsToDec(effect.startLots, d)).toBe(expected.startPosition);
            expect(closedPnl({ ...effect, ...f, szDecimals: d })).toBe(expected.closedPnl);
            expect(cashOf(a)).toBe(model.cash);
            expect(positionSzi(a, 3)).toBe(model.szi);
            const pos = a.positions.get(3);
            expect(pos?.entryPx ?? 0n).toBe(model.szi === 0n ? 0n : model.entryPx);
            expect(pos ? usdValue(pos.isoRaw) : 0n).toBe(model.szi === 0n ? 0n : model.isoRaw);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
