import { MIN_ORDER_NOTIONAL_USD } from '@pluto/core';
import { describe, expect, it } from 'vitest';
import { nextTrade, platformTraderFundingKey, platformTraderKey } from './platform-traders';

const market = (coin: string, markPrice: number, volume24h: number, szDecimals = 2, maxLeverage = 20) => ({
  coin,
  markPrice,
  volume24h,
  szDecimals,
  maxLeverage,
});

/** Answers the given draws in turn, then 0. */
const draws = (...values: number[]) => {
  let next = 0;
  return () => values[next++] ?? 0;
};

const markets = [
  market('BTC', 100_000, 9e9, 5, 40),
  market('ETH', 3_000, 5e9, 4, 3),
  ...['SOL', 'DOGE', 'AVAX', 'LINK', 'ARB', 'TINY'].map((coin, index) => market(coin, 10, 1e6 - index)),
];

describe('a simulated platform trader', () => {
  it('opens a market position of at least the $10 minimum on one of the six busiest markets', () => {
    // Draws: the market (ETH, second busiest), the notional (the smallest), the side, the leverage (10x,
    // above ETH's 3x).
    const open = nextTrade(markets, [], draws(0.2, 0, 0.7, 0.99));
    expect(open).toEqual({ kind: 'open', symbol: 'ETH', side: 'sell', size: '0.0067', leverage: 3 });
    expect(Number(open?.kind === 'open' && open.size) * 3_000).toBeGreaterThanOrEqual(
      Number(MIN_ORDER_NOTIONAL_USD),
    );
    // The seventh busiest market is never drawn.
    const picked = new Set(
      Array.from({ length: 60 }, (_, i) => nextTrade(markets, [], draws(i / 60, 0.5, 0.2, 0))?.symbol),
    );
    expect([...picked].sort()).toEqual(['AVAX', 'BTC', 'DOGE', 'ETH', 'LINK', 'SOL']);
  });

  it('sizes the largest position at $400 at the mark, in the market’s size decimals', () => {
    expect(nextTrade([market('BTC', 100_000, 1, 5)], [], draws(0, 0.999999999, 0.1, 0))).toEqual({
      kind: 'open',
      symbol: 'BTC',
      side: 'buy',
      size: '0.004',
      leverage: 1,
    });
  });

  it('sometimes closes one of its positions, and only closes once it holds three', () => {
    expect(nextTrade(markets, ['SOL', 'ETH'], draws(0.1, 0.6))).toEqual({ kind: 'close', symbol: 'ETH' });
    expect(nextTrade(markets, ['SOL'], draws(0.5, 0, 0.5, 0, 0))?.kind).toBe('open');
    expect(nextTrade(markets, ['SOL', 'ETH', 'BTC'], draws(0.9))).toEqual({ kind: 'close', symbol: 'BTC' });
  });

  it('does nothing without a priced market', () => {
    expect(nextTrade([], [], Math.random)).toBeUndefined();
    expect(nextTrade([market('BTC', 0, 1)], [], Math.random)).toBeUndefined();
  });

  it('has the same key and funding key at every start, a different one per trader', () => {
    expect(platformTraderKey(0)).toBe(platformTraderKey(0));
    expect(platformTraderKey(0)).not.toBe(platformTraderKey(1));
    expect(platformTraderFundingKey(1)).toEqual(platformTraderFundingKey(1));
    expect(platformTraderFundingKey(0).txHash).not.toBe(platformTraderFundingKey(1).txHash);
  });
});
