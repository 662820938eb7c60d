import { describe, expect, it } from 'vitest';
import { formatTradeTime, mergeRecentTrades, type WireTrade } from './recent-trades';

const wire = (tid: number, time: number, side: 'B' | 'A' = 'B', px = '100000.0'): WireTrade => ({
  side,
  px,
  sz: '0.01',
  time,
  tid,
});

describe('recent trades', () => {
  it('keeps the prints newest first, reading the aggressor side as buy or sell', () => {
    const shown = mergeRecentTrades([], [wire(1, 1000, 'A'), wire(2, 3000), wire(3, 2000)]);
    expect(shown.map((t) => t.tid)).toEqual([2, 3, 1]);
    expect(shown[2]).toEqual({
      tid: 1,
      price: 100000,
      size: 0.01,
      side: 'sell',
      time: 1000,
      priceText: '100000.0',
    });
    expect(shown[0]?.side).toBe('buy');
  });

  it('adds new prints on top and counts a resent print once', () => {
    const first = mergeRecentTrades([], [wire(1, 1000), wire(2, 2000)]);
    const next = mergeRecentTrades(first, [wire(2, 2000), wire(3, 3000)]);
    expect(next.map((t) => t.tid)).toEqual([3, 2, 1]);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    const many = Array.from({ length: 60 }, (_, i) => wire(i, i * 10));
    const shown = mergeRecentTrades([], many);
    expect(shown).toHaveLength(50);
    expect(shown.at(-1)?.tid).toBe(10);
    expect(mergeRecentTrades(shown, [wire(100, 5)], 3).map((t) => t.tid)).toEqual([59, 58, 57]);
  });

  it('orders prints of the same millisecond by trade id', () => {
    expect(mergeRecentTrades([], [wire(7, 1000), wire(9, 1000)]).map((t) => t.tid)).toEqual([9, 7]);
  });

  it('shows the time of day as HH:MM:SS', () => {
    const at = new Date(2026, 0, 2, 3, 4, 5).getTime();
    expect(formatTradeTime(at)).toBe('03:04:05');
  });
});
