/**
 * USDC amounts as bigint base units (6 decimals), so money is never rounded through floats.
 * User text and exchange decimal strings are converted here, once.
 */
export const USDC_DECIMALS = 6;
const UNIT = 10n ** BigInt(USDC_DECIMALS);

/**
 * Decimal text with at most 6 fraction digits (the callers check) as base units, exactly. Local
 * rather than viem's parseUnits: the browser's first screen reads balances without loading viem.
 */
function toUnits(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(whole || '0') * UNIT + BigInt(fraction.padEnd(USDC_DECIMALS, '0'));
  return negative ? -units : units;
}

const USER_AMOUNT = /^\d+(\.\d*)?$/;
const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/**
 * Parses what the user typed into base units. Blank, malformed and over-precise text (more than
 * 6 decimals, which USDC cannot hold) gives undefined rather than a silently rounded amount.
 */
export function parseUsdcAmount(text: string): bigint | undefined {
  const trimmed = text.trim();
  if (!USER_AMOUNT.test(trimmed)) return undefined;
  const fraction = trimmed.split('.')[1] ?? '';
  if (fraction.length > USDC_DECIMALS) return undefined;
  return toUnits(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed);
}

/**
 * Parses an exchange decimal string ("13104.514502", "0.0"). Extra decimals are truncated, never
 * rounded up, so an available balance is never overstated; garbage and negatives count as zero.
 */
export function parseExchangeUsdc(value: string | null | undefined): bigint {
  if (value === null || value === undefined || !DECIMAL_STRING.test(value.trim())) return 0n;
  const [whole = '0', fraction = ''] = value.trim().split('.');
  if (whole.startsWith('-')) return 0n;
  return toUnits(`${whole}.${fraction.slice(0, USDC_DECIMALS)}`);
}

/** Canonical decimal string for the exchange and for exact messages: no trailing zeros ("10.5"). */
export function usdcToDecimalString(units: bigint): string {
  const magnitude = units < 0n ? -units : units;
  const fraction = (magnitude % UNIT).toString().padStart(USDC_DECIMALS, '0').replace(/0+$/, '');
  return `${units < 0n ? '-' : ''}${magnitude / UNIT}${fraction ? `.${fraction}` : ''}`;
}

/** Display with a fixed number of decimals, truncated so a balance never reads higher than it is. */
export function formatUsdcUnits(units: bigint, decimals = 2): string {
  const digits = Math.max(0, Math.min(USDC_DECIMALS, Math.trunc(decimals)));
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const scale = 10n ** BigInt(USDC_DECIMALS - digits);
  const truncated = magnitude / scale;
  const divisor = 10n ** BigInt(digits);
  const whole = (truncated / divisor).toLocaleString('en-US');
  const fraction = digits > 0 ? `.${(truncated % divisor).toString().padStart(digits, '0')}` : '';
  return `${negative && truncated > 0n ? '-' : ''}${whole}${fraction}`;
}

/**
 * The Deposit and Withdraw amount fields step by 0.01 (seed 000 §2) yet accept all 6 decimals, so
 * Max can fill an exact balance such as 12.345678 and the whole of it moves.
 */
export const USDC_INPUT_STEP = '0.01';
export const USDC_INPUT_DECIMALS = USDC_DECIMALS;
const STEP_UNITS = toUnits(USDC_INPUT_STEP);

/**
 * One step up or down from the typed amount (Arrow Up / Arrow Down): to the next multiple of 0.01
 * in that direction, so an exact 12.345678 steps to 12.35 or 12.34; never below 0 and never above
 * `max` (an exact balance is itself a valid stop). Unreadable text steps from 0.
 */
export function stepUsdcAmount(text: string, direction: 1 | -1, max?: bigint): string {
  const current = parseUsdcAmount(text) ?? 0n;
  const onGrid = current % STEP_UNITS === 0n;
  const below = current - (current % STEP_UNITS);
  let next = direction === 1 ? below + STEP_UNITS : onGrid ? current - STEP_UNITS : below;
  if (next < 0n) next = 0n;
  if (max !== undefined && next > max) next = max < 0n ? 0n : max;
  return usdcToDecimalString(next);
}
