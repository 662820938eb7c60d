import type { Dec } from '../decimal';
import type { Universe } from '../universe';
import { type Candle, CandleStore, type MinuteCandle } from './candles';
import { DAY_WINDOW_MINUTES, type DayStats, DayWindow } from './day-window';
import { type Interval, openTime } from './intervals';
import {
  generateHistory,
  type HistoryOptions,
  marketSeed,
  OraclePath,
  Prng,
  VOL_CLASSES,
  volClassOf,
} from './oracle-path';

/**
 * Derived market data of every coin: candles (generated history + live trades), the rolling 24 h
 * window of the asset contexts, and the live oracle paths the simulation drives.
 *
 * History (decision): generated per coin on the first candle request (`snapshot` or `live`) and put
 * before the live candles (`CandleStore.prependHistory`), which gives the same candles as generating
 * it at start; only its last 24 h are generated at start, for the asset contexts. 30 days of 155
 * markets would otherwise cost seconds of every start, and the chart asks for one coin at a time.
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
  /** History not generated into the candles yet: done on the coin's first candle request. */
  history: HistoryOptions | null;
}

export class MarketData {
  private readonly candles = new CandleStore();
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
        history: null,
      };
      this.coins.set(m.name, coin);
      this.candles.addCoin(m.name, { pxDecimals, szDecimals: m.szDecimals });
      const profile = VOL_CLASSES[volClassOf(m.name)];
      const startPx = Number(m.startPx) / 1e18;
      if (o.historyDays > 0) {
        const history: HistoryOptions = {
          startPx,
          profile,
          seed: marketSeed(o.seed, `${m.name}/history`),
          endTime: end,
          days: o.historyDays,
          pxDecimals,
          szDecimals: m.szDecimals,
        };
        const lastDay = generateHistory(history, DAY_WINDOW_MINUTES);
        for (let k = 0; k < lastDay.length; k++)
          coin.day.add(
            lastDay.t[k] as number,
            lastDay.o[k] as number,
            lastDay.v[k] as number,
            lastDay.ntl[k] as number,
          );
        coin.history = history;
      }
      const resumed = o.resume?.prices.get(m.name);
      this.paths.set(
        m.name,
        o.resume && resumed !== undefined
          ? new OraclePath(resumed, profile, new Prng(marketSeed(o.resume.salt, m.name)))
          : new OraclePath(startPx, profile, new Prng(marketSeed(o.seed, m.name))),
      );
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

  /** `dayStats` as a plain function (the views' day-stats source). */
  readonly daySource = (coin: string, now: number): DayStats | null => this.dayStats(coin, now);

  snapshot(coin: string, interval: string, startTime: number, endTime?: number | null): Candle[] {
    return this.withHistory(coin).snapshot(coin, interval, startTime, endTime);
  }

  live(coin: string, interval: Interval): Candle | null {
    return this.withHistory(coin).live(coin, interval);
  }

  /** The candles, with `coin`'s history generated into them if no one had asked for them yet. */
  private withHistory(coin: string): CandleStore {
    const c = this.coins.get(coin);
    if (c?.history) {
      this.candles.prependHistory(coin, generateHistory(c.history));
      c.history = null;
    }
    return this.candles;
  }
}
