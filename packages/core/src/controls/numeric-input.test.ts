import { describe, expect, it } from 'vitest';
import { acceptNumericInput } from './numeric-input';

describe('acceptNumericInput without precision', () => {
  it('passes any text through, even non-numbers and out-of-range values', () => {
    expect(acceptNumericInput('abc')).toBe(true);
    expect(acceptNumericInput('-1.234567')).toBe(true);
    expect(acceptNumericInput('500', { max: 10 })).toBe(true);
  });
});

describe('acceptNumericInput with precision 0 or less', () => {
  it('accepts positive whole numbers that do not start with zero', () => {
    expect(acceptNumericInput('1', { precision: 0 })).toBe(true);
    expect(acceptNumericInput('120', { precision: 0 })).toBe(true);
    expect(acceptNumericInput('5', { precision: -2 })).toBe(true);
  });

  it('rejects zero, leading zeros, decimals, signs and letters', () => {
    for (const text of ['0', '01', '1.', '1.5', '-1', '+1', '1e3', ' 1', 'a']) {
      expect(acceptNumericInput(text, { precision: 0 })).toBe(false);
    }
  });

  it('treats a NaN precision like 0', () => {
    expect(acceptNumericInput('12', { precision: Number.NaN })).toBe(true);
    expect(acceptNumericInput('1.2', { precision: Number.NaN })).toBe(false);
  });
});

describe('acceptNumericInput with a positive precision', () => {
  it('accepts digits with an optional point and up to that many decimals', () => {
    expect(acceptNumericInput('12', { precision: 2 })).toBe(true);
    expect(acceptNumericInput('12.', { precision: 2 })).toBe(true);
    expect(acceptNumericInput('0.5', { precision: 2 })).toBe(true);
    expect(acceptNumericInput('0.05', { precision: 2 })).toBe(true);
    expect(acceptNumericInput('0', { precision: 2 })).toBe(true);
    expect(acceptNumericInput('0.055', { precision: 2 })).toBe(false);
  });

  it('rejects a leading point, because every typed value reaches ".5" through "0."', () => {
    expect(acceptNumericInput('.5', { precision: 2 })).toBe(false);
    expect(acceptNumericInput('.', { precision: 2 })).toBe(false);
  });

  it('rejects signs, exponents, separators, spaces and a second point', () => {
    for (const text of ['-1', '+1', '1e3', '1,000', ' 1', '1 ', '1.2.3', 'abc', 'Infinity']) {
      expect(acceptNumericInput(text, { precision: 4 })).toBe(false);
    }
  });

  it('floors a fractional precision and allows any decimals for an infinite one', () => {
    expect(acceptNumericInput('1.23', { precision: 2.9 })).toBe(true);
    expect(acceptNumericInput('1.234', { precision: 2.9 })).toBe(false);
    expect(acceptNumericInput('1.23456789012', { precision: Number.POSITIVE_INFINITY })).toBe(true);
  });
});

describe('acceptNumericInput range', () => {
  it('accepts the empty string whatever the bounds', () => {
    expect(acceptNumericInput('', { precision: 2, min: 5, max: 10 })).toBe(true);
    expect(acceptNumericInput('', { precision: 0 })).toBe(true);
  });

  it('includes both bounds', () => {
    expect(acceptNumericInput('5', { precision: 2, min: 5, max: 10 })).toBe(true);
    expect(acceptNumericInput('10.00', { precision: 2, min: 5, max: 10 })).toBe(true);
    expect(acceptNumericInput('4.99', { precision: 2, min: 5, max: 10 })).toBe(false);
    expect(acceptNumericInput('10.01', { precision: 2, min: 5, max: 10 })).toBe(false);
  });

  it('rejects intermediate text below min, as the spec checks every edit', () => {
    expect(acceptNumericInput('1', { precision: 0, min: 5 })).toBe(false);
  });

  it('defaults to the safe integer range', () => {
    expect(acceptNumericInput(String(Number.MAX_SAFE_INTEGER), { precision: 0 })).toBe(true);
    expect(acceptNumericInput('9007199254740993', { precision: 0 })).toBe(false);
  });
});
