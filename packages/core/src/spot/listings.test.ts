import { describe, expect, it } from 'vitest';
import { nextSortState } from '../controls/sort';
import { DEFAULT_LISTING_SORT, pairsLoadedText, reachedLoadMoreDepth, sortListings } from './listings';

const rows = [
  { id: 'a', price: 1, change: -5, volume: 100, liquidity: 10 },
  { id: 'b', price: 3, change: 2, volume: 300, liquidity: undefined },
  { id: 'c', price: 2, change: 8, volume: undefined, liquidity: 30 },
  { id: 'd', price: 2, change: 0, volume: 200, liquidity: 20 },
];
const ids = (list: { id: string }[]) => list.map((row) => row.id).join('');

describe('listings sort (seed 002 §4)', () => {
  it('defaults to volume descending, missing figures last', () => {
    expect(ids(sortListings(rows, DEFAULT_LISTING_SORT))).toBe('bdac');
  });

  it('flips the active key and starts a new key descending', () => {
    const ascending = nextSortState(DEFAULT_LISTING_SORT, 'volume');
    expect(ascending).toEqual({ key: 'volume', direction: 'asc' });
    expect(ids(sortListings(rows, ascending))).toBe('adbc');
    const byPrice = nextSortState(ascending, 'price');
    expect(byPrice).toEqual({ key: 'price', direction: 'desc' });
    // Equal prices keep the catalogue order.
    expect(ids(sortListings(rows, byPrice))).toBe('bcda');
    expect(ids(sortListings(rows, { key: 'change', direction: 'desc' }))).toBe('cbda');
    expect(ids(sortListings(rows, { key: 'liquidity', direction: 'asc' }))).toBe('adcb');
  });
});

describe('infinite scroll (seed 002 §9)', () => {
  it('loads more at 80 % depth', () => {
    expect(reachedLoadMoreDepth({ top: 700, viewport: 100, content: 1000 })).toBe(true);
    expect(reachedLoadMoreDepth({ top: 600, viewport: 100, content: 1000 })).toBe(false);
    expect(reachedLoadMoreDepth({ top: 0, viewport: 0, content: 0 })).toBe(false);
  });

  it('counts the pairs loaded', () => {
    expect(pairsLoadedText(60)).toBe('60 pairs loaded');
  });
});
