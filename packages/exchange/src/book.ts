import { type Dec, SCALE } from './decimal';
import { lotUnit, MICRO_USD, SAFE_UNITS, tickUnit, toUnits } from './units';

/** What the book needs of an order. The engine stores its own records and mutates `sz` through the book. */
export interface BookOrder {
  readonly oid: number;
  readonly user: string;
  readonly isBuy: boolean;
  readonly px: Dec;
  /** Remaining size. */
  sz: Dec;
  /** Reduce-only orders are left out of the per-user exposure totals. */
  readonly reduceOnly?: boolean;
}

/**
 * A user's resting non-reduce-only size and notional per side, kept incrementally by the book in
 * integer units (`units.ts`): sizes in lots, notionals in micro-USD (ticks × lots). `exact` turns false
 * once a notional total has left the safe integer range; `OrderBook.exactTotals` then recounts.
 */
export interface SideTotals {
  buyLots: number;
  buyMicro: number;
  sellLots: number;
  sellMicro: number;
  exact: boolean;
}

/** The same totals as exact `Dec` figures (sizes and notionals). */
export interface DecTotals {
  readonly buySz: Dec;
  readonly buyNtl: Dec;
  readonly sellSz: Dec;
  readonly sellNtl: Dec;
}

export interface Level<T extends BookOrder> {
  readonly px: Dec;
  /** FIFO: earliest first (time priority). */
  readonly orders: T[];
}

export interface L2Level {
  readonly px: Dec;
  readonly sz: Dec;
  readonly n: number;
}

/**
 * A price-time priority order book for one market. Bids are kept best (highest) first, asks best
 * (lowest) first; within a level orders keep arrival order. Small sorted arrays: books here hold
 * hundreds of levels, where binary search + splice beats a tree in simplicity and speed.
 */
export class OrderBook<T extends BookOrder> {
  private readonly bids: Level<T>[] = [];
  private readonly asks: Level<T>[] = [];
  /**
   * The orders in the book, by identity: callers hold the order object, and a Set keyed by objects
   * is several times faster than a Map keyed by oids (above 2^32 they are heap numbers to hash).
   */
  private readonly resting = new Set<T>();
  private readonly totals = new Map<string, SideTotals>();
  /** Lot and tick sizes of the market in `Dec` units (`units.ts`). */
  readonly lot: number;
  readonly tick: number;
  private readonly lotBig: Dec;

  constructor(readonly szDecimals: number) {
    this.lot = lotUnit(szDecimals);
    this.tick = tickUnit(szDecimals);
    this.lotBig = BigInt(this.lot);
  }

  get size(): number {
    return this.resting.size;
  }

  has(order: T): boolean {
    return this.resting.has(order);
  }

  /** Appends the order at the back of its price level. */
  add(order: T): void {
    if (this.resting.has(order)) throw new Error(`order ${order.oid} already in book`);
    if (order.sz <= 0n) throw new Error('cannot rest an order with no size');
    const side = order.isBuy ? this.bids : this.asks;
    const i = this.findLevel(side, order.px, order.isBuy);
    const level = side[i];
    if (level && level.px === order.px) level.orders.push(order);
    else side.splice(i, 0, { px: order.px, orders: [order] });
    this.resting.add(order);
    this.account(order, order.sz);
  }

  /** Removes an order; false when it is not in the book. */
  remove(order: T): boolean {
    if (!this.resting.delete(order)) return false;
    const side = order.isBuy ? this.bids : this.asks;
    // The head of the best level (a filled or canceled maker) is the common case: no search.
    const best = side[0];
    const i = best && best.px === order.px ? 0 : this.findLevel(side, order.px, order.isBuy);
    const level = side[i];
    if (level && level.px === order.px) {
      const j = level.orders[0] === order ? 0 : level.orders.indexOf(order);
      if (j === 0) level.orders.shift();
      else if (j > 0) level.orders.splice(j, 1);
      if (level.orders.length === 0) side.splice(i, 1);
    }
    this.account(order, -order.sz);
    return true;
  }

  /** Reduces the remaining size after a fill; removes the order when nothing remains. */
  fill(order: T, sz: Dec): void {
    if (!this.resting.has(order)) throw new Error(`order ${order.oid} not in book`);
    if (sz <= 0n || sz > order.sz) throw new Error(`bad fill size for order ${order.oid}`);
    this.account(order, -sz);
    order.sz -= sz;
    if (order.sz === 0n) this.remove(order);
  }

  /** The user's resting non-reduce-only totals, or undefined when they have none in this book. */
  userTotals(user: string): Readonly<SideTotals> | undefined {
    return this.totals.get(user);
  }

  /**
   * The user's resting non-reduce-only totals in exact `Dec` figures, or undefined when they have none
   * in this book: converted from the integer totals, or recounted from the orders once those left the
   * safe range.
   */
  exactTotals(user: string): DecTotals | undefined {
    const t = this.totals.get(user);
    if (!t) return undefined;
    if (t.exact) {
      return {
        buySz: BigInt(t.buyLots) * this.lotBig,
        buyNtl: BigInt(t.buyMicro) * MICRO_USD,
        sellSz: BigInt(t.sellLots) * this.lotBig,
        sellNtl: BigInt(t.sellMicro) * MICRO_USD,
      };
    }
    const sums = { buySz: 0n, buyNtl: 0n, sellSz: 0n, sellNtl: 0n };
    for (const side of [this.bids, this.asks]) {
      for (const level of side) {
        for (const o of level.orders) {
          if (o.user !== user || o.reduceOnly) continue;
          const ntl = (o.sz * o.px) / SCALE;
          if (o.isBuy) {
            sums.buySz += o.sz;
            sums.buyNtl += ntl;
          } else {
            sums.sellSz += o.sz;
            sums.sellNtl += ntl;
          }
        }
      }
    }
    return sums;
  }

  /** Adds `sz` (negative: removes) of the order to its user's totals, in lots and micro-USD. */
  private account(order: T, sz: Dec): void {
    if (order.reduceOnly) return;
    let t = this.totals.get(order.user);
    if (!t) {
      t = { buyLots: 0, buyMicro: 0, sellLots: 0, sellMicro: 0, exact: true };
      this.totals.set(order.user, t);
    }
    const lots = toUnits(sz, this.lot);
    const micro = lots * toUnits(order.px, this.tick);
    if (order.isBuy) {
      t.buyLots += lots;
      t.buyMicro += micro;
      if (t.buyMicro > SAFE_UNITS || -micro > SAFE_UNITS) t.exact = false;
    } else {
      t.sellLots += lots;
      t.sellMicro += micro;
      if (t.sellMicro > SAFE_UNITS || -micro > SAFE_UNITS) t.exact = false;
    }
    // Lot totals stay exact (far below 2^53), so the user's last order leaving always empties them.
    if (t.buyLots === 0 && t.sellLots === 0) this.totals.delete(order.user);
  }

  bestBid(): Dec | null {
    return this.bids[0]?.px ?? null;
  }

  bestAsk(): Dec | null {
    return this.asks[0]?.px ?? null;
  }

  /** The order with priority on the given side (bids when `isBuy`), or undefined when empty. */
  head(isBuy: boolean): T | undefined {
    return (isBuy ? this.bids : this.asks)[0]?.orders[0];
  }

  /** Levels of one side, best first. */
  levels(isBuy: boolean): readonly Level<T>[] {
    return isBuy ? this.bids : this.asks;
  }

  /** All orders of one side in priority order. */
  *orders(isBuy: boolean): Generator<T> {
    for (const level of isBuy ? this.bids : this.asks) yield* level.orders;
  }

  /** Aggregated levels (size and count per price), best first, at most `depth` per side. */
  l2(depth = 20): [bids: L2Level[], asks: L2Level[]] {
    const agg = (side: Level<T>[]) =>
      side.slice(0, depth).map((l) => ({
        px: l.px,
        sz: l.orders.reduce((s, o) => s + o.sz, 0n),
        n: l.orders.length,
      }));
    return [agg(this.bids), agg(this.asks)];
  }

  /** Index of the level with price `px`, or where it would be inserted. */
  private findLevel(side: Level<T>[], px: Dec, isBuy: boolean): number {
    let lo = 0;
    let hi = side.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const p = side[mid]?.px ?? 0n;
      // bids descending, asks ascending: "before" means better
      const before = isBuy ? p > px : p < px;
      if (before) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** True when a taker at `takerPx` can trade with a maker resting at `makerPx`. */
export function crosses(takerIsBuy: boolean, takerPx: Dec, makerPx: Dec): boolean {
  return takerIsBuy ? makerPx <= takerPx : makerPx >= takerPx;
}
