import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyAligned } from './aligned-timer';

const HOUR_MS = 3_600_000;

describe('everyAligned', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 21, 9, 40, 15));
  });
  afterEach(() => vi.useRealTimers());

  it('runs on each wall-clock hour, not an hour after it started, until stopped', () => {
    const runs: string[] = [];
    const stop = everyAligned(HOUR_MS, () => runs.push(new Date(Date.now()).toISOString()));
    vi.advanceTimersByTime(19 * 60_000 + 44_999);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['2026-11-21T10:00:00.000Z']);
    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(runs).toEqual([
      '2026-11-21T10:00:00.000Z',
      '2026-11-21T11:00:00.000Z',
      '2026-11-21T12:00:00.000Z',
    ]);
    stop();
    vi.advanceTimersByTime(5 * HOUR_MS);
    expect(runs).toHaveLength(3);
  });
});
