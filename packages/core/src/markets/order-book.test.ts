import { describe, expect, it } from 'vitest';
import { bookGroupingOptions, buildBookView, type RawBookLike, sameTopLevels } from './order-book';

const level = (px: string, sz: string) => ({ px, sz, n: 1 });
const book = (bids: [string, string][], asks: [string, string][], coin = 'BTC'): RawBookLike => ({
  coin,
  time: 1,
  levels: [bids.map(([p, s]) => level(p, s)), asks.map(([p, s]) => level(p, s))],
});

describe('buildBookView', () => {
  it('keeps the top 8 per side with cumulative totals and the spread', () => {
    const bids = Array.from({ length: 12 }, (_, i) => [String(100 - i), '1'] as [string, string]);
    const asks = Array.from({ length: 12 }, (_, i) => [String(102 + i), '2'] as [string, string]);
    const view = buildBookView(book(bids, asks));
    expect(view.bids).toHaveLength(8);
    expect(view.asks).toHaveLength(8);
    expect(view.bids[0]).toMatchObject({ price: 100, size: 1, total: 1, px: '100' });
    expect(view.bids[7]?.total).toBe(8);
    expect(view.asks[7]?.total).toBe(16);
    expect(view.spread).toBe(2);
    expect(view.spreadPercent).toBeCloseTo((2 / 101) * 100, 10);
    expect(view.maxTotal).toBe(16);
  });

  it('has no spread for a one-sided book', () => {
    const view = buildBookView(book([['1', '1']], []));
    expect(view.spread).toBeUndefined();
    expect(view.spreadPercent).toBeUndefined();
    expect(view.maxTotal).toBe(1);
  });
});

describe('sameTopLevels', () => {
  const base = book(
    Array.from({ length: 10 }, (_, i) => [String(100 - i), '1'] as [string, string]),
    Array.from({ length: 10 }, (_, i) => [String(101 + i), '1'] as [string, string]),
  );

  it('ignores changes below the top 8 and the timestamp', () => {
    const deeper = structuredClone(base) as RawBookLike;
    (deeper.levels[0] as { px: string; sz: string }[])[9] = level('1', '99');
    expect(sameTopLevels(base, { ...deeper, time: 2 })).toBe(true);
  });

  it('sees a changed size, price, depth or coin in the top 8', () => {
    const changed = structuredClone(base) as RawBookLike;
    (changed.levels[1] as { px: string; sz: string }[])[7] = level('108', '2');
    expect(sameTopLevels(base, changed)).toBe(false);
    expect(sameTopLevels(base, book([['100', '1']], [['101', '1']]))).toBe(false);
    expect(sameTopLevels(base, { ...base, coin: 'ETH' })).toBe(false);
    expect(sameTopLevels(undefined, base)).toBe(false);
    expect(sameTopLevels(undefined, undefined)).toBe(true);
  });
});

describe('bookGroupingOptions', () => {
  it('offers full precision then coarser significant figures, without duplicates', () => {
    expect(bookGroupingOptions(100000, 5)).toEqual([
      { value: null, label: '1' },
      { value: 5, label: '10' },
      { value: 4, label: '100' },
      { value: 3, label: '1000' },
      { value: 2, label: '10000' },
    ]);
    expect(bookGroupingOptions(3000, 4)).toEqual([
      { value: null, label: '0.1' },
      { value: 4, label: '1' },
      { value: 3, label: '10' },
      { value: 2, label: '100' },
    ]);
    expect(bookGroupingOptions(0.012345, 0).map((o) => o.label)).toEqual([
      '0.000001',
      '0.00001',
      '0.0001',
      '0.001',
    ]);
  });

  it('offers full precision alone without a price', () => {
    expect(bookGroupingOptions(0, 2)).toEqual([{ value: null, label: 'Full' }]);
  });
});
