import {
  abs,
  DECIMALS,
  type Dec,
  decimalsOf,
  exceedsProduct,
  mul,
  POW10,
  parseDec,
  type RoundMode,
  round,
  SCALE,
} from './decimal';
import { ERR } from './errors';
import { MICRO_USD, POW10_NUMBERS } from './units';

/** Perp prices: at most 6 - szDecimals decimals (doc §5.6). */
export const PERP_MAX_DECIMALS = 6;
export const MAX_SIG_FIGS = 5;
export const MIN_ORDER_NOTIONAL: Dec = 10n * SCALE;
/** Pre-validation price band: more than 80 % away from the reference price is refused (doc §4.10). */
export const REFERENCE_BAND: Dec = (8n * SCALE) / 10n;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** Significant figures of a positive decimal (trailing zeros of the fraction do not count). */
export function sigFigs(px: Dec): number {
  const units = abs(px) / (POW10[DECIMALS - decimalsOf(px)] as Dec);
  return units === 0n ? 0 : units.toString().length;
}

/** 10^MAX_SIG_FIGS: a fractional price is valid below this many units of its last decimal. */
const SIG_FIGS_LIMIT = POW10[MAX_SIG_FIGS] as Dec;

/**
 * An unsigned decimal string ("12", "0.5"; no sign, no exponent) parsed, or null. `parseDec` accepts
 * exactly these plus a leading minus.
 */
function parseUnsigned(s: string): Dec | null {
  return s.charCodeAt(0) === 45 ? null : parseDec(s);
}

export function maxPriceDecimals(szDecimals: number): number {
  return PERP_MAX_DECIMALS - szDecimals;
}

/**
 * Price rule (doc §5.6): integer prices are always valid; otherwise at most 5 significant figures and
 * at most 6 - szDecimals decimals.
 */
export function isValidPrice(px: Dec, szDecimals: number): boolean {
  if (px <= 0n) return false;
  const dp = decimalsOf(px);
  if (dp === 0) return true;
  // sigFigs(px) ≤ 5 without formatting: the digits from the first to the last are < 10^5 units.
  return dp <= maxPriceDecimals(szDecimals) && px / (POW10[DECIMALS - dp] as Dec) < SIG_FIGS_LIMIT;
}

/**
 * `decimalsOf` read from a string `parseDec` accepted: the fraction's length without its trailing
 * zeros ("1.50" → 1). The order checks read the text instead of doing bigint arithmetic on the value.
 */
export function textDecimals(s: string): number {
  const dot = s.indexOf('.');
  if (dot < 0) return 0;
  let end = s.length;
  while (end > dot + 1 && s.charCodeAt(end - 1) === 48) end--;
  return end - dot - 1;
}

/**
 * `isValidPrice(parseDec(s))` for a positive price string `parseDec` accepted, from the text: the
 * digits from the first non-zero one to the last significant decimal are the price's units, and they
 * are below 10^5 exactly when there are at most 5 of them.
 */
export function isValidPriceText(s: string, szDecimals: number): boolean {
  const dp = textDecimals(s);
  if (dp === 0) return true;
  if (dp > maxPriceDecimals(szDecimals)) return false;
  const end = s.indexOf('.') + 1 + dp;
  let digits = 0;
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 46 || (digits === 0 && c === 48)) continue;
    digits++;
  }
  return digits <= MAX_SIG_FIGS;
}

/**
 * A decimal string `parseDec` accepts, unsigned, as a whole number of 10^-decimals units (0 ≤
 * decimals ≤ 6), or NaN when it is not one: malformed, signed, more significant decimals than
 * `decimals`, more than 15 digits (where a double stops being exact) or beyond 2^53 units. The order
 * path's parse: no bigint unless this says NaN, when the exact `Dec` checks run and find the error.
 */
export function textUnits(s: string, decimals: number): number {
  const n = s.length;
  if (n === 0 || n > 16) return Number.NaN;
  let units = 0;
  let dot = -1;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46 && dot < 0 && i > 0) dot = i;
    else if (c >= 48 && c <= 57) units = units * 10 + (c - 48);
    else return Number.NaN;
  }
  if (dot === n - 1 || (dot < 0 && n > 15)) return Number.NaN;
  let frac = dot < 0 ? 0 : n - dot - 1;
  // Trailing zeros beyond the unit are no decimals ("1.50" is 15 tenths).
  while (frac > decimals) {
    if (units % 10 !== 0) return Number.NaN;
    units /= 10;
    frac -= 1;
  }
  const scaled = units * (POW10_NUMBERS[decimals - frac] ?? Number.NaN);
  return Number.isSafeInteger(scaled) ? scaled : Number.NaN;
}

/** Parses and checks a limit or trigger price string. */
export function checkPrice(s: string, szDecimals: number): Checked<Dec> {
  const px = parseUnsigned(s);
  if (px === null || px <= 0n) return { ok: false, error: ERR.invalidPrice };
  if (!isValidPriceText(s, szDecimals)) return { ok: false, error: ERR.tick };
  return { ok: true, value: px };
}

/** Parses and checks a size string: > 0 and at most szDecimals decimals. */
export function checkSize(s: string, szDecimals: number): Checked<Dec> {
  const sz = parseUnsigned(s);
  if (sz === null) return { ok: false, error: ERR.invalidSize };
  if (sz === 0n) return { ok: false, error: ERR.zeroSize };
  if (textDecimals(s) > szDecimals) return { ok: false, error: ERR.invalidSize };
  return { ok: true, value: sz };
}

/** MIN_ORDER_NOTIONAL in micro-USD. */
const MIN_ORDER_MICRO = Number(MIN_ORDER_NOTIONAL / MICRO_USD);

/** Notional ≥ $10, on the order's notional in micro-USD (`notionalMicro`: no bigint arithmetic). */
export function meetsMinNotional(micro: number): boolean {
  return micro >= MIN_ORDER_MICRO;
}

/** True when `px` is more than 80 % away from `reference`. */
export function outsideReferenceBand(px: Dec, reference: Dec): boolean {
  if (reference <= 0n) return false;
  return exceedsProduct(abs(px - reference), reference, REFERENCE_BAND);
}

/**
 * `outsideReferenceBand` with the band's half-width `mul(reference, REFERENCE_BAND)` computed once per
 * reference price: for an integer distance d, d × S > r × B ⟺ d > ⌊r × B / S⌋.
 */
export function outsideBand(px: Dec, reference: Dec, halfWidth: Dec): boolean {
  return reference > 0n && (px > reference ? px - reference : reference - px) > halfWidth;
}

/**
 * Rounds any positive price to a valid one: 5 significant figures, then the decimal cap (the Python
 * SDK's recipe). `mode` picks the direction (market buys round up, sells down, so the bound stays at
 * least as permissive as asked).
 */
export function toValidPrice(px: Dec, szDecimals: number, mode: RoundMode = 'halfUp'): Dec {
  if (px <= 0n) return 0n;
  const intDigits = (px / SCALE).toString().length;
  const sigDp = px >= SCALE ? MAX_SIG_FIGS - intDigits : MAX_SIG_FIGS + leadingFractionZeros(px);
  const dp = Math.min(maxPriceDecimals(szDecimals), sigDp);
  if (dp >= 0) return round(px, dp, mode);
  // More integer digits than 5 significant figures: round to 10^-dp.
  const unit = 10n ** BigInt(-dp) * SCALE;
  const q = px / unit;
  const r = px % unit;
  const up = r !== 0n && (mode === 'up' || mode === 'ceil' || (mode === 'halfUp' && r * 2n >= unit));
  return (up ? q + 1n : q) * unit;
}

function leadingFractionZeros(px: Dec): number {
  // px < 1: count zeros right after the decimal point.
  let n = 0;
  let unit = SCALE / 10n;
  while (unit > 0n && px < unit) {
    n++;
    unit /= 10n;
  }
  return n;
}

/**
 * Slippage-bounded price of a market order (doc §5.6): reference × (1 ± slippage), made valid,
 * rounded away from the reference so the bound is never tighter than asked.
 */
export function slippagePrice(reference: Dec, isBuy: boolean, slippage: Dec, szDecimals: number): Dec {
  const raw = isBuy ? mul(reference, SCALE + slippage) : mul(reference, SCALE - slippage);
  return toValidPrice(raw, szDecimals, isBuy ? 'up' : 'down');
}
