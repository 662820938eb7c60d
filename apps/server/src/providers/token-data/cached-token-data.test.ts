import { describe, expect, it } from 'vitest';
import { CachedTokenData } from './cached-token-data';
import type { TokenDataProvider, TokenRef } from './token-data-provider';

const CAKE = '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82';
const USDT = '0x55d398326f99059fF775485246999027B3197955';

/** A source that counts its calls and answers a price per call, so a cached answer shows. */
function countingSource() {
  const calls: string[] = [];
  const source: TokenDataProvider = {
    multiPrices: async (tokens: readonly TokenRef[]) => {
      calls.push(`multi:${tokens.length}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { [`56-${CAKE.toLowerCase()}`]: { price: calls.length, change24h: 0 } };
    },
    prices: async () => ({}),
    priceVolumes: async () => ({}),
    transactions: async () => ({ items: [], hasNext: false }),
    metadata: async () => {
      calls.push('metadata');
      return null;
    },
    candles: async () => [],
  };
  return { source, calls };
}

describe('cached token data', () => {
  it('answers concurrent and repeated asks for one list with one upstream call', async () => {
    const { source, calls } = countingSource();
    const cached = new CachedTokenData(source);
    const lists: TokenRef[][] = [
      [
        { chainId: 56, address: CAKE },
        { chainId: 56, address: USDT },
      ],
      [
        { chainId: 56, address: USDT },
        { chainId: 56, address: CAKE.toLowerCase() as `0x${string}` },
      ],
    ];
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, index) => cached.multiPrices(lists[index % 2] ?? [])),
    );
    expect(calls).toEqual(['multi:2']);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await cached.multiPrices([{ chainId: 56, address: CAKE }]);
    expect(calls).toEqual(['multi:2', 'multi:1']);
    // "Not found" is an answer too: kept for the metadata period.
    await cached.metadata({ chainId: 56, address: CAKE });
    await cached.metadata({ chainId: 56, address: CAKE });
    expect(calls.filter((call) => call === 'metadata')).toHaveLength(1);
  });
});
