/**
 * Candles per coin for all 14 intervals, built from trades (doc §3.5, WS `candle` §6.3).
 *
 * Storage: one columnar ring buffer per (coin, interval) holding at most the newest 5000 candles (all
 * Hyperliquid serves). Prices and sizes are kept as integer units (px × 10^pxDecimals,
 * sz × 10^szDecimals) in Float64Arrays: exact below 2^53, so volumes add up without float drift and
 * strings are rebuilt exactly. The open time is kept as a Uint32 period index (see intervals.ts).
 * A candle costs 48 bytes (4 index + 5 × 8 o/h/l/c/v + 4 count); rings grow by doubling up to 5000.
 * Measured (candles.test.ts): 30 days of 1-minute history is 20,777 candles over the 14 intervals:
 * 997 kB of data, 1.01 MB of arrays per coin when loaded by `prependHistory` (1.12 MB minute by
 * minute). The hard bound after years of uptime is 14 × 5000 × 48 B = 3.4 MB per coin.
 *
 * Gaps: a period without trades produces no candle, so consecutive candles may be more than one period
 * apart. UNCERTAIN: the doc is silent; candles are built from trades (`n` counts them) and trade-built
 * feeds skip empty periods rather than repeating the previous close, which is what we do.
 * Clock steps backwards: a trade timed before the live candle's open is folded into the live candle
 * (engine time is monotonic; this only keeps a skewed clock from corrupting history).
 */
import type { CandleSnapshotResponse } from '@nktkas/hyperliquid/api/info';
import type { Dec } from '../decimal';
import {
  AGGREGATION_SOURCES,
  INTERVALS,
  type Interval,
  isInterval,
  periodIndex,
  periodOpen,
} from './intervals';

export type Candle = CandleSnapshotResponse[number];

/** Hyperliquid serves only the newest 5000 candles of an interval (doc §3.5). */
export const MAX_CANDLES = 5000;
const INITIAL_CAPACITY = 64;

/** A 1-minute candle in integer units (see the module comment), e.g. generated history. */
export interface MinuteCandle {
  readonly t: number;
  readonly o: number;
  readonly h: number;
  readonly l: number;
  readonly c: number;
  readonly v: number;
  readonly n: number;
}

/**
 * Candles of one interval as columns, oldest first, in integer units: generated history in bulk
 * (`CandleStore.loadHistory`) without an object per candle.
 */
export interface CandleColumns {
  readonly length: number;
  /** Open times. */
  readonly t: Float64Array;
  readonly o: Float64Array;
  readonly h: Float64Array;
  readonly l: Float64Array;
  readonly c: Float64Array;
  readonly v: Float64Array;
  readonly n: Float64Array;
}

/**
 * `source` (candles sorted by open time, each inside one period of `interval`) folded into the
 * candles of `interval`: the same OHLCV as adding the source candles one by one to a `Series`.
 */
function aggregate(source: CandleColumns, interval: Interval): CandleColumns {
  const len = source.length;
  const bound =
    len === 0
      ? 0
      : Math.min(
          len,
          periodIndex(interval, source.t[len - 1] as number) -
            periodIndex(interval, source.t[0] as number) +
            1,
        );
  const out = {
    t: new Float64Array(bound),
    o: new Float64Array(bound),
    h: new Float64Array(bound),
    l: new Float64Array(bound),
    c: new Float64Array(bound),
    v: new Float64Array(bound),
    n: new Float64Array(bound),
  };
  let k = -1;
  let closeOfK = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < len; i++) {
    const t = source.t[i] as number;
    if (t > closeOfK) {
      const pi = periodIndex(interval, t);
      closeOfK = periodOpen(interval, pi + 1) - 1;
      k++;
      out.t[k] = periodOpen(interval, pi);
      out.o[k] = source.o[i] as number;
      out.h[k] = source.h[i] as number;
      out.l[k] = source.l[i] as number;
      out.c[k] = source.c[i] as number;
      out.v[k] = source.v[i] as number;
      out.n[k] = source.n[i] as number;
      continue;
    }
    if ((source.h[i] as number) > (out.h[k] as number)) out.h[k] = source.h[i] as number;
    if ((source.l[i] as number) < (out.l[k] as number)) out.l[k] = source.l[i] as number;
    out.c[k] = source.c[i] as number;
    out.v[k] = (out.v[k] as number) + (source.v[i] as number);
    out.n[k] = (out.n[k] as number) + (source.n[i] as number);
  }
  return { length: k + 1, ...out };
}

/** Turns stored integer units into wire strings. */
export interface CoinFormat {
  readonly px: (units: number) => string;
  readonly sz: (units: number) => string;
}

export interface CoinSpec {
  /** Price decimals (perps: 6 − szDecimals); every valid price is a whole number of these units. */
  readonly pxDecimals: number;
  readonly szDecimals: number;
  /** Defaults to the engine's wire form (`toWire`: "29792.0", "0.98639"). */
  readonly format?: CoinFormat;
}

/** Integer units as a canonical wire decimal: same output as `toWire` of the same value. */
export function unitsToWire(units: number, decimals: number): string {
  const s = String(units);
  if (decimals === 0) return `${s}.0`;
  const digits = s.padStart(decimals + 1, '0');
  const frac = digits.slice(-decimals).replace(/0+$/, '');
  return `${digits.slice(0, -decimals)}.${frac === '' ? '0' : frac}`;
}

/** One interval's candles, oldest first, in a growable ring. */
class Series {
  idx = new Uint32Array(INITIAL_CAPACITY);
  o = new Float64Array(INITIAL_CAPACITY);
  h = new Float64Array(INITIAL_CAPACITY);
  l = new Float64Array(INITIAL_CAPACITY);
  c = new Float64Array(INITIAL_CAPACITY);
  v = new Float64Array(INITIAL_CAPACITY);
  n = new Uint32Array(INITIAL_CAPACITY);
  head = 0;
  len = 0;
  /** Close time of the newest candle: a later time opens a new candle. */
  liveClose = -1;

  constructor(readonly interval: Interval) {}

  /** Merges a trade (o = h = l = c = px) or a finer candle lying inside one period. */
  add(timeMs: number, o: number, h: number, l: number, c: number, v: number, n: number): void {
    if (this.len > 0 && timeMs <= this.liveClose) {
      const p = this.pos(this.len - 1);
      if (h > (this.h[p] as number)) this.h[p] = h;
      if (l < (this.l[p] as number)) this.l[p] = l;
      this.c[p] = c;
      this.v[p] = (this.v[p] as number) + v;
      this.n[p] = (this.n[p] as number) + n;
      return;
    }
    const pi = periodIndex(this.interval, timeMs);
    this.liveClose = periodOpen(this.interval, pi + 1) - 1;
    if (this.len === this.idx.length && this.len < MAX_CANDLES) this.grow();
    let p: number;
    if (this.len === this.idx.length) {
      p = this.head; // full at the cap: overwrite the oldest
      this.head = (this.head + 1) % this.idx.length;
    } else {
      p = this.pos(this.len);
      this.len++;
    }
    this.idx[p] = pi;
    this.o[p] = o;
    this.h[p] = h;
    this.l[p] = l;
    this.c[p] = c;
    this.v[p] = v;
    this.n[p] = n;
  }

  /**
   * Puts `older` (candles of this interval, none opening after the first one held) before the
   * candles held and keeps the newest 5000: the same series as adding `older` first. A period both
   * hold becomes one candle (open from `older`, close from the held one).
   */
  prepend(older: CandleColumns): void {
    const held = this.columns();
    const overlap =
      older.length > 0 &&
      held.length > 0 &&
      periodIndex(this.interval, older.t[older.length - 1] as number) === (this.idx[this.head] as number);
    const a = overlap ? older.length - 1 : older.length;
    const len = a + held.length;
    const from = Math.max(0, len - MAX_CANDLES);
    const cap = Math.max(INITIAL_CAPACITY, len - from);
    const join = <A extends Float64Array | Uint32Array>(
      to: A,
      before: Float64Array,
      after: Float64Array,
    ): A => {
      if (from < a) to.set(before.subarray(from, a));
      to.set(after.subarray(Math.max(0, from - a)), Math.max(0, a - from));
      return to;
    };
    const t = join(new Float64Array(cap), older.t, held.t);
    this.o = join(new Float64Array(cap), older.o, held.o);
    this.h = join(new Float64Array(cap), older.h, held.h);
    this.l = join(new Float64Array(cap), older.l, held.l);
    this.c = join(new Float64Array(cap), older.c, held.c);
    this.v = join(new Float64Array(cap), older.v, held.v);
    this.n = join(new Uint32Array(cap), older.n, held.n);
    if (overlap && a >= from) {
      const k = a - from; // the shared period: held's first candle, now at k
      this.o[k] = older.o[a] as number;
      this.h[k] = Math.max(this.h[k] as number, older.h[a] as number);
      this.l[k] = Math.min(this.l[k] as number, older.l[a] as number);
      this.v[k] = (this.v[k] as number) + (older.v[a] as number);
      this.n[k] = (this.n[k] as number) + (older.n[a] as number);
    }
    this.head = 0;
    this.len = len - from;
    this.idx = new Uint32Array(cap);
    for (let i = 0; i < this.len; i++) this.idx[i] = periodIndex(this.interval, t[i] as number);
    if (this.len > 0) this.liveClose = periodOpen(this.interval, (this.idx[this.len - 1] as number) + 1) - 1;
  }

  /** The candles held, oldest first, as columns (open times rebuilt from the period indexes). */
  private columns(): CandleColumns {
    const column = (from: ArrayLike<number>, map: (x: number) => number = (x) => x) =>
      Float64Array.from({ length: this.len }, (_, i) => map(from[this.pos(i)] as number));
    return {
      length: this.len,
      t: column(this.idx, (pi) => periodOpen(this.interval, pi)),
      o: column(this.o),
      h: column(this.h),
      l: column(this.l),
      c: column(this.c),
      v: column(this.v),
      n: column(this.n),
    };
  }

  /** Ring position of the i-th oldest candle. */
  pos(i: number): number {
    return (this.head + i) % this.idx.length;
  }

  /** Logical index of the first candle whose period index is ≥ `pi` (binary search). */
  lowerBound(pi: number): number {
    let lo = 0;
    let hi = this.len;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.idx[this.pos(mid)] as number) < pi) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  bytes(): number {
    return this.idx.length * 48;
  }

  private grow(): void {
    const cap = Math.min(this.idx.length * 2, MAX_CANDLES);
    // oldest first into the new arrays
    const order = <A extends { [i: number]: number }>(from: A, to: A): A => {
      for (let i = 0; i < this.len; i++) to[i] = from[this.pos(i)] as number;
      return to;
    };
    this.idx = order(this.idx, new Uint32Array(cap));
    this.n = order(this.n, new Uint32Array(cap));
    this.o = order(this.o, new Float64Array(cap));
    this.h = order(this.h, new Float64Array(cap));
    this.l = order(this.l, new Float64Array(cap));
    this.c = order(this.c, new Float64Array(cap));
    this.v = order(this.v, new Float64Array(cap));
    this.head = 0;
  }
}

interface CoinCandles {
  readonly series: readonly Series[];
  readonly format: CoinFormat;
  readonly pxDiv: bigint;
  readonly szDiv: bigint;
}

const INTERVAL_POS: Readonly<Record<Interval, number>> = Object.fromEntries(
  INTERVALS.map((i, k) => [i, k]),
) as Record<Interval, number>;

/** Candles of every registered coin; pure in-memory state, time comes from the caller. */
export class CandleStore {
  private readonly coins = new Map<string, CoinCandles>();

  addCoin(coin: string, spec: CoinSpec): void {
    if (this.coins.has(coin)) throw new Error(`candles: coin ${coin} already registered`);
    this.coins.set(coin, {
      series: INTERVALS.map((i) => new Series(i)),
      format: spec.format ?? {
        px: (u) => unitsToWire(u, spec.pxDecimals),
        sz: (u) => unitsToWire(u, spec.szDecimals),
      },
      pxDiv: 10n ** BigInt(18 - spec.pxDecimals),
      szDiv: 10n ** BigInt(18 - spec.szDecimals),
    });
  }

  has(coin: string): boolean {
    return this.coins.has(coin);
  }

  /** Records one trade in all 14 intervals. `px`, `sz` as the engine's `Dec`. */
  trade(coin: string, timeMs: number, px: Dec, sz: Dec): void {
    const cc = this.get(coin);
    const p = Number(px / cc.pxDiv);
    const q = Number(sz / cc.szDiv);
    for (const s of cc.series) s.add(timeMs, p, p, p, p, q, 1);
  }

  /**
   * Bulk-loads 1-minute candles (oldest first, e.g. generated history at first start) into every
   * interval. Every interval's periods are whole minutes aligned on minute boundaries, so a 1-minute
   * candle lies inside exactly one period of each: the result equals trading the same trades one by one.
   */
  ingestMinutes(coin: string, candles: Iterable<MinuteCandle>): void {
    const { series } = this.get(coin);
    for (const k of candles) {
      for (const s of series) s.add(k.t, k.o, k.h, k.l, k.c, k.v, k.n);
    }
  }

  /**
   * Adds 1-minute history (oldest first, minute-aligned, none after the coin's first candle) before
   * the candles the coin holds: the same candles as `ingestMinutes` of the history before everything
   * else, at a fraction of the cost. Each interval is aggregated from a finer one
   * (`AGGREGATION_SOURCES`) and keeps its newest 5000.
   */
  prependHistory(coin: string, minutes: CandleColumns): void {
    const { series } = this.get(coin);
    const built = new Map<Interval, CandleColumns>([['1m', minutes]]);
    for (const [interval, source] of AGGREGATION_SOURCES)
      built.set(interval, aggregate(built.get(source) as CandleColumns, interval));
    for (const s of series) s.prepend(built.get(s.interval) as CandleColumns);
  }

  /**
   * `candleSnapshot` (doc §3.5): candles whose period meets [startTime, endTime] (endTime omitted or
   * null = up to the newest), oldest first, at most 5000 (the ring never holds more). The candle that
   * contains `startTime` is included, as Hyperliquid does: a 1-day window at 1M answers the current
   * month's candle. Unknown coin or interval → [].
   */
  snapshot(coin: string, interval: string, startTime: number, endTime?: number | null): Candle[] {
    const cc = this.coins.get(coin);
    if (!cc || !isInterval(interval)) return [];
    const s = cc.series[INTERVAL_POS[interval]] as Series;
    const first = periodIndex(interval, startTime);
    const last =
      endTime === undefined || endTime === null ? Number.POSITIVE_INFINITY : periodIndex(interval, endTime);
    const out: Candle[] = [];
    for (let i = s.lowerBound(first); i < s.len && (s.idx[s.pos(i)] as number) <= last; i++) {
      out.push(this.candleAt(coin, cc, s, i));
    }
    return out;
  }

  /** The newest candle of (coin, interval): the payload of the WS `candle` channel. Null if none. */
  live(coin: string, interval: Interval): Candle | null {
    const cc = this.coins.get(coin);
    const s = cc?.series[INTERVAL_POS[interval]];
    return cc && s && s.len > 0 ? this.candleAt(coin, cc, s, s.len - 1) : null;
  }

  /** Bytes of typed arrays held for a coin (allocated capacity). */
  memoryBytes(coin: string): number {
    return this.get(coin).series.reduce((sum, s) => sum + s.bytes(), 0);
  }

  /** Number of stored candles of (coin, interval). */
  count(coin: string, interval: Interval): number {
    return (this.get(coin).series[INTERVAL_POS[interval]] as Series).len;
  }

  private get(coin: string): CoinCandles {
    const cc = this.coins.get(coin);
    if (!cc) throw new Error(`candles: unknown coin ${coin}`);
    return cc;
  }

  private candleAt(coin: string, cc: CoinCandles, s: Series, i: number): Candle {
    const p = s.pos(i);
    const pi = s.idx[p] as number;
    const { px, sz } = cc.format;
    return {
      t: periodOpen(s.interval, pi),
      T: periodOpen(s.interval, pi + 1) - 1,
      s: coin,
      i: s.interval,
      o: px(s.o[p] as number),
      c: px(s.c[p] as number),
      h: px(s.h[p] as number),
      l: px(s.l[p] as number),
      v: sz(s.v[p] as number),
      n: s.n[p] as number,
    };
  }
}
