import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridOrder } from '../test/grid';
import { DECIMALS, dec, decimalsOf, mul, parseDec } from './decimal';
import { ERR } from './errors';
import { notionalMicro } from './units';
import {
  checkPrice,
  checkSize,
  isValidPrice,
  meetsMinNotional,
  outsideReferenceBand,
  sigFigs,
  slippagePrice,
  textDecimals,
  textUnits,
  toValidPrice,
} from './validation';

describe('price rule (doc §5.6)', () => {
  it('follows the doc examples', () => {
    expect(isValidPrice(dec('1234.5'), 0)).toBe(true);
    expect(isValidPrice(dec('1234.56'), 0)).toBe(false); // 6 significant figures
    expect(isValidPrice(dec('0.001234'), 0)).toBe(true);
    expect(isValidPrice(dec('0.0012345'), 0)).toBe(false);
    expect(isValidPrice(dec('0.01234'), 1)).toBe(true);
    expect(isValidPrice(dec('0.012345'), 1)).toBe(false); // 6 decimals > 6 - 1
  });

  it('accepts integer prices whatever their digits, and caps decimals at 6 - szDecimals', () => {
    expect(isValidPrice(dec('123456'), 5)).toBe(true);
    expect(isValidPrice(dec('113377.5'), 5)).toBe(false); // BTC: 1 decimal max but 7 sig figs
    expect(isValidPrice(dec('11337.5'), 5)).toBe(false); // 6 significant figures
    expect(isValidPrice(dec('1133.5'), 5)).toBe(true);
    expect(isValidPrice(dec('113.35'), 5)).toBe(false); // 2 decimals > 6 - 5
    expect(isValidPrice(dec('4.567'), 2)).toBe(true);
    expect(isValidPrice(dec('0.00001'), 2)).toBe(false); // 5 decimals > 6 - 2
    expect(isValidPrice(0n, 0)).toBe(false);
  });

  it('counts significant figures without trailing zeros', () => {
    expect(sigFigs(dec('1234.50'))).toBe(5);
    expect(sigFigs(dec('0.001234'))).toBe(4);
    expect(sigFigs(dec('100'))).toBe(3);
  });

  it('returns the real error texts', () => {
    expect(checkPrice('1234.56', 0)).toEqual({ ok: false, error: 'Price must be divisible by tick size.' });
    expect(checkPrice('abc', 0)).toEqual({ ok: false, error: ERR.invalidPrice });
    expect(checkPrice('-1', 0)).toEqual({ ok: false, error: ERR.invalidPrice });
    expect(checkPrice('0', 0)).toEqual({ ok: false, error: ERR.invalidPrice });
    expect(checkPrice('1e3', 0)).toEqual({ ok: false, error: ERR.invalidPrice });
    expect(checkPrice('95000', 5)).toEqual({ ok: true, value: dec('95000') });
  });
});

describe('size rule', () => {
  it('allows at most szDecimals decimals and refuses zero', () => {
    expect(checkSize('0.00015', 5)).toEqual({ ok: true, value: dec('0.00015') });
    expect(checkSize('0.000015', 5)).toEqual({ ok: false, error: ERR.invalidSize });
    expect(checkSize('1.5', 0)).toEqual({ ok: false, error: ERR.invalidSize });
    expect(checkSize('0', 2)).toEqual({ ok: false, error: 'Order has zero size.' });
    expect(checkSize('0.00', 2)).toEqual({ ok: false, error: 'Order has zero size.' });
    expect(checkSize('-1', 2)).toEqual({ ok: false, error: ERR.invalidSize });
    expect(checkSize('NaN', 2)).toEqual({ ok: false, error: ERR.invalidSize });
  });
});

describe('order text in integer units', () => {
  it('reads sizes and prices as whole units of their last allowed decimal', () => {
    expect(textUnits('0.00015', 5)).toBe(15);
    expect(textUnits('1.50', 1)).toBe(15);
    expect(textUnits('95000', 1)).toBe(950_000);
    expect(textUnits('007', 0)).toBe(7);
    expect(textUnits('0.00', 2)).toBe(0);
    for (const bad of ['', '.5', '5.', '1.2.3', '-1', '1e3', 'NaN', ' 1', '0.000015', '1234567890123456'])
      expect(textUnits(bad, bad === '0.000015' ? 5 : 2)).toBeNaN();
  });

  it('agrees with the exact Dec parse wherever it answers, and answers for every short valid text', () => {
    const text = fc
      .tuple(
        fc.stringMatching(/^[0-9]{1,12}$/),
        fc.option(fc.stringMatching(/^[0-9]{1,8}$/), { nil: undefined }),
        fc.constantFrom('', '-', 'x', '.'),
      )
      .map(([int, frac, junk]) =>
        junk === '' ? (frac === undefined ? int : `${int}.${frac}`) : `${int}${junk}${frac ?? ''}`,
      );
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 6 }), (s, decimals) => {
        const units = textUnits(s, decimals);
        const exact = s.charCodeAt(0) === 45 ? null : parseDec(s);
        const unit = 10n ** BigInt(DECIMALS - decimals);
        const fits =
          exact !== null &&
          exact % unit === 0n &&
          exact / unit <= BigInt(Number.MAX_SAFE_INTEGER) &&
          s.replace('.', '').length <= 15;
        if (fits) expect(units).toBe(Number(exact / unit));
        else expect(units).toBeNaN();
      }),
      { numRuns: 3000 },
    );
  });
});

describe('minimum notional and band', () => {
  it('requires $10 of px × sz', () => {
    expect(meetsMinNotional(notionalMicro(dec('100'), dec('0.1'), 2))).toBe(true);
    expect(meetsMinNotional(notionalMicro(dec('100'), dec('0.09'), 2))).toBe(false);
    expect(meetsMinNotional(notionalMicro(dec('99999'), dec('0.0001'), 4))).toBe(false);
  });

  it('refuses prices more than 80 % away from the reference', () => {
    expect(outsideReferenceBand(dec('180'), dec('100'))).toBe(false);
    expect(outsideReferenceBand(dec('180.1'), dec('100'))).toBe(true);
    expect(outsideReferenceBand(dec('20'), dec('100'))).toBe(false);
    expect(outsideReferenceBand(dec('19.9'), dec('100'))).toBe(true);
  });
});

describe('valid prices for market orders', () => {
  it('rounds to 5 significant figures then the decimal cap', () => {
    expect(toValidPrice(dec('113377.5'), 5)).toBe(dec('113380'));
    expect(toValidPrice(dec('1891.456'), 4)).toBe(dec('1891.5'));
    expect(toValidPrice(dec('0.0123456'), 0)).toBe(dec('0.012346'));
    expect(toValidPrice(dec('0.0123456'), 0, 'down')).toBe(dec('0.012345'));
    expect(toValidPrice(dec('3.45678'), 2)).toBe(dec('3.4568'));
  });

  it('builds slippage-bounded IOC prices that are always valid', () => {
    const buy = slippagePrice(dec('113000'), true, dec('0.05'), 5);
    expect(buy).toBe(dec('118650'));
    const sell = slippagePrice(dec('0.2345'), false, dec('0.05'), 0);
    expect(sell).toBe(dec('0.22277'));
    expect(isValidPrice(sell, 0)).toBe(true);
  });
});

describe('validation fast paths agree with their definitions', () => {
  const UNSIGNED_DEC = /^\d+(\.\d+)?$/;
  const decimalText = fc.stringMatching(/^-?\d{0,8}(\.\d{0,8})?$/);

  it('checkPrice and checkSize parse exactly the unsigned decimals', () => {
    fc.assert(
      fc.property(fc.oneof(decimalText, fc.string()), (s) => {
        const parsed = UNSIGNED_DEC.test(s) ? parseDec(s) : null;
        const price = checkPrice(s, 0);
        if (parsed === null || parsed <= 0n) expect(price).toEqual({ ok: false, error: ERR.invalidPrice });
        else expect(price.ok ? price.value : parsed).toBe(parsed);
        if (parsed === null) expect(checkSize(s, 5)).toEqual({ ok: false, error: ERR.invalidSize });
      }),
      { numRuns: 2000 },
    );
  });

  it('checkPrice and checkSize read decimals from the text as isValidPrice and decimalsOf do', () => {
    const text = fc.stringMatching(/^\d{1,9}(\.\d{1,9})?$/);
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 5 }), (s, szDecimals) => {
        const value = parseDec(s) ?? 0n;
        expect(textDecimals(s)).toBe(decimalsOf(value));
        if (value > 0n) expect(checkPrice(s, szDecimals).ok).toBe(isValidPrice(value, szDecimals));
        if (value > 0n) expect(checkSize(s, szDecimals).ok).toBe(decimalsOf(value) <= szDecimals);
      }),
      { numRuns: 3000 },
    );
  });

  it('isValidPrice counts significant figures as sigFigs does', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 8n }), fc.integer({ min: 0, max: 8 }), (units, dp) => {
        const px = units * 10n ** BigInt(DECIMALS - dp);
        const decimals = decimalsOf(px);
        expect(isValidPrice(px, 0)).toBe(decimals === 0 || (decimals <= 6 && sigFigs(px) <= 5));
      }),
      { numRuns: 2000 },
    );
  });

  it('meetsMinNotional on micro-USD and the reference band compare as the scaled products do', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (szDecimals) => {
        fc.assert(
          fc.property(gridOrder(szDecimals, 10 ** 7), ({ px, sz }) => {
            expect(meetsMinNotional(notionalMicro(px, sz, szDecimals))).toBe(mul(px, sz) >= dec('10'));
          }),
          { numRuns: 300 },
        );
      }),
      { numRuns: 10 },
    );
    const positive = fc.bigInt({ min: 1n, max: 10n ** 24n });
    fc.assert(
      fc.property(positive, positive, (px, ref) => {
        expect(outsideReferenceBand(px, ref)).toBe((px > ref ? px - ref : ref - px) > mul(ref, dec('0.8')));
      }),
      { numRuns: 2000 },
    );
  });
});
