import { describe, expect, it } from 'vitest';
import {
  isNativeTokenAddress,
  NATIVE_TOKEN_ADDRESS,
  nextPairOffset,
  pairLabel,
  SPOT_PAIR_PAGE_SIZE,
} from './catalogue';

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

  it('knows the native coin by the all-E address in any case', () => {
    expect(isNativeTokenAddress(NATIVE_TOKEN_ADDRESS.toLowerCase())).toBe(true);
    expect(isNativeTokenAddress('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeF')).toBe(false);
  });
});
