/**
 * Exact decimal arithmetic for money, prices and sizes.
 *
 * Representation: a `Dec` is a plain `bigint` holding the value multiplied by 10^18 (fixed point,
 * 18 decimals). Why this choice:
 * - every quantity on the wire is a decimal string; floats cannot represent most of them exactly and
 *   would accumulate error in balances;
 * - valid perp prices have at most 6 decimals and sizes at most 5, so a notional (px × sz) has at most
 *   11 decimals and a fee (notional × a rate of at most 5 decimals) at most 16: products that matter
 *   are exact at 18 decimals; only true divisions (average entry price, ratios) truncate, and those
 *   are never booked as cash;
 * - one scale for everything keeps the code small (no unit mix-ups between scales), and bigint has no
 *   overflow.
 * Cash balances change only by exact products (px × sz) or by amounts rounded to micro-USDC (fees),
 * so they stay exact and conserved.
 */
export type Dec = bigint;

export const DECIMALS = 18;
export const SCALE: Dec = 10n ** 18n;
export const ZERO: Dec = 0n;
export const ONE: Dec = SCALE;

/** 10^0 … 10^18 as bigints (exponentiation is slow on the hot path). */
export const POW10: readonly Dec[] = Array.from({ length: DECIMALS + 1 }, (_, i) => 10n ** BigInt(i));
/** Below 10^15 a run of decimal digits is an exact double. */
const EXACT_DIGITS = 15;

/**
 * Parses a canonical decimal string ("-12.345": digits, at most one point with digits on both sides);
 * null for anything else or more than 18 decimals. Up to 15 digits are accumulated as an exact double
 * and scaled with one bigint product; longer strings go through `BigInt(string)`.
 */
export function parseDec(s: string): Dec | null {
  const n = s.length;
  const neg = n > 0 && s.charCodeAt(0) === 45; // '-'
  const start = neg ? 1 : 0;
  let dot = -1;
  let units = 0;
  for (let i = start; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46 && dot < 0 && i > start) dot = i;
    else if (c >= 48 && c <= 57) units = units * 10 + (c - 48);
    else return null;
  }
  if (n === start || dot === n - 1) return null;
  const fracLen = dot < 0 ? 0 : n - dot - 1;
  if (fracLen > DECIMALS) return null;
  const digits = n - start - (dot < 0 ? 0 : 1);
  const scale = POW10[DECIMALS - fracLen] as Dec;
  const v =
    digits <= EXACT_DIGITS
      ? BigInt(units) * scale
      : BigInt(dot < 0 ? s.slice(start) : s.slice(start, dot) + s.slice(dot + 1)) * scale;
  return neg ? -v : v;
}

/** Parses a decimal literal known to be valid (constants, tests). Throws otherwise. */
export function dec(s: string | number): Dec {
  const v = parseDec(typeof s === 'number' ? String(s) : s);
  if (v === null) throw new Error(`invalid decimal literal: ${s}`);
  return v;
}

export function fromInt(n: number | bigint): Dec {
  return BigInt(n) * SCALE;
}

/** a × b, truncated toward zero. */
export function mul(a: Dec, b: Dec): Dec {
  return (a * b) / SCALE;
}

/**
 * d > mul(a, b) for a × b ≥ 0, without the division: d > ⌊p / S⌋ ⟺ d × S > p. (Order checks compare
 * against such products on every order, and a bigint division costs several multiplications.)
 */
export function exceedsProduct(d: Dec, a: Dec, b: Dec): boolean {
  return d * SCALE > a * b;
}

/** mul(a, b) > d for a × b ≥ 0, without the division: ⌊p / S⌋ > d ⟺ p ≥ (d + 1) × S. */
export function productExceeds(a: Dec, b: Dec, d: Dec): boolean {
  return a * b >= (d + 1n) * SCALE;
}

/** a ÷ b, truncated toward zero. Throws on division by zero. */
export function div(a: Dec, b: Dec): Dec {
  if (b === 0n) throw new RangeError('division by zero');
  return (a * SCALE) / b;
}

export function abs(a: Dec): Dec {
  return a < 0n ? -a : a;
}

export function sign(a: Dec): -1n | 0n | 1n {
  return a > 0n ? 1n : a < 0n ? -1n : 0n;
}

export function min(a: Dec, b: Dec): Dec {
  return a < b ? a : b;
}

export function max(a: Dec, b: Dec): Dec {
  return a > b ? a : b;
}

export type RoundMode = 'down' | 'up' | 'floor' | 'ceil' | 'halfUp';

/**
 * Rounds to `dp` decimals. `down`/`up` are toward/away from zero, `floor`/`ceil` toward -inf/+inf,
 * `halfUp` is to nearest with ties away from zero.
 */
export function round(a: Dec, dp: number, mode: RoundMode = 'halfUp'): Dec {
  if (dp >= DECIMALS) return a;
  const unit = POW10[DECIMALS - dp] as Dec;
  const q = a / unit; // truncated toward zero
  const r = a - q * unit;
  if (r === 0n) return a;
  let up: boolean; // move away from zero?
  switch (mode) {
    case 'down':
      up = false;
      break;
    case 'up':
      up = true;
      break;
    case 'floor':
      up = a < 0n;
      break;
    case 'ceil':
      up = a > 0n;
      break;
    case 'halfUp':
      up = abs(r) * 2n >= unit;
      break;
  }
  return (up ? q + (a < 0n ? -1n : 1n) : q) * unit;
}

const E9 = POW10[9] as Dec;

/** Number of significant decimals of `a` (0 for integers). */
export function decimalsOf(a: Dec): number {
  const r = (a < 0n ? -a : a) % SCALE;
  if (r === 0n) return 0;
  // The 18 fraction digits as two exact 9-digit doubles: the lower half holds the last digit.
  const lo = Number(r % E9);
  return lo !== 0 ? DECIMALS - trailingZeros(lo) : 9 - trailingZeros(Number(r / E9));
}

/** Trailing decimal zeros of a positive integer. */
function trailingZeros(n: number): number {
  let z = 0;
  while (n % 10 === 0) {
    n /= 10;
    z++;
  }
  return z;
}

/**
 * Canonical wire string: no exponent, no trailing zeros, whole numbers with one decimal ("29792.0",
 * "0.0") as the real server renders them. `dp` rounds first (half up) when given.
 */
export function toWire(a: Dec, dp?: number): string {
  const v = dp === undefined ? a : round(a, dp, 'halfUp');
  // One bigint → string conversion; the point is placed by slicing (no bigint division).
  return wireText((v < 0n ? -v : v).toString(), v < 0n, DECIMALS);
}

/**
 * `toWire` of a whole number of 10^-`decimals` (a size in lots, an amount in micro-USD) that is a
 * safe integer: the same text without bigint arithmetic.
 */
export function unitsWire(units: number, decimals: number): string {
  return wireText(String(units < 0 ? -units : units), units < 0, decimals);
}

/** The wire text of a value whose absolute value is `digits` × 10^-`decimals`. */
function wireText(digits: string, neg: boolean, decimals: number): string {
  const padded = digits.length <= decimals ? digits.padStart(decimals + 1, '0') : digits;
  const point = padded.length - decimals;
  let end = padded.length;
  while (end > point && padded.charCodeAt(end - 1) === 48) end--;
  const int = padded.slice(0, point);
  const frac = end === point ? '0' : padded.slice(point, end);
  return neg ? `-${int}.${frac}` : `${int}.${frac}`;
}

/** Canonical string without the forced ".0" (the signing form: "1", "0.5"). */
export function toPlain(a: Dec): string {
  const s = toWire(a);
  return s.endsWith('.0') ? s.slice(0, -2) : s;
}

/** For logs and tests only: never feed the result back into money arithmetic. */
export function toNumber(a: Dec): number {
  return Number(toPlain(a));
}
