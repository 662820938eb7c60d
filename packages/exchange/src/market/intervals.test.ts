import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGGREGATION_SOURCES,
  closeTime,
  INTERVALS,
  type Interval,
  isInterval,
  openTime,
  periodIndex,
  periodOpen,
} from './intervals';

const utc = (s: string) => Date.parse(`${s}Z`);
const MIN = 60_000;
const FIXED: [Interval, number][] = [
  ['1m', MIN],
  ['3m', 3 * MIN],
  ['5m', 5 * MIN],
  ['15m', 15 * MIN],
  ['30m', 30 * MIN],
  ['1h', 60 * MIN],
  ['2h', 120 * MIN],
  ['4h', 240 * MIN],
  ['8h', 480 * MIN],
  ['12h', 720 * MIN],
  ['1d', 1440 * MIN],
  ['3d', 3 * 1440 * MIN],
];

describe('intervals', () => {
  it('lists the 14 Hyperliquid intervals in order', () => {
    expect(INTERVALS).toEqual([
      '1m',
      '3m',
      '5m',
      '15m',
      '30m',
      '1h',
      '2h',
      '4h',
      '8h',
      '12h',
      '1d',
      '3d',
      '1w',
      '1M',
    ]);
    for (const i of INTERVALS) expect(isInterval(i)).toBe(true);
    for (const bad of ['1M ', '1mo', '60m', '1W', '']) expect(isInterval(bad)).toBe(false);
  });

  it.each(FIXED)('aligns %s to multiples of its length since the epoch, T = t + length - 1', (i, ms) => {
    const t = utc('2025-03-14T15:09:26.535');
    const open = openTime(i, t);
    expect(open % ms).toBe(0);
    expect(open).toBeLessThanOrEqual(t);
    expect(t - open).toBeLessThan(ms);
    expect(closeTime(i, t)).toBe(open + ms - 1);
    expect(openTime(i, open)).toBe(open);
    expect(openTime(i, open - 1)).toBe(open - ms);
  });

  it('aligns the day-based intervals to 00:00 UTC', () => {
    const t = utc('2025-03-14T15:09:26.535');
    expect(openTime('1d', t)).toBe(utc('2025-03-14T00:00:00'));
    expect(openTime('12h', t)).toBe(utc('2025-03-14T12:00:00'));
    expect(openTime('8h', t)).toBe(utc('2025-03-14T08:00:00'));
    expect(openTime('4h', t)).toBe(utc('2025-03-14T12:00:00'));
    expect(openTime('2h', t)).toBe(utc('2025-03-14T14:00:00'));
    expect(openTime('3d', 0)).toBe(0);
    expect(openTime('3d', utc('1970-01-03T23:59:59.999'))).toBe(0);
    expect(openTime('3d', utc('1970-01-04T00:00:00'))).toBe(utc('1970-01-04T00:00:00'));
  });

  it('starts weeks on Monday 00:00 UTC', () => {
    // 2024-01-01 was a Monday
    expect(openTime('1w', utc('2024-01-01T00:00:00'))).toBe(utc('2024-01-01T00:00:00'));
    expect(openTime('1w', utc('2024-01-03T12:00:00'))).toBe(utc('2024-01-01T00:00:00'));
    expect(openTime('1w', utc('2024-01-07T23:59:59.999'))).toBe(utc('2024-01-01T00:00:00'));
    expect(closeTime('1w', utc('2024-01-07T23:59:59.999'))).toBe(utc('2024-01-07T23:59:59.999'));
    expect(openTime('1w', utc('2024-01-08T00:00:00'))).toBe(utc('2024-01-08T00:00:00'));
    // a week spanning a year boundary
    expect(openTime('1w', utc('2025-01-01T00:00:00'))).toBe(utc('2024-12-30T00:00:00'));
    // the epoch was a Thursday: its week opened Monday 1969-12-29
    expect(openTime('1w', 0)).toBe(utc('1969-12-29T00:00:00'));
    expect(openTime('1w', utc('1970-01-05T00:00:00'))).toBe(utc('1970-01-05T00:00:00'));
    for (let k = 0; k < 60; k++) {
      const t = utc('2023-06-01T00:00:00') + k * 86_399_999;
      expect(new Date(openTime('1w', t)).getUTCDay()).toBe(1);
      expect(closeTime('1w', t) - openTime('1w', t)).toBe(7 * 1440 * MIN - 1);
    }
  });

  it('aligns months to the first day, with the true month length', () => {
    expect(openTime('1M', utc('2024-02-15T10:00:00'))).toBe(utc('2024-02-01T00:00:00'));
    expect(closeTime('1M', utc('2024-02-15T10:00:00'))).toBe(utc('2024-02-29T23:59:59.999')); // leap
    expect(closeTime('1M', utc('2023-02-15T10:00:00'))).toBe(utc('2023-02-28T23:59:59.999'));
    expect(closeTime('1M', utc('2000-02-01T00:00:00'))).toBe(utc('2000-02-29T23:59:59.999')); // ÷400
    expect(closeTime('1M', utc('2100-02-01T00:00:00'))).toBe(utc('2100-02-28T23:59:59.999')); // ÷100
    expect(closeTime('1M', utc('2024-04-30T23:59:59.999'))).toBe(utc('2024-04-30T23:59:59.999'));
    expect(openTime('1M', utc('2024-05-01T00:00:00'))).toBe(utc('2024-05-01T00:00:00'));
    expect(openTime('1M', utc('2024-12-31T23:59:59.999'))).toBe(utc('2024-12-01T00:00:00'));
    expect(closeTime('1M', utc('2024-12-31T23:59:59.999'))).toBe(utc('2024-12-31T23:59:59.999'));
    expect(openTime('1M', utc('2025-01-01T00:00:00'))).toBe(utc('2025-01-01T00:00:00'));
    expect(openTime('1M', 0)).toBe(0);
  });

  it('tiles time: every timestamp lies in exactly one period and periods are consecutive', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INTERVALS), fc.integer({ min: 0, max: 2 ** 42 }), (i, t) => {
        const pi = periodIndex(i, t);
        const open = periodOpen(i, pi);
        const close = closeTime(i, t);
        expect(open).toBe(openTime(i, t));
        expect(open).toBeLessThanOrEqual(t);
        expect(close).toBeGreaterThanOrEqual(t);
        expect(periodIndex(i, open)).toBe(pi);
        expect(periodIndex(i, close)).toBe(pi);
        expect(periodIndex(i, close + 1)).toBe(pi + 1);
        expect(periodOpen(i, pi + 1)).toBe(close + 1);
        expect(pi).toBeGreaterThanOrEqual(0);
        expect(pi).toBeLessThan(2 ** 32);
      }),
      { numRuns: 2000 },
    );
  });

  it('aggregation sources tile their intervals and come before the intervals built from them', () => {
    const built = new Set<Interval>(['1m']);
    for (const [interval, source] of AGGREGATION_SOURCES) {
      expect(built.has(source), `${source} before ${interval}`).toBe(true);
      built.add(interval);
    }
    expect([...built].sort()).toEqual([...INTERVALS].sort());
    fc.assert(
      fc.property(
        fc.constantFrom(...AGGREGATION_SOURCES),
        fc.integer({ min: 0, max: 2 ** 42 }),
        ([i, source], t) => {
          // the source period holding t lies inside the interval's period holding t
          expect(openTime(i, openTime(source, t))).toBe(openTime(i, t));
          expect(openTime(i, closeTime(source, t))).toBe(openTime(i, t));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
