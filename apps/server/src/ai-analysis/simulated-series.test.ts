import { describe, expect, it } from 'vitest';
import { isSimulatedSymbol, simulatedCandles } from './simulated-series';

const HOUR = 3_600_000;

describe('simulated stock and forex series (devnet)', () => {
  it('fixes every candle once its period started: a later window repeats the earlier candles', () => {
    const now = Date.UTC(2026, 10, 26, 10, 30);
    const earlier = simulatedCandles('stock', 'AAPL', '1H', 500, now);
    const later = simulatedCandles('stock', 'AAPL', '1H', 500, now + 5 * HOUR);
    expect(earlier).toHaveLength(500);
    expect(earlier.at(-1)?.t).toBe(Date.UTC(2026, 10, 26, 10));
    const overlap = later.slice(0, 495);
    expect(overlap.map((candle) => candle.t)).toEqual(earlier.slice(5).map((candle) => candle.t));
    // Prices agree to the burn-in's remainder (φ^1500 of the state), under a cent.
    overlap.forEach((candle, k) => {
      expect(candle.c).toBeCloseTo(earlier[k + 5]?.c ?? 0, 2);
    });
  });

  it('keeps candles well formed and near the reference price, with series apart per symbol', () => {
    const now = Date.UTC(2026, 10, 26);
    const pairs = simulatedCandles('forex', 'EURUSD', '15m', 500, now);
    for (const candle of pairs) {
      expect(candle.h).toBeGreaterThanOrEqual(Math.max(candle.o, candle.c));
      expect(candle.l).toBeLessThanOrEqual(Math.min(candle.o, candle.c));
      expect(candle.c).toBeGreaterThan(0.9);
      expect(candle.c).toBeLessThan(1.3);
    }
    const pound = simulatedCandles('forex', 'GBPUSD', '15m', 500, now);
    expect(pound.at(-1)?.c).not.toBeCloseTo(pairs.at(-1)?.c ?? 0, 2);
    expect(isSimulatedSymbol('stock', 'AAPL')).toBe(true);
    expect(isSimulatedSymbol('stock', 'ZZZZ')).toBe(false);
    expect(isSimulatedSymbol('crypto', 'BTC-USDT')).toBe(false);
  });
});
