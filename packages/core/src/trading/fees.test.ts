import { describe, expect, it } from 'vitest';
import { formatPercent } from '../format/format';
import { perpFeeSchedule, tradeFeeBreakdown, tradeFees } from './fees';

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

describe('perpFeeSchedule', () => {
  it("charges the user's own exchange rates plus the 0.1 % perp builder fee", () => {
    // The fill: taker 0.045 % showed $0.0101 on $22.44 while the fill cost $0.0327.
    const schedule = perpFeeSchedule({ userAddRate: '0.00015', userCrossRate: '0.00045' });
    expect(schedule).toEqual({ makerRate: 0.00015, takerRate: 0.00045, builderRate: 0.001 });
    const fees = tradeFees(22.44, 'taker', schedule);
    expect(fees.exchangeFee).toBeCloseTo(0.0101, 4);
    expect(fees.builderFee).toBeCloseTo(0.02244, 10);
    expect(fees.total).toBeCloseTo(0.032538, 10);
    expect(fees.totalRate).toBeCloseTo(0.00145, 12);
    expect(tradeFees(10_000, 'maker', schedule).total).toBeCloseTo(11.5, 10);
  });

  it('falls back to the 2 / 5 bps defaults while the rates are unknown or unreadable (seed 000 §9)', () => {
    const expected = { makerRate: 0.0002, takerRate: 0.0005, builderRate: 0.001 };
    expect(perpFeeSchedule(undefined)).toEqual(expected);
    expect(perpFeeSchedule({ userAddRate: 'n/a', userCrossRate: '' })).toEqual(expected);
  });

  it('lets a negative maker rate act as a rebate on the exchange fee only', () => {
    const fees = tradeFees(
      10_000,
      'maker',
      perpFeeSchedule({ userAddRate: '-0.0001', userCrossRate: '0.0004' }),
    );
    expect(fees.exchangeFee).toBeCloseTo(-1, 10);
    expect(fees.builderFee).toBeCloseTo(10, 10);
    expect(fees.total).toBeCloseTo(9, 10);
  });
});
