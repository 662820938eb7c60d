import { periodFromText } from '@pluto/core';
import { describe, expect, it, vi } from 'vitest';
import { analysisChartSource } from './analysis-chart-source';

const QUARTER_HOUR = 15 * 60_000;
const START = 1_750_000_000_000 - (1_750_000_000_000 % QUARTER_HOUR);

/** Three analysed 15m candles, newest last. */
const result = {
  symbol: 'BTC-USDT',
  interval: '15m' as const,
  candles: [0, 1, 2].map((k) => ({
    t: START + k * QUARTER_HOUR,
    o: 100 + k,
    h: 102 + k,
    l: 99 + k,
    c: 101 + k,
    v: 10,
  })),
};

describe('analysisChartSource', () => {
  const source = analysisChartSource(result);
  const quarter = periodFromText('15m');

  it('answers the analysed candles as chart bars, oldest first', async () => {
    const bars = await source.history('BTC-USDT', quarter, Date.now());
    expect(bars.map((bar) => [bar.timestamp, bar.open, bar.high, bar.low, bar.close])).toEqual([
      [START, 100, 102, 99, 101],
      [START + QUARTER_HOUR, 101, 103, 100, 102],
      [START + 2 * QUARTER_HOUR, 102, 104, 101, 103],
    ]);
    // The exchange's convention: volume in quote (base volume × the candle's average price), turnover in base.
    expect(bars[0]?.turnover).toBe(10);
    expect(bars[0]?.volume).toBeCloseTo(10 * ((100 + 102 + 99 + 101) / 4), 9);
  });

  it('answers only the candles up to the end asked for, so scrolling back ends', async () => {
    const older = await source.history('BTC-USDT', quarter, START + QUARTER_HOUR - 1);
    expect(older.map((bar) => bar.timestamp)).toEqual([START]);
    expect(await source.history('BTC-USDT', quarter, START - 1)).toEqual([]);
  });

  it('offers only the analysed period, and has nothing for another period or symbol', async () => {
    expect(source.periods?.map((period) => period.text)).toEqual(['15m']);
    expect(await source.history('BTC-USDT', periodFromText('1h'), Date.now())).toEqual([]);
    expect(await source.history('ETH-USDT', quarter, Date.now())).toEqual([]);
  });

  it('reads the AI intervals as the chart periods of the same length', async () => {
    const hourly = analysisChartSource({ ...result, interval: '1H' });
    expect(await hourly.history('BTC-USDT', periodFromText('1h'), Date.now())).toHaveLength(3);
    expect(hourly.periods?.map((period) => period.text)).toEqual(['1h']);
  });

  it('has no live candle: the chart stays at the moment of the call', () => {
    const onBar = vi.fn();
    const stop = source.live('BTC-USDT', quarter, onBar);
    stop();
    expect(onBar).not.toHaveBeenCalled();
    expect(source.connection).toBeUndefined();
  });
});
