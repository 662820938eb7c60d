import { BSC_CHAIN_ID } from '../config/chains';

/**
 * The treasury's rules (seed 002 §9): holders of $PLUTO on BSC share a pool of 1 % of the system's
 * earnings; a holder is eligible from $50 of $PLUTO and among the top 500 holders.
 */
export const TREASURY_TOKEN = { symbol: 'PLUTO', chainId: BSC_CHAIN_ID, decimals: 18 } as const;
/** The pool's share of the system's earnings (1 %). */
export const TREASURY_POOL_SHARE = 0.01;
/** The least $PLUTO value, in USD, a holder needs to be eligible. */
export const TREASURY_MIN_HOLDING_USD = 50;
/** Only this many of the largest holders share the pool. */
export const TREASURY_TOP_HOLDERS = 500;
/** How often the server recomputes the holders table (seed 002 §9: 30 minutes). */
export const TREASURY_HOLDERS_REFRESH_MS = 30 * 60_000;
/** How often the page rereads the connected wallet's balance on BSC (seed 002 §9: 10 s). */
export const TREASURY_BALANCE_REFETCH_MS = 10_000;

/** The pool paid out of `systemEarningsUsd`. */
export function treasuryPool(systemEarningsUsd: number): number {
  return Number.isFinite(systemEarningsUsd) && systemEarningsUsd > 0
    ? systemEarningsUsd * TREASURY_POOL_SHARE
    : 0;
}

/** Eligible: holding at least $50 of $PLUTO and ranked (1-based) within the top 500. */
export function isTreasuryEligible(holdingUsd: number, rank: number): boolean {
  return holdingUsd >= TREASURY_MIN_HOLDING_USD && rank >= 1 && rank <= TREASURY_TOP_HOLDERS;
}

/**
 * A holder's allocation: the holder's percentage of the supply divided by the sum of the top-500
 * percentages, times the pool (seed 002 §9: 2 % of a $10,000 pool gives $200 when the top 500 hold 100 %).
 */
export function treasuryAllocation(
  holderPercent: number,
  topHoldersPercentSum: number,
  poolUsd: number,
): number {
  if (!(topHoldersPercentSum > 0) || !(holderPercent > 0) || !(poolUsd > 0)) return 0;
  return (holderPercent / topHoldersPercentSum) * poolUsd;
}

export interface TreasuryPositionInput {
  /** $PLUTO held, in tokens (not base units). */
  balance: number;
  /** USD per $PLUTO. */
  price: number;
  /** The wallet's row among the top holders; null when it is not listed. */
  holder: { rank: number; percentage: number } | null;
  topHoldersPercentSum: number;
  poolUsd: number;
}

export interface TreasuryPosition {
  valueUsd: number;
  eligible: boolean;
  rank: number | null;
  /** The wallet's part of the top holders' holdings, in percent. */
  shareOfTopPercent: number;
  allocationUsd: number;
}

/** The personal position: value, eligibility, rank, share of the top 500 and allocation. */
export function treasuryPosition(input: TreasuryPositionInput): TreasuryPosition {
  const valueUsd = input.balance > 0 && input.price > 0 ? input.balance * input.price : 0;
  const rank = input.holder?.rank ?? null;
  const eligible = rank !== null && isTreasuryEligible(valueUsd, rank);
  const percentage = input.holder?.percentage ?? 0;
  return {
    valueUsd,
    eligible,
    rank,
    shareOfTopPercent: treasuryAllocation(percentage, input.topHoldersPercentSum, 100),
    allocationUsd: eligible ? treasuryAllocation(percentage, input.topHoldersPercentSum, input.poolUsd) : 0,
  };
}
