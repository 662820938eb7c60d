import { describe, expect, it } from 'vitest';
import { backtestRule } from './backtest';
import { STRATEGY_TYPES, type StrategyType } from './catalog';
import { analyzeCandles, NotEnoughCandlesError } from './engine';
import { type AnalysisCandle, computeIndicatorSeries } from './indicators';
import { STRATEGY_RULES, type StrategyRule } from './strategies';

function candlesOf(closes: readonly number[], spread = 1): AnalysisCandle[] {
  return closes.map((c, i) => ({
    t: i * 60_000,
    o: closes[i - 1] ?? c,
    h: c + spread,
    l: c - spread,
    c,
    v: 100,
  }));
}

/** A steady climb with small pullbacks: every trend reading agrees. */
const uptrend = Array.from({ length: 200 }, (_, i) => 100 + i * 0.8 + (i % 5 === 4 ? -1 : 0));
const downtrend = uptrend.map((c) => 400 - c);

function analyze(closes: readonly number[], strategyType: StrategyType, spread = 1) {
  return analyzeCandles({
    symbol: 'TEST',
    strategyType,
    indicators: [],
    main: { interval: '15m', candles: candlesOf(closes, spread) },
    extraTimeframes: [],
  });
}

describe('strategy rules on constructed series', () => {
  it('Trend Following: a clear uptrend yields Buy with the stop below and the target above the entry', () => {
    const result = analyze(uptrend, 'Trend Following');
    expect(result.bias).toBe('Buy');
    expect(result.stopLoss).toBeLessThan(result.entry);
    expect(result.takeProfit).toBeGreaterThan(result.entry);
    // 2 × ATR below, 2 R above.
    const risk = result.entry - (result.stopLoss ?? 0);
    expect((result.takeProfit ?? 0) - result.entry).toBeCloseTo(2 * risk, 0);
    expect(result.confirmationPrice).toBeGreaterThan(result.entry);
    expect(result.reasoning).toMatch(/^Trend Following: Buy on 15m: EMA 20 [\d.]+ above EMA 50 [\d.]+/);
  });

  it('Trend Following: a clear downtrend yields Sell with the stop above the entry', () => {
    const result = analyze(downtrend, 'Trend Following');
    expect(result.bias).toBe('Sell');
    expect(result.stopLoss).toBeGreaterThan(result.entry);
    expect(result.takeProfit).toBeLessThan(result.entry);
  });

  it('Mean Reversion: a crash below the lower band with RSI under 30 yields Buy; a flat market is Neutral', () => {
    const flat = Array.from({ length: 100 }, (_, i) => 100 + (i % 2 === 0 ? 0.2 : -0.2));
    const crash = [...flat, 97, 94, 90];
    const result = analyze(crash, 'Mean Reversion', 0.3);
    expect(result.bias).toBe('Buy');
    expect(result.reasoning).toContain('below 30');
    expect(result.reasoning).toContain('price below the lower band');
    const calm = analyze(flat, 'Mean Reversion', 0.3);
    expect(calm.bias).toBe('Neutral');
    expect(calm.stopLoss).toBeNull();
    expect(calm.takeProfit).toBeNull();
    expect(calm.analysis).toContain('No setup');
  });

  it('Liquidity Sweep: a wick under the 20-candle low that closes back inside yields Buy, stopped below the wick', () => {
    const range = Array.from({ length: 60 }, (_, i) => 100 + (i % 4) * 0.5);
    const candles = candlesOf(range, 0.5);
    candles.push({ t: 61 * 60_000, o: 100.5, h: 101, l: 97, c: 100.4, v: 100 });
    const result = analyzeCandles({
      symbol: 'TEST',
      strategyType: 'Liquidity Sweep',
      indicators: [],
      main: { interval: '1H', candles },
      extraTimeframes: [],
    });
    expect(result.bias).toBe('Buy');
    expect(result.stopLoss).toBeLessThan(97);
  });

  it('Scalping EMA: a fresh EMA 9 / 21 cross up yields Buy', () => {
    const base = Array.from({ length: 60 }, (_, i) => 120 - i * 0.3);
    const turn = [...base, 103, 105, 108, 111, 114];
    expect(analyze(turn, 'Scalping EMA').bias).toBe('Buy');
  });

  it('Custom: votes with the chosen indicators', () => {
    const result = analyzeCandles({
      symbol: 'TEST',
      strategyType: 'Custom',
      indicators: ['ema', 'macd', 'sma'],
      main: { interval: '15m', candles: candlesOf(uptrend) },
      extraTimeframes: [{ interval: '1H', candles: candlesOf(downtrend) }],
    });
    expect(result.bias).toBe('Buy');
    expect(result.readings.map((reading) => reading.label)).toEqual(['EMA', 'MACD', 'SMA']);
    expect(result.timeframes).toEqual([expect.objectContaining({ interval: '1H', bias: 'Sell' })]);
    expect(result.reasoning).toContain('1H Sell');
  });

  it('every strategy type reads a random walk without failing and gives consistent levels', () => {
    let price = 100;
    let seed = 7;
    const walk = Array.from({ length: 500 }, () => {
      seed = (seed * 16807) % 2147483647;
      price *= 1 + (seed / 2147483647 - 0.5) * 0.02;
      return price;
    });
    for (const type of STRATEGY_TYPES) {
      const result = analyze(walk, type, 0.4);
      if (result.bias === 'Buy') expect(result.stopLoss).toBeLessThan(result.entry);
      if (result.bias === 'Sell') expect(result.stopLoss).toBeGreaterThan(result.entry);
      expect(result.analysis).toContain(STRATEGY_RULES[type].description);
      expect(result.backtest.candles).toBe(500 - Math.max(STRATEGY_RULES[type].warmup, 1));
    }
  });

  it('refuses a series shorter than the strategy needs', () => {
    expect(() => analyze(uptrend.slice(0, 30), 'Trend Following')).toThrow(NotEnoughCandlesError);
  });
});

describe('backtestRule on a hand-checked series', () => {
  // Candles 2 wide moving 0.3 or less: ATR 14 is exactly 2, so a 1 ATR stop is 2 away, 2 R is 4.
  const closes = Array.from({ length: 40 }, () => 100);
  const candles = candlesOf(closes);
  // Trade 1 (signal at 20, entry 100, SL 98, TP 104): candle 22 reaches 104.5 → win +2 R.
  candles[22] = { t: 22, o: 100, h: 104.5, l: 99.5, c: 104, v: 1 };
  candles[23] = { t: 23, o: 104, h: 104.3, l: 99.5, c: 100, v: 1 };
  // Trade 2 (signal at 25): candle 27 drops to 97.5 → loss −1 R.
  candles[27] = { t: 27, o: 100, h: 100.5, l: 97.5, c: 100, v: 1 };
  // Trade 3 (signal at 30): candle 31 touches both 97 and 105 → counted as a loss.
  candles[31] = { t: 31, o: 100, h: 105, l: 97, c: 100, v: 1 };
  // Trade 4 (signal at 35): never resolved.
  const series = computeIndicatorSeries(candles);
  const signalAt = new Set([20, 21, 25, 30, 35]);
  const rule: StrategyRule = {
    description: 'test',
    warmup: 15,
    levels: { stopAtr: 1, rewardRisk: 2 },
    evaluate: ({ index }) => ({ direction: signalAt.has(index) ? 1 : 0, facts: () => [] }),
  };

  it('counts signals one trade at a time, the share that hit take profit first and the mean R', () => {
    expect(series.atr.at(20)).toBeCloseTo(2, 9);
    const result = backtestRule(series, rule, '15m', []);
    // 21 falls inside trade 1, so it is not a signal.
    expect(result).toEqual({
      candles: 25,
      signals: 4,
      resolved: 3,
      wins: 1,
      winRate: 1 / 3,
      averageR: (2 - 1 - 1) / 3,
    });
  });
});
