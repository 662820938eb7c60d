import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridOrder } from '../test/grid';
import { dec } from './decimal';
import {
  BASE_FEES,
  builderFeeRate,
  builderFeeRateE8,
  feeFor,
  fillFee,
  perpFeeRate,
  perpFeeRateE8,
  rateE8,
  VIP_TIERS,
} from './fees';
import { lotUnit, MICRO_USD, tickUnit, toUnits } from './units';

describe('fees (doc §8.5)', () => {
  it('charges the base tier: taker 0.045 %, maker 0.015 %', () => {
    expect(perpFeeRate(true)).toBe(dec('0.00045'));
    expect(perpFeeRate(false)).toBe(dec('0.00015'));
    expect(feeFor(dec('100000'), BASE_FEES.cross)).toBe(dec('45'));
    expect(feeFor(dec('11.9163'), BASE_FEES.cross)).toBe(dec('0.005362')); // 0.005362335 → micro-USDC
    expect(feeFor(dec('11.9163'), BASE_FEES.add)).toBe(dec('0.001787')); // 0.001787445
  });

  it('converts builder f (tenths of a bp) to a rate', () => {
    expect(builderFeeRate(1)).toBe(dec('0.00001'));
    expect(builderFeeRate(10)).toBe(dec('0.0001'));
    expect(builderFeeRate(100)).toBe(dec('0.001'));
  });

  it('gives the fee of feeFor in micro-USD from the fill in lots and ticks and the rate in 10^-8', () => {
    expect(perpFeeRateE8(true)).toBe(rateE8(BASE_FEES.cross));
    expect(perpFeeRateE8(false)).toBe(rateE8(BASE_FEES.add));
    for (const f of [0, 1, 10, 37, 100]) expect(builderFeeRateE8(f)).toBe(rateE8(builderFeeRate(f)));
    // 11.9163 × 0.045 % = 0.005362335 → 0.005362; half a micro-USD rounds up (away from zero).
    // (1.19163 BTC at 10.000 in units of szDecimals 5: 119,163 lots × 100 ticks.)
    expect(fillFee(119_163, 100, 45_000)).toBe(5362);
    // $0.01 × 0.045 % = 4.5 micro-USD: an exact half rounds up, and away from zero for a rebate.
    expect(fillFee(100, 100, 45_000)).toBe(5);
    expect(fillFee(100, 100, -45_000)).toBe(-5);
    fc.assert(
      fc.property(
        // Small fills (the integer rule) and large ones (beyond the safe range: the Dec rule).
        fc
          .integer({ min: 0, max: 5 })
          .chain((d) => fc.tuple(fc.constant(d), fc.oneof(gridOrder(d, 10 ** 4), gridOrder(d, 10 ** 8)))),
        fc.integer({ min: -200_000, max: 200_000 }),
        ([szDecimals, { px, sz }], e8) => {
          const notional = (px * sz) / 10n ** 18n;
          const rate = BigInt(e8) * 10n ** 10n;
          const lots = toUnits(sz, lotUnit(szDecimals));
          const ticks = toUnits(px, tickUnit(szDecimals));
          expect(BigInt(fillFee(lots, ticks, e8)) * MICRO_USD).toBe(feeFor(notional, rate));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('has the VIP ladder in ascending cutoffs', () => {
    expect(VIP_TIERS).toHaveLength(6);
    expect(VIP_TIERS[0]?.cross).toBe(dec('0.0004'));
    expect(VIP_TIERS[5]?.ntlCutoff).toBe(dec('7000000000'));
  });
});
