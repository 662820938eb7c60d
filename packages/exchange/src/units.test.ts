import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { floorDiv, lotUnit, SAFE_UNITS, tickUnit, toUnits } from './units';

describe('integer units of the order path', () => {
  it('reads prices as ticks and sizes as lots of the market', () => {
    // szDecimals 5 (BTC): ticks of 0.1, lots of 0.00001; szDecimals 0: ticks of 0.000001, lots of 1
    expect(toUnits(dec('113456.7'), tickUnit(5))).toBe(1_134_567);
    expect(toUnits(dec('0.00123'), lotUnit(5))).toBe(123);
    expect(toUnits(dec('0.123456'), tickUnit(0))).toBe(123_456);
    expect(toUnits(dec('-42'), lotUnit(0))).toBe(-42);
  });

  it('converts every whole number of units below 2^51 exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.bigInt({ min: 0n, max: 2n ** 51n - 1n }),
        (szDecimals, n) => {
          const unit = lotUnit(szDecimals);
          expect(toUnits(n * BigInt(unit), unit)).toBe(Number(n));
        },
      ),
    );
  });

  it('divides with the floor of the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SAFE_UNITS }),
        fc.integer({ min: 1, max: SAFE_UNITS }),
        (a, b) => {
          expect(floorDiv(a, b)).toBe(Number(BigInt(a) / BigInt(b)));
        },
      ),
    );
  });
});
