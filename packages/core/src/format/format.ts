/**
 * Display formatting shared by every screen (seed 000 §9, seed 001 §9, seed 002 §9).
 * Exchange APIs send numbers as decimal strings, so every formatter takes strings too,
 * and anything that is not a finite number renders as zero rather than "NaN".
 */

type NumericLike = number | string | null | undefined;

/** Parses a finite number, or returns undefined for null, blanks, garbage and ±Infinity. */
function toFiniteNumber(value: NumericLike): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * Half-up rounding of the shortest decimal form of a non-negative finite number (what JavaScript
 * prints for it, and what Intl.NumberFormat rounds: 1.005 → 1.01) to `places` fraction digits,
 * returned as the integer count of 10^-places units, in decimal digits.
 */
function roundShortestDecimal(value: number, places: number): string {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) return '0';
  const [, whole = '', fraction = '', exponent = '0'] = match;
  let digits = whole + fraction;
  // value = 0.<digits> × 10^pointAt
  let pointAt = whole.length + Number(exponent);
  const leadingZeros = /^0*/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(leadingZeros);
  pointAt -= leadingZeros;
  if (digits === '') return '0';
  const keep = pointAt + places;
  if (keep < 0) return '0';
  if (keep >= digits.length) return digits + '0'.repeat(keep - digits.length);
  let kept = digits.slice(0, keep);
  if (digits.charCodeAt(keep) >= 53) {
    // Add one unit to the kept digits, carrying through trailing nines.
    const nines = /9*$/.exec(kept)?.[0].length ?? 0;
    const head = kept.slice(0, kept.length - nines);
    kept =
      head === ''
        ? `1${'0'.repeat(nines)}`
        : `${head.slice(0, -1)}${Number(head.slice(-1)) + 1}${'0'.repeat(nines)}`;
  }
  return kept === '' ? '0' : kept;
}

/**
 * en-US grouped decimal (or percent) of a non-negative finite number: the text Intl.NumberFormat
 * gives, without it (creating Intl formatters costs a phone's first screen tens of milliseconds).
 * Percent rounds at two more decimals and moves the point, so the scaling by 100 is exact decimal
 * arithmetic (0.0000125 is 0.0013 %, never 0.0012 %).
 */
function formatUnsigned(
  value: number,
  minDigits: number,
  maxDigits: number,
  style: 'decimal' | 'percent' = 'decimal',
): string {
  const shift = style === 'percent' ? 2 : 0;
  const units = roundShortestDecimal(value, maxDigits + shift).padStart(maxDigits + 1, '0');
  const pointAt = units.length - maxDigits;
  const whole = units
    .slice(0, pointAt)
    .replace(/^0+(?=\d)/, '')
    .replace(/\B(?=(\d{3})+$)/g, ',');
  let end = maxDigits;
  while (end > minDigits && units.charCodeAt(pointAt + end - 1) === 48) end -= 1;
  const fraction = units.slice(pointAt, pointAt + end);
  const text = fraction ? `${whole}.${fraction}` : whole;
  return shift ? `${text}%` : text;
}

/** Adds a leading minus only when the rounded text is non-zero, so -0.001 never shows as "-0.00". */
function withSign(value: number, text: string): string {
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** 0..100 fraction digits (what Intl and toFixed accept); callers may pass anything. */
function fractionDigits(decimals: number): number {
  return Number.isFinite(decimals) ? Math.min(100, Math.max(0, Math.trunc(decimals))) : 0;
}

/** Most fraction digits shown for a price of this magnitude; tiny tokens need many. */
function priceDecimals(magnitude: number): number {
  if (magnitude < 1e-6) return 18;
  if (magnitude < 1e-4) return 8;
  if (magnitude < 0.01) return 6;
  if (magnitude < 1) return 4;
  return 2;
}

export function formatPrice(value: NumericLike): string {
  const n = toFiniteNumber(value);
  if (n === undefined || n === 0) return '$0.00';
  const magnitude = Math.abs(n);
  return withSign(n, `$${formatUnsigned(magnitude, 2, priceDecimals(magnitude))}`);
}

/** A USD change with its sign: '+$1.50', '-$0.226'; zero (or not a number) is '$0.00'. */
export function formatSignedUsd(value: NumericLike): string {
  const n = toFiniteNumber(value);
  return n !== undefined && n > 0 ? `+${formatPrice(n)}` : formatPrice(n ?? 0);
}

/** A time in the account tables: 'Nov 26, 08:12' (24-hour, the browser's zone). */
export function formatTableTime(ms: number): string {
  return new Date(ms).toLocaleString('en-US', {
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

const LARGE_UNITS = [
  { suffix: 'T', size: 1e12 },
  { suffix: 'B', size: 1e9 },
  { suffix: 'M', size: 1e6 },
  { suffix: 'K', size: 1e3 },
  { suffix: '', size: 1 },
] as const;

export function formatLargeNumber(
  value: NumericLike,
  options: { currency?: boolean; trillions?: boolean } = {},
): string {
  const prefix = options.currency ? '$' : '';
  const n = toFiniteNumber(value) ?? 0;
  const magnitude = Math.abs(n);
  const units = options.trillions ? LARGE_UNITS : LARGE_UNITS.slice(1);
  let index = units.findIndex((unit) => magnitude >= unit.size);
  if (index === -1) index = units.length - 1;
  let text = formatUnsigned(magnitude / (units[index]?.size ?? 1), 2, 2);
  // Rounding can reach the next unit (999,999 -> "1,000.00K"); show "1.00M" instead.
  if (index > 0 && Number(text.replaceAll(',', '')) >= 1000) {
    index -= 1;
    text = formatUnsigned(magnitude / (units[index]?.size ?? 1), 2, 2);
  }
  return withSign(n, `${prefix}${text}${units[index]?.suffix ?? ''}`);
}

export function formatPercent(
  value: number | null | undefined,
  options: { decimals?: number; signed?: boolean } = {},
): string {
  const digits = fractionDigits(options.decimals ?? 2);
  const n = toFiniteNumber(value) ?? 0;
  const text = withSign(n, `${formatUnsigned(Math.abs(n), digits, digits)}%`);
  return options.signed && n > 0 && /[1-9]/.test(text) ? `+${text}` : text;
}

/**
 * A rate as a percent with only the digits it needs, at most `maxDecimals` of them (0.0005 → '0.05%',
 * 0.01 → '1%'): Intl's en-US percent text with `maximumFractionDigits`, without creating a formatter.
 */
export function formatRate(rate: NumericLike, maxDecimals = 4): string {
  const n = toFiniteNumber(rate) ?? 0;
  return withSign(n, formatUnsigned(Math.abs(n), 0, fractionDigits(maxDecimals), 'percent'));
}

export function formatFundingRate(rate: NumericLike): string {
  const n = toFiniteNumber(rate) ?? 0;
  // Percent style scales by 100 in decimal, avoiding binary error such as 0.0000125 * 100.
  return withSign(n, formatUnsigned(Math.abs(n), 4, 4, 'percent'));
}

export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}...${address.slice(-4)}`;
}

export const CHART_VOLUME_PRECISION = 2;

export function chartPricePrecision(price: number): number {
  const magnitude = Math.abs(price);
  if (Number.isNaN(magnitude) || magnitude === 0 || magnitude >= 1) return 2;
  if (magnitude >= 0.01) return 4;
  if (magnitude >= 0.0001) return 6;
  if (magnitude >= 0.000001) return 8;
  return 10;
}

export function formatFixed(value: NumericLike, decimals: number): string {
  const digits = fractionDigits(decimals);
  const n = toFiniteNumber(value) ?? 0;
  return withSign(n, formatUnsigned(Math.abs(n), digits, digits));
}

/** Seed 002 §5: buy and sell volume as two percentages with 1 decimal; 'No data' without volume. */
export function formatBuySellRatio(buyUsd: NumericLike, sellUsd: NumericLike): string {
  const buy = Math.max(0, toFiniteNumber(buyUsd) ?? 0);
  const sell = Math.max(0, toFiniteNumber(sellUsd) ?? 0);
  const total = buy + sell;
  if (!(total > 0)) return 'No data';
  return `${formatPercent((buy / total) * 100, { decimals: 1 })} / ${formatPercent((sell / total) * 100, { decimals: 1 })}`;
}

/**
 * A dollar amount (not a token price) by seed 002 §9's number formatting: a $ prefix, 2 decimals,
 * K / M / B from a thousand. Below half a cent it is '$0.00' (the §5 default), so a holder's tiny
 * treasury allocation never shows a price's 18 decimals.
 */
export function formatUsdAmount(value: NumericLike): string {
  return formatLargeNumber(value, { currency: true });
}

/** Seed 002 §5: liquidity in compact dollars; 0 (or missing) is 'N/A'. */
export function formatLiquidity(value: NumericLike): string {
  const n = toFiniteNumber(value);
  return n === undefined || n === 0 ? 'N/A' : formatUsdAmount(n);
}
