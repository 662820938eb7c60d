import { describe, expect, it } from 'vitest';
import {
  isNewPair,
  isSamePair,
  pairRouteOfPath,
  pairRoutePath,
  parsePairRoute,
  resolveRoutePair,
  spotEntryLoadingText,
  spotRouteChainId,
} from './pair-route';

describe('parsePairRoute (seed 002 §2.2)', () => {
  it('resolves a chain short name in any case and splits BASE_QUOTE', () => {
    expect(parsePairRoute('BSC', 'pepe_usdt')).toEqual({
      chainId: 56,
      baseSymbol: 'pepe',
      quoteSymbol: 'usdt',
    });
    expect(parsePairRoute('arb', 'GMX_ETH')).toEqual({
      chainId: 42161,
      baseSymbol: 'GMX',
      quoteSymbol: 'ETH',
    });
  });

  it('splits at the first underscore', () => {
    expect(parsePairRoute('base', 'A_B_C')).toEqual({ chainId: 8453, baseSymbol: 'A', quoteSymbol: 'B_C' });
  });

  it('ignores a pair without an underscore, an empty side, an unknown chain or missing parameters', () => {
    expect(parsePairRoute('bsc', 'PEPEUSDT')).toBeUndefined();
    expect(parsePairRoute('bsc', '_USDT')).toBeUndefined();
    expect(parsePairRoute('bsc', 'PEPE_')).toBeUndefined();
    expect(parsePairRoute('solana', 'PEPE_USDT')).toBeUndefined();
    expect(parsePairRoute(undefined, 'PEPE_USDT')).toBeUndefined();
    expect(parsePairRoute('bsc', undefined)).toBeUndefined();
  });
});

describe('pair routes', () => {
  it('builds /spot/{short name}/{BASE}_{QUOTE}', () => {
    expect(pairRoutePath({ chainId: 56, baseSymbol: 'PEPE', quoteSymbol: 'BNB' })).toBe('/spot/bsc/PEPE_BNB');
    expect(pairRoutePath({ chainId: 42161, baseSymbol: 'USDC.e', quoteSymbol: 'ETH' })).toBe(
      '/spot/arb/USDC.e_ETH',
    );
    expect(pairRoutePath({ chainId: 999, baseSymbol: 'A', quoteSymbol: 'B' })).toBeUndefined();
  });

  it('round-trips through parsePairRoute', () => {
    const path = pairRoutePath({ chainId: 137, baseSymbol: 'WOJAK', quoteSymbol: 'POL' }) ?? '';
    const [, , chain, pair] = path.split('/');
    expect(parsePairRoute(chain, pair)).toEqual({ chainId: 137, baseSymbol: 'WOJAK', quoteSymbol: 'POL' });
  });

  it('compares the route with a pair case-insensitively', () => {
    const pair = { chainId: 56, baseSymbol: 'PEPE', quoteSymbol: 'BNB' };
    expect(isSamePair(parsePairRoute('BSC', 'pepe_bnb'), pair)).toBe(true);
    expect(isSamePair(parsePairRoute('eth', 'pepe_bnb'), pair)).toBe(false);
    expect(isSamePair(undefined, pair)).toBe(false);
  });

  it('names the chain of /spot/{chain} or none', () => {
    expect(spotRouteChainId('Polygon')).toBe(137);
    expect(spotRouteChainId('nope')).toBeUndefined();
    expect(spotRouteChainId(undefined)).toBeUndefined();
  });
});

describe('a pair page path', () => {
  it('reads /spot/{chain}/{pair} as the route parameters would be, decoded, a trailing slash allowed', () => {
    expect(pairRouteOfPath('/spot/BSC/cake_bnb')).toEqual({
      chainId: 56,
      baseSymbol: 'cake',
      quoteSymbol: 'bnb',
    });
    expect(pairRouteOfPath('/spot/base/%24PLUTO_WETH/')).toEqual({
      chainId: 8453,
      baseSymbol: '$PLUTO',
      quoteSymbol: 'WETH',
    });
  });

  it('is no pair for other paths, a route the page would not look up, or a malformed escape', () => {
    for (const path of [
      '/',
      '/spot',
      '/spot/bsc',
      '/spot/bsc/CAKE',
      '/spot/moon/A_B',
      '/spot/bsc/A_B/x',
      '/x/bsc/A_B',
    ]) {
      expect(pairRouteOfPath(path), path).toBeUndefined();
    }
    expect(pairRouteOfPath('/spot/bsc/%E0%A4%A_B')).toBeUndefined();
  });
});

describe('resolveRoutePair (seed 002 §2.2)', () => {
  const cake = { chain_id: 56, base_symbol: 'CAKE', quote_symbol: 'BNB' };
  const newest = { chain_id: 1, base_symbol: 'PEPE', quote_symbol: 'ETH' };
  const catalogue = (found: typeof cake | null, failing = false) => ({
    find: async () => {
      if (failing) throw new Error('catalogue down');
      return found;
    },
    first: async () => newest,
  });
  const request = { chainId: 56, baseSymbol: 'cake', quoteSymbol: 'bnb' };

  it("shows the route's pair, in whatever case the route named it, without replacing the URL", async () => {
    expect(await resolveRoutePair(request, catalogue(cake))).toEqual({ pair: cake, replaceRoute: false });
  });

  it('shows the newest pair and replaces the URL when the route names none, an unknown one, or the lookup fails', async () => {
    for (const [asked, lookups] of [
      [undefined, catalogue(cake)],
      [request, catalogue(null)],
      [request, catalogue(cake, true)],
    ] as const) {
      expect(await resolveRoutePair(asked, lookups)).toEqual({ pair: newest, replaceRoute: true });
    }
  });

  it('shows nothing when the catalogue has no pair', async () => {
    expect(await resolveRoutePair(request, { find: async () => null, first: async () => null })).toEqual({
      pair: null,
      replaceRoute: false,
    });
  });
});

describe('spot entry redirect (seed 002 §2.5)', () => {
  it('shows the chain in the spinner text when the route names one', () => {
    expect(spotEntryLoadingText(56)).toBe('Loading BSC pairs...');
    expect(spotEntryLoadingText(undefined)).toBe('Loading spot trading...');
  });
});

describe('isNewPair (seed 002 §9)', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('is new for less than 12 hours', () => {
    expect(isNewPair('2026-11-26T00:00:01Z', now)).toBe(true);
    expect(isNewPair('2026-11-26T00:00:00Z', now)).toBe(false);
    expect(isNewPair(new Date('2026-11-20T00:00:00Z'), now)).toBe(false);
    expect(isNewPair('not a date', now)).toBe(false);
  });
});
