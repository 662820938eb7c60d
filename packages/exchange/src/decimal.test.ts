import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dec,
  decimalsOf,
  div,
  exceedsProduct,
  fromInt,
  mul,
  parseDec,
  productExceeds,
  round,
  SCALE,
  toPlain,
  toWire,
  unitsWire,
} from './decimal';

describe('decimal', () => {
  it('parses canonical decimal strings exactly and refuses anything else', () => {
    expect(parseDec('1891.4')).toBe(18914n * 10n ** 17n);
    expect(parseDec('-0.000001')).toBe(-(10n ** 12n));
    expect(parseDec('0')).toBe(0n);
    for (const bad of [
      '',
      '1e5',
      '1.',
      '.5',
      ' 1',
      '0x10',
      'NaN',
      'Infinity',
      '1,5',
      `0.${'1'.repeat(19)}`,
    ]) {
      expect(parseDec(bad)).toBeNull();
    }
  });

  it('renders whole numbers with one decimal and never an exponent', () => {
    expect(toWire(dec('29792'))).toBe('29792.0');
    expect(toWire(0n)).toBe('0.0');
    expect(toWire(dec('-3.625312'))).toBe('-3.625312');
    expect(toWire(dec('0.00000001'))).toBe('0.00000001');
    expect(toPlain(dec('95000.10'))).toBe('95000.1');
    expect(toPlain(dec('1.0'))).toBe('1');
  });

  it('multiplies price × size exactly (0.1 + 0.2 style float errors cannot happen)', () => {
    expect(mul(dec('0.1'), dec('3'))).toBe(dec('0.3'));
    expect(toWire(mul(dec('2986.3'), dec('0.0335')))).toBe('100.04105');
    expect(dec('0.1') + dec('0.2')).toBe(dec('0.3'));
  });

  it('rounds in every mode', () => {
    expect(round(dec('1.2345'), 3, 'halfUp')).toBe(dec('1.235'));
    expect(round(dec('-1.2345'), 3, 'halfUp')).toBe(dec('-1.235'));
    expect(round(dec('1.2345'), 3, 'down')).toBe(dec('1.234'));
    expect(round(dec('-1.2341'), 3, 'floor')).toBe(dec('-1.235'));
    expect(round(dec('1.2341'), 3, 'ceil')).toBe(dec('1.235'));
    expect(round(dec('1.2341'), 3, 'up')).toBe(dec('1.235'));
    expect(toWire(dec('2.5'), 0)).toBe('3.0');
  });

  it('counts decimals', () => {
    expect(decimalsOf(dec('1234.50'))).toBe(1);
    expect(decimalsOf(dec('7'))).toBe(0);
    expect(decimalsOf(dec('0.000001'))).toBe(6);
  });

  it('round-trips any decimal string with up to 18 decimals (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (raw) => {
        expect(parseDec(toWire(raw))).toBe(raw);
      }),
    );
  });

  it('parses exactly like the canonical grammar, on the fast and the long path (property)', () => {
    const reference = (s: string): bigint | null => {
      const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(s);
      if (!m || (m[3] ?? '').length > 18) return null;
      const v = BigInt(m[2] ?? '0') * SCALE + BigInt((m[3] ?? '').padEnd(18, '0'));
      return m[1] ? -v : v;
    };
    const digits = (min: number, max: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
    const text = fc.oneof(
      fc
        .tuple(fc.boolean(), digits(1, 20), fc.option(digits(0, 20)))
        .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac === null ? '' : `.${frac}`}`),
      fc.string(),
    );
    fc.assert(
      fc.property(text, (s) => {
        expect(parseDec(s)).toBe(reference(s));
      }),
    );
  });

  it('counts decimals like the digit-by-digit definition (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (raw) => {
        const frac = (raw < 0n ? -raw : raw) % SCALE;
        const expected = frac === 0n ? 0 : frac.toString().padStart(18, '0').replace(/0+$/, '').length;
        expect(decimalsOf(raw)).toBe(expected);
      }),
    );
  });

  it('div is the inverse of mul for exact quotients', () => {
    expect(div(dec('100.04105'), dec('0.0335'))).toBe(dec('2986.3'));
    expect(() => div(SCALE, 0n)).toThrow();
    expect(fromInt(5)).toBe(dec('5'));
  });

  it('compares with a product exactly as mul does, without dividing', () => {
    const nonNegative = fc.bigInt({ min: 0n, max: 10n ** 30n });
    const any = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
    // Products that land exactly on, just below and just above a multiple of SCALE are the edge.
    // q ≥ 1 keeps a = q × SCALE + r ≥ 0, inside the functions' contract (a × b ≥ 0).
    const near = fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.constantFrom(-1n, 0n, 1n));
    fc.assert(
      fc.property(nonNegative, nonNegative, any, (a, b, d) => {
        expect(exceedsProduct(d, a, b)).toBe(d > mul(a, b));
        expect(productExceeds(a, b, d)).toBe(mul(a, b) > d);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(near, fc.constantFrom(-1n, 0n, 1n), ([q, r], k) => {
        const a = q * SCALE + r;
        const d = q + k;
        expect(exceedsProduct(d, a, 1n)).toBe(d > mul(a, 1n));
        expect(productExceeds(a, 1n, d)).toBe(mul(a, 1n) > d);
      }),
    );
  });

  it('formats whole units of 10^-d like toWire, without bigint arithmetic', () => {
    expect(unitsWire(12345, 5)).toBe('0.12345');
    expect(unitsWire(1_000_000, 6)).toBe('1.0');
    expect(unitsWire(-250, 2)).toBe('-2.5');
    expect(unitsWire(0, 3)).toBe('0.0');
    expect(unitsWire(42, 0)).toBe('42.0');
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
        fc.integer({ min: 0, max: 18 }),
        (n, d) => {
          expect(unitsWire(n, d)).toBe(toWire(BigInt(n) * 10n ** BigInt(18 - d)));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
