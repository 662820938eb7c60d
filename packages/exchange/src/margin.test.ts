import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridOrder } from '../test/grid';
import { dec, mul, round, toWire } from './decimal';
import {
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  mmRate,
  tierDeduction,
  tierFor,
  tierForMicro,
  tierIndex,
} from './margin';
import { notionalMicro } from './units';
import type { MarginTable } from './universe';

describe('maintenance margin (doc §8.2)', () => {
  it('is 1 / (2 × maxLeverage)', () => {
    expect(mmRate(40)).toBe(dec('0.0125'));
    expect(mmRate(20)).toBe(dec('0.025'));
    expect(toWire(mmRate(3), 4)).toBe('0.1667');
    expect(mmRate(50)).toBe(dec('0.01'));
  });

  const table: MarginTable = {
    id: 51,
    description: 'tiered 40x',
    tiers: [
      { lowerBound: dec('0'), maxLeverage: 40 },
      { lowerBound: dec('150000000'), maxLeverage: 20 },
    ],
  };

  it('applies tiers with the deduction that keeps it continuous', () => {
    expect(tierIndex(table, dec('149999999'))).toBe(0);
    expect(tierIndex(table, dec('150000000'))).toBe(1);
    expect(tierDeduction(table, 1)).toBe(dec('1875000')); // 150M × (0.025 - 0.0125)
    expect(maintenanceMargin(table, dec('100000'))).toBe(dec('1250'));
    // at the bound both formulas agree: 150M × 1.25 % = 150M × 2.5 % - 1.875M
    expect(maintenanceMargin(table, dec('150000000'))).toBe(dec('1875000'));
    expect(maintenanceMargin(table, dec('200000000'))).toBe(dec('3125000'));
    expect(maintenanceMargin(table, dec('-100000'))).toBe(dec('1250'));
  });

  it('tierForMicro picks the tier of the notional in micro-USD, at the bound too', () => {
    expect(tierForMicro(table, notionalMicro(dec('100000'), dec('1500'), 5)).maxLeverage).toBe(20); // 150M
    expect(tierForMicro(table, notionalMicro(dec('100000'), dec('1499.99999'), 5)).maxLeverage).toBe(40);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (szDecimals) => {
        fc.assert(
          fc.property(gridOrder(szDecimals), ({ px, sz }) => {
            expect(tierForMicro(table, notionalMicro(px, sz, szDecimals))).toBe(tierFor(table, mul(sz, px)));
          }),
          { numRuns: 300 },
        );
      }),
      { numRuns: 10 },
    );
  });

  it('initial margin is notional ÷ leverage', () => {
    expect(initialMargin(dec('11.9163'), 5)).toBe(dec('2.38326'));
  });
});

describe('liquidation price (doc §8.3)', () => {
  it('reproduces the worked example to the digit: 2866.2694', () => {
    // isolated long 0.0335 ETH, mark 2985.9, margin 4.967826, maxLeverage 50 → l = 0.01
    const szi = dec('0.0335');
    const markPx = dec('2985.9');
    const l = mmRate(50);
    const mm = maintenanceMargin(
      { id: 50, description: '', tiers: [{ lowerBound: 0n, maxLeverage: 50 }] },
      (dec('0.0335') * 29859n) / 10n,
    );
    expect(mm).toBe(dec('1.0002765'));
    const marginAvailable = dec('4.967826') - mm;
    expect(marginAvailable).toBe(dec('3.9675495'));
    const liq = liquidationPrice({ szi, markPx, marginAvailable, mmRate: l });
    expect(liq).not.toBeNull();
    expect(toWire(round(liq ?? 0n, 4))).toBe('2866.2694');
  });

  it('mirrors for shorts and is null when not liquidatable', () => {
    const short = liquidationPrice({
      szi: dec('-1'),
      markPx: dec('100'),
      marginAvailable: dec('10'),
      mmRate: dec('0.01'),
    });
    // 100 + 10 / 1 / 1.01
    expect(toWire(short ?? 0n, 6)).toBe('109.90099');
    expect(
      liquidationPrice({
        szi: dec('1'),
        markPx: dec('100'),
        marginAvailable: dec('1000'),
        mmRate: dec('0.01'),
      }),
    ).toBeNull();
    expect(
      liquidationPrice({ szi: 0n, markPx: dec('100'), marginAvailable: dec('1'), mmRate: dec('0.01') }),
    ).toBeNull();
  });
});
