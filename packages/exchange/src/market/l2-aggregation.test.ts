import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, toWire } from '../decimal';
import {
  aggregateBook,
  aggregateSide,
  type BookLevel,
  bucketSize,
  L2GroupingError,
  parseGrouping,
} from './l2-aggregation';

const lv = (px: string, sz: string, n = 1): BookLevel => ({ px: dec(px), sz: dec(sz), n });
const wire = (ls: readonly BookLevel[]) => ls.map((l) => [toWire(l.px), toWire(l.sz), l.n]);

describe('parseGrouping', () => {
  it('accepts the documented combinations', () => {
    expect(parseGrouping(undefined, undefined)).toEqual({ nSigFigs: null, mantissa: null });
    expect(parseGrouping(null, null)).toEqual({ nSigFigs: null, mantissa: null });
    for (const n of [2, 3, 4, 5]) expect(parseGrouping(n, null)).toEqual({ nSigFigs: n, mantissa: null });
    for (const m of [1, 2, 5]) expect(parseGrouping(5, m)).toEqual({ nSigFigs: 5, mantissa: m });
  });

  it('rejects invalid values and combinations with a clear error', () => {
    const bad: [unknown, unknown, string][] = [
      [1, null, 'invalid nSigFigs 1: expected 2, 3, 4, 5 or null'],
      [6, null, 'invalid nSigFigs 6'],
      ['5', null, 'invalid nSigFigs "5"'],
      [4.5, null, 'invalid nSigFigs 4.5'],
      [5, 3, 'invalid mantissa 3: expected 1, 2, 5 or null'],
      [5, 10, 'invalid mantissa 10'],
      [4, 2, 'mantissa is only allowed with nSigFigs 5 (got nSigFigs 4)'],
      [null, 5, 'mantissa is only allowed with nSigFigs 5 (got nSigFigs null)'],
      [2, 1, 'mantissa is only allowed with nSigFigs 5'],
    ];
    for (const [n, m, msg] of bad) {
      expect(() => parseGrouping(n, m)).toThrow(L2GroupingError);
      expect(() => parseGrouping(n, m)).toThrow(msg);
    }
  });
});

describe('bucketSize', () => {
  it('follows 10^(floor(log10 px) - nSigFigs + 1) × mantissa', () => {
    expect(toWire(bucketSize(dec('113377'), 5))).toBe('10.0');
    expect(toWire(bucketSize(dec('113377'), 5, 2))).toBe('20.0');
    expect(toWire(bucketSize(dec('113377'), 5, 5))).toBe('50.0');
    expect(toWire(bucketSize(dec('113377'), 2))).toBe('10000.0');
    expect(toWire(bucketSize(dec('99999.9'), 5))).toBe('1.0');
    expect(toWire(bucketSize(dec('100000'), 5))).toBe('10.0');
    expect(toWire(bucketSize(dec('4210.15'), 3))).toBe('10.0');
    expect(toWire(bucketSize(dec('1'), 5))).toBe('0.0001');
    expect(toWire(bucketSize(dec('0.999'), 5))).toBe('0.00001');
    expect(toWire(bucketSize(dec('0.000876'), 2))).toBe('0.00001');
    expect(toWire(bucketSize(dec('0.000876'), 5, 5))).toBe('0.00000005');
  });
});

describe('aggregateSide / aggregateBook', () => {
  it('groups BTC levels, bids down and asks up, summing sz and n', () => {
    const bids = [lv('113377', '1.5', 3), lv('113371', '0.5', 2), lv('113369', '2', 1), lv('113300', '1')];
    const asks = [lv('113381', '1', 2), lv('113390', '0.25'), lv('113391', '1')];
    const [b, a] = aggregateBook(bids, asks, 5, null);
    expect(wire(b)).toEqual([
      ['113370.0', '2.0', 5],
      ['113360.0', '2.0', 1],
      ['113300.0', '1.0', 1],
    ]);
    expect(wire(a)).toEqual([
      ['113390.0', '1.25', 3],
      ['113400.0', '1.0', 1],
    ]);
  });

  it('applies mantissa 2 and 5 with 5 significant figures', () => {
    const bids = [lv('113377', '1'), lv('113361', '1'), lv('113359', '1')];
    const asks = [lv('113377', '1'), lv('113380', '1'), lv('113381', '1')];
    expect(wire(aggregateSide(bids, true, parseGrouping(5, 2)))).toEqual([
      ['113360.0', '2.0', 2],
      ['113340.0', '1.0', 1],
    ]);
    expect(wire(aggregateSide(asks, false, parseGrouping(5, 2)))).toEqual([
      ['113380.0', '2.0', 2],
      ['113400.0', '1.0', 1],
    ]);
    expect(wire(aggregateSide(bids, true, parseGrouping(5, 5)))).toEqual([['113350.0', '3.0', 3]]);
    expect(wire(aggregateSide(asks, false, parseGrouping(5, 5)))).toEqual([['113400.0', '3.0', 3]]);
    // mantissa 1 is the same as none
    expect(aggregateSide(bids, true, parseGrouping(5, 1))).toEqual(
      aggregateSide(bids, true, parseGrouping(5, null)),
    );
  });

  it('handles prices spanning a power of ten', () => {
    // bids: 100.5 → bucket 1 (3 figures) → 100; 99.95 → bucket 0.1 → 99.9
    const bids = [lv('100.5', '1'), lv('100.2', '1'), lv('99.95', '1'), lv('99.91', '1'), lv('99.85', '1')];
    expect(wire(aggregateSide(bids, true, parseGrouping(3, null)))).toEqual([
      ['100.0', '2.0', 2],
      ['99.9', '2.0', 2],
      ['99.8', '1.0', 1],
    ]);
    // asks: 99.95 → 100.0 and 100 stays 100, merged; 100.5 → 101
    const asks = [lv('99.85', '1'), lv('99.95', '1'), lv('100', '1'), lv('100.5', '1')];
    expect(wire(aggregateSide(asks, false, parseGrouping(3, null)))).toEqual([
      ['99.9', '1.0', 1],
      ['100.0', '2.0', 2],
      ['101.0', '1.0', 1],
    ]);
  });

  it('groups tiny meme prices exactly', () => {
    const bids = [lv('0.012345', '1000', 4), lv('0.012341', '500'), lv('0.012299', '10')];
    const asks = [lv('0.000876', '1'), lv('0.000881', '1'), lv('0.0009', '1')];
    expect(wire(aggregateSide(bids, true, parseGrouping(3, null)))).toEqual([
      ['0.0123', '1500.0', 5],
      ['0.0122', '10.0', 1],
    ]);
    expect(wire(aggregateSide(asks, false, parseGrouping(2, null)))).toEqual([
      ['0.00088', '1.0', 1],
      ['0.00089', '1.0', 1],
      ['0.0009', '1.0', 1],
    ]);
    expect(wire(aggregateSide(asks, false, parseGrouping(5, 5)))).toEqual([
      ['0.000876', '1.0', 1],
      ['0.000881', '1.0', 1],
      ['0.0009', '1.0', 1],
    ]);
  });

  it('keeps at most 20 levels per side, full precision included', () => {
    const bids = Array.from({ length: 50 }, (_, k) => lv(String(1000 - k), '1'));
    expect(aggregateSide(bids, true, parseGrouping(null, null))).toHaveLength(20);
    const g = aggregateSide(bids, true, parseGrouping(2, null)); // buckets of 10 (≥ 1000) and 10 (< 1000)
    expect(wire(g).slice(0, 2)).toEqual([
      ['1000.0', '1.0', 1],
      ['990.0', '10.0', 10],
    ]);
    const fine = Array.from({ length: 100 }, (_, k) => lv(String(10_000 + k * 3), '1'));
    const a = aggregateSide(fine, false, parseGrouping(4, null)); // buckets of 10
    expect(a).toHaveLength(20);
    expect(toWire(a[19]?.px ?? 0n)).toBe('10190.0');
  });

  it('conserves size and count, keeps order, and rounds in the right direction (property)', () => {
    const side = fc
      .uniqueArray(fc.integer({ min: 1, max: 10 ** 9 }), { minLength: 1, maxLength: 60 })
      .chain((pxs) =>
        fc.tuple(
          fc.constant(pxs),
          fc.array(fc.integer({ min: 1, max: 10 ** 6 }), { minLength: pxs.length, maxLength: pxs.length }),
          fc.integer({ min: 0, max: 8 }),
        ),
      );
    const grouping = fc.oneof(
      fc.constantFrom(2, 3, 4).map((n) => parseGrouping(n, null)),
      fc.constantFrom(null, 1, 2, 5).map((m) => parseGrouping(5, m)),
    );
    fc.assert(
      fc.property(side, grouping, fc.boolean(), ([pxs, szs, dp], g, isBid) => {
        const unit = 10n ** BigInt(18 - dp);
        const levels = pxs
          .map((p, k) => ({ px: BigInt(p) * unit, sz: BigInt(szs[k] ?? 1) * 10n ** 14n, n: k + 1 }))
          .sort((x, y) => (isBid ? Number(y.px - x.px) : Number(x.px - y.px)));
        const out = aggregateSide(levels, isBid, g, Number.MAX_SAFE_INTEGER);
        const sum = (ls: readonly BookLevel[]) => ls.reduce((s, l) => s + l.sz, 0n);
        expect(sum(out)).toBe(sum(levels));
        expect(out.reduce((s, l) => s + l.n, 0)).toBe(levels.reduce((s, l) => s + l.n, 0));
        for (let k = 1; k < out.length; k++) {
          const [prev, cur] = [out[k - 1]?.px ?? 0n, out[k]?.px ?? 0n];
          expect(isBid ? prev > cur : prev < cur).toBe(true);
        }
        // every level lands in the bucket that covers it, on the right side
        const g5 = g.nSigFigs ?? 5;
        for (const l of levels) {
          const b = bucketSize(l.px, g5, g.mantissa);
          const target = isBid ? l.px - (l.px % b) : l.px % b === 0n ? l.px : l.px - (l.px % b) + b;
          expect(out.some((o) => o.px === target)).toBe(true);
        }
        const capped = aggregateSide(levels, isBid, g);
        expect(capped).toEqual(out.slice(0, 20));
      }),
      { numRuns: 300 },
    );
  });
});
