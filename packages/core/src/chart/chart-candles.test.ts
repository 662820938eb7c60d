import { describe, expect, it } from 'vitest';
import {
  CHART_PERIODS,
  candlesToBars,
  candleToBar,
  DEFAULT_CHART_PERIOD,
  historyWindow,
  mayHaveOlderHistory,
  periodFromText,
  periodInterval,
  periodMs,
} from './chart-candles';

describe('chart periods', () => {
  it('lists 1m to 1M with 1h as the default', () => {
    expect(CHART_PERIODS.map((p) => p.text)).toEqual([
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
    ]);
    // The chart opens on hourly candles.
    expect(periodInterval(DEFAULT_CHART_PERIOD)).toBe('1h');
  });

  it('maps a period to the exchange interval, unknown ones to 1h', () => {
    expect(periodInterval({ multiplier: 15, timespan: 'minute' })).toBe('15m');
    expect(periodInterval({ multiplier: 1, timespan: 'month' })).toBe('1M');
    expect(periodInterval({ multiplier: 7, timespan: 'minute' })).toBe('1h');
  });

  it('reads a period text, upper-case hour/day/week spellings included; unknown text falls back to 1h', () => {
    expect(periodFromText('15m')).toMatchObject({ multiplier: 15, timespan: 'minute' });
    expect(periodFromText('1M')).toMatchObject({ multiplier: 1, timespan: 'month' });
    expect(periodFromText('4H')).toMatchObject({ multiplier: 4, timespan: 'hour', text: '4h' });
    expect(periodFromText('1W')).toMatchObject({ multiplier: 1, timespan: 'week' });
    expect(periodFromText('6H')).toBe(DEFAULT_CHART_PERIOD);
    expect(periodFromText('7m')).toBe(DEFAULT_CHART_PERIOD);
    expect(periodFromText('')).toBe(DEFAULT_CHART_PERIOD);
    expect(periodFromText(undefined)).toBe(DEFAULT_CHART_PERIOD);
  });

  it('asks for 500 candles back from the end time', () => {
    expect(periodMs({ multiplier: 4, timespan: 'hour' })).toBe(14_400_000);
    // 500 one-minute candles: 30,000,000 ms.
    expect(historyWindow({ multiplier: 1, timespan: 'minute' }, 100_000_000)).toEqual({
      startTime: 70_000_000,
      endTime: 100_000_000,
    });
    expect(historyWindow({ multiplier: 1, timespan: 'day' }, 1000).startTime).toBe(0);
  });

  it('asks for older candles only when the answer reached back to the window start', () => {
    const minute = { multiplier: 1, timespan: 'minute' } as const;
    // The window of 100,000,000 starts at 70,000,000: a first candle there means more may exist.
    expect(mayHaveOlderHistory(70_000_000, minute, 100_000_000)).toBe(true);
    expect(mayHaveOlderHistory(70_059_999, minute, 100_000_000)).toBe(true);
    // A market whose first candle is later than the window start has nothing older.
    expect(mayHaveOlderHistory(70_060_000, minute, 100_000_000)).toBe(false);
    expect(mayHaveOlderHistory(undefined, minute, 100_000_000)).toBe(false);
  });
});

describe('candles', () => {
  const candle = { t: 1000, o: '10', h: '14', l: '8', c: '12', v: '2' };

  it('maps volume to volume × average price and keeps the raw volume as turnover', () => {
    expect(candleToBar(candle)).toEqual({
      timestamp: 1000,
      open: 10,
      high: 14,
      low: 8,
      close: 12,
      volume: 22,
      turnover: 2,
    });
  });

  it('ignores candles without a timestamp or with a NaN price', () => {
    expect(candleToBar({ ...candle, t: 0 })).toBeUndefined();
    expect(candleToBar({ ...candle, c: 'x' })).toBeUndefined();
  });

  it('orders a snapshot oldest first and merges equal times', () => {
    const bars = candlesToBars([
      { ...candle, t: 3000 },
      { ...candle, t: 1000 },
      { ...candle, t: 3000, c: '13' },
      { ...candle, t: Number.NaN },
    ]);
    expect(bars.map((b) => [b.timestamp, b.close])).toEqual([
      [1000, 12],
      [3000, 13],
    ]);
  });
});
