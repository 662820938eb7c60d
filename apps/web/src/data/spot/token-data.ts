import { type ListingFigures, TOKEN_TRANSACTIONS_PAGE_SIZE, tokenDataKey } from '@pluto/core';
import { skipToken, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';
import { TOKEN_PRICE_VOLUME_QUERY, TOKEN_PRICES_QUERY, TOKEN_TRANSACTIONS_QUERY } from '../timings';

export interface TokenRef {
  chainId: number;
  address: Address;
}

const sortedKeys = (tokens: readonly TokenRef[]) =>
  [...new Set(tokens.map((token) => tokenDataKey(token.chainId, token.address)))].sort();

/** Seed 002 §7 `birdeye-prices`: each token's price record, keyed 'chainId-lowercased address'. */
export function useTokenPrices(tokens: readonly TokenRef[]) {
  const call = useCallFunction();
  return useQuery({
    queryKey: queryKeys.tokenPrices(sortedKeys(tokens)),
    queryFn: tokens.length > 0 ? () => call('birdeye-prices', { tokens: [...tokens] }) : skipToken,
    ...TOKEN_PRICES_QUERY,
  });
}

/** Seed 002 §7, §9: the token's recent swaps, 50 a page, up to 5 pages, refetched every 30 s. */
export function useTokenTransactions(token: TokenRef | undefined) {
  const call = useCallFunction();
  return useInfiniteQuery({
    queryKey: queryKeys.tokenTransactions(token?.chainId, token?.address),
    initialPageParam: 0,
    queryFn: token
      ? async ({ pageParam }) =>
          (
            await call('birdeye-token-transactions', {
              tokenAddress: token.address,
              chainId: token.chainId,
              offset: pageParam,
              limit: TOKEN_TRANSACTIONS_PAGE_SIZE,
            })
          ).data
      : skipToken,
    getNextPageParam: (page, pages) =>
      page.hasNext && pages.length < TOKEN_TRANSACTIONS_QUERY.maxPages
        ? pages.length * TOKEN_TRANSACTIONS_PAGE_SIZE
        : undefined,
    ...TOKEN_TRANSACTIONS_QUERY,
  });
}

/**
 * Seed 002 §2.4, §7: each listed token's price (`birdeye-multi-price`) and its 24 h volume, change and
 * liquidity (`birdeye-price-volume`), asked for one page of pairs at a time (30 tokens, under the
 * functions' limit) and refreshed every 30 s. Keyed 'chainId-lowercased address'.
 */
export function useListingFigures(pages: readonly (readonly TokenRef[])[]) {
  const call = useCallFunction();
  const results = useQueries({
    queries: pages.flatMap((tokens) => [
      {
        queryKey: queryKeys.tokenMultiPrices(sortedKeys(tokens)),
        queryFn: () => call('birdeye-multi-price', { tokens: [...tokens] }),
        ...TOKEN_PRICES_QUERY,
      },
      {
        queryKey: queryKeys.tokenPriceVolumes(sortedKeys(tokens)),
        queryFn: () => call('birdeye-price-volume', { tokens: [...tokens] }),
        ...TOKEN_PRICE_VOLUME_QUERY,
      },
    ]),
  });
  const figures = new Map<string, ListingFigures>();
  for (const result of results) {
    for (const [key, record] of Object.entries(result.data ?? {})) {
      const entry = figures.get(key) ?? {};
      if ('price' in record)
        Object.assign(entry, { price: record.price, change: entry.change ?? record.change24h });
      else
        Object.assign(entry, {
          volume: record.volumeUSD,
          change: record.change24h,
          liquidity: record.liquidity,
        });
      figures.set(key, entry);
    }
  }
  return { figures, loading: results.some((result) => result.isPending) };
}
