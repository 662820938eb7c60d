import { isFinished } from './order-record';
import { type EngineState, openOrdersOf } from './state';

/**
 * Bounds the per-user history to what the API can still return, so a long-running exchange (market
 * makers re-quote all day) keeps a flat memory profile. Only finished records go: live orders
 * (resting, waiting for a trigger or a parent) always stay. No engine decision reads finished
 * history — a cancel or modify of a finished order fails the same way whether or not it is still
 * recorded — so trimming never changes what a replay of the log decides.
 */

export interface TrimLimits {
  /** Finished orders per user (`historicalOrders` returns 2000; `orderStatus` of older ones: unknownOid). */
  readonly orders: number;
  /** Fills per user (Hyperliquid serves only the 10 000 most recent). */
  readonly fills: number;
  readonly fundings: number;
  /** Portfolio samples per user (15-minute samples: ~31 days covers the `month` period). */
  readonly portfolio: number;
}

export const DEFAULT_TRIM: TrimLimits = { orders: 2000, fills: 10_000, fundings: 10_000, portfolio: 3000 };

/** Trims a list only once it exceeds the limit by half, so the cost is amortised. */
function over(len: number, limit: number): boolean {
  return len > limit + (limit >> 1);
}

export function trimHistory(state: EngineState, limits: TrimLimits = DEFAULT_TRIM): void {
  for (const [user, oids] of state.userOrders) {
    if (!over(oids.length, limits.orders)) continue;
    const kept: number[] = [];
    let finished = 0;
    // Newest first, so the most recent finished orders are the ones that stay.
    for (let i = oids.length - 1; i >= 0; i--) {
      const oid = oids[i] as number;
      const status = state.orders.statusOf(oid);
      if (status === undefined) continue;
      if (!isFinished(status) || finished++ < limits.orders) {
        kept.push(oid);
        continue;
      }
      const cloid = state.orders.cloidOf(oid);
      state.orders.delete(oid);
      const key = `${user}|${cloid}`;
      if (cloid && state.cloids.get(key) === oid) state.cloids.delete(key);
    }
    // In place: the engine keeps a reference to each user's list.
    oids.length = 0;
    for (let i = kept.length - 1; i >= 0; i--) oids.push(kept[i] as number);
  }
  // The live-order index is pruned lazily on read; makers that re-quote all day rarely read it.
  for (const user of state.live.keys()) openOrdersOf(state, user);
  for (const user of state.liveReduceOnly.keys()) openOrdersOf(state, user, true);
  for (const log of state.fills.values()) if (over(log.length, limits.fills)) log.trimTo(limits.fills);
  for (const list of state.fundings.values())
    if (over(list.length, limits.fundings)) list.splice(0, list.length - limits.fundings);
  for (const list of state.portfolio.values())
    if (over(list.length, limits.portfolio)) list.splice(0, list.length - limits.portfolio);
}
