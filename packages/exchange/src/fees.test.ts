import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { BASE_FEES, builderFeeRate, feeFor, perpFeeRate, VIP_TIERS } from './fees';

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

  it('has the VIP ladder in ascending cutoffs', () => {
    expect(VIP_TIERS).toHaveLength(6);
    expect(VIP_TIERS[0]?.cross).toBe(dec('0.0004'));
    expect(VIP_TIERS[5]?.ntlCutoff).toBe(dec('7000000000'));
  });
});
