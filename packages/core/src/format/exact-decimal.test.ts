import { describe, expect, it } from 'vitest';
import {
  divideExact,
  EXACT_ONE,
  formatExactDecimal,
  formatExactFixed,
  multiplyExact,
  parseExactDecimal,
  roundToDecimals,
  significantDecimals,
} from './exact-decimal';

const d = (text: string) => {
  const value = parseExactDecimal(text);
  if (value === undefined) throw new Error(`not a decimal: ${text}`);
  return value;
};

describe('parseExactDecimal / formatExactDecimal', () => {
  it.each([
    ['0', '0'],
    ['12.5', '12.5'],
    ['113000', '113000'],
    ['0.000123', '0.000123'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['-1.50', '-1.5'],
    ['+2', '2'],
    ['1e-7', '0.0000001'],
    ['1.5E3', '1500'],
    ['  42.10  ', '42.1'],
    ['0.1234567890123456789', '0.123456789012345678'],
  ])('%s reads as %s', (text, canonical) => {
    expect(formatExactDecimal(d(text))).toBe(canonical);
  });

  it('reads numbers through their shortest text, so 0.1 is exactly 0.1', () => {
    expect(formatExactDecimal(parseExactDecimal(0.1) ?? 0n)).toBe('0.1');
    expect(formatExactDecimal(parseExactDecimal(0.1 + 0.2) ?? 0n)).toBe('0.30000000000000004');
    expect(formatExactDecimal(parseExactDecimal(1e21) ?? 0n)).toBe('1000000000000000000000');
    expect(formatExactDecimal(parseExactDecimal(-3) ?? 0n)).toBe('-3');
  });

  it.each(['', ' ', '.', '-', '+', 'abc', '1,5', '0x10', '1e', '1e500', '--1', '1.2.3'])(
    'refuses %j',
    (text) => {
      expect(parseExactDecimal(text)).toBeUndefined();
    },
  );

  it('refuses non-finite numbers', () => {
    expect(parseExactDecimal(Number.NaN)).toBeUndefined();
    expect(parseExactDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('rounding and arithmetic', () => {
  it.each([
    ['1.2345', 2, 'down', '1.23'],
    ['1.2345', 2, 'up', '1.24'],
    ['1.2345', 3, 'halfUp', '1.235'],
    ['1.2344', 3, 'halfUp', '1.234'],
    ['-1.2345', 3, 'halfUp', '-1.235'],
    ['-1.2345', 2, 'down', '-1.23'],
    ['1.20', 2, 'up', '1.2'],
    ['113456', -1, 'halfUp', '113460'],
    ['113454', -1, 'down', '113450'],
    ['7', 20, 'up', '7'],
  ] as const)('rounds %s to %i decimals %s: %s', (text, decimals, rounding, expected) => {
    expect(formatExactDecimal(roundToDecimals(d(text), decimals, rounding))).toBe(expected);
  });

  it('multiplies and divides exactly where the result fits', () => {
    expect(formatExactDecimal(multiplyExact(d('0.1'), d('0.2')))).toBe('0.02');
    expect(formatExactDecimal(multiplyExact(d('113000'), d('1.05')))).toBe('118650');
    expect(formatExactDecimal(divideExact(d('10'), d('3')))).toBe('3.333333333333333333');
    expect(formatExactDecimal(divideExact(d('10'), d('3'), 'up'))).toBe('3.333333333333333334');
    expect(formatExactDecimal(divideExact(d('2'), d('3'), 'halfUp'))).toBe('0.666666666666666667');
    expect(() => divideExact(EXACT_ONE, 0n)).toThrow(RangeError);
  });

  it('formats a fixed number of decimals', () => {
    expect(formatExactFixed(d('9.5'), 2)).toBe('9.50');
    expect(formatExactFixed(d('9.999'), 2)).toBe('10.00');
    expect(formatExactFixed(d('0'), 2)).toBe('0.00');
    expect(formatExactFixed(d('12.6'), 0)).toBe('13');
    expect(formatExactFixed(d('9.999'), 2, 'down')).toBe('9.99');
  });

  it.each([
    ['113000', 5, -1],
    ['12345.6', 5, 0],
    ['1234.5', 5, 1],
    ['1', 5, 4],
    ['0.5', 5, 5],
    ['0.001234', 5, 7],
    ['0.000012', 5, 9],
  ])('%s keeps %i significant figures with %i decimals', (text, figures, decimals) => {
    expect(significantDecimals(d(text), figures)).toBe(decimals);
  });
});
