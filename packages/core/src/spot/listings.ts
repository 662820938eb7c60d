import { compareForSort, type SortState } from '../controls/sort';

/** Seed 002 §4: the Meme Listings sort keys; the default is volume, descending. */
export type ListingSortKey = 'price' | 'change' | 'volume' | 'liquidity';
export const DEFAULT_LISTING_SORT: SortState<ListingSortKey> = { key: 'volume', direction: 'desc' };

/** A listing row's figures; missing ones (no data yet) sort last either way. */
export interface ListingFigures {
  price?: number | undefined;
  change?: number | undefined;
  volume?: number | undefined;
  liquidity?: number | undefined;
}

/** The rows in the chosen order; equal figures keep their catalogue order (newest first). */
export function sortListings<Row extends ListingFigures>(
  rows: readonly Row[],
  sort: SortState<ListingSortKey>,
): Row[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compareForSort(a.row[sort.key], b.row[sort.key], sort.direction) || a.index - b.index)
    .map(({ row }) => row);
}

/** Seed 002 §9: infinite scroll asks for the next page at 80 % scroll depth. */
export const LISTINGS_LOAD_MORE_DEPTH = 0.8;

export function reachedLoadMoreDepth(scroll: { top: number; viewport: number; content: number }): boolean {
  if (scroll.content <= 0) return false;
  return (scroll.top + scroll.viewport) / scroll.content >= LISTINGS_LOAD_MORE_DEPTH;
}

/** Seed 002 §2.4: the count line. */
export function pairsLoadedText(count: number): string {
  return `${count} pairs loaded`;
}
export const SCROLL_FOR_MORE = '(scroll for more)';
