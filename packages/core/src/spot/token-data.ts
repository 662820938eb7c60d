/**
 * Token data (seed 002 §3, §7, §9): the key a token's records are filed under, the transactions page
 * size and the candle intervals of the spot chart with their lengths.
 */

import {
  CHART_HISTORY_CANDLES,
  type ChartBar,
  type ChartPeriod,
  type ChartTimespan,
  periodMs,
} from '../chart/chart-candles';
import { SUPPORTED_CHAINS } from '../config/chains';

/**
 * The chain a candle-service request names in its `x-chain` header: the token-data provider's chain
 * name (Birdeye's `bsc`, `ethereum`, …) or the numeric chain id; undefined for any other.
 */
export function chainIdOfHeader(header: string | undefined): number | undefined {
  const value = header?.trim().toLowerCase();
  if (!value) return undefined;
  const chain = SUPPORTED_CHAINS.find(
    (candidate) => candidate.birdeyeChainId === value || String(candidate.chainId) === value,
  );
  return chain?.chainId;
}

/** Seed 002 §3: price records are keyed 'chainId-lowercased address'. */
export function tokenDataKey(chainId: number, address: string): string {
  return `${chainId}-${address.toLowerCase()}`;
}

/** Seed 002 §9: a token's swap transactions come 50 per page. */
export const TOKEN_TRANSACTIONS_PAGE_SIZE = 50;
/** Birdeye's bound on `offset + limit` of its token transactions. */
export const TOKEN_TRANSACTIONS_MAX_DEPTH = 10_000;
/** Birdeye's `multi_price` takes at most 100 addresses; the functions take as many per call. */
export const TOKEN_DATA_MAX_TOKENS = 100;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The spot chart's candle intervals in Birdeye's spelling (capital H, D, W, M), each with its length
 * in seconds; a month is bucketed by calendar month, its length here is only the nominal 30 days.
 */
export const SPOT_CANDLE_INTERVALS = {
  '1m': MINUTE,
  '3m': 3 * MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1H': HOUR,
  '2H': 2 * HOUR,
  '4H': 4 * HOUR,
  '6H': 6 * HOUR,
  '8H': 8 * HOUR,
  '12H': 12 * HOUR,
  '1D': DAY,
  '3D': 3 * DAY,
  '1W': 7 * DAY,
  '1M': 30 * DAY,
} as const;

export type SpotCandleInterval = keyof typeof SPOT_CANDLE_INTERVALS;

export const SPOT_CANDLE_INTERVAL_NAMES = Object.keys(SPOT_CANDLE_INTERVALS) as [
  SpotCandleInterval,
  ...SpotCandleInterval[],
];

export function isSpotCandleInterval(value: string): value is SpotCandleInterval {
  return Object.hasOwn(SPOT_CANDLE_INTERVALS, value);
}

/**
 * The open time (unix seconds) of the `interval` candle holding `unixTime`. Candles are aligned to
 * the epoch as Birdeye's are (weeks from Thursday 1970-01-01); a month starts on its first day, UTC.
 */
export function candleOpenTime(interval: SpotCandleInterval, unixTime: number): number {
  if (interval === '1M') {
    const date = new Date(unixTime * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
  }
  const length = SPOT_CANDLE_INTERVALS[interval];
  return Math.floor(unixTime / length) * length;
}

/** An OHLCV candle of seed 002 §3: open time in unix seconds, prices in USD, volume in USD. */
export interface SpotCandle {
  unixTime: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

/**
 * Candles folded into `interval` (each a run of finer candles sharing one open time): first open,
 * highest high, lowest low, last close, summed volume. `candles` must be in time order.
 */
export function foldCandles(candles: readonly SpotCandle[], interval: SpotCandleInterval): SpotCandle[] {
  const folded: SpotCandle[] = [];
  for (const candle of candles) {
    const unixTime = candleOpenTime(interval, candle.unixTime);
    const last = folded.at(-1);
    if (last && last.unixTime === unixTime) {
      last.h = Math.max(last.h, candle.h);
      last.l = Math.min(last.l, candle.l);
      last.c = candle.c;
      last.v += candle.v;
    } else {
      folded.push({ ...candle, unixTime });
    }
  }
  return folded;
}

const INTERVAL_UNIT: Record<ChartTimespan, string> = {
  minute: 'm',
  hour: 'H',
  day: 'D',
  week: 'W',
  month: 'M',
};

/**
 * The candle-service interval of a chart period (1h → 1H, 1d → 1D, 1w → 1W, 1M stays a month). Every
 * period of the chart's list has one; a period the service does not offer reads as 1H, the chart's
 * default period.
 */
export function spotCandleInterval(period: Pick<ChartPeriod, 'multiplier' | 'timespan'>): SpotCandleInterval {
  const interval = `${period.multiplier}${INTERVAL_UNIT[period.timespan] ?? ''}`;
  return isSpotCandleInterval(interval) ? interval : '1H';
}

/**
 * The candle-service window (unix seconds) of one chart history request ending at `endTime` (ms):
 * the chart's 500 candles back, the end inclusive of its last second.
 */
export function spotHistoryWindow(
  period: Pick<ChartPeriod, 'multiplier' | 'timespan'>,
  endTime: number,
): { timeFrom: number; timeTo: number } {
  const start = Math.max(0, endTime - CHART_HISTORY_CANDLES * periodMs(period));
  return { timeFrom: Math.floor(start / 1000), timeTo: Math.floor(endTime / 1000) };
}

/**
 * The chart bar of an OHLCV candle (open time in seconds → ms); volume is the candle's USD volume,
 * turnover the base amount it stands for at the candle's average price (the perpetual bars' split).
 * Undefined for a candle without a time or with a price that is not a positive number (ignored).
 */
export function spotCandleToBar(candle: Partial<Record<keyof SpotCandle, unknown>>): ChartBar | undefined {
  const { unixTime, o, h, l, c, v } = candle;
  if (typeof unixTime !== 'number' || !Number.isFinite(unixTime) || unixTime <= 0) return undefined;
  const prices = [o, h, l, c];
  if (
    !prices.every(
      (price): price is number => typeof price === 'number' && price > 0 && Number.isFinite(price),
    )
  )
    return undefined;
  const [open, high, low, close] = prices as [number, number, number, number];
  const volume = typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
  return {
    timestamp: unixTime * 1000,
    open,
    high,
    low,
    close,
    volume,
    turnover: volume / ((open + high + low + close) / 4),
  };
}

/**
 * The bars of a candle-service answer (`{success, data: {items}}`), oldest first, invalid candles
 * dropped and a repeated open time kept once (the later); any other shape gives none.
 */
export function spotOhlcvBars(answer: unknown): ChartBar[] {
  const items = (answer as { data?: { items?: unknown } } | null)?.data?.items;
  if (!Array.isArray(items)) return [];
  const byTime = new Map<number, ChartBar>();
  for (const item of items) {
    const bar = typeof item === 'object' && item !== null ? spotCandleToBar(item) : undefined;
    if (bar) byTime.set(bar.timestamp, bar);
  }
  return [...byTime.values()].sort((a, b) => a.timestamp - b.timestamp);
}
