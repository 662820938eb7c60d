import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { MICRO_USD, SAFE_UNITS } from './units';
import { addMicro, addNotional, addUsd, newUsd, setUsd, usdMicro, usdNegative, usdValue } from './usd';

describe('Usd amounts', () => {
  it('keeps whole micro-USD in the number and anything else in the Dec part', () => {
    const u = newUsd(dec('12.5'));
    expect(u).toEqual({ micro: 12_500_000, big: 0n });
    addUsd(u, 1n); // 10^-18 USD: not whole micro-USD
    expect(u.big).toBe(1n);
    expect(usdValue(u)).toBe(dec('12.5') + 1n);
    expect(usdMicro(u)).toBeNaN();
    setUsd(u, dec('-3'));
    expect(u).toEqual({ micro: -3_000_000, big: 0n });
    expect(usdNegative(u)).toBe(true);
  });

  it('moves the number into the Dec part before it leaves the safe range', () => {
    const u = newUsd();
    addMicro(u, SAFE_UNITS);
    addMicro(u, 5);
    expect(u.micro).toBe(0);
    expect(usdValue(u)).toBe(BigInt(SAFE_UNITS + 5) * MICRO_USD);
    addNotional(u, -1, 2 ** 30, 2 ** 30); // 2^60 micro-USD: beyond the safe range itself
    expect(usdValue(u)).toBe(BigInt(SAFE_UNITS + 5) * MICRO_USD - 2n ** 60n * MICRO_USD);
  });

  it('sums exactly like Dec arithmetic, whatever the sizes', () => {
    const amount = fc.oneof(
      fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }).map((n) => ({ micro: n })),
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map((d) => ({ dec: d })),
      fc.record({ lots: fc.integer({ min: 0, max: 2 ** 40 }), ticks: fc.integer({ min: 0, max: 2 ** 30 }) }),
    );
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), (amounts) => {
        const u = newUsd();
        let expected = 0n;
        for (const a of amounts) {
          if ('micro' in a) {
            addMicro(u, a.micro);
            expected += BigInt(a.micro) * MICRO_USD;
          } else if ('dec' in a) {
            addUsd(u, a.dec);
            expected += a.dec;
          } else {
            addNotional(u, 1, a.lots, a.ticks);
            expected += BigInt(a.lots) * BigInt(a.ticks) * MICRO_USD;
          }
          expect(Math.abs(u.micro)).toBeLessThanOrEqual(SAFE_UNITS);
          expect(usdValue(u)).toBe(expected);
          expect(usdNegative(u)).toBe(expected < 0n);
        }
      }),
    );
  });
});
