import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chartPricePrecision,
  formatBuySellRatio,
  formatFixed,
  formatFundingRate,
  formatLargeNumber,
  formatLiquidity,
  formatPercent,
  formatPrice,
  formatRate,
  formatSignedUsd,
  formatTableTime,
  formatUsdAmount,
  shortenAddress,
} from './format';

describe('formatSignedUsd', () => {
  it('signs gains and losses, not zero', () => {
    expect(formatSignedUsd(90)).toBe('+$90.00');
    expect(formatSignedUsd(-0.226)).toBe('-$0.226');
    expect(formatSignedUsd(0)).toBe('$0.00');
    expect(formatSignedUsd(Number.NaN)).toBe('$0.00');
  });
});

describe('formatTableTime', () => {
  it('shows month, day and a 24-hour time', () => {
    expect(formatTableTime(new Date(2026, 10, 26, 8, 12).getTime())).toBe('Nov 26, 08:12');
    expect(formatTableTime(new Date(2026, 0, 5, 17, 3).getTime())).toBe('Jan 05, 17:03');
  });
});

describe('formatPrice', () => {
  it('shows $0.00 for zero and anything that is not a finite number', () => {
    for (const value of [
      0,
      -0,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      null,
      undefined,
    ]) {
      expect(formatPrice(value)).toBe('$0.00');
    }
    for (const value of ['', '   ', 'abc', '1.2.3', 'Infinity']) {
      expect(formatPrice(value)).toBe('$0.00');
    }
  });

  it('uses 2 decimals from 1 upwards, with thousands separators', () => {
    expect(formatPrice(1)).toBe('$1.00');
    // Intl rounds the shortest decimal form half-up, so 1.005 reads as written rather than as 1.00499999...
    expect(formatPrice(1.005)).toBe('$1.01');
    expect(formatPrice(999.999)).toBe('$1,000.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(98765432.123)).toBe('$98,765,432.12');
  });

  it('uses up to 4 decimals below 1, never fewer than 2', () => {
    expect(formatPrice(0.5)).toBe('$0.50');
    expect(formatPrice(0.12345678)).toBe('$0.1235');
    expect(formatPrice(0.01)).toBe('$0.01');
    expect(formatPrice(0.99999)).toBe('$1.00');
  });

  it('uses up to 6 decimals below 0.01', () => {
    expect(formatPrice(0.00999999)).toBe('$0.01');
    expect(formatPrice(0.001234567)).toBe('$0.001235');
    expect(formatPrice(0.0001)).toBe('$0.0001');
  });

  it('uses up to 8 decimals below 1e-4', () => {
    expect(formatPrice(0.0000123456)).toBe('$0.00001235');
    expect(formatPrice(0.000001)).toBe('$0.000001');
  });

  it('uses up to 18 decimals below 1e-6 and never exponent notation', () => {
    expect(formatPrice(1.234e-7)).toBe('$0.0000001234');
    expect(formatPrice(1e-18)).toBe('$0.000000000000000001');
    expect(formatPrice(1e-20)).toBe('$0.00');
    expect(formatPrice(1e21)).toBe('$1,000,000,000,000,000,000,000.00');
  });

  it('puts the minus sign before the dollar and drops it when the result rounds to zero', () => {
    expect(formatPrice(-1.23)).toBe('-$1.23');
    expect(formatPrice(-0.0000123456)).toBe('-$0.00001235');
    expect(formatPrice(-1e-20)).toBe('$0.00');
  });

  it('parses decimal strings from the exchange', () => {
    expect(formatPrice('0.0000125')).toBe('$0.0000125');
    expect(formatPrice(' 43250.5 ')).toBe('$43,250.50');
    expect(formatPrice('-2')).toBe('-$2.00');
  });
});

describe('formatLargeNumber', () => {
  it('abbreviates with K, M and B at exactly the thresholds', () => {
    expect(formatLargeNumber(999)).toBe('999.00');
    expect(formatLargeNumber(1000)).toBe('1.00K');
    expect(formatLargeNumber(1234)).toBe('1.23K');
    expect(formatLargeNumber(1e6)).toBe('1.00M');
    expect(formatLargeNumber(4_560_000, { currency: true })).toBe('$4.56M');
    expect(formatLargeNumber(1e9)).toBe('1.00B');
  });

  it('only uses T when asked', () => {
    expect(formatLargeNumber(2.5e12)).toBe('2,500.00B');
    expect(formatLargeNumber(2.5e12, { trillions: true })).toBe('2.50T');
    expect(formatLargeNumber(999e9, { trillions: true })).toBe('999.00B');
    expect(formatLargeNumber(1e12, { trillions: true, currency: true })).toBe('$1.00T');
  });

  it('moves up a unit when rounding would reach 1000', () => {
    expect(formatLargeNumber(999_999)).toBe('1.00M');
    expect(formatLargeNumber(999.996)).toBe('1.00K');
    expect(formatLargeNumber(999_995)).toBe('1.00M');
    expect(formatLargeNumber(999_994)).toBe('999.99K');
    expect(formatLargeNumber(999_999_999_999)).toBe('1,000.00B');
    expect(formatLargeNumber(999_999_999_999, { trillions: true })).toBe('1.00T');
  });

  it('shows 2 decimals below 1000', () => {
    expect(formatLargeNumber(999, { currency: true })).toBe('$999.00');
    expect(formatLargeNumber(12.5)).toBe('12.50');
    expect(formatLargeNumber(0.004)).toBe('0.00');
    expect(formatLargeNumber(0)).toBe('0.00');
  });

  it('keeps the sign before the dollar', () => {
    expect(formatLargeNumber(-1_200_000, { currency: true })).toBe('-$1.20M');
    expect(formatLargeNumber(-5)).toBe('-5.00');
    expect(formatLargeNumber(-0.001, { currency: true })).toBe('$0.00');
  });

  it('treats invalid input as zero and parses strings', () => {
    expect(formatLargeNumber(Number.NaN)).toBe('0.00');
    expect(formatLargeNumber(Number.POSITIVE_INFINITY, { currency: true })).toBe('$0.00');
    expect(formatLargeNumber(null, { currency: true })).toBe('$0.00');
    expect(formatLargeNumber(undefined)).toBe('0.00');
    expect(formatLargeNumber('n/a')).toBe('0.00');
    expect(formatLargeNumber('1234567.8', { currency: true })).toBe('$1.23M');
  });
});

describe('formatPercent', () => {
  it('formats values already in percent units with 2 decimals by default', () => {
    expect(formatPercent(2.5)).toBe('2.50%');
    expect(formatPercent(-3.456)).toBe('-3.46%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(1234.5)).toBe('1,234.50%');
  });

  it('honours the decimals option', () => {
    expect(formatPercent(12.3456, { decimals: 1 })).toBe('12.3%');
    expect(formatPercent(12.3456, { decimals: 0 })).toBe('12%');
    expect(formatPercent(1.5, { decimals: -3 })).toBe('2%');
    expect(formatPercent(Number.NaN, { decimals: 4 })).toBe('0.0000%');
  });

  it('prefixes + only for positive values when signed', () => {
    expect(formatPercent(2.5, { signed: true })).toBe('+2.50%');
    expect(formatPercent(-2.5, { signed: true })).toBe('-2.50%');
    expect(formatPercent(0, { signed: true })).toBe('0.00%');
    expect(formatPercent(0.001, { signed: true })).toBe('0.00%');
    expect(formatPercent(-0.001, { signed: true })).toBe('0.00%');
  });

  it('shows 0.00% for invalid input', () => {
    expect(formatPercent(Number.NaN)).toBe('0.00%');
    expect(formatPercent(Number.NEGATIVE_INFINITY)).toBe('0.00%');
    expect(formatPercent(null)).toBe('0.00%');
    expect(formatPercent(undefined, { signed: true })).toBe('0.00%');
  });
});

describe('formatFundingRate', () => {
  it('shows the rate times 100 with 4 decimals', () => {
    expect(formatFundingRate(0.0000125)).toBe('0.0013%');
    expect(formatFundingRate(0.0001)).toBe('0.0100%');
    expect(formatFundingRate('0.00125')).toBe('0.1250%');
    expect(formatFundingRate(0)).toBe('0.0000%');
  });

  it('signs negatives only, and not when they round to zero', () => {
    expect(formatFundingRate(-0.0000125)).toBe('-0.0013%');
    expect(formatFundingRate(-1e-9)).toBe('0.0000%');
  });

  it('shows zero for invalid input', () => {
    expect(formatFundingRate(Number.NaN)).toBe('0.0000%');
    expect(formatFundingRate(Number.POSITIVE_INFINITY)).toBe('0.0000%');
    expect(formatFundingRate('x')).toBe('0.0000%');
    expect(formatFundingRate(null)).toBe('0.0000%');
  });
});

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234...abcd');
    expect(shortenAddress('0x123456789')).toBe('0x1234...6789');
  });

  it('returns strings of 10 characters or fewer unchanged', () => {
    expect(shortenAddress('0x12345678')).toBe('0x12345678');
    expect(shortenAddress('')).toBe('');
  });
});

describe('chartPricePrecision', () => {
  it('picks decimals from the price magnitude at exact thresholds', () => {
    expect(chartPricePrecision(0)).toBe(2);
    expect(chartPricePrecision(1)).toBe(2);
    expect(chartPricePrecision(65000)).toBe(2);
    expect(chartPricePrecision(0.99)).toBe(4);
    expect(chartPricePrecision(0.01)).toBe(4);
    expect(chartPricePrecision(0.0099)).toBe(6);
    expect(chartPricePrecision(0.0001)).toBe(6);
    expect(chartPricePrecision(0.000099)).toBe(8);
    expect(chartPricePrecision(0.000001)).toBe(8);
    expect(chartPricePrecision(0.00000099)).toBe(10);
  });

  it('uses the absolute value and falls back to 2 for NaN', () => {
    expect(chartPricePrecision(-0.05)).toBe(4);
    expect(chartPricePrecision(Number.NaN)).toBe(2);
    expect(chartPricePrecision(Number.POSITIVE_INFINITY)).toBe(2);
  });
});

describe('formatFixed', () => {
  it('shows exactly the requested decimals with grouping', () => {
    expect(formatFixed(1234.56789, 4)).toBe('1,234.5679');
    expect(formatFixed(12, 2)).toBe('12.00');
    expect(formatFixed('1000000', 2)).toBe('1,000,000.00');
    expect(formatFixed(1.5, 0)).toBe('2');
  });

  it('keeps negatives but never shows -0', () => {
    expect(formatFixed(-1234.5, 2)).toBe('-1,234.50');
    expect(formatFixed(-0.001, 2)).toBe('0.00');
  });

  it('shows zero with the requested decimals for invalid input', () => {
    expect(formatFixed(Number.NaN, 4)).toBe('0.0000');
    expect(formatFixed(undefined, 2)).toBe('0.00');
    expect(formatFixed('abc', 2)).toBe('0.00');
    expect(formatFixed(Number.NEGATIVE_INFINITY, 4)).toBe('0.0000');
  });

  it('clamps unusable decimal counts', () => {
    expect(formatFixed(1.25, Number.NaN)).toBe('1');
    expect(formatFixed(1.25, -1)).toBe('1');
    expect(formatFixed(1.25, 1.9)).toBe('1.3');
  });
});

describe('formatting without Intl', () => {
  const intl = (value: number, digits: number, style: 'decimal' | 'percent' = 'decimal') =>
    new Intl.NumberFormat('en-US', {
      style,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  const magnitudes = fc.oneof(
    fc.double({ min: 0, max: 1e18, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1000),
    fc.constantFrom(0.5, 1.005, 2.675, 0.0000125, 999.995, 1e-7, 123456.785, 9.999999),
  );

  it('gives the same text as Intl.NumberFormat for fixed decimals', () => {
    fc.assert(
      fc.property(magnitudes, fc.integer({ min: 0, max: 20 }), (value, digits) => {
        expect(formatFixed(value, digits)).toBe(intl(value, digits));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same text as Intl.NumberFormat for percents (exact scaling by 100)', () => {
    fc.assert(
      fc.property(magnitudes, (value) => {
        expect(formatFundingRate(value)).toBe(intl(value, 4, 'percent'));
      }),
      { numRuns: 2000 },
    );
    expect(formatFundingRate(0.0000125)).toBe('0.0013%');
  });

  it('gives the same text as Intl.NumberFormat for rates with only the digits they need', () => {
    fc.assert(
      fc.property(magnitudes, fc.integer({ min: 0, max: 8 }), (value, digits) => {
        const expected = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: digits });
        expect(formatRate(value, digits)).toBe(expected.format(value));
        expect(formatRate(-value, digits)).toBe(expected.format(-value).replace(/^-(?=[0,.]*%$)/, ''));
      }),
      { numRuns: 2000 },
    );
    expect([0.0002, 0.001, 0.01, 0.00045].map((rate) => formatRate(rate))).toEqual([
      '0.02%',
      '0.1%',
      '1%',
      '0.045%',
    ]);
  });

  it('gives the same text as Intl.NumberFormat for prices of every magnitude', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1e12, noNaN: true }), (value) => {
        const max = value < 1e-6 ? 18 : value < 1e-4 ? 8 : value < 0.01 ? 6 : value < 1 ? 4 : 2;
        const expected = new Intl.NumberFormat('en-US', {
          minimumFractionDigits: 2,
          maximumFractionDigits: max,
        }).format(value);
        expect(formatPrice(value)).toBe(`$${expected}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('display defaults for missing data (seed 002 §5)', () => {
  it('shows $0.00, 0.00%, No data and N/A', () => {
    expect(formatPrice(undefined)).toBe('$0.00');
    expect(formatPercent(undefined)).toBe('0.00%');
    expect(formatBuySellRatio(0, 0)).toBe('No data');
    expect(formatBuySellRatio(undefined, null)).toBe('No data');
    expect(formatLiquidity(0)).toBe('N/A');
    expect(formatLiquidity(undefined)).toBe('N/A');
  });

  it('shows buy/sell as two percentages with 1 decimal and liquidity compact', () => {
    expect(formatBuySellRatio(750, 250)).toBe('75.0% / 25.0%');
    expect(formatLiquidity(1_234_567)).toBe('$1.23M');
  });
});

describe('formatUsdAmount (seed 002 §9 number formatting, treasury amounts)', () => {
  it('shows a tiny amount as $0.00, never a price-style run of decimals', () => {
    expect(formatUsdAmount(0.000000282396)).toBe('$0.00');
    expect(formatUsdAmount(0.0049)).toBe('$0.00');
    expect(formatUsdAmount(0)).toBe('$0.00');
    expect(formatUsdAmount(undefined)).toBe('$0.00');
  });

  it('rounds cents half up to 2 decimals', () => {
    expect(formatUsdAmount(0.005)).toBe('$0.01');
    expect(formatUsdAmount(0.01)).toBe('$0.01');
    expect(formatUsdAmount(200)).toBe('$200.00');
    expect(formatUsdAmount(999.994)).toBe('$999.99');
  });

  it('compacts large amounts with K, M and B', () => {
    expect(formatUsdAmount(10_000)).toBe('$10.00K');
    expect(formatUsdAmount(999_999)).toBe('$1.00M');
    expect(formatUsdAmount(1_234_567)).toBe('$1.23M');
    expect(formatUsdAmount(2_500_000_000)).toBe('$2.50B');
    expect(formatUsdAmount(3e12)).toBe('$3,000.00B');
  });
});
