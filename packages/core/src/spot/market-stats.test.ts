import { describe, expect, it } from 'vitest';
import { buySellRatio, formatSpotCount, formatSpotUsd, formatTokenBalance } from './market-stats';

describe('buy/sell ratio (seed 002 §9)', () => {
  it('shows two percentages with one decimal that add up to 100', () => {
    expect(buySellRatio(625, 375)).toEqual({ buy: '62.5%', sell: '37.5%' });
    expect(buySellRatio(1, 2)).toEqual({ buy: '33.3%', sell: '66.7%' });
    expect(buySellRatio(2, 1)).toEqual({ buy: '66.7%', sell: '33.3%' });
    expect(buySellRatio(10, 0)).toEqual({ buy: '100.0%', sell: '0.0%' });
  });

  it('has no data without volume on either side', () => {
    expect(buySellRatio(0, 0)).toBeUndefined();
    expect(buySellRatio(undefined, null)).toBeUndefined();
    expect(buySellRatio(Number.NaN, -5)).toBeUndefined();
  });
});

describe('spot number formats (seed 002 §5, §9)', () => {
  it('writes USD figures with K/M/B and $, missing as $0', () => {
    expect(formatSpotUsd(1_234)).toBe('$1.23K');
    expect(formatSpotUsd(5_600_000)).toBe('$5.60M');
    expect(formatSpotUsd(2_000_000_000)).toBe('$2.00B');
    expect(formatSpotUsd(12.5)).toBe('$12.50');
    expect(formatSpotUsd(undefined)).toBe('$0');
    expect(formatSpotUsd(0)).toBe('$0');
  });

  it('writes holders and supplies without $', () => {
    expect(formatSpotCount(1_000_000_000)).toBe('1.00B');
    expect(formatSpotCount(4_321)).toBe('4.32K');
    expect(formatSpotCount(999)).toBe('999');
    expect(formatSpotCount(undefined)).toBe('0');
  });

  it('shows balances with 4 decimals', () => {
    expect(formatTokenBalance(1.234_56)).toBe('1.2346');
    expect(formatTokenBalance(0)).toBe('0.0000');
  });
});
