import {
  DEFAULT_LISTING_SORT,
  type ListingSortKey,
  reachedLoadMoreDepth,
  type SortState,
  type SpotPair,
  sortListings,
  tokenDataKey,
} from '@pluto/core';
import { useEffect, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { useListingFigures, useSpotPairs } from '../../data';
import { chainFilterValue } from './PairSelector';

export interface ListingRow {
  pair: SpotPair;
  price: number | undefined;
  change: number | undefined;
  volume: number | undefined;
  liquidity: number | undefined;
}

/**
 * Seed 002 §2.4, §4, §9: the listed pairs of the chosen chain, 30 a page, with their figures, sorted
 * (volume descending by default); the next page loads at 80 % scroll depth or on 'Load More'.
 */
export function useMemeListings() {
  const [chain, setChain] = useState('all');
  const [sort, setSort] = useState<SortState<ListingSortKey>>(DEFAULT_LISTING_SORT);
  const pairs = useSpotPairs(chainFilterValue(chain));
  const pages = pairs.data?.pages;
  const tokenPages = useMemo(
    () =>
      (pages ?? []).map((page) =>
        page.pairs.map((pair) => ({ chainId: pair.chain_id, address: pair.base_address as Address })),
      ),
    [pages],
  );
  const { figures } = useListingFigures(tokenPages);
  const rows = useMemo(() => {
    const all = (pages ?? []).flatMap((page) => page.pairs);
    return sortListings(
      all.map(
        (pair): ListingRow =>
          ({ pair, ...figures.get(tokenDataKey(pair.chain_id, pair.base_address)) }) as ListingRow,
      ),
      sort,
    );
  }, [pages, figures, sort]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pairs;
  useEffect(() => {
    function onScroll() {
      const root = document.documentElement;
      const deep = reachedLoadMoreDepth({
        top: window.scrollY,
        viewport: window.innerHeight,
        content: root.scrollHeight,
      });
      if (deep && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    chain,
    setChain,
    sort,
    setSort,
    rows,
    loading: pairs.isPending,
    error: pairs.isError,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  };
}
