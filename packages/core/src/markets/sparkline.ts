/**
 * The markets page's 24 h sparkline (issue 23, beyond the seed): the closes of the last 24 one-hour
 * candles drawn as one SVG polyline.
 */

/** The candle interval and span a sparkline covers. */
export const SPARKLINE_INTERVAL = '1h';
export const SPARKLINE_SPAN_MS = 86_400_000;

/** The `candleSnapshot` window ending at `now`. */
export function sparklineWindow(now: number): { startTime: number; endTime: number } {
  return { startTime: now - SPARKLINE_SPAN_MS, endTime: now };
}

/** The closes of the candles (`c` as the exchange's decimal strings), oldest first; unreadable ones left out. */
export function sparklineCloses(candles: readonly { t: number; c: string }[]): number[] {
  return [...candles]
    .sort((a, b) => a.t - b.t)
    .map((candle) => Number(candle.c))
    .filter((close) => Number.isFinite(close));
}

/**
 * The points attribute of an SVG polyline spanning `width` × `height` (y grows downwards, the highest
 * close at the top); empty with fewer than two closes. A flat series is drawn across the middle.
 */
export function sparklinePoints(closes: readonly number[], width: number, height: number): string {
  if (closes.length < 2) return '';
  const low = Math.min(...closes);
  const range = Math.max(...closes) - low;
  const step = width / (closes.length - 1);
  const y = (close: number) => (range > 0 ? height - ((close - low) / range) * height : height / 2);
  return closes.map((close, i) => `${round2(i * step)},${round2(y(close))}`).join(' ');
}

const round2 = (value: number) => Math.round(value * 100) / 100;
