import { FAVOURITE_MARKETS_STORAGE_KEY, parseFavouriteMarkets, toggleFavouriteMarket } from '@pluto/core';
import { useCallback, useState } from 'react';

function readFavourites(): Set<string> {
  try {
    return parseFavouriteMarkets(globalThis.localStorage?.getItem(FAVOURITE_MARKETS_STORAGE_KEY));
  } catch {
    return new Set();
  }
}

function storeFavourites(favourites: ReadonlySet<string>) {
  try {
    globalThis.localStorage?.setItem(FAVOURITE_MARKETS_STORAGE_KEY, JSON.stringify([...favourites]));
  } catch {
    // Private mode without storage: the stars last for the session only.
  }
}

/** The starred markets, kept in local storage across visits. */
export function useFavouriteMarkets() {
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(readFavourites);
  const toggle = useCallback((coin: string) => {
    setFavourites((current) => {
      const next = toggleFavouriteMarket(current, coin);
      storeFavourites(next);
      return next;
    });
  }, []);
  return { favourites, toggle };
}
