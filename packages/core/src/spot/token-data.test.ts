import { describe, expect, it } from 'vitest';
import {
  candleOpenTime,
  chainIdOfHeader,
  foldCandles,
  isSpotCandleInterval,
  type SpotCandle,
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
});
