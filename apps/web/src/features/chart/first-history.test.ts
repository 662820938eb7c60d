import { type ChartPeriod, periodFromText } from '@pluto/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askFirstHistory, takeFirstHistory } from './first-history';

const bar = { timestamp: 1_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 3, turnover: 2 };

function source() {
  return {
    history: vi.fn(async (_symbol: string, _period: ChartPeriod, _end: number) => [bar]),
    live: vi.fn(() => () => undefined),
  };
}

describe('the first history request', () => {
  afterEach(() => vi.useRealTimers());

  it('asks at once, keeps the answer and serves the same load once', async () => {
    const from = source();
    const hour = periodFromText('1h');
    const first = askFirstHistory(from, 'BSC:CAKE_BNB', hour);
    expect(from.history).toHaveBeenCalledWith('BSC:CAKE_BNB', hour, first.endTime);
    expect(first.answer).toBeUndefined();
    await first.bars;
    expect(first.answer).toEqual([bar]);
    expect(takeFirstHistory(first, from, 'BSC:CAKE_BNB', periodFromText('1h'))).toBe(first);
    // A second load (a reset, the same period again) asks the source itself.
    expect(takeFirstHistory(first, from, 'BSC:CAKE_BNB', hour)).toBeUndefined();
  });

  it('serves no other source, symbol or period, and no stale answer', () => {
    const from = source();
    const hour = periodFromText('1h');
    expect(takeFirstHistory(undefined, from, 'A', hour)).toBeUndefined();
    expect(takeFirstHistory(askFirstHistory(from, 'A', hour), source(), 'A', hour)).toBeUndefined();
    expect(takeFirstHistory(askFirstHistory(from, 'A', hour), from, 'B', hour)).toBeUndefined();
    expect(
      takeFirstHistory(askFirstHistory(from, 'A', hour), from, 'A', periodFromText('4h')),
    ).toBeUndefined();
    vi.useFakeTimers();
    const old = askFirstHistory(from, 'A', hour);
    vi.advanceTimersByTime(60_001);
    expect(takeFirstHistory(old, from, 'A', hour)).toBeUndefined();
  });
});
