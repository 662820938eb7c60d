import type { Dec } from '../decimal';
import type { Universe } from '../universe';
import { type Candle, CandleStore, type MinuteCandle } from './candles';
import { type DayStats, DayWindow } from './day-window';
import { type Interval, openTime } from './intervals';
import { generateHistory, marketSeed, OraclePath, Prng, VOL_CLASSES, volClassOf } from './oracle-path';

/**
 * Derived market data of every coin: candles (generated history + live trades), the rolling 24 h
 * window of the asset contexts, and the live oracle paths the simulation drives.
 *
 * Restarts (decision): this is derived state, so it is not in the engine snapshot. The history is a
 * pure function of (seed, genesis, days) and is regenerated; the minutes built from live trades are
 * handed out by `drainMinutes` (the service appends them to `candles.jsonl` whenever it snapshots the
 * engine) and fed back with `ingestMinutes`; trades of commands replayed from the write-ahead log
 * after that are re-applied by the service. Ingesting the same minute in two parts merges them, so a
 * minute split across two flushes is rebuilt exactly.
 */

export interface MarketDataOptions {
  readonly universe: Universe;
  readonly seed: number;
  /** First start's time: history ends at its minute, live trades start there. */
  readonly genesis: number;
  readonly historyDays: number;
  /**
   * Current oracle prices after a restart: the live paths continue from them (a fresh stream derived
   * from `salt`), not from the history's end.
   */
  readonly resume?: { readonly prices: ReadonlyMap<string, number>; readonly salt: number };
  /** Keep live minutes for `drainMinutes` (only when someone persists them, or they would pile up). */
  readonly recordMinutes?: boolean;
}

/** One flushed minute: [coin, t, o, h, l, c, v, n, ntl] (units as in the candle store, ntl in USD). */
export type MinuteRecord = [string, number, number, number, number, number, number, number, number];

interface Coin {
  readonly pxDecimals: number;
  readonly szDecimals: number;
  readonly pxDiv: bigint;
  readonly szDiv: bigint;
  readonly day: DayWindow;
  /** Live minute being accumulated since the last drain (null when none). */
  pending: MinuteRecord | null;
}

export class MarketData {
  readonly candles = new CandleStore();
  /** Live oracle path per coin (the simulation's price feed). */
  readonly paths = new Map<string, OraclePath>();
  private readonly coins = new Map<string, Coin>();
  private readonly drained: MinuteRecord[] = [];
  private readonly recordMinutes: boolean;

  constructor(o: MarketDataOptions) {
    this.recordMinutes = o.recordMinutes === true;
    const end = openTime('1m', o.genesis);
    for (const m of o.universe.markets) {
      const pxDecimals = 6 - m.szDecimals;
      const coin: Coin = {
        pxDecimals,
        szDecimals: m.szDecimals,
        pxDiv: 10n ** BigInt(18 - pxDecimals),
        szDiv: 10n ** BigInt(18 - m.szDecimals),
        day: new DayWindow(pxDecimals, m.szDecimals),
        pending: null,
      };
      this.coins.set(m.name, coin);
      this.candles.addCoin(m.name, { pxDecimals, szDecimals: m.szDecimals });
      const profile = VOL_CLASSES[volClassOf(m.name)];
      const seed = marketSeed(o.seed, m.name);
      const startPx = Number(m.startPx) / 1e18;
      if (o.historyDays > 0) {
        const { candles, path } = generateHistory({
          startPx,
          profile,
          seed,
          endTime: end,
          days: o.historyDays,
          pxDecimals,
          szDecimals: m.szDecimals,
        });
        this.candles.ingestMinutes(m.name, candles);
        for (const k of candles.slice(-1441)) coin.day.add(k.t, k.o, k.v, k.ntl);
        this.paths.set(m.name, path);
      } else {
        this.paths.set(m.name, new OraclePath(startPx, profile, new Prng(seed)));
      }
      const resumed = o.resume?.prices.get(m.name);
      if (o.resume && resumed !== undefined)
        this.paths.set(m.name, new OraclePath(resumed, profile, new Prng(marketSeed(o.resume.salt, m.name))));
    }
  }

  /** Records one trade (engine `Dec`s) in the candles and the 24 h window. */
  trade(coin: string, time: number, px: Dec, sz: Dec): void {
    const c = this.coins.get(coin);
    if (!c) return;
    const p = Number(px / c.pxDiv);
    const q = Number(sz / c.szDiv);
    const ntl = (p * q) / 10 ** (c.pxDecimals + c.szDecimals);
    const t = openTime('1m', time);
    this.candles.trade(coin, time, px, sz);
    c.day.add(t, p, q, ntl);
    if (!this.recordMinutes) return;
    const k = c.pending;
    if (k && k[1] === t) {
      k[3] = Math.max(k[3], p);
      k[4] = Math.min(k[4], p);
      k[5] = p;
      k[6] += q;
      k[7] += 1;
      k[8] += ntl;
      return;
    }
    if (k) this.drained.push(k);
    c.pending = [coin, t, p, p, p, p, q, 1, ntl];
  }

  /** Live minutes built since the last call (partial ones included), in trade order. */
  drainMinutes(): MinuteRecord[] {
    const out = this.drained.splice(0);
    for (const c of this.coins.values()) {
      if (c.pending) out.push(c.pending);
      c.pending = null;
    }
    return out;
  }

  /** Re-applies flushed minutes (restart), oldest first. */
  ingestMinutes(records: Iterable<MinuteRecord>): void {
    for (const r of records) {
      const c = this.coins.get(r[0]);
      if (!c) continue;
      const minute: MinuteCandle = { t: r[1], o: r[2], h: r[3], l: r[4], c: r[5], v: r[6], n: r[7] };
      this.candles.ingestMinutes(r[0], [minute]);
      c.day.add(r[1], r[2], r[6], r[8]);
    }
  }

  dayStats(coin: string, now: number): DayStats | null {
    return this.coins.get(coin)?.day.stats(now) ?? null;
  }

  snapshot(coin: string, interval: string, startTime: number, endTime?: number | null): Candle[] {
    return this.candles.snapshot(coin, interval, startTime, endTime);
  }

  live(coin: string, interval: Interval): Candle | null {
    return this.candles.live(coin, interval);
  }
}
