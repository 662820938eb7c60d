import type { Account, CumFunding, Position } from '../accounts';
import type { Dec } from '../decimal';
import { FillLog } from '../fill-log';
import { type DecFigures, type StoredFill, storedFromFigures, storedFromWire } from '../fill-record';
import {
  isFinished,
  type OrderFields,
  type OrderRecord,
  orderFields,
  orderFromFields,
} from '../order-record';
import {
  createState,
  type EngineState,
  type FillRecord,
  type HourStats,
  type LiveList,
  linkLive,
  type MarketState,
  type TradeRecord,
} from '../state';
import type { TradeLog } from '../trade-log';
import {
  type LegacyTrade,
  type StoredTrade,
  storedTradeFromFigures,
  storedTradeFromWire,
} from '../trade-record';
import { lotUnit, tickUnit, toUnits } from '../units';
import type { Universe } from '../universe';
import { newUsd, type Usd } from '../usd';

/**
 * Snapshot codec: the engine state as JSON. Bigints, Maps and Sets are tagged (`{"$b": "…"}`,
 * `{"$m": [[k, v], …]}`, `{"$s": […]}`). Order records are stored once; books and trigger lists store
 * oids in priority order and are rebuilt around the same record objects, as the engine shares them.
 */

const SNAPSHOT_VERSION = 1;

type Tagged = { $b: string } | { $m: [unknown, unknown][] } | { $s: unknown[] };

function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return { $b: value.toString() } satisfies Tagged;
  if (value instanceof Map) return { $m: [...value.entries()] } satisfies Tagged;
  if (value instanceof Set) return { $s: [...value.values()] } satisfies Tagged;
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if ('$b' in value && typeof value.$b === 'string') return BigInt(value.$b);
  if ('$m' in value && Array.isArray(value.$m)) return new Map(value.$m as [unknown, unknown][]);
  if ('$s' in value && Array.isArray(value.$s)) return new Set(value.$s);
  return value;
}

type MarketSnapshot = Omit<MarketState, 'market' | 'book' | 'triggers' | 'trades'> & {
  readonly book: number[];
  readonly triggers: number[];
  /** Newest last, in any form a snapshot ever stored them. */
  readonly trades: (StoredTrade | LegacyTrade | TradeRecord)[];
};

/** The live-order index by oid (the engine holds the records themselves). */
type LiveSnapshot = Map<string, Iterable<number>>;

type StateSnapshot = Omit<
  EngineState,
  'universe' | 'markets' | 'orders' | 'live' | 'liveReduceOnly' | 'fills'
> & {
  readonly v: number;
  readonly fills: Map<string, (StoredFill | DecFill | FillRecord)[]>;
  readonly markets: MarketSnapshot[];
  readonly orders: OrderFields[];
  readonly live: LiveSnapshot;
  readonly liveReduceOnly: LiveSnapshot;
};

/**
 * A fill as snapshots stored it before fills were kept in integer units: its exact figures, with the
 * command's seq or (before fills kept it) the hash itself.
 */
type DecFill = Omit<
  StoredFill,
  'szDecimals' | 'ticks' | 'lots' | 'startLots' | 'entryPx' | keyof DecFigures
> &
  DecFigures & { readonly hash?: `0x${string}` };

/** A snapshot's fill in any form it was ever stored in: wire (decimal strings), exact figures, or current. */
function restoredFill(f: StoredFill | DecFill | FillRecord, universe: Universe): StoredFill {
  if ('ticks' in f) return f;
  const szDecimals = universe.byCoin(f.coin)?.szDecimals ?? 0;
  if (typeof f.px === 'string') return storedFromWire(f as FillRecord, szDecimals);
  const { hash, ...figures } = f as DecFill;
  return storedFromFigures({ ...figures, command: hash ?? figures.command }, szDecimals);
}

/** A snapshot's trade print: in wire form, as exact figures (older snapshots), or current. */
function restoredTrade(t: StoredTrade | LegacyTrade | TradeRecord, szDecimals: number): StoredTrade {
  if ('ticks' in t) return t;
  if (typeof t.px === 'string') return storedTradeFromWire(t as TradeRecord, szDecimals);
  return storedTradeFromFigures(t as LegacyTrade, szDecimals);
}

/** A USD amount as snapshots store it, or as a `Dec` (snapshots written before amounts were `Usd`s). */
function restoredUsd(u: Usd | Dec | undefined): Usd {
  return typeof u === 'object' ? u : newUsd(u ?? 0n);
}

/** An account as snapshots before integer positions stored it: `Dec` cash and volume, positions in `Dec`. */
interface DecPosition {
  readonly szi: Dec;
  readonly entryPx: Dec;
  readonly isoRaw: Dec;
  readonly cumFunding: CumFunding;
}

function restoredAccount(a: Account, universe: Universe): Account {
  const positions = new Map<number, Position>();
  for (const [asset, p] of a.positions as Map<number, Position | DecPosition>) {
    if ('lots' in p) {
      positions.set(asset, p);
      continue;
    }
    const szDecimals = universe.markets[asset]?.szDecimals ?? 0;
    positions.set(asset, {
      lots: toUnits(p.szi, lotUnit(szDecimals)),
      szDecimals,
      entryPx: p.entryPx,
      isoRaw: newUsd(p.isoRaw),
      cumFunding: p.cumFunding,
    });
  }
  return {
    ...a,
    cash: restoredUsd(a.cash as Usd | Dec),
    // Snapshots written before accounts counted their traded volume start it at 0.
    volume: restoredUsd(a.volume as Usd | Dec | undefined),
    // Snapshots written before the address limits counted requests start them at none.
    requests: a.requests ?? 0,
    lastRequestAt: a.lastRequestAt ?? null,
    reservedRequests: a.reservedRequests ?? 0,
    positions,
  };
}

/** Hourly stats as snapshots before integer units stored them: `Dec` notional and base volume. */
type DecHour = Omit<HourStats, 'ntl' | 'baseLots'> & { readonly ntl: Dec; readonly base: Dec };

function restoredHour(h: HourStats | DecHour, szDecimals: number): HourStats {
  if ('baseLots' in h) return h;
  return {
    hour: h.hour,
    ntl: newUsd(h.ntl),
    baseLots: toUnits(h.base, lotUnit(szDecimals)),
    openPx: h.openPx,
  };
}

/** A market's fields as any snapshot stored them (the last trade's price as a `Dec` before it was in ticks). */
function restoredMarket(fresh: MarketState, m: Omit<MarketSnapshot, 'book' | 'triggers'>): MarketState {
  const { lastTrade, ...current } = m as typeof m & { lastTrade?: Dec | null };
  const d = fresh.market.szDecimals;
  return {
    ...fresh,
    ...current,
    lastTradeTicks: current.lastTradeTicks ?? (lastTrade ? toUnits(lastTrade, tickUnit(d)) : 0),
    hours: m.hours.map((h) => restoredHour(h, d)),
    trades: restoredTrades(fresh.trades, m.trades, d),
  };
}

/** The fresh market's trade log with a snapshot's prints (in any form they were stored in). */
function restoredTrades(
  log: TradeLog,
  prints: readonly (StoredTrade | LegacyTrade | TradeRecord)[],
  szDecimals: number,
): TradeLog {
  for (const t of prints) log.append(restoredTrade(t, szDecimals));
  return log;
}

function liveOids(live: ReadonlyMap<string, Iterable<OrderRecord>>): LiveSnapshot {
  return new Map([...live].map(([user, orders]) => [user, [...orders].map((o) => o.oid)]));
}

/** A live list's records in order. */
function* listed(list: LiveList): Generator<OrderRecord> {
  for (let o = list.head; o !== null; o = o.liveNext) yield o;
}

/** Oids whose record is gone (a fired trigger trimmed before the index pruned it) are dropped. */
function liveRecords(live: LiveSnapshot, state: EngineState): EngineState['live'] {
  const out: EngineState['live'] = new Map();
  for (const [user, oids] of live) {
    const list: LiveList = { head: null, tail: null };
    for (const oid of oids) {
      const o = state.orders.get(oid);
      if (o) linkLive(list, o);
    }
    out.set(user, list);
  }
  return out;
}

function reduceOnlyRecords(live: LiveSnapshot, state: EngineState): EngineState['liveReduceOnly'] {
  const out: EngineState['liveReduceOnly'] = new Map();
  for (const [user, oids] of live) {
    const set = new Set<OrderRecord>();
    for (const oid of oids) {
      const o = state.orders.get(oid);
      if (o) set.add(o);
    }
    out.set(user, set);
  }
  return out;
}

export function encodeState(state: EngineState): string {
  const { universe: _u, markets, orders, live, liveReduceOnly, fills, ...rest } = state;
  const snap: StateSnapshot = {
    v: SNAPSHOT_VERSION,
    ...rest,
    fills: new Map([...fills].map(([user, log]) => [user, log.slice()])),
    live: liveOids(new Map([...live].map(([user, list]) => [user, listed(list)]))),
    liveReduceOnly: liveOids(liveReduceOnly),
    markets: markets.map(({ market: _m, book, triggers, trades, ...m }) => ({
      ...m,
      trades: trades.since(0),
      book: [...book.orders(true), ...book.orders(false)].map((o) => o.oid),
      triggers: [...triggers.keys()],
    })),
    orders: [...orders.values()].map(orderFields),
  };
  return JSON.stringify(snap, replacer);
}

export function decodeState(json: string, universe: Universe): EngineState {
  const snap = JSON.parse(json, reviver) as StateSnapshot;
  if (snap.v !== SNAPSHOT_VERSION) throw new Error(`unsupported snapshot version ${snap.v}`);
  const { v: _v, markets, orders, live, liveReduceOnly, fills, ...rest } = snap;
  const state = createState(universe);
  if (markets.length !== state.markets.length) throw new Error('snapshot universe does not match');
  for (const o of orders) {
    const market = universe.markets[o.asset];
    if (!market) throw new Error(`snapshot order ${o.oid} on unknown asset ${o.asset}`);
    state.orders.set(o.oid, orderFromFields(o, market.szDecimals));
  }
  const record = (oid: number): OrderRecord => {
    const o = state.orders.get(oid);
    if (!o) throw new Error(`snapshot references unknown order ${oid}`);
    return o;
  };
  const restored = state.markets.map((fresh, i) => {
    const { book, triggers, ...m } = markets[i] as MarketSnapshot;
    const ms = restoredMarket(fresh, m);
    for (const oid of book) ms.book.add(record(oid));
    for (const oid of triggers) ms.triggers.set(oid, record(oid));
    return ms;
  });
  for (const [user, account] of rest.accounts) rest.accounts.set(user, restoredAccount(account, universe));
  for (const [user, list] of fills) {
    const log = new FillLog(universe.markets);
    for (const f of list) log.append(restoredFill(f, universe));
    state.fills.set(user, log);
  }
  const liveLists = liveRecords(live, state);
  const reduceOnly = reduceOnlyRecords(liveReduceOnly, state);
  // Finished orders go to the archive, as the engine moves them there.
  for (const o of orders) {
    const rec = state.orders.get(o.oid);
    if (rec && isFinished(rec.status)) state.orders.archive(rec);
  }
  return {
    ...state,
    ...rest,
    universe,
    feesCollected: restoredUsd(rest.feesCollected as Usd | Dec),
    markets: restored,
    orders: state.orders,
    fills: state.fills,
    live: liveLists,
    liveReduceOnly: reduceOnly,
  };
}
