import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWire } from '../decimal';
import {
  type Candle,
  type CandleColumns,
  CandleStore,
  MAX_CANDLES,
  type MinuteCandle,
  unitsToWire,
} from './candles';
import { INTERVALS, type Interval, openTime } from './intervals';

// BTC-like market: szDecimals 5, prices in units of 0.1
const PX_DP = 1;
const SZ_DP = 5;
const T0 = Date.parse('2024-02-28T22:00:00Z'); // crosses a leap day, a month and a week boundary
const MIN = 60_000;

interface Trade {
  t: number;
  px: number; // units
  sz: number; // units
}

const dec = (units: number, dp: number) => BigInt(units) * 10n ** BigInt(18 - dp);

function store(): CandleStore {
  const s = new CandleStore();
  s.addCoin('BTC', { pxDecimals: PX_DP, szDecimals: SZ_DP });
  return s;
}

function trade(s: CandleStore, k: Trade): void {
  s.trade('BTC', k.t, dec(k.px, PX_DP), dec(k.sz, SZ_DP));
}

/** Naive reference: group trades by open time and fold. */
function reference(trades: readonly Trade[], i: Interval): Candle[] {
  const out: Candle[] = [];
  const raw = new Map<number, { o: number; h: number; l: number; c: number; v: number; n: number }>();
  for (const k of trades) {
    const t = openTime(i, k.t);
    const r = raw.get(t);
    if (!r) raw.set(t, { o: k.px, h: k.px, l: k.px, c: k.px, v: k.sz, n: 1 });
    else
      Object.assign(r, {
        h: Math.max(r.h, k.px),
        l: Math.min(r.l, k.px),
        c: k.px,
        v: r.v + k.sz,
        n: r.n + 1,
      });
  }
  for (const [t, r] of [...raw].sort((a, b) => a[0] - b[0])) {
    out.push({
      t,
      T: closeOf(i, t),
      s: 'BTC',
      i,
      o: toWire(dec(r.o, PX_DP)),
      c: toWire(dec(r.c, PX_DP)),
      h: toWire(dec(r.h, PX_DP)),
      l: toWire(dec(r.l, PX_DP)),
      v: toWire(dec(r.v, SZ_DP)),
      n: r.n,
    });
  }
  return out.slice(-MAX_CANDLES);
}

/** Close time by brute force: the last ms before the open changes (binary search over a 32-day window). */
function closeOf(i: Interval, t: number): number {
  let lo = t;
  let hi = t + 32 * 86_400_000;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (openTime(i, mid) === t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Trades sorted by time: small steps, gaps of hours and occasional multi-week jumps. */
const tradesArb = fc
  .array(
    fc.record({
      dt: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 0, max: 90_000 }) },
        { weight: 2, arbitrary: fc.integer({ min: 0, max: 6 * 3_600_000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 * 86_400_000 }) },
      ),
      px: fc.integer({ min: 1, max: 2_000_000 }),
      sz: fc.integer({ min: 1, max: 5_000_000 }),
    }),
    { minLength: 1, maxLength: 300 },
  )
  .map((xs) => {
    let t = T0;
    return xs.map(({ dt, px, sz }) => {
      t += dt;
      return { t, px, sz };
    });
  });

/** 1-minute candles of a trade list, in units, as the history generator produces them. */
function minuteCandles(trades: readonly Trade[]): MinuteCandle[] {
  const out: { t: number; o: number; h: number; l: number; c: number; v: number; n: number }[] = [];
  for (const k of trades) {
    const t = openTime('1m', k.t);
    const last = out[out.length - 1];
    if (last && last.t === t) {
      last.h = Math.max(last.h, k.px);
      last.l = Math.min(last.l, k.px);
      last.c = k.px;
      last.v += k.sz;
      last.n++;
    } else out.push({ t, o: k.px, h: k.px, l: k.px, c: k.px, v: k.sz, n: 1 });
  }
  return out;
}

/** The same minutes as columns, the form generated history takes. */
function columns(minutes: readonly MinuteCandle[]): CandleColumns {
  const column = (pick: (k: MinuteCandle) => number) => Float64Array.from(minutes, pick);
  return {
    length: minutes.length,
    t: column((k) => k.t),
    o: column((k) => k.o),
    h: column((k) => k.h),
    l: column((k) => k.l),
    c: column((k) => k.c),
    v: column((k) => k.v),
    n: column((k) => k.n),
  };
}

describe('CandleStore', () => {
  it('matches a naive reference for every interval (property)', () => {
    fc.assert(
      fc.property(tradesArb, (trades) => {
        const s = store();
        for (const k of trades) trade(s, k);
        for (const i of INTERVALS) expect(s.snapshot('BTC', i, 0)).toEqual(reference(trades, i));
      }),
      { numRuns: 150 },
    );
  });

  it('bulk 1-minute ingestion equals trade-by-trade ingestion for every interval (property)', () => {
    fc.assert(
      fc.property(tradesArb, (trades) => {
        const a = store();
        for (const k of trades) trade(a, k);
        const b = store();
        b.ingestMinutes('BTC', minuteCandles(trades));
        for (const i of INTERVALS) expect(b.snapshot('BTC', i, 0)).toEqual(a.snapshot('BTC', i, 0));
      }),
      { numRuns: 150 },
    );
  });

  /** Store `eager` ingests `history` then trades `live`; `lazy` trades first and prepends the history. */
  function eagerAndLazy(history: readonly MinuteCandle[], live: readonly Trade[]) {
    const eager = store();
    eager.ingestMinutes('BTC', history);
    const lazy = store();
    for (const k of live) {
      trade(eager, k);
      trade(lazy, k);
    }
    lazy.prependHistory('BTC', columns(history));
    return { eager, lazy };
  }

  it('prepending history equals ingesting it before the live trades, for every interval (property)', () => {
    fc.assert(
      fc.property(tradesArb, fc.nat(), (trades, cut) => {
        const split = cut % (trades.length + 1);
        const { eager, lazy } = eagerAndLazy(minuteCandles(trades.slice(0, split)), trades.slice(split));
        for (const i of INTERVALS) {
          expect(lazy.snapshot('BTC', i, 0)).toEqual(eager.snapshot('BTC', i, 0));
          expect(lazy.live('BTC', i)).toEqual(eager.live('BTC', i));
        }
      }),
      { numRuns: 200 },
    );
  });

  it.each([1, 2, 4])(
    'keeps the newest 5000 when history and %i days of live minutes exceed the cap',
    (liveDays) => {
      const start = Date.parse('2025-03-30T17:00:00Z');
      const history: MinuteCandle[] = [];
      for (let k = 0; k < 10 * 1440; k++)
        history.push({ t: start + k * MIN, o: 100 + k, h: 120 + k, l: 90 + k, c: 110 + k, v: 5, n: 2 });
      const live: Trade[] = [];
      for (let k = 0; k < liveDays * 1440; k++)
        live.push({ t: start + (10 * 1440 + k) * MIN + 7, px: 3 + k, sz: 1 });
      const { eager, lazy } = eagerAndLazy(history, live);
      for (const i of INTERVALS) {
        expect(lazy.count('BTC', i)).toBe(eager.count('BTC', i));
        expect(lazy.snapshot('BTC', i, 0)).toEqual(eager.snapshot('BTC', i, 0));
      }
      expect(lazy.count('BTC', '1m')).toBe(MAX_CANDLES);
    },
  );

  it('rolls to a new candle exactly after the close time and skips empty periods', () => {
    const s = store();
    const t = Date.parse('2025-01-01T00:00:00Z');
    trade(s, { t, px: 1000, sz: 1 });
    trade(s, { t: t + MIN - 1, px: 1010, sz: 2 });
    trade(s, { t: t + MIN, px: 990, sz: 3 });
    trade(s, { t: t + 10 * MIN + 5, px: 995, sz: 4 });
    const m = s.snapshot('BTC', '1m', 0);
    expect(m.map((c) => [c.t - t, c.T - t, c.o, c.h, c.l, c.c, c.v, c.n])).toEqual([
      [0, MIN - 1, '100.0', '101.0', '100.0', '101.0', '0.00003', 2],
      [MIN, 2 * MIN - 1, '99.0', '99.0', '99.0', '99.0', '0.00003', 1],
      [10 * MIN, 11 * MIN - 1, '99.5', '99.5', '99.5', '99.5', '0.00004', 1],
    ]);
    const h = s.snapshot('BTC', '1h', 0);
    expect(h).toEqual([
      {
        t,
        T: t + 60 * MIN - 1,
        s: 'BTC',
        i: '1h',
        o: '100.0',
        c: '99.5',
        h: '101.0',
        l: '99.0',
        v: '0.0001',
        n: 4,
      },
    ]);
  });

  it('keeps only the newest 5000 candles per interval', () => {
    const s = store();
    const t = Date.parse('2025-01-01T00:00:00Z');
    const count = MAX_CANDLES + 7;
    for (let k = 0; k < count; k++) trade(s, { t: t + k * MIN, px: 1000 + k, sz: 1 });
    const m = s.snapshot('BTC', '1m', 0);
    expect(m).toHaveLength(MAX_CANDLES);
    expect(m[0]?.t).toBe(t + 7 * MIN);
    expect(m[0]?.o).toBe(toWire(dec(1007, PX_DP)));
    expect(m.at(-1)?.t).toBe(t + (count - 1) * MIN);
    expect(s.count('BTC', '1m')).toBe(MAX_CANDLES);
    expect(s.count('BTC', '3m')).toBe(Math.ceil(count / 3));
    expect(s.snapshot('BTC', '5m', 0)).toHaveLength(Math.ceil(count / 5));
    // the ring keeps working after wrapping
    trade(s, { t: t + count * MIN, px: 1, sz: 1 });
    expect(s.snapshot('BTC', '1m', 0).at(-1)?.l).toBe('0.1');
    expect(s.snapshot('BTC', '1m', t + 8 * MIN)[0]?.t).toBe(t + 8 * MIN);
  });

  it('selects candles whose period meets [startTime, endTime]', () => {
    const s = store();
    const t = Date.parse('2025-01-01T00:00:00Z');
    for (const k of [0, 1, 2, 5, 6]) trade(s, { t: t + k * MIN + 30_000, px: 1000, sz: 1 });
    const opens = (start: number, end?: number | null) =>
      s
        .snapshot('BTC', '1m', t + start, end === undefined || end === null ? end : t + end)
        .map((c) => (c.t - t) / MIN);
    expect(opens(0)).toEqual([0, 1, 2, 5, 6]);
    expect(opens(0, null)).toEqual([0, 1, 2, 5, 6]);
    expect(opens(1)).toEqual([0, 1, 2, 5, 6]); // candle containing startTime included
    expect(opens(MIN)).toEqual([1, 2, 5, 6]); // startTime on an open
    expect(opens(MIN + 1)).toEqual([1, 2, 5, 6]);
    expect(opens(3 * MIN + 1, 5 * MIN)).toEqual([5]);
    expect(opens(0, 2 * MIN)).toEqual([0, 1, 2]); // endTime on an open: included
    expect(opens(0, 2 * MIN - 1)).toEqual([0, 1]);
    expect(opens(0, 4 * MIN)).toEqual([0, 1, 2]);
    expect(opens(3 * MIN, 4 * MIN)).toEqual([]); // gap
    expect(opens(5 * MIN, MIN)).toEqual([]); // end before start
    expect(opens(7 * MIN)).toEqual([]);
    expect(s.snapshot('BTC', '1m', -1e12)).toHaveLength(5);
  });

  it('returns [] for an unknown coin or interval and null live candle before any trade', () => {
    const s = store();
    expect(s.snapshot('ETH', '1m', 0)).toEqual([]);
    expect(s.snapshot('BTC', '2m', 0)).toEqual([]);
    expect(s.live('BTC', '1m')).toBeNull();
    expect(s.live('ETH', '1m')).toBeNull();
    expect(() => s.trade('ETH', 0, 1n, 1n)).toThrow('unknown coin ETH');
    expect(() => s.addCoin('BTC', { pxDecimals: 1, szDecimals: 5 })).toThrow('already registered');
    expect(s.has('BTC')).toBe(true);
  });

  it('exposes the live candle of each interval for the WS candle channel', () => {
    const s = store();
    const t = Date.parse('2024-02-29T23:59:00Z');
    trade(s, { t, px: 1000, sz: 1 });
    trade(s, { t: t + MIN, px: 1200, sz: 1 }); // next month
    expect(s.live('BTC', '1m')).toMatchObject({ t: t + MIN, o: '120.0', n: 1 });
    expect(s.live('BTC', '1d')).toMatchObject({ t: t + MIN, T: t + MIN + 86_400_000 - 1, o: '120.0' });
    expect(s.live('BTC', '1w')).toMatchObject({
      t: Date.parse('2024-02-26T00:00:00Z'),
      o: '100.0',
      c: '120.0',
      n: 2,
    });
    expect(s.live('BTC', '1M')).toMatchObject({
      t: Date.parse('2024-03-01T00:00:00Z'),
      T: Date.parse('2024-03-31T23:59:59.999Z'),
      i: '1M',
      o: '120.0',
    });
  });

  it('folds a trade timed before the live candle into the live candle', () => {
    const s = store();
    const t = Date.parse('2025-01-01T00:10:00Z');
    trade(s, { t, px: 1000, sz: 1 });
    trade(s, { t: t - 5 * MIN, px: 900, sz: 1 });
    expect(s.snapshot('BTC', '1m', 0)).toMatchObject([{ t, o: '100.0', l: '90.0', c: '90.0', n: 2 }]);
  });

  it('formats with the injected formatter', () => {
    const s = new CandleStore();
    s.addCoin('X', { pxDecimals: 2, szDecimals: 1, format: { px: (u) => `p${u}`, sz: (u) => `s${u}` } });
    s.trade('X', 0, 1_230_000_000_000_000_000n, 500_000_000_000_000_000n);
    expect(s.live('X', '1m')).toMatchObject({ o: 'p123', v: 's5' });
  });

  it('renders units exactly like toWire', () => {
    expect(unitsToWire(1130000, 1)).toBe('113000.0');
    expect(unitsToWire(98639, 5)).toBe('0.98639');
    expect(unitsToWire(876, 6)).toBe('0.000876');
    expect(unitsToWire(0, 3)).toBe('0.0');
    expect(unitsToWire(42, 0)).toBe('42.0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 53 - 1 }), fc.integer({ min: 0, max: 6 }), (u, dp) => {
        expect(unitsToWire(u, dp)).toBe(toWire(dec(u, dp)));
      }),
    );
  });

  it('holds 30 days of 1-minute history in about 1 MB per coin', () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    const minutes: MinuteCandle[] = [];
    for (let k = 0; k < 30 * 1440; k++)
      minutes.push({ t: start + k * MIN, o: 10, h: 12, l: 9, c: 11, v: 5, n: 2 });
    const ingested = store();
    ingested.ingestMinutes('BTC', minutes);
    const loaded = store();
    loaded.prependHistory('BTC', columns(minutes));
    for (const s of [ingested, loaded]) {
      for (const i of INTERVALS) {
        const periods = new Set(minutes.map((m) => openTime(i, m.t))).size;
        expect(s.count('BTC', i)).toBe(Math.min(periods, MAX_CANDLES));
      }
      const total = INTERVALS.reduce((sum, i) => sum + s.count('BTC', i), 0);
      expect(total).toBe(20_777);
      expect(s.snapshot('BTC', '1M', 0)).toMatchObject([
        { o: '1.0', h: '1.2', l: '0.9', c: '1.1', v: '2.16', n: 86_400 },
      ]);
    }
    expect(ingested.memoryBytes('BTC')).toBe(1_122_432); // 20,777 × 48 B = 997 kB used + ring growth slack
    expect(loaded.memoryBytes('BTC')).toBe(1_007_520); // sized to fit, 64 slots at least (12h and longer)
  });
});
