import type { Dec } from './decimal';

/**
 * Integer units of the order path. A market's prices have at most 6 − szDecimals decimals and its
 * sizes szDecimals (doc §5.6), so a book price is a whole number of ticks (10^-(6 − szDecimals)), a
 * size a whole number of lots (10^-szDecimals), and ticks × lots is the notional in whole micro-USD:
 * exact `number` arithmetic, without the heap allocation of every bigint operation, while the figures
 * stay at most `SAFE_UNITS` (callers check, and fall back to the exact `Dec` rules beyond).
 */

/** Bound of every integer operand here: half the safe range, so a sum or a quotient's product stays exact. */
export const SAFE_UNITS = 2 ** 52;

/** 10^0 … 10^6 as numbers (the unit scales of the order path). */
export const POW10_NUMBERS: readonly number[] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000];

/** Perp szDecimals run from 0 to 6 (prices keep 6 − szDecimals ≥ 0 decimals). */
const SZ_DECIMALS = [0, 1, 2, 3, 4, 5, 6];
/** Lot and tick sizes by szDecimals in `Dec` units (10^18 per 1): exact doubles (powers of ten ≤ 10^22). */
const LOT_UNITS = SZ_DECIMALS.map((d) => 10 ** (18 - d));
const TICK_UNITS = SZ_DECIMALS.map((d) => 10 ** (12 + d));

/** The same as bigints, for converting unit counts back to `Dec`. */
const LOT_BIGS = LOT_UNITS.map(BigInt);
const TICK_BIGS = TICK_UNITS.map(BigInt);

/** Size of one lot in `Dec` units. */
export function lotUnit(szDecimals: number): number {
  return LOT_UNITS[szDecimals] ?? 10 ** (18 - szDecimals);
}

/** Size of one price tick in `Dec` units. */
export function tickUnit(szDecimals: number): number {
  return TICK_UNITS[szDecimals] ?? 10 ** (12 + szDecimals);
}

/** A whole number of lots as a `Dec` size (exact for any integer count). */
export function lotsToDec(lots: number, szDecimals: number): Dec {
  return BigInt(lots) * (LOT_BIGS[szDecimals] ?? BigInt(lotUnit(szDecimals)));
}

/** A whole number of ticks as a `Dec` price. */
export function ticksToDec(ticks: number, szDecimals: number): Dec {
  return BigInt(ticks) * (TICK_BIGS[szDecimals] ?? BigInt(tickUnit(szDecimals)));
}

/**
 * A `Dec` that is a whole multiple of `unit` as its number of units, without bigint arithmetic:
 * converting and dividing each round to nearest (relative error ≤ 2^-52 in all), so below 2^51 units
 * the nearest integer is the exact count.
 */
export function toUnits(x: Dec, unit: number): number {
  return Math.round(Number(x) / unit);
}

/**
 * Notional of a price on the market's tick grid and a size on its lot grid, in micro-USD (ticks ×
 * lots): exact up to 2^53 micro-USD ($9 billion, beyond any order's maximum value); beyond it only
 * approximate, but then far above every threshold an order check compares it with.
 */
export function notionalMicro(px: Dec, sz: Dec, szDecimals: number): number {
  return toUnits(px, tickUnit(szDecimals)) * toUnits(sz, lotUnit(szDecimals));
}

/** ⌊a / b⌋ for integers 0 ≤ a ≤ SAFE_UNITS, 0 < b ≤ SAFE_UNITS (the float quotient may be one off). */
export function floorDiv(a: number, b: number): number {
  const q = Math.floor(a / b);
  const r = a - q * b;
  return r < 0 ? q - 1 : r >= b ? q + 1 : q;
}

export const MICRO_USD: Dec = 10n ** 12n;
