import { describe, expect, it } from 'vitest';
import {
  FEE_SCHEDULE,
  feeRateText,
  PERP_BUILDER_FEE,
  perpFeeSchedule,
  SPOT_PLATFORM_FEE_RATE,
  swapFees,
  tradeFees,
} from './fees';

describe('FEE_SCHEDULE', () => {
  it('charges perps the exchange maker 0.02 % / taker 0.05 % plus the 0.1 % builder fee, spot 1 %', () => {
    expect(FEE_SCHEDULE.perp).toEqual({ makerRate: 0.0002, takerRate: 0.0005, builderRate: 0.001 });
    expect(FEE_SCHEDULE.spot).toEqual({ platformRate: 0.01 });
    expect(SPOT_PLATFORM_FEE_RATE).toBe(FEE_SCHEDULE.spot.platformRate);
  });

  it('matches the builder fee every perp order sends (tenths of a basis point)', () => {
    expect(PERP_BUILDER_FEE / 100_000).toBe(FEE_SCHEDULE.perp.builderRate);
  });

  it('costs $5.00 + $10.00 = $15.00 (0.15 %) for a $10,000 perp taker trade', () => {
    const fees = tradeFees(10_000, 'taker', FEE_SCHEDULE.perp);
    expect(fees.exchangeFee).toBeCloseTo(5, 10);
    expect(fees.builderFee).toBeCloseTo(10, 10);
    expect(fees.total).toBeCloseTo(15, 10);
    expect(fees.totalRate).toBeCloseTo(0.0015, 12);
  });

  it('costs $2.00 + $10.00 = $12.00 for a $10,000 perp maker trade', () => {
    const fees = tradeFees(10_000, 'maker', FEE_SCHEDULE.perp);
    expect(fees.exchangeFee).toBeCloseTo(2, 10);
    expect(fees.total).toBeCloseTo(12, 10);
  });
});

describe('tradeFees', () => {
  it('charges on the absolute notional', () => {
    expect(tradeFees(-10_000, 'taker', FEE_SCHEDULE.perp).total).toBeCloseTo(15, 10);
  });

  it('charges nothing for zero or unusable notional but still reports the rate', () => {
    for (const notional of [0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const fees = tradeFees(notional, 'taker', FEE_SCHEDULE.perp);
      expect(fees).toMatchObject({ exchangeFee: 0, builderFee: 0, total: 0 });
      expect(fees.totalRate).toBeCloseTo(0.0015, 12);
    }
  });
});

describe('swapFees', () => {
  it('takes the 1 % platform fee from a $1,000 swap', () => {
    const fees = swapFees(1_000);
    expect(fees.platformFee).toBeCloseTo(10, 10);
    expect(fees.amountAfterFee).toBeCloseTo(990, 10);
  });

  it('charges nothing on an unusable amount', () => {
    expect(swapFees(Number.NaN)).toEqual({ platformFee: 0, amountAfterFee: 0 });
  });
});

describe('feeRateText', () => {
  it('states each rate with only the digits it needs', () => {
    expect([0.0002, 0.0005, 0.001, 0.01, 0.00045].map((rate) => feeRateText(rate))).toEqual([
      '0.02%',
      '0.05%',
      '0.1%',
      '1%',
      '0.045%',
    ]);
  });

  it("uses the locale's number format", () => {
    expect(feeRateText(0.0005, 'de')).toBe('0,05\u00a0%');
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

  it('falls back to the standard schedule while the rates are unknown or unreadable (seed 000 §9)', () => {
    expect(perpFeeSchedule(undefined)).toEqual(FEE_SCHEDULE.perp);
    expect(perpFeeSchedule({ userAddRate: 'n/a', userCrossRate: '' })).toEqual(FEE_SCHEDULE.perp);
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
