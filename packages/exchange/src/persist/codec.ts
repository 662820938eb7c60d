import type { Account } from '../accounts';
import { type StoredFill, storedFromWire } from '../fill-record';
import {
  createState,
  type EngineState,
  type FillRecord,
  type MarketState,
  type OrderFields,
  type OrderRecord,
  orderFields,
  orderFromFields,
  type TradeRecord,
} from '../state';
import { type StoredTrade, storedTradeFromWire } from '../trade-record';
import type { Universe } from '../universe';

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

type MarketSnapshot = Omit<MarketState, 'market' | 'book' | 'triggers'> & {
  readonly book: number[];
  readonly triggers: number[];
};

/** The live-order index by oid (the engine holds the records themselves). */
type LiveSnapshot = Map<string, Iterable<number>>;

type StateSnapshot = Omit<EngineState, 'universe' | 'markets' | 'orders' | 'live' | 'liveReduceOnly'> & {
  readonly v: number;
  readonly markets: MarketSnapshot[];
  readonly orders: OrderFields[];
  readonly live: LiveSnapshot;
  readonly liveReduceOnly: LiveSnapshot;
};

/** A fill as snapshots stored it before fills kept their command's seq: with the hash itself. */
type HashedFill = Omit<StoredFill, 'command'> & { readonly hash: `0x${string}` };

/** A snapshot's fill in any form it was ever stored in: wire (decimal strings), hashed, or current. */
function restoredFill(f: StoredFill | HashedFill | FillRecord): StoredFill {
  if (typeof f.px === 'string') return storedFromWire(f as FillRecord);
  if ('hash' in f) {
    const { hash, ...figures } = f as HashedFill;
    return { ...figures, command: hash };
  }
  return f as StoredFill;
}

/** A snapshot's trade print: in wire form (snapshots written before prints were stored as figures) or current. */
function restoredTrade(t: StoredTrade | TradeRecord): StoredTrade {
  return typeof t.px === 'string' ? storedTradeFromWire(t as TradeRecord) : (t as StoredTrade);
}

function liveOids(live: EngineState['live']): LiveSnapshot {
  return new Map([...live].map(([user, set]) => [user, [...set].map((o) => o.oid)]));
}

/** Oids whose record is gone (a fired trigger trimmed before the index pruned it) are dropped. */
function liveRecords(live: LiveSnapshot, state: EngineState): EngineState['live'] {
  const out: EngineState['live'] = new Map();
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
  const { universe: _u, markets, orders, live, liveReduceOnly, ...rest } = state;
  const snap: StateSnapshot = {
    v: SNAPSHOT_VERSION,
    ...rest,
    live: liveOids(live),
    liveReduceOnly: liveOids(liveReduceOnly),
    markets: markets.map(({ market: _m, book, triggers, ...m }) => ({
      ...m,
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
  const { v: _v, markets, orders, live, liveReduceOnly, ...rest } = snap;
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
    const ms: MarketState = { ...fresh, ...m, trades: m.trades.map(restoredTrade) };
    for (const oid of book) ms.book.add(record(oid));
    for (const oid of triggers) ms.triggers.set(oid, record(oid));
    return ms;
  });
  // Snapshots written before accounts counted their traded volume start it at 0.
  for (const account of rest.accounts.values()) (account as Partial<Account>).volume ??= 0n;
  for (const [user, list] of rest.fills) rest.fills.set(user, list.map(restoredFill));
  return {
    ...state,
    ...rest,
    universe,
    markets: restored,
    orders: state.orders,
    live: liveRecords(live, state),
    liveReduceOnly: liveRecords(liveReduceOnly, state),
  };
}
