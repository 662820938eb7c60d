import { describe, expect, it } from 'vitest';
import { SPOT_PLATFORM_FEE_RATE } from '../trading/fees';
import { SPOT_PLATFORM_FEE_BASIS_POINTS, spotPlatformFee } from './platform-fee';

describe('spot platform fee', () => {
  it('is the schedule rate in basis points', () => {
    expect(SPOT_PLATFORM_FEE_BASIS_POINTS).toBe(100);
    expect(SPOT_PLATFORM_FEE_BASIS_POINTS / 10_000).toBe(SPOT_PLATFORM_FEE_RATE);
  });

  it('takes 1 % of the input amount, rounded down to the base unit', () => {
    expect(spotPlatformFee(1_000_000n)).toBe(10_000n);
    expect(spotPlatformFee(10n ** 18n)).toBe(10n ** 16n);
    expect(spotPlatformFee(199n)).toBe(1n);
    expect(spotPlatformFee(99n)).toBe(0n);
  });
});
