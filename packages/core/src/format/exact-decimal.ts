/**
 * Exact decimal arithmetic for order prices and sizes: a quantity is a bigint scaled by 10^18, so
 * what is rounded and sent to the exchange never carries binary floating-point drift. 18 decimals
 * hold every price, size and USD amount an order carries (perp prices ≤ 6 decimals, sizes ≤ 5).
 */
export type ExactDecimal = bigint;

const SCALE_DIGITS = 18;
export const EXACT_ONE: ExactDecimal = 10n ** BigInt(SCALE_DIGITS);

/** Rounding of magnitudes: down = toward zero, up = away from zero, halfUp = nearest, ties away. */
export type Rounding = 'down' | 'up' | 'halfUp';

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * A decimal from its text ("12.5", "1e-7") or a finite JavaScript number (read through its
 * shortest round-trip text, so 0.1 is exactly 0.1). Digits beyond 18 decimals are dropped.
 */
export function parseExactDecimal(value: string | number): ExactDecimal | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = String(value).trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  const shift = Number(exponent);
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > 100) return undefined;
  // Move the decimal point by the exponent, then keep 18 fractional digits.
  const digits = `${whole}${fraction}`;
  const point = whole.length + shift;
  const padded = point < 0 ? `${'0'.repeat(-point)}${digits}` : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  const intPart = padded.slice(0, at) || '0';
  const fracPart = padded.slice(at).slice(0, SCALE_DIGITS).padEnd(SCALE_DIGITS, '0');
  const magnitude = BigInt(intPart) * EXACT_ONE + BigInt(fracPart);
  return sign === '-' ? -magnitude : magnitude;
}

/** The canonical text: no exponent, no trailing zeros ("113000", "0.0123", "-1.5"). */
export function formatExactDecimal(value: ExactDecimal): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = (magnitude / EXACT_ONE).toString();
  const fraction = (magnitude % EXACT_ONE).toString().padStart(SCALE_DIGITS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The text with exactly `decimals` decimals ("9.50"). */
export function formatExactFixed(
  value: ExactDecimal,
  decimals: number,
  rounding: Rounding = 'halfUp',
): string {
  const rounded = roundToDecimals(value, decimals, rounding);
  const [whole = '0', fraction = ''] = formatExactDecimal(rounded).split('.');
  return decimals > 0 ? `${whole}.${fraction.padEnd(decimals, '0')}` : whole;
}

function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const remainder = n % d;
  const bump =
    remainder !== 0n && (rounding === 'up' || (rounding === 'halfUp' && remainder * 2n >= d)) ? 1n : 0n;
  const magnitude = quotient + bump;
  return negative ? -magnitude : magnitude;
}

/** Rounds to `decimals` places; a negative count rounds to tens, hundreds, …. */
export function roundToDecimals(value: ExactDecimal, decimals: number, rounding: Rounding): ExactDecimal {
  if (decimals >= SCALE_DIGITS) return value;
  const unit = 10n ** BigInt(SCALE_DIGITS - decimals);
  return divideRounded(value, unit, rounding) * unit;
}

export function multiplyExact(a: ExactDecimal, b: ExactDecimal, rounding: Rounding = 'down'): ExactDecimal {
  return divideRounded(a * b, EXACT_ONE, rounding);
}

export function divideExact(a: ExactDecimal, b: ExactDecimal, rounding: Rounding = 'down'): ExactDecimal {
  if (b === 0n) throw new RangeError('Division by zero');
  return divideRounded(a * EXACT_ONE, b, rounding);
}

/** How many decimals keep `figures` significant figures of a positive value (negative: round to tens…). */
export function significantDecimals(value: ExactDecimal, figures: number): number {
  const magnitude = value < 0n ? -value : value;
  if (magnitude >= EXACT_ONE) return figures - (magnitude / EXACT_ONE).toString().length;
  // Below 1: the zeros right after the decimal point do not count.
  const fraction = magnitude.toString().padStart(SCALE_DIGITS, '0');
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length;
  return figures + leadingZeros;
}
