import { describe, expect, it } from 'vitest';
import {
  formatUsdcUnits,
  parseExchangeUsdc,
  parseUsdcAmount,
  stepUsdcAmount,
  USDC_INPUT_DECIMALS,
  USDC_INPUT_STEP,
  usdcToDecimalString,
} from './usdc';

describe('parseUsdcAmount', () => {
  it('parses decimal text exactly into 6-decimal base units', () => {
    expect(parseUsdcAmount('100')).toBe(100_000_000n);
    expect(parseUsdcAmount('0.01')).toBe(10_000n);
    expect(parseUsdcAmount('12.345678')).toBe(12_345_678n);
    expect(parseUsdcAmount(' 5 ')).toBe(5_000_000n);
    expect(parseUsdcAmount('1.')).toBe(1_000_000n);
  });

  it('is exact where floats are not (0.1 + 0.2)', () => {
    const sum = (parseUsdcAmount('0.1') ?? 0n) + (parseUsdcAmount('0.2') ?? 0n);
    expect(sum).toBe(parseUsdcAmount('0.3'));
  });

  it('refuses blanks, garbage, negatives and more than 6 decimals instead of rounding', () => {
    for (const text of ['', ' ', '.', 'abc', '-1', '1e3', '1,5', '0.1234567', '1.2.3']) {
      expect(parseUsdcAmount(text), text).toBeUndefined();
    }
  });
});

describe('parseExchangeUsdc', () => {
  it('reads exchange decimal strings and truncates beyond 6 decimals', () => {
    expect(parseExchangeUsdc('13104.514502')).toBe(13_104_514_502n);
    expect(parseExchangeUsdc('0.0')).toBe(0n);
    expect(parseExchangeUsdc('1.9999999')).toBe(1_999_999n);
    expect(parseExchangeUsdc('100')).toBe(100_000_000n);
  });

  it('counts missing, malformed and negative values as zero', () => {
    expect(parseExchangeUsdc(undefined)).toBe(0n);
    expect(parseExchangeUsdc(null)).toBe(0n);
    expect(parseExchangeUsdc('NaN')).toBe(0n);
    expect(parseExchangeUsdc('-3.5')).toBe(0n);
  });
});

describe('usdcToDecimalString', () => {
  it('gives canonical text without trailing zeros', () => {
    expect(usdcToDecimalString(10_500_000n)).toBe('10.5');
    expect(usdcToDecimalString(5_000_000n)).toBe('5');
    expect(usdcToDecimalString(1n)).toBe('0.000001');
    expect(usdcToDecimalString(0n)).toBe('0');
    expect(usdcToDecimalString(-1_500_000n)).toBe('-1.5');
    expect(usdcToDecimalString(123_456_789_000_001n)).toBe('123456789.000001');
  });
});

describe('formatUsdcUnits', () => {
  it('shows 2 decimals by default, truncated so a balance never reads higher', () => {
    expect(formatUsdcUnits(1_999_999n)).toBe('1.99');
    expect(formatUsdcUnits(1_234_567_890_000n)).toBe('1,234,567.89');
    expect(formatUsdcUnits(0n)).toBe('0.00');
    expect(formatUsdcUnits(5_000_000n, 0)).toBe('5');
    expect(formatUsdcUnits(5_123_456n, 6)).toBe('5.123456');
    expect(formatUsdcUnits(-1_500_000n)).toBe('-1.50');
    expect(formatUsdcUnits(-1n)).toBe('0.00');
  });
});

describe('amount field step (seed 000 §2: step 0.01)', () => {
  it('declares the 0.01 step while accepting every USDC decimal', () => {
    // The step the field declares is the one Arrow Up moves by.
    expect(stepUsdcAmount('0', 1)).toBe(USDC_INPUT_STEP);
    // The precision it declares is what the parser takes: the smallest unit, not a digit more.
    expect(parseUsdcAmount(`0.${'1'.padStart(USDC_INPUT_DECIMALS, '0')}`)).toBe(1n);
    expect(parseUsdcAmount(`0.${'1'.padStart(USDC_INPUT_DECIMALS + 1, '0')}`)).toBeUndefined();
    // What Max fills: an exact balance is a valid amount, not rounded to the step.
    expect(parseUsdcAmount(usdcToDecimalString(12_345_678n))).toBe(12_345_678n);
  });

  it('steps by 0.01 from a value on the grid', () => {
    expect(stepUsdcAmount('1.5', 1)).toBe('1.51');
    expect(stepUsdcAmount('1.5', -1)).toBe('1.49');
    expect(stepUsdcAmount('', 1)).toBe('0.01');
  });

  it('snaps an exact amount to the next 0.01 in the direction of the step', () => {
    expect(stepUsdcAmount('12.345678', 1)).toBe('12.35');
    expect(stepUsdcAmount('12.345678', -1)).toBe('12.34');
  });

  it('stays within 0 and the maximum, the exact maximum being a valid stop', () => {
    expect(stepUsdcAmount('0', -1)).toBe('0');
    expect(stepUsdcAmount('0.004', -1)).toBe('0');
    expect(stepUsdcAmount('12.34', 1, 12_345_678n)).toBe('12.345678');
    expect(stepUsdcAmount('12.345678', 1, 12_345_678n)).toBe('12.345678');
    expect(stepUsdcAmount('50', -1, 12_345_678n)).toBe('12.345678');
  });
});
