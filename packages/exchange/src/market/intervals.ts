/**
 * Hyperliquid candle intervals (doc §3.5) and their time alignment.
 *
 * Each interval is a sequence of consecutive periods; a period has an integer index, an open time `t`
 * and a close time `T` = next open − 1 (doc: `T = t + interval − 1`, which this equals for fixed
 * intervals). Indexes are small non-negative integers (< 2^32 for any time before year 10000), so the
 * candle store can keep them in a Uint32Array instead of 8-byte timestamps.
 *
 * Alignment (all UTC):
 * - 1m … 1d: multiples of the interval since the Unix epoch. Certain for 1m-1h; for 2h, 4h, 8h, 12h
 *   and 1d epoch alignment equals alignment to 00:00 UTC, which is what real feeds show.
 * - 3d: multiples of 3 days since the epoch (1970-01-01). UNCERTAIN: the doc says nothing; this is
 *   Binance's convention and the only natural fixed anchor.
 * - 1w: Monday 00:00 UTC. UNCERTAIN: the doc says nothing; Monday is the ISO/Binance convention (the
 *   epoch itself was a Thursday, so plain epoch alignment would start weeks on Thursdays).
 * - 1M: the first day of the calendar month, 00:00 UTC; months have 28-31 days, so `T` is the next
 *   month's open − 1, not `t + constant`. UNCERTAIN only in that the doc gives no example.
 */

export const INTERVALS = [
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1h',
  '2h',
  '4h',
  '8h',
  '12h',
  '1d',
  '3d',
  '1w',
  '1M',
] as const;
export type Interval = (typeof INTERVALS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** 1970-01-05T00:00Z, the first Monday after the epoch. */
const FIRST_MONDAY = 4 * DAY;

/** Period length in ms of the fixed-length intervals (all but `1M`). */
const FIXED_MS: Readonly<Record<Exclude<Interval, '1M'>, number>> = {
  '1m': MINUTE,
  '3m': 3 * MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '2h': 2 * HOUR,
  '4h': 4 * HOUR,
  '8h': 8 * HOUR,
  '12h': 12 * HOUR,
  '1d': DAY,
  '3d': 3 * DAY,
  '1w': WEEK,
};

const INTERVAL_SET: ReadonlySet<string> = new Set(INTERVALS);

export function isInterval(s: string): s is Interval {
  return INTERVAL_SET.has(s);
}

/** Index of the period of `interval` containing `timeMs` (a non-negative integer ms timestamp). */
export function periodIndex(interval: Interval, timeMs: number): number {
  if (interval === '1M') {
    const d = new Date(timeMs);
    return (d.getUTCFullYear() - 1970) * 12 + d.getUTCMonth();
  }
  if (interval === '1w') return Math.floor((timeMs - FIRST_MONDAY) / WEEK) + 1;
  return Math.floor(timeMs / FIXED_MS[interval]);
}

/**
 * Open time of period `index`. For `1w`, index 0 is the partial week before the first Monday and
 * opens on Monday 1969-12-29 (a negative time; never reached by real timestamps).
 */
export function periodOpen(interval: Interval, index: number): number {
  if (interval === '1M') return Date.UTC(1970 + Math.floor(index / 12), index % 12, 1);
  if (interval === '1w') return FIRST_MONDAY + (index - 1) * WEEK;
  return index * FIXED_MS[interval];
}

/** Open time `t` of the candle containing `timeMs`. */
export function openTime(interval: Interval, timeMs: number): number {
  return periodOpen(interval, periodIndex(interval, timeMs));
}

/** Close time `T` of the candle containing `timeMs`: the next candle's open − 1. */
export function closeTime(interval: Interval, timeMs: number): number {
  return periodOpen(interval, periodIndex(interval, timeMs) + 1) - 1;
}

/**
 * For every interval but `1m`, a finer source interval whose periods tile it: each period of the
 * interval is a union of whole source periods (every boundary of the interval is a source boundary).
 * Sources come before the intervals built from them. Bulk history is aggregated down this chain
 * instead of adding every minute to all 14 intervals.
 */
export const AGGREGATION_SOURCES: readonly (readonly [Exclude<Interval, '1m'>, Interval])[] = [
  ['3m', '1m'],
  ['5m', '1m'],
  ['15m', '5m'],
  ['30m', '15m'],
  ['1h', '30m'],
  ['2h', '1h'],
  ['4h', '2h'],
  ['8h', '4h'],
  ['12h', '4h'],
  ['1d', '12h'],
  ['3d', '1d'],
  ['1w', '1d'],
  ['1M', '1d'],
];
