import { describe, expect, it } from 'vitest';
import { SPARKLINE_SPAN_MS, sparklineCloses, sparklinePoints, sparklineWindow } from './sparkline';

describe('sparkline', () => {
  it('asks for the 24 h ending now', () => {
    expect(sparklineWindow(100_000_000)).toEqual({
      startTime: 100_000_000 - SPARKLINE_SPAN_MS,
      endTime: 100_000_000,
    });
  });

  it('takes the closes oldest first, leaving out unreadable ones', () => {
    expect(
      sparklineCloses([
        { t: 3, c: '3' },
        { t: 1, c: '1.5' },
        { t: 2, c: 'x' },
      ]),
    ).toEqual([1.5, 3]);
  });

  it('spans the box with the highest close at the top', () => {
    expect(sparklinePoints([1, 3, 2], 10, 4)).toBe('0,4 5,0 10,2');
  });

  it('draws a flat series across the middle and nothing for fewer than two closes', () => {
    expect(sparklinePoints([5, 5], 10, 4)).toBe('0,2 10,2');
    expect(sparklinePoints([5], 10, 4)).toBe('');
  });
});
