import { describe, expect, it } from 'vitest';
import { advanceCursor, decodeFillKeys, encodeFillKeys, type FillCursor, fillsAfter } from './fill-cursor';

const fill = (time: number, tid: number, oid = 1) => ({ time, tid, oid });

describe('the fill cursor', () => {
  it('keeps fills after the cursor, and those at its millisecond not yet handled', () => {
    const cursor: FillCursor = { time: 100, keys: ['1:7'] };
    const fills = [fill(99, 5), fill(100, 7), fill(100, 8), fill(101, 9)];
    expect(fillsAfter(fills, cursor)).toEqual([fill(100, 8), fill(101, 9)]);
  });

  it('tells apart the two sides of one trade and drops a fill reported twice', () => {
    const fills = [fill(100, 7, 1), fill(100, 7, 2), fill(100, 7, 1)];
    expect(fillsAfter(fills, { time: 0, keys: [] })).toEqual([fill(100, 7, 1), fill(100, 7, 2)]);
  });

  it('orders by time, keeping the order of one millisecond', () => {
    expect(fillsAfter([fill(102, 3), fill(101, 2), fill(101, 1)], { time: 0, keys: [] })).toEqual([
      fill(101, 2),
      fill(101, 1),
      fill(102, 3),
    ]);
  });

  it('moves to the newest millisecond, remembering every fill handled there', () => {
    const start: FillCursor = { time: 100, keys: ['1:7'] };
    const first = advanceCursor(start, [fill(100, 8)]);
    expect(first).toEqual({ time: 100, keys: ['1:7', '1:8'] });
    const second = advanceCursor(first, [fill(100, 9), fill(103, 10), fill(103, 11)]);
    expect(second).toEqual({ time: 103, keys: ['1:10', '1:11'] });
    // A fill of millisecond 103 reported after the others is still new; nothing is sent twice.
    expect(fillsAfter([fill(103, 10), fill(103, 11), fill(103, 12)], second)).toEqual([fill(103, 12)]);
    expect(advanceCursor(second, [])).toEqual(second);
  });

  it('stores the keys as one text', () => {
    expect(decodeFillKeys(encodeFillKeys(['1:7', '2:7']))).toEqual(['1:7', '2:7']);
    expect(decodeFillKeys(encodeFillKeys([]))).toEqual([]);
  });
});
