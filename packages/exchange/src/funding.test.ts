import { describe, expect, it } from 'vitest';
import { dec, toWire } from './decimal';
import { averagePremium, fundingPayment, hourlyFundingRate, impactPrice, premium } from './funding';

describe('funding (doc §8.4)', () => {
  it('pays 0.0000125 per hour in a flat market', () => {
    expect(toWire(hourlyFundingRate(0n))).toBe('0.0000125');
  });

  it('clamps interest - premium to ±0.05 % and caps at 4 %/h', () => {
    // P = 0.0003 → clamp(0.0001 - 0.0003) = -0.0002 → F8 = 0.0001 → 0.0000125/h
    expect(toWire(hourlyFundingRate(dec('0.0003')))).toBe('0.0000125');
    // P = 0.002 → clamp(-0.0019) = -0.0005 → F8 = 0.0015 → 0.0001875/h
    expect(toWire(hourlyFundingRate(dec('0.002')))).toBe('0.0001875');
    // P = -0.002 → clamp(0.0021) = 0.0005 → F8 = -0.0015
    expect(toWire(hourlyFundingRate(dec('-0.002')))).toBe('-0.0001875');
    expect(toWire(hourlyFundingRate(dec('1')))).toBe('0.04');
    expect(toWire(hourlyFundingRate(dec('-1')))).toBe('-0.04');
  });

  it('computes the premium from impact prices', () => {
    expect(premium(dec('101'), dec('102'), dec('100'))).toBe(dec('0.01'));
    expect(premium(dec('98'), dec('99'), dec('100'))).toBe(dec('-0.01'));
    expect(premium(dec('99'), dec('101'), dec('100'))).toBe(0n);
    expect(averagePremium([dec('0.01'), dec('0.03')])).toBe(dec('0.02'));
    expect(averagePremium([])).toBe(0n);
  });

  it('computes impact prices as the average fill price for the impact notional', () => {
    const asks = [
      { px: dec('100'), sz: dec('30'), n: 1 },
      { px: dec('110'), sz: dec('100'), n: 2 },
    ];
    // 6000 USDC: 3000 at 100 (30 coins) + 3000 at 110 (27.2727… coins)
    const ip = impactPrice(asks, dec('6000'));
    expect(toWire(ip ?? 0n, 6)).toBe('104.761905');
    expect(impactPrice(asks, dec('20000'))).toBeNull();
    expect(impactPrice([], dec('1'))).toBeNull();
  });

  it('makes longs pay shorts on positive rates, at the oracle price', () => {
    // 49.1477 ETH × 1769.9 × 0.0000417 = 3.627337643 paid by the long
    expect(fundingPayment(dec('49.1477'), dec('1769.9'), dec('0.0000417'))).toBe(dec('-3.627338'));
    expect(fundingPayment(dec('-49.1477'), dec('1769.9'), dec('0.0000417'))).toBe(dec('3.627338'));
    expect(fundingPayment(dec('2'), dec('100'), dec('-0.001'))).toBe(dec('0.2'));
    expect(fundingPayment(dec('2'), dec('100'), 0n)).toBe(0n);
  });
});
