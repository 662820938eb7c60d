import { describe, expect, it } from 'vitest';
import { CHART_PERIODS } from '../chart/chart-candles';
import {
  candleOpenTime,
  chainIdOfHeader,
  foldCandles,
  isSpotCandleInterval,
  type SpotCandle,
  spotCandleInterval,
  spotCandleToBar,
  spotHistoryWindow,
  spotOhlcvBars,
  tokenDataKey,
} from './token-data';

describe('token data rules', () => {
  it('key records by chain and lowercased address', () => {
    expect(tokenDataKey(56, '0x55d398326f99059fF775485246999027B3197955')).toBe(
      '56-0x55d398326f99059ff775485246999027b3197955',
    );
  });

  it('read the chain header as a provider chain name or a chain id', () => {
    expect(chainIdOfHeader('bsc')).toBe(56);
    expect(chainIdOfHeader(' Arbitrum ')).toBe(42161);
    expect(chainIdOfHeader('8453')).toBe(8453);
    expect(chainIdOfHeader('solana')).toBeUndefined();
    expect(chainIdOfHeader(undefined)).toBeUndefined();
  });

  it('know the chart intervals in Birdeye spelling', () => {
    expect(isSpotCandleInterval('1H')).toBe(true);
    expect(isSpotCandleInterval('1h')).toBe(false);
    expect(isSpotCandleInterval('constructor')).toBe(false);
  });

  it('open candles on interval boundaries, months on the first day', () => {
    const t = Date.UTC(2026, 10, 26, 10, 37, 12) / 1000;
    expect(candleOpenTime('1m', t)).toBe(Date.UTC(2026, 10, 26, 10, 37) / 1000);
    expect(candleOpenTime('15m', t)).toBe(Date.UTC(2026, 10, 26, 10, 30) / 1000);
    expect(candleOpenTime('4H', t)).toBe(Date.UTC(2026, 10, 26, 8) / 1000);
    expect(candleOpenTime('1D', t)).toBe(Date.UTC(2026, 10, 26) / 1000);
    expect(candleOpenTime('1M', t)).toBe(Date.UTC(2026, 10, 1) / 1000);
  });

  it('fold finer candles into an interval', () => {
    const minute = (unixTime: number, o: number, h: number, l: number, c: number, v: number): SpotCandle => ({
      unixTime,
      o,
      h,
      l,
      c,
      v,
    });
    const candles = [
      minute(0, 1, 2, 0.5, 1.5, 10),
      minute(60, 1.5, 3, 1, 2, 5),
      minute(300, 2, 2.5, 1.8, 2.2, 1),
    ];
    expect(foldCandles(candles, '5m')).toEqual([
      minute(0, 1, 3, 0.5, 2, 15),
      minute(300, 2, 2.5, 1.8, 2.2, 1),
    ]);
  });

  it('map every chart period to a candle-service interval', () => {
    expect(CHART_PERIODS.map(spotCandleInterval)).toEqual([
      '1m',
      '3m',
      '5m',
      '15m',
      '30m',
      '1H',
      '2H',
      '4H',
      '8H',
      '12H',
      '1D',
      '3D',
      '1W',
      '1M',
    ]);
    expect(spotCandleInterval({ multiplier: 7, timespan: 'minute' })).toBe('1H');
  });

  it('ask 500 candles back in unix seconds, ending at the request end', () => {
    const end = Date.UTC(2026, 10, 26, 12, 0, 0, 900);
    expect(spotHistoryWindow({ multiplier: 1, timespan: 'hour' }, end)).toEqual({
      timeFrom: end / 1000 - 0.9 - 500 * 3600,
      timeTo: Date.UTC(2026, 10, 26, 12) / 1000,
    });
    expect(spotHistoryWindow({ multiplier: 1, timespan: 'day' }, 1_000).timeFrom).toBe(0);
  });

  it('turn candles into chart bars: ms times, USD volume, base turnover', () => {
    expect(spotCandleToBar({ unixTime: 60, o: 1, h: 3, l: 1, c: 3, v: 20 })).toEqual({
      timestamp: 60_000,
      open: 1,
      high: 3,
      low: 1,
      close: 3,
      volume: 20,
      turnover: 10,
    });
    expect(spotCandleToBar({ unixTime: 60, o: 1, h: 1, l: 1, c: 1, v: Number.NaN })?.volume).toBe(0);
    expect(spotCandleToBar({ unixTime: 0, o: 1, h: 1, l: 1, c: 1, v: 1 })).toBeUndefined();
    expect(spotCandleToBar({ unixTime: 60, o: 1, h: 1, l: 0, c: 1, v: 1 })).toBeUndefined();
    expect(spotCandleToBar({ unixTime: 60, o: '1', h: 1, l: 1, c: 1, v: 1 })).toBeUndefined();
  });

  it('read an OHLCV answer oldest first, invalid candles dropped, a repeated time once', () => {
    const answer = {
      success: true,
      data: {
        items: [
          { unixTime: 120, o: 2, h: 2, l: 2, c: 2, v: 1 },
          { unixTime: 60, o: 1, h: 1, l: 1, c: 1, v: 1 },
          { unixTime: 120, o: 2, h: 4, l: 2, c: 4, v: 3 },
          { unixTime: 180, o: null, h: 1, l: 1, c: 1, v: 1 },
          null,
        ],
      },
    };
    expect(spotOhlcvBars(answer).map((bar) => [bar.timestamp, bar.close])).toEqual([
      [60_000, 1],
      [120_000, 4],
    ]);
    expect(spotOhlcvBars({ success: false, error: 'x' })).toEqual([]);
    expect(spotOhlcvBars(null)).toEqual([]);
  });
});
