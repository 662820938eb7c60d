import { TREASURY_TOP_HOLDERS } from './rules';

/**
 * Addresses that hold $PLUTO for no one (burn addresses): never ranked as treasury holders, but
 * their balances still count in the total supply the percentages are taken of. The zero address is
 * where mints come from and burns go, so it holds nothing itself.
 */
export const TREASURY_BURN_ADDRESSES: readonly string[] = [
  '0x0000000000000000000000000000000000000000',
  '0x000000000000000000000000000000000000dead',
];

/** Seed 002 §3 "Treasury holder row"; `balance` in the token's base units (18 decimals). */
export interface TreasuryHolderRow {
  address: string;
  balance: bigint;
  /** Share of the total supply, in percent. */
  percentage: number;
  /** 1-based; the largest holder is 1. */
  rank: number;
}

export interface TokenBalance {
  address: string;
  balance: bigint;
}

/** Percent of `totalSupply` that `balance` is (0 for an empty supply). */
export function supplyPercentage(balance: bigint, totalSupply: bigint): number {
  if (totalSupply <= 0n || balance <= 0n) return 0;
  // Ten fraction digits of percent survive the bigint division before it becomes a number.
  const scaled = (balance * 100n * 10n ** 10n) / totalSupply;
  return Number(scaled) / 1e10;
}

/**
 * The largest holders, ranked: positive balances only, the `excluded` addresses (burn and contract
 * addresses, any case) left out, largest first (ties by address so the order is stable), at most
 * `limit` rows, each with its percentage of `totalSupply`.
 */
export function rankTreasuryHolders(
  balances: readonly TokenBalance[],
  totalSupply: bigint,
  excluded: ReadonlySet<string> = new Set(),
  limit: number = TREASURY_TOP_HOLDERS,
): TreasuryHolderRow[] {
  const isExcluded = (address: string) =>
    excluded.has(address.toLowerCase()) || TREASURY_BURN_ADDRESSES.includes(address.toLowerCase());
  return balances
    .filter((entry) => entry.balance > 0n && !isExcluded(entry.address))
    .sort((a, b) =>
      a.balance === b.balance ? compareText(a.address, b.address) : a.balance > b.balance ? -1 : 1,
    )
    .slice(0, Math.max(0, limit))
    .map((entry, index) => ({
      address: entry.address.toLowerCase(),
      balance: entry.balance,
      percentage: supplyPercentage(entry.balance, totalSupply),
      rank: index + 1,
    }));
}

function compareText(a: string, b: string): number {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The sum of the listed holders' percentages: the allocation's denominator. */
export function topHoldersPercentSum(rows: readonly { percentage: number }[]): number {
  return rows.reduce((sum, row) => sum + (Number.isFinite(row.percentage) ? row.percentage : 0), 0);
}
