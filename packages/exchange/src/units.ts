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

/** `Dec` units per micro-USD. */
const MICRO = 1e12;
export const MICRO_USD: Dec = 10n ** 12n;
const HALF_MICRO = 1e6;

/**
 * A margin figure in `Dec` units (beyond 2^53) as exact numbers: `hi` micro-USD plus `lo` `Dec` units
 * below one micro-USD (value = hi × 10^12 + lo, 0 ≤ lo < 10^12). Filled in place by the functions
 * below (a new object per call would allocate on the order path).
 */
export interface MicroPair {
  hi: number;
  lo: number;
}

/** The `Dec` value of a pair. */
export function pairToDec(hi: number, lo: number): Dec {
  return lo === 0 ? BigInt(hi) * MICRO_USD : BigInt(hi) * MICRO_USD + BigInt(lo);
}

/**
 * Adds (hi, lo) to the normalised pair `acc`, for `lo` within a few 10^12 (a sum or difference of
 * normalised parts) and a sum within ±(2^53 − 4).
 */
export function addToPair(acc: MicroPair, hi: number, lo: number): void {
  let h = acc.hi + hi;
  let l = acc.lo + lo;
  while (l >= MICRO) {
    l -= MICRO;
    h += 1;
  }
  while (l < 0) {
    l += MICRO;
    h -= 1;
  }
  acc.hi = h;
  acc.lo = l;
}

const comparand: MicroPair = { hi: 0, lo: 0 };

/** (hi, lo) > b for a normalised `b`, on the terms `addToPair` takes. */
export function pairExceeds(hi: number, lo: number, b: Readonly<MicroPair>): boolean {
  comparand.hi = 0;
  comparand.lo = 0;
  addToPair(comparand, hi, lo);
  return comparand.hi > b.hi || (comparand.hi === b.hi && comparand.lo > b.lo);
}

/**
 * ⌊(hi × 10^12 + lo) ÷ divisor⌋ into `out` for 0 ≤ hi ≤ SAFE_UNITS, 0 ≤ lo < 10^12 and a leverage
 * divisor (1 ≤ divisor ≤ 4,000, so the remainder's long-division step stays exact).
 */
function dividePair(out: MicroPair, hi: number, lo: number, divisor: number): void {
  const qHi = floorDiv(hi, divisor);
  out.hi = qHi;
  out.lo = floorDiv((hi - qHi * divisor) * MICRO + lo, divisor);
}

/**
 * `initialMargin` of a notional of whole micro-USD (⌊micro × 10^12 ÷ leverage⌋ `Dec` units) into
 * `out`; false beyond the safe range.
 */
export function marginPair(out: MicroPair, micro: number, leverage: number): boolean {
  if (micro > SAFE_UNITS) return false;
  dividePair(out, micro, 0, leverage);
  return true;
}

/**
 * The exact margin reservation of one asset's resting orders, as `summary.ts`'s `reservation` defines
 * it on `Dec` figures, from lot and micro-USD totals, into `out`: ⌊(buy + sell) ÷ leverage⌋ in `Dec`
 * units, where a side on the position's side (or any side when flat) counts its notional and a side
 * against the position only ⌊notional × (lots − position) ÷ lots⌋. False when an intermediate would
 * leave the safe range (the caller then uses the `Dec` rule).
 */
export function reservationPair(
  out: MicroPair,
  buyLots: number,
  buyMicro: number,
  sellLots: number,
  sellMicro: number,
  positionLots: number,
  leverage: number,
): boolean {
  if (!sideFraction(buyLots, buyMicro, positionLots < 0 ? -positionLots : 0)) return false;
  let hi = part.hi;
  let lo = part.lo;
  if (!sideFraction(sellLots, sellMicro, Math.max(positionLots, 0))) return false;
  hi += part.hi;
  lo += part.lo;
  if (lo >= MICRO) {
    lo -= MICRO;
    hi += 1;
  }
  if (hi > SAFE_UNITS) return false;
  dividePair(out, hi, lo, leverage);
  return true;
}

/**
 * `sideFraction`'s result: a scratch pair (a tuple per call would allocate on the hot path, and so
 * would module variables holding doubles).
 */
const part: MicroPair = { hi: 0, lo: 0 };

/**
 * One side's reserved notional into `part`: all of it when `against` is 0, else
 * ⌊micro × (lots − against) × 10^12 ÷ lots⌋ (0 when the position covers the side). False when unsafe.
 */
function sideFraction(lots: number, micro: number, against: number): boolean {
  part.lo = 0;
  if (against === 0) {
    part.hi = micro;
    return micro <= SAFE_UNITS;
  }
  if (lots <= against) {
    part.hi = 0;
    return true;
  }
  const product = micro * (lots - against);
  if (product > SAFE_UNITS || lots > SAFE_UNITS / HALF_MICRO) return false;
  const q = floorDiv(product, lots);
  // ⌊r × 10^12 ÷ lots⌋ for the remainder r < lots, in two steps of 10^6 that stay exact.
  const r = (product - q * lots) * HALF_MICRO;
  const q1 = floorDiv(r, lots);
  const q2 = floorDiv((r - q1 * lots) * HALF_MICRO, lots);
  part.hi = q;
  part.lo = q1 * HALF_MICRO + q2;
  return true;
}
