import { describe, expect, it } from 'vitest';
import { nextPairOffset, pairLabel, SPOT_PAIR_PAGE_SIZE } from './catalogue';

describe('spot catalogue rules', () => {
  it('has a next page only after a full page of 30', () => {
    expect(SPOT_PAIR_PAGE_SIZE).toBe(30);
    expect(nextPairOffset(0, 30)).toBe(30);
    expect(nextPairOffset(30, 30)).toBe(60);
    expect(nextPairOffset(30, 29)).toBeNull();
    expect(nextPairOffset(0, 0)).toBeNull();
  });

  it('labels a pair base/quote', () => {
    expect(pairLabel('PLUTO', 'WBNB')).toBe('PLUTO/WBNB');
  });
});
