import { describe, expect, it, vi } from 'vitest';
import { compareForSort, nextSortState, type SortState } from './sort';

type MarketKey = 'symbol' | 'price' | 'change' | 'volume';

describe('nextSortState', () => {
  const byVolume: SortState<MarketKey> = { key: 'volume', direction: 'desc' };

  it('flips direction when the active column is clicked', () => {
    expect(nextSortState(byVolume, 'volume')).toEqual({ key: 'volume', direction: 'asc' });
    expect(nextSortState({ key: 'volume', direction: 'asc' }, 'volume')).toEqual({
      key: 'volume',
      direction: 'desc',
    });
  });

  it('starts a new column descending, whatever the previous direction', () => {
    expect(nextSortState(byVolume, 'price')).toEqual({ key: 'price', direction: 'desc' });
    expect(nextSortState({ key: 'volume', direction: 'asc' }, 'symbol')).toEqual({
      key: 'symbol',
      direction: 'desc',
    });
  });

  it('does not mutate the current state', () => {
    const current: SortState<MarketKey> = { key: 'change', direction: 'desc' };
    nextSortState(current, 'change');
    expect(current).toEqual({ key: 'change', direction: 'desc' });
  });
});

describe('compareForSort', () => {
  it('orders numbers in either direction', () => {
    expect([3, -1, 10, 0].sort((a, b) => compareForSort(a, b, 'asc'))).toEqual([-1, 0, 3, 10]);
    expect([3, -1, 10, 0].sort((a, b) => compareForSort(a, b, 'desc'))).toEqual([10, 3, 0, -1]);
  });

  it('handles infinities and ties', () => {
    expect(compareForSort(Number.POSITIVE_INFINITY, 1, 'asc')).toBeGreaterThan(0);
    expect(compareForSort(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 'desc')).toBe(0);
    expect(compareForSort(5, 5, 'desc')).toBe(0);
  });

  it('orders strings case-insensitively with natural digit order', () => {
    expect(['eth', 'BTC', 'kPEPE', 'Arb'].sort((a, b) => compareForSort(a, b, 'asc'))).toEqual([
      'Arb',
      'BTC',
      'eth',
      'kPEPE',
    ]);
    expect(['A10', 'A9', 'A100'].sort((a, b) => compareForSort(a, b, 'asc'))).toEqual(['A9', 'A10', 'A100']);
    expect(compareForSort('btc', 'BTC', 'asc')).toBe(0);
  });

  it('keeps missing values and NaN last in both directions', () => {
    const values = [2, null, 5, Number.NaN, undefined, 1];
    expect([...values].sort((a, b) => compareForSort(a, b, 'asc')).slice(0, 3)).toEqual([1, 2, 5]);
    expect([...values].sort((a, b) => compareForSort(a, b, 'desc')).slice(0, 3)).toEqual([5, 2, 1]);
    expect(compareForSort(null, undefined, 'asc')).toBe(0);
    expect(compareForSort(null, 'a', 'desc')).toBeGreaterThan(0);
  });
});

describe('text collation', () => {
  it('creates its Intl.Collator on the first string comparison, not when the module loads, and only once', async () => {
    const Original = Intl.Collator;
    let constructed = 0;
    class CountingCollator extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
        super(...args);
        constructed += 1;
      }
    }
    Intl.Collator = CountingCollator as typeof Intl.Collator;
    vi.resetModules();
    try {
      const fresh = await import('./sort');
      expect(constructed).toBe(0);
      fresh.compareForSort(1, 2, 'asc');
      expect(constructed).toBe(0);
      expect(fresh.compareForSort('b', 'A', 'asc')).toBeGreaterThan(0);
      expect(fresh.compareForSort('a10', 'a9', 'asc')).toBeGreaterThan(0);
      expect(constructed).toBe(1);
    } finally {
      Intl.Collator = Original;
    }
  });
});
