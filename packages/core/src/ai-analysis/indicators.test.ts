import { describe, expect, it } from 'vitest';
import {
  type AnalysisCandle,
  computeIndicatorSeries,
  type IndicatorSeries,
  type IndicatorSettings,
  type Series,
  STANDARD_INDICATOR_SETTINGS,
} from './indicators';
import {
  type PublishedOutput,
  SKENDER_HIGH_LOW,
  SKENDER_ICHIMOKU,
  STOCKCHARTS_CLOSES,
  STOCKCHARTS_RSI,
  TULIP_ADX_5,
  TULIP_ATR_5,
  TULIP_BBANDS_5_2,
  TULIP_CLOSE,
  TULIP_DPO_5,
  TULIP_EMA_5,
  TULIP_HIGH,
  TULIP_LOW,
  TULIP_MACD_2_5_9,
  TULIP_MFI_5,
  TULIP_SMA_5,
  TULIP_STOCH_5_3_3,
  TULIP_VOLUME,
} from './indicators.fixtures';

function closesToCandles(closes: readonly number[], spread = 0.5): AnalysisCandle[] {
  return closes.map((c, t) => ({ t, o: c, h: c + spread, l: c - spread, c, v: 1000 }));
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** `actual` rounds to `published` at the published number of decimals. */
function expectPublished(actual: number, published: number, decimals: number) {
  expect(Math.abs(actual - published)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
}

/** Each published value at its candle, and nothing the candle before (the window is not full yet). */
function expectSeries(series: Series, output: PublishedOutput, decimals = 3) {
  for (const [k, value] of output.values.entries()) {
    expectPublished(series.at(output.from + k), value, decimals);
  }
  expect(series.at(output.from - 1)).toBeNaN();
}

/** The series of Tulip's 15 candles with every indicator at the periods of its examples. */
function tulipSeries(): IndicatorSeries {
  const candles = TULIP_CLOSE.map((c, t) => ({
    t,
    o: c,
    h: TULIP_HIGH[t] ?? c,
    l: TULIP_LOW[t] ?? c,
    c,
    v: TULIP_VOLUME[t] ?? 0,
  }));
  const settings: IndicatorSettings = {
    ...STANDARD_INDICATOR_SETTINGS,
    sma: [5, 50],
    ema: [5, 20, 21, 50],
    bands: { interval: 5, deviations: 2 },
    atr: 5,
    macd: { fast: 2, slow: 5, signal: 9 },
    stochastic: { k: 5, kSlowing: 3, d: 3 },
    adx: 5,
    mfi: 5,
    dpo: 5,
  };
  return computeIndicatorSeries(candles, settings);
}

describe('each indicator against a published example', () => {
  it('RSI 14 matches the StockCharts worked example', () => {
    const series = computeIndicatorSeries(closesToCandles(STOCKCHARTS_CLOSES));
    expectSeries(series.rsi, { from: 14, values: STOCKCHARTS_RSI }, 2);
  });

  const tulip = tulipSeries();

  it('SMA 5 matches Tulip Indicators', () => expectSeries(tulip.sma20, TULIP_SMA_5));

  it('EMA 5 matches Tulip Indicators', () => expectSeries(tulip.ema9, TULIP_EMA_5));

  it('Bollinger Bands (5, 2) match Tulip Indicators', () => {
    const { from, lower, middle, upper } = TULIP_BBANDS_5_2;
    expectSeries(tulip.bbLower, { from, values: lower });
    expectSeries(tulip.bbMiddle, { from, values: middle });
    expectSeries(tulip.bbUpper, { from, values: upper });
  });

  it('%B (5, 2) places each close within the bands Tulip Indicators publishes', () => {
    // No published %B series was found; it is the close's place between Tulip's published bands,
    // whose 3-decimal rounding moves it in the third decimal.
    const { from, lower, upper } = TULIP_BBANDS_5_2;
    const values = lower.map((low, k) => ((TULIP_CLOSE[from + k] ?? 0) - low) / ((upper[k] ?? 0) - low));
    expectSeries(tulip.percentB, { from, values }, 2);
  });

  it('ATR 5 matches Tulip Indicators', () => expectSeries(tulip.atr, TULIP_ATR_5));

  it('MACD (2, 5, 9) matches Tulip Indicators', () => {
    const { from, macd, signal, histogram } = TULIP_MACD_2_5_9;
    expectSeries(tulip.macd, { from, values: macd });
    expectSeries(tulip.macdSignal, { from, values: signal });
    expectSeries(tulip.macdHistogram, { from, values: histogram });
  });

  it('Stochastic (5, 3, 3) matches Tulip Indicators', () => {
    const { from, k, d } = TULIP_STOCH_5_3_3;
    expectSeries(tulip.stochK, { from, values: k });
    expectSeries(tulip.stochD, { from, values: d });
  });

  it('ADX 5 matches Tulip Indicators', () => expectSeries(tulip.adx, TULIP_ADX_5));

  it('MFI 5 matches Tulip Indicators', () => expectSeries(tulip.mfi, TULIP_MFI_5));

  it('DPO 5 matches Tulip Indicators', () => expectSeries(tulip.dpo, TULIP_DPO_5));

  it('Ichimoku (9, 26, 52) matches Skender.Stock.Indicators, the cloud drawn 26 candles later', () => {
    const candles: AnalysisCandle[] = SKENDER_HIGH_LOW.map(([h, l], t) => ({ t, o: l, h, l, c: l, v: 0 }));
    // The cloud projected from the last rows is read 26 candles on: later candles do not change it.
    const last = candles.at(-1) as AnalysisCandle;
    for (let k = 1; k <= 26; k++) candles.push({ ...last, t: last.t + k });
    const series = computeIndicatorSeries(candles);
    const { from, rows } = SKENDER_ICHIMOKU;
    rows.forEach(([conversion, base, spanA, spanB], k) => {
      expectPublished(series.ichimokuConversion.at(from + k), conversion, 4);
      expectPublished(series.ichimokuBase.at(from + k), base, 4);
      expectPublished(series.cloudTop.at(from + k + 26), Math.max(spanA, spanB), 4);
      expectPublished(series.cloudBottom.at(from + k + 26), Math.min(spanA, spanB), 4);
    });
    expect(series.ichimokuBase.at(from - 1)).toBeNaN();
  });
});

describe("computeIndicatorSeries at the engine's standard settings", () => {
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
