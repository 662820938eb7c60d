import { type AnalysisResult, type ChartBar, candlesToBars, periodFromText } from '@pluto/core';
import { useMemo } from 'react';
import type { ChartDataSource } from '../market/market-data';

type AnalysedCandles = Pick<AnalysisResult, 'symbol' | 'interval' | 'candles'>;

const NO_LIVE_FEED = () => () => undefined;

/**
 * The chart source of an analysis result: the candles the engine analysed, at the analysed period
 * only (the answer carries no other, and the levels belong to it), and no live candle: the chart
 * stays at the moment of the call its levels belong to.
 */
export function analysisChartSource(result: AnalysedCandles): ChartDataSource {
  const period = periodFromText(result.interval);
  // The chart bars of exchange candles, whose figures are decimal texts.
  const bars: ChartBar[] = candlesToBars(
    result.candles.map((candle) => ({
      t: candle.t,
      o: String(candle.o),
      h: String(candle.h),
      l: String(candle.l),
      c: String(candle.c),
      v: String(candle.v),
    })),
  );
  return {
    async history(symbol, requested, endTime) {
      if (symbol !== result.symbol || requested.text !== period.text) return [];
      return bars.filter((bar) => bar.timestamp <= endTime);
    },
    live: NO_LIVE_FEED,
    periods: [period],
  };
}

/** The chart source of `result`, the same object while the result is. */
export function useAnalysisChartSource(result: AnalysedCandles): ChartDataSource {
  return useMemo(() => analysisChartSource(result), [result]);
}
