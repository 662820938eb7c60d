import {
  DEFAULT_MARKET_SORT,
  type MarketSortKey,
  type MarketTab,
  marketsOverview,
  type SortState,
  selectMarkets,
  tradeMarketPath,
} from '@pluto/core';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLivePerpMarkets } from '../../data';
import { useFavouriteMarkets } from './use-favourite-markets';

/** The markets page's filters: every market or the starred ones. */
export type MarketsFilter = Extract<MarketTab, 'all' | 'favourites'>;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The markets page's logic (seed 001 §2, §4, issue 23): the live market list, the summary, search,
 * the Favourites filter, the sort, and keyboard navigation (/ focuses the search, the arrows move the
 * active row, Enter opens it).
 */
export function useMarketsScreen() {
  const markets = useLivePerpMarkets();
  const navigate = useNavigate();
  const { favourites, toggle: toggleFavourite } = useFavouriteMarkets();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<MarketsFilter>('all');
  const [sort, setSort] = useState<SortState<MarketSortKey>>(DEFAULT_MARKET_SORT);
  const [activeIndex, setActiveIndex] = useState(-1);
  const searchRef = useRef<HTMLInputElement>(null);

  const overview = useMemo(() => (markets.data ? marketsOverview(markets.data) : undefined), [markets.data]);
  const rows = useMemo(
    () => selectMarkets(markets.data ?? [], { tab: filter, search, sort, favourites }),
    [markets.data, filter, search, sort, favourites],
  );

  // A new search, filter or order starts the keyboard selection over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is what these changes trigger
  useEffect(() => setActiveIndex(-1), [search, filter, sort]);

  useEffect(() => {
    const focusSearch = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  const open = useCallback((coin: string) => navigate(tradeMarketPath(coin)), [navigate]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (rows.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(rows.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter' && activeIndex >= 0 && !(event.target instanceof HTMLButtonElement)) {
      const coin = rows[activeIndex]?.coin;
      if (coin) {
        event.preventDefault();
        open(coin);
      }
    }
  };

  const error =
    markets.error && !markets.data ? `Error loading markets: ${markets.error.message}` : undefined;
  return {
    loading: markets.isPending,
    error,
    overview,
    rows,
    search,
    setSearch,
    searchRef,
    filter,
    setFilter,
    sort,
    setSort,
    favourites,
    toggleFavourite,
    activeIndex,
    onKeyDown,
    open,
  };
}
