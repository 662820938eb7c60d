/**
 * The chart's periods and candles (seed 001 §3, §7, §9): the period list (default 1h), the
 * exchange's interval text of a period, the 500-candle history window and the candle → chart bar
 * mapping (volume = exchange volume × average of OHLC; turnover = the raw exchange volume).
 */

export type ChartTimespan = 'minute' | 'hour' | 'day' | 'week' | 'month';

export interface ChartPeriod {
  multiplier: number;
  timespan: ChartTimespan;
  text: string;
}

const period = (multiplier: number, timespan: ChartTimespan, text: string): ChartPeriod => ({
  multiplier,
  timespan,
  text,
});

export const CHART_PERIODS: readonly ChartPeriod[] = [
  period(1, 'minute', '1m'),
  period(3, 'minute', '3m'),
  period(5, 'minute', '5m'),
  period(15, 'minute', '15m'),
  period(30, 'minute', '30m'),
  period(1, 'hour', '1h'),
  period(2, 'hour', '2h'),
  period(4, 'hour', '4h'),
  period(8, 'hour', '8h'),
  period(12, 'hour', '12h'),
  period(1, 'day', '1d'),
  period(3, 'day', '3d'),
  period(1, 'week', '1w'),
  period(1, 'month', '1M'),
];

export const DEFAULT_CHART_PERIOD: ChartPeriod = period(1, 'hour', '1h');

/**
 * The period a text names (seed 001 §5): the list's own texts, the upper-case hour/day/week
 * spellings of the other period lists (1H, 4H, 1D, 1W); anything else, 1h. "1M" stays a month.
 */
export function periodFromText(text: string | undefined): ChartPeriod {
  const trimmed = (text ?? '').trim();
  const exact = CHART_PERIODS.find((p) => p.text === trimmed);
  if (exact) return exact;
  const lowered = trimmed.replace(/[HDW]$/, (unit) => unit.toLowerCase());
  return CHART_PERIODS.find((p) => p.text === lowered) ?? DEFAULT_CHART_PERIOD;
}
/** Seed 001 §9: 500 candles per history request. */
export const CHART_HISTORY_CANDLES = 500;

const SUFFIX: Record<ChartTimespan, string> = { minute: 'm', hour: 'h', day: 'd', week: 'w', month: 'M' };
const VALID_INTERVALS = new Set(CHART_PERIODS.map((p) => p.text));

/** Seed 001 §7: Nm, Nh, Nd, Nw, NM; anything the exchange does not list becomes 1h. */
export function periodInterval(p: Pick<ChartPeriod, 'multiplier' | 'timespan'>): string {
  const text = `${p.multiplier}${SUFFIX[p.timespan] ?? ''}`;
  return VALID_INTERVALS.has(text) ? text : '1h';
}

const MINUTE = 60_000;
const SPAN_MS: Record<ChartTimespan, number> = {
  minute: MINUTE,
  hour: 60 * MINUTE,
  day: 1_440 * MINUTE,
  week: 10_080 * MINUTE,
  month: 43_200 * MINUTE,
};

export function periodMs(p: Pick<ChartPeriod, 'multiplier' | 'timespan'>): number {
  return p.multiplier * SPAN_MS[p.timespan];
}

/** The window of one history request ending at `endTime`: 500 candles back. */
export function historyWindow(
  p: Pick<ChartPeriod, 'multiplier' | 'timespan'>,
  endTime: number,
): { startTime: number; endTime: number } {
  return { startTime: Math.max(0, endTime - CHART_HISTORY_CANDLES * periodMs(p)), endTime };
}

/**
 * Whether older candles may exist before a history answer: only when its oldest candle is at the
 * window's start. A market younger than the window answers from its first candle on, and asking
 * again further back would only spend request weight on an empty answer.
 */
export function mayHaveOlderHistory(
  oldestTimestamp: number | undefined,
  p: Pick<ChartPeriod, 'multiplier' | 'timespan'>,
  endTime: number,
): boolean {
  if (oldestTimestamp === undefined) return false;
  return oldestTimestamp < historyWindow(p, endTime).startTime + periodMs(p);
}

/** A candle as the exchange sends it (snapshot and live feed). */
export interface RawCandleLike {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  v: string;
}

export interface ChartBar {
  timestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  turnover: number;
}

/** The chart bar of a candle; undefined for one without a timestamp or with a NaN price (ignored). */
export function candleToBar(candle: RawCandleLike): ChartBar | undefined {
  const open = Number(candle.o);
  const high = Number(candle.h);
  const low = Number(candle.l);
  const close = Number(candle.c);
  const raw = Number(candle.v);
  if (!Number.isFinite(candle.t) || candle.t <= 0) return undefined;
  if ([open, high, low, close].some((value) => !Number.isFinite(value))) return undefined;
  const volume = Number.isFinite(raw) ? raw : 0;
  return {
    timestamp: candle.t,
    open,
    high,
    low,
    close,
    volume: volume * ((open + high + low + close) / 4),
    turnover: volume,
  };
}

/** Bars of a snapshot, oldest first, invalid candles dropped and duplicates (same time) merged. */
export function candlesToBars(candles: readonly RawCandleLike[]): ChartBar[] {
  const byTime = new Map<number, ChartBar>();
  for (const candle of candles) {
    const bar = candleToBar(candle);
    if (bar) byTime.set(bar.timestamp, bar);
  }
  return [...byTime.values()].sort((a, b) => a.timestamp - b.timestamp);
}
