import { describe, expect, it } from 'vitest';
import { PoolBook, type PricingChain, poolLiquidityUsd, poolMidPrice, usdPrice } from './pool-pricing';

const stable = '0x0000000000000000000000000000000000000001';
const wnative = '0x0000000000000000000000000000000000000002';
const meme = '0x0000000000000000000000000000000000000003';
const lonely = '0x0000000000000000000000000000000000000004';
const chain: PricingChain = {
  stable,
  wrappedNative: wnative,
  decimals: new Map([
    [stable, 6],
    [wnative, 18],
    [meme, 9],
    [lonely, 18],
  ]),
};
const e = (units: number, decimals: number) => BigInt(units) * 10n ** BigInt(decimals);

describe('pool pricing', () => {
  // 600 USD per native coin; 1 MEME = 0.001 native = 0.6 USD.
  const nativePool = { token0: stable, token1: wnative, reserve0: e(600_000, 6), reserve1: e(1_000, 18) };
  const memePool = { token0: wnative, token1: meme, reserve0: e(10, 18), reserve1: e(10_000, 9) };
  const book = new PoolBook([nativePool, memePool]);

  it('prices a token in its pool partner, decimals applied', () => {
    expect(poolMidPrice(chain, nativePool, wnative)).toBe(600);
    expect(poolMidPrice(chain, memePool, meme)).toBeCloseTo(0.001, 12);
    expect(poolMidPrice(chain, { ...memePool, reserve1: 0n }, meme)).toBe(0);
  });

  it('prices through the stable pool, or the native pool times the native price', () => {
    expect(usdPrice(chain, book, stable)).toBe(1);
    expect(usdPrice(chain, book, wnative)).toBe(600);
    expect(usdPrice(chain, book, meme)).toBeCloseTo(0.6, 10);
    expect(usdPrice(chain, book, lonely)).toBe(0);
    expect(book.get(meme, wnative)).toBe(memePool);
  });

  it('values a pool at both reserves', () => {
    expect(poolLiquidityUsd(chain, book, memePool)).toBeCloseTo(12_000, 6);
  });
});
