import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Dec, dec } from './decimal';
import { initialMargin } from './margin';
import { sideReservation } from './summary';
import {
  addToPair,
  floorDiv,
  lotUnit,
  type MicroPair,
  marginPair,
  pairExceeds,
  pairToDec,
  reservationPair,
  SAFE_UNITS,
  tickUnit,
  toUnits,
} from './units';

const MICRO_IN_DEC = 10n ** 12n;

/** `reservationPair` as a `Dec`, or null when it declines. */
function reservationUnits(
  buyLots: number,
  buyMicro: number,
  sellLots: number,
  sellMicro: number,
  positionLots: number,
  leverage: number,
): Dec | null {
  const out: MicroPair = { hi: 0, lo: 0 };
  return reservationPair(out, buyLots, buyMicro, sellLots, sellMicro, positionLots, leverage)
    ? pairToDec(out.hi, out.lo)
    : null;
}

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

  it('gives the reservation of the Dec rule, or null beyond the safe range', () => {
    // Totals of orders at several prices: lots, and a notional of lots × an average price in ticks
    // plus a part of a tick per lot. Mostly realistic figures (every one compared), some far beyond
    // the safe range (refused).
    const totals = (maxLots: number, maxTicks: number) =>
      fc
        .record({
          lots: fc.integer({ min: 0, max: maxLots }),
          ticks: fc.integer({ min: 1, max: maxTicks }),
          extra: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        })
        .map(({ lots, ticks, extra }) => ({ lots, micro: lots * ticks + Math.floor(extra * lots) }));
    const side = fc.oneof(
      { weight: 4, arbitrary: totals(100_000, 2_000_000) },
      { weight: 1, arbitrary: totals(10_000_000, 2_000_000_000) },
    );
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        side,
        side,
        fc.integer({ min: -200_000, max: 200_000 }),
        // Leverage 1 half the time: a larger one hides most sub-micro errors in its division.
        fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 200 })),
        (szDecimals, buy, sell, positionLots, leverage) => {
          const buyMicro = buy.micro;
          const sellMicro = sell.micro;
          const lot = BigInt(lotUnit(szDecimals));
          const exact = sideReservation(
            {
              buySz: BigInt(buy.lots) * lot,
              buyNtl: BigInt(buyMicro) * MICRO_IN_DEC,
              sellSz: BigInt(sell.lots) * lot,
              sellNtl: BigInt(sellMicro) * MICRO_IN_DEC,
            },
            BigInt(positionLots) * lot,
            leverage,
          );
          const fast = reservationUnits(buy.lots, buyMicro, sell.lots, sellMicro, positionLots, leverage);
          if (fast === null) {
            // Refused only when a figure (notional × size beyond the position) leaves the safe range.
            expect(Math.max(buyMicro * buy.lots, sellMicro * sell.lots)).toBeGreaterThan(SAFE_UNITS);
          } else {
            expect(fast).toBe(exact);
            compared++;
          }
        },
      ),
      { numRuns: 2000 },
    );
    expect(compared).toBeGreaterThan(1000);
  });

  it('refuses figures beyond the safe range instead of rounding them', () => {
    const beyond = SAFE_UNITS + 2;
    expect(reservationUnits(0, 0, 1, beyond, 0, 1)).toBeNull();
    // Against a position the product micro × (lots − position) is what must stay safe.
    expect(reservationUnits(3_000_000, 2 ** 40, 0, 0, -1, 10)).toBeNull();
    const huge: Dec = reservationUnits(0, 0, 1, SAFE_UNITS, 0, 1) ?? 0n;
    expect(huge).toBe(BigInt(SAFE_UNITS) * MICRO_IN_DEC);
  });
});

describe('margin figures as (micro-USD, sub-micro) pairs', () => {
  const BOUND = BigInt(SAFE_UNITS) * MICRO_IN_DEC;
  /** Dec figures: mostly account-sized (±$10^9 with 18 decimals), some up to the pair range's edge. */
  const figure = fc.oneof(
    { weight: 3, arbitrary: fc.bigInt({ min: -(10n ** 27n), max: 10n ** 27n }) },
    { weight: 1, arbitrary: fc.bigInt({ min: -BOUND, max: BOUND + MICRO_IN_DEC - 1n }) },
    { weight: 1, arbitrary: fc.bigInt({ min: -MICRO_IN_DEC * 3n, max: MICRO_IN_DEC * 3n }) },
  );
  /** The normalised pair of a Dec: whole micro-USD (floored) and the remainder in [0, 10^12). */
  const pairOf = (x: Dec): MicroPair => {
    const lo = ((x % MICRO_IN_DEC) + MICRO_IN_DEC) % MICRO_IN_DEC;
    return { hi: Number((x - lo) / MICRO_IN_DEC), lo: Number(lo) };
  };

  it('gives back the Dec of a normalised pair', () => {
    fc.assert(
      fc.property(figure, (x) => {
        const p = pairOf(x);
        expect(p.lo >= 0 && p.lo < 1e12 && Number.isSafeInteger(p.hi)).toBe(true);
        expect(pairToDec(p.hi, p.lo)).toBe(x);
      }),
      { numRuns: 2000 },
    );
  });

  it('adds and compares pairs as the Dec figures do', () => {
    // Terms within a third of the range, so their sum is a pair too (the tracker's are within half).
    const term = fc.bigInt({ min: -(BOUND / 3n), max: BOUND / 3n });
    fc.assert(
      fc.property(term, term, term, figure, (a, b, c, base) => {
        const [pa, pb, pc] = [pairOf(a), pairOf(b), pairOf(c)];
        // a + b − c on unnormalised parts, as the order checks add them.
        const hi = pa.hi + pb.hi - pc.hi;
        const lo = pa.lo + pb.lo - pc.lo;
        expect(pairExceeds(hi, lo, pairOf(base))).toBe(a + b - c > base);
        // Equal figures never exceed each other (the checks' boundary: need = free is affordable).
        expect(pairExceeds(hi, lo, pairOf(a + b - c))).toBe(false);
        const acc = pairOf(a);
        addToPair(acc, pb.hi - pc.hi, pb.lo - pc.lo);
        expect(pairToDec(acc.hi, acc.lo)).toBe(a + b - c);
        expect(acc.lo >= 0 && acc.lo < 1e12).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the initial margin of a whole-micro notional as the Dec rule does', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: SAFE_UNITS })),
        fc.oneof(fc.constant(1), fc.constant(3), fc.integer({ min: 1, max: 200 })),
        (micro, leverage) => {
          const out: MicroPair = { hi: 0, lo: 0 };
          expect(marginPair(out, micro, leverage)).toBe(true);
          expect(pairToDec(out.hi, out.lo)).toBe(initialMargin(BigInt(micro) * MICRO_IN_DEC, leverage));
        },
      ),
      { numRuns: 2000 },
    );
    expect(marginPair({ hi: 0, lo: 0 }, SAFE_UNITS + 2, 1)).toBe(false);
  });
});
