import { describe, expect, it } from 'vitest';
import { formatPercent } from '../format/format';
import {
  DEFAULT_MAKER_FEE_BPS,
  DEFAULT_TAKER_FEE_BPS,
  estimateExchangeFee,
  MAKER_FEE_RATE,
  TAKER_FEE_RATE,
  tradeFeeBreakdown,
} from './fees';

describe('default fee rates', () => {
  // The advertised rates themselves (0.02 % maker, 0.05 % taker, 1 % builder) are checked through
  // tradeFeeBreakdown below; the 40x leverage through the Fees page's text.
  it('estimate the advertised fees at the default tiers', () => {
    expect(estimateExchangeFee(10_000, DEFAULT_MAKER_FEE_BPS)).toBeCloseTo(2, 10);
    expect(estimateExchangeFee(10_000, DEFAULT_TAKER_FEE_BPS)).toBeCloseTo(5, 10);
  });

  it('keep the default bps consistent with the rates', () => {
    expect(estimateExchangeFee(10_000, DEFAULT_MAKER_FEE_BPS)).toBeCloseTo(10_000 * MAKER_FEE_RATE, 10);
    expect(estimateExchangeFee(10_000, DEFAULT_TAKER_FEE_BPS)).toBeCloseTo(10_000 * TAKER_FEE_RATE, 10);
  });
});

describe('tradeFeeBreakdown', () => {
  it('costs $105 (1.05%) for a $10,000 taker trade', () => {
    const fees = tradeFeeBreakdown(10_000, 'taker');
    expect(fees.exchangeFee).toBeCloseTo(5, 10);
    expect(fees.builderFee).toBeCloseTo(100, 10);
    expect(fees.total).toBeCloseTo(105, 10);
    expect(fees.totalRate).toBeCloseTo(0.0105, 12);
    expect(formatPercent(fees.totalRate * 100)).toBe('1.05%');
  });

  it('costs $102 (1.02%) for a $10,000 maker trade', () => {
    const fees = tradeFeeBreakdown(10_000, 'maker');
    expect(fees.exchangeFee).toBeCloseTo(2, 10);
    expect(fees.builderFee).toBeCloseTo(100, 10);
    expect(fees.total).toBeCloseTo(102, 10);
    expect(fees.totalRate).toBeCloseTo(0.0102, 12);
    expect(formatPercent(fees.totalRate * 100)).toBe('1.02%');
  });

  it('charges on the absolute notional', () => {
    expect(tradeFeeBreakdown(-10_000, 'taker').total).toBeCloseTo(105, 10);
  });

  it('charges nothing for zero or unusable notional but still reports the rate', () => {
    for (const notional of [0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const fees = tradeFeeBreakdown(notional, 'taker');
      expect(fees).toMatchObject({ exchangeFee: 0, builderFee: 0, total: 0 });
      expect(fees.totalRate).toBeCloseTo(0.0105, 12);
    }
  });
});

describe('estimateExchangeFee', () => {
  it('is notional x bps / 10000', () => {
    expect(estimateExchangeFee(10_000, 5)).toBe(5);
    expect(estimateExchangeFee(2_500, 2)).toBe(0.5);
    expect(estimateExchangeFee(10_000, 0)).toBe(0);
    expect(estimateExchangeFee(0, 5)).toBe(0);
  });

  it('uses the absolute notional and lets negative bps act as a rebate', () => {
    expect(estimateExchangeFee(-10_000, 5)).toBe(5);
    expect(estimateExchangeFee(10_000, -1)).toBe(-1);
  });

  it('is zero for unusable input', () => {
    expect(estimateExchangeFee(Number.NaN, 5)).toBe(0);
    expect(estimateExchangeFee(Number.POSITIVE_INFINITY, 5)).toBe(0);
    expect(estimateExchangeFee(10_000, Number.NaN)).toBe(0);
    expect(estimateExchangeFee(10_000, Number.POSITIVE_INFINITY)).toBe(0);
  });
});
