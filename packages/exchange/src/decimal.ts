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

const DEC_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses a canonical decimal string ("-12.345"); null for anything else or more than 18 decimals. */
export function parseDec(s: string): Dec | null {
  const m = DEC_RE.exec(s);
  if (!m) return null;
  const [, neg, int = '0', frac = ''] = m;
  if (frac.length > DECIMALS) return null;
  const v = BigInt(int) * SCALE + BigInt(frac.padEnd(DECIMALS, '0') || '0');
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
  const unit = 10n ** BigInt(DECIMALS - dp);
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

/** Number of significant decimals of `a` (0 for integers). */
export function decimalsOf(a: Dec): number {
  let r = abs(a) % SCALE;
  if (r === 0n) return 0;
  let dp = DECIMALS;
  while (r % 10n === 0n) {
    r /= 10n;
    dp--;
  }
  return dp;
}

/**
 * Canonical wire string: no exponent, no trailing zeros, whole numbers with one decimal ("29792.0",
 * "0.0") as the real server renders them. `dp` rounds first (half up) when given.
 */
export function toWire(a: Dec, dp?: number): string {
  const v = dp === undefined ? a : round(a, dp, 'halfUp');
  const neg = v < 0n;
  const x = neg ? -v : v;
  const int = x / SCALE;
  const frac = (x % SCALE).toString().padStart(DECIMALS, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${int}.${frac === '' ? '0' : frac}`;
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
