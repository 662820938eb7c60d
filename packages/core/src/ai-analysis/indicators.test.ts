import { describe, expect, it } from 'vitest';
import { type AnalysisCandle, computeIndicatorSeries } from './indicators';

/** StockCharts' published RSI example (Wilder, 14 periods): closes and the RSI values it lists. */
const STOCKCHARTS_CLOSES = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328,
  45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515,
  45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
];
const STOCKCHARTS_RSI = [
  70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87,
  45.46, 37.3, 33.08, 37.77,
];

function closesToCandles(closes: readonly number[], spread = 0.5): AnalysisCandle[] {
  return closes.map((c, t) => ({ t, o: c, h: c + spread, l: c - spread, c, v: 1000 }));
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('computeIndicatorSeries against reference values', () => {
  it('RSI 14 matches the StockCharts worked example', () => {
    const series = computeIndicatorSeries(closesToCandles(STOCKCHARTS_CLOSES));
    STOCKCHARTS_RSI.forEach((expected, k) => {
      expect(series.rsi.at(14 + k)).toBeCloseTo(expected, 1);
    });
    expect(series.rsi.at(13)).toBeNaN();
  });

  const closes = Array.from({ length: 120 }, (_, i) => 100 + 10 * Math.sin(i / 6) + i * 0.3);
  const candles = closesToCandles(closes, 1);
  const series = computeIndicatorSeries(candles);
  const last = closes.length - 1;

  it('SMA 20 and Bollinger Bands (20, 2, population deviation) follow their definitions', () => {
    const window = closes.slice(last - 19);
    const average = mean(window);
    const deviation = Math.sqrt(mean(window.map((c) => (c - average) ** 2)));
    expect(series.sma20.at(last)).toBeCloseTo(average, 9);
    expect(series.bbUpper.at(last)).toBeCloseTo(average + 2 * deviation, 9);
    expect(series.bbLower.at(last)).toBeCloseTo(average - 2 * deviation, 9);
    const close = closes[last] ?? 0;
    expect(series.percentB.at(last)).toBeCloseTo((close - (average - 2 * deviation)) / (4 * deviation), 9);
  });

  /** The EMA as trading-signals defines it: started at the first price, each next one weighted 2/(n+1). */
  const ema = (period: number) => {
    const weight = 2 / (period + 1);
    return closes.reduce((value, close) => close * weight + value * (1 - weight));
  };

  it('EMA 20 weights each price 2/21 and counts from its 20th price', () => {
    expect(series.ema20.at(last)).toBeCloseTo(ema(20), 9);
    expect(series.ema20.at(18)).toBeNaN();
  });

  it('ATR 14 of candles two wide that move less than their half-width is exactly 2', () => {
    const steady = computeIndicatorSeries(
      closesToCandles(
        Array.from({ length: 40 }, (_, i) => 100 + 0.3 * i),
        1,
      ),
    );
    expect(steady.atr.at(39)).toBeCloseTo(2, 9);
    expect(steady.atr.at(12)).toBeNaN();
  });

  it('Ichimoku conversion line is the 9-candle midpoint and the cloud is displaced 26 candles', () => {
    const highs = candles.slice(last - 8).map((k) => k.h);
    const lows = candles.slice(last - 8).map((k) => k.l);
    expect(series.ichimokuConversion.at(last)).toBeCloseTo((Math.max(...highs) + Math.min(...lows)) / 2, 9);
    expect(series.cloudTop.at(last)).toBeGreaterThanOrEqual(series.cloudBottom.at(last));
    expect(series.cloudTop.at(76)).toBeNaN();
  });

  it('Stochastic %K (14, slowed 3) averages the raw %K of the last 3 candles', () => {
    const rawK = (i: number) => {
      const window = candles.slice(i - 13, i + 1);
      const high = Math.max(...window.map((k) => k.h));
      const low = Math.min(...window.map((k) => k.l));
      return (((closes[i] ?? 0) - low) / (high - low)) * 100;
    };
    expect(series.stochK.at(last)).toBeCloseTo(mean([rawK(last - 2), rawK(last - 1), rawK(last)]), 6);
  });

  it('DPO 20 is the close 11 candles back minus the SMA 20', () => {
    expect(series.dpo.at(last)).toBeCloseTo((closes[last - 11] ?? 0) - mean(closes.slice(last - 19)), 9);
  });

  it('MACD is EMA 12 minus EMA 26', () => {
    expect(series.macd.at(last)).toBeCloseTo(ema(12) - ema(26), 9);
  });

  it('MFI is 100 when every typical price rises and ADX reads a steady uptrend as strong', () => {
    const rising = closesToCandles(
      Array.from({ length: 80 }, (_, i) => 100 + i),
      1,
    );
    const up = computeIndicatorSeries(rising);
    expect(up.mfi.at(79)).toBeCloseTo(100, 6);
    expect(up.adx.at(79)).toBeGreaterThan(50);
    expect(up.plusDi.at(79)).toBeGreaterThan(up.minusDi.at(79));
  });

  it('the prior 20-candle channel excludes the candle itself', () => {
    const window = candles.slice(last - 20, last);
    expect(series.priorHigh20.at(last)).toBe(Math.max(...window.map((k) => k.h)));
    expect(series.priorLow20.at(last)).toBe(Math.min(...window.map((k) => k.l)));
  });
});
