import { describe, expect, it } from 'vitest';
import {
  isTreasuryEligible,
  TREASURY_MIN_HOLDING_USD,
  TREASURY_POOL_SHARE,
  TREASURY_TOKEN,
  TREASURY_TOP_HOLDERS,
  treasuryAllocation,
  treasuryPool,
  treasuryPosition,
} from './rules';

describe('treasury rules', () => {
  it('pays $PLUTO holders on BSC from 1 % of system earnings, from $50, top 500', () => {
    expect(TREASURY_TOKEN).toEqual({ symbol: 'PLUTO', chainId: 56, decimals: 18 });
    expect([TREASURY_POOL_SHARE, TREASURY_MIN_HOLDING_USD, TREASURY_TOP_HOLDERS]).toEqual([0.01, 50, 500]);
    expect(treasuryPool(1_000_000)).toBeCloseTo(10_000, 10);
    expect(treasuryPool(Number.NaN)).toBe(0);
  });

  it('is eligible from $50 and within the top 500 only', () => {
    expect(isTreasuryEligible(50, 1)).toBe(true);
    expect(isTreasuryEligible(49.99, 1)).toBe(false);
    expect(isTreasuryEligible(1_000, 500)).toBe(true);
    expect(isTreasuryEligible(1_000, 501)).toBe(false);
    expect(isTreasuryEligible(1_000, 0)).toBe(false);
  });

  it("shares the pool by the holder's part of the top-500 holdings (2 % of $10,000 is $200)", () => {
    expect(treasuryAllocation(2, 100, 10_000)).toBeCloseTo(200, 10);
    expect(treasuryAllocation(2, 50, 10_000)).toBeCloseTo(400, 10);
    expect(treasuryAllocation(2, 0, 10_000)).toBe(0);
  });
});

describe('treasuryPosition', () => {
  const holder = { rank: 3, percentage: 2 };

  it('values the balance at the price and pays the seed example: 2 % of the top 500 of a $10,000 pool is $200', () => {
    expect(
      treasuryPosition({
        balance: 100_000,
        price: 0.001,
        holder,
        topHoldersPercentSum: 100,
        poolUsd: 10_000,
      }),
    ).toEqual({ valueUsd: 100, eligible: true, rank: 3, shareOfTopPercent: 2, allocationUsd: 200 });
  });

  it('is not eligible below $50 (nothing allocated) nor outside the listed holders', () => {
    const small = treasuryPosition({
      balance: 1_000,
      price: 0.001,
      holder,
      topHoldersPercentSum: 50,
      poolUsd: 10_000,
    });
    expect(small).toEqual({ valueUsd: 1, eligible: false, rank: 3, shareOfTopPercent: 4, allocationUsd: 0 });
    const unlisted = treasuryPosition({
      balance: 1e9,
      price: 1,
      holder: null,
      topHoldersPercentSum: 50,
      poolUsd: 1,
    });
    expect(unlisted).toMatchObject({ eligible: false, rank: null, shareOfTopPercent: 0, allocationUsd: 0 });
  });
});
