import type { ChartBar, ChartPeriod } from '@pluto/core';
import type { ChartDataSource } from '../../data';

/** An answer older than this is asked again when the canvas loads: the candles would be stale. */
const FIRST_HISTORY_MAX_AGE_MS = 60_000;

/**
 * A chart's first history request, asked by the page while the widget's code is not there yet, so the
 * candles are not asked for only after klinecharts arrives (issue 25). The canvas takes it over once.
 */
export interface FirstHistory {
  readonly source: ChartDataSource;
  readonly symbol: string;
  readonly period: ChartPeriod;
  readonly endTime: number;
  readonly bars: Promise<ChartBar[]>;
  /** The bars, once answered. */
  answer?: readonly ChartBar[];
  taken: boolean;
}

/** Asks for the first history; the source's held answer (`heldHistory`) is there at once, in `answer`. */
export function askFirstHistory(source: ChartDataSource, symbol: string, period: ChartPeriod): FirstHistory {
  const endTime = Date.now();
  const held = source.heldHistory?.(symbol, period, endTime);
  if (held)
    return { source, symbol, period, endTime, bars: Promise.resolve(held), answer: held, taken: false };
  const first: FirstHistory = {
    source,
    symbol,
    period,
    endTime,
    bars: source.history(symbol, period, endTime).then((bars) => {
      first.answer = bars;
      return bars;
    }),
    taken: false,
  };
  return first;
}

/**
 * The bars of `first` when the canvas' first load asks the same (source, symbol, period) within the
 * answer's freshness; each request serves once, a later load (another period, a reset) asks again.
 */
export function takeFirstHistory(
  first: FirstHistory | undefined,
  source: ChartDataSource,
  symbol: string,
  period: ChartPeriod,
): FirstHistory | undefined {
  if (
    !first ||
    first.taken ||
    first.source !== source ||
    first.symbol !== symbol ||
    first.period.text !== period.text ||
    Date.now() - first.endTime > FIRST_HISTORY_MAX_AGE_MS
  ) {
    return undefined;
  }
  first.taken = true;
  return first;
}
