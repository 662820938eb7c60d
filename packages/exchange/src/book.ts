import type { Dec } from './decimal';
import { lotsToDec, lotUnit, MICRO_USD, SAFE_UNITS, ticksToDec, tickUnit } from './units';

/**
 * What the book needs of an order, in the market's integer units (`units.ts`): the price in ticks and
 * the remaining size in lots. The engine stores its own records and the book reduces `lots` on fills.
 */
export interface BookOrder {
  readonly oid: number;
  readonly user: string;
  readonly isBuy: boolean;
  /** Limit price in ticks. */
  readonly ticks: number;
  /** Remaining size in lots. */
  lots: number;
  /** Reduce-only orders are left out of the per-user exposure totals. */
  readonly reduceOnly?: boolean;
  /**
   * The level the order rests in (null outside a book) and its neighbours there: written by the book
   * only. Links in the order itself make a cancel O(1) with no allocation.
   */
  level: Level | null;
  prev: BookOrder | null;
  next: BookOrder | null;
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

/** One price level: its orders as a FIFO list (earliest first: time priority) and their total lots. */
export interface Level {
  readonly ticks: number;
  head: BookOrder | null;
  tail: BookOrder | null;
  n: number;
  lots: number;
}

export interface L2Level {
  readonly px: Dec;
  readonly sz: Dec;
  readonly n: number;
}

/**
 * A price-time priority order book for one market. Bids are kept best (highest) first, asks best
 * (lowest) first; within a level orders keep arrival order. Levels are small sorted arrays (books here
 * hold hundreds of levels, where binary search + splice beats a tree), each a linked list of orders.
 */
export class OrderBook<T extends BookOrder> {
  private readonly bids: Level[] = [];
  private readonly asks: Level[] = [];
  private count = 0;
  private readonly totals = new Map<string, SideTotals>();
  /** Lot and tick sizes of the market in `Dec` units (`units.ts`). */
  readonly lot: number;
  readonly tick: number;

  constructor(readonly szDecimals: number) {
    this.lot = lotUnit(szDecimals);
    this.tick = tickUnit(szDecimals);
  }

  get size(): number {
    return this.count;
  }

  has(order: T): boolean {
    return order.level !== null;
  }

  /** Appends the order at the back of its price level. */
  add(order: T): void {
    if (order.level !== null) throw new Error(`order ${order.oid} already in book`);
    if (!(order.lots > 0)) throw new Error('cannot rest an order with no size');
    if (!Number.isSafeInteger(order.ticks)) throw new Error(`order ${order.oid} has no tick price`);
    const side = order.isBuy ? this.bids : this.asks;
    const i = this.findLevel(side, order.ticks, order.isBuy);
    let level = side[i];
    if (!level || level.ticks !== order.ticks) {
      level = { ticks: order.ticks, head: null, tail: null, n: 0, lots: 0 };
      side.splice(i, 0, level);
    }
    order.level = level;
    order.prev = level.tail;
    order.next = null;
    if (level.tail) level.tail.next = order;
    else level.head = order;
    level.tail = order;
    level.n += 1;
    level.lots += order.lots;
    this.count += 1;
    this.account(order, order.lots);
  }

  /** Removes an order; false when it is not in the book. */
  remove(order: T): boolean {
    const level = order.level;
    if (level === null) return false;
    this.account(order, -order.lots);
    this.unlink(order, level);
    return true;
  }

  /** Reduces the remaining size after a fill; removes the order when nothing remains. */
  fill(order: T, lots: number): void {
    const level = order.level;
    if (level === null) throw new Error(`order ${order.oid} not in book`);
    if (!(lots > 0) || lots > order.lots) throw new Error(`bad fill size for order ${order.oid}`);
    this.account(order, -lots);
    order.lots -= lots;
    level.lots -= lots;
    if (order.lots === 0) this.unlink(order, level);
  }

  /** Takes the order out of its level's list, and the level out of its side once empty. */
  private unlink(order: T, level: Level): void {
    if (order.prev) order.prev.next = order.next;
    else level.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else level.tail = order.prev;
    order.level = null;
    order.prev = null;
    order.next = null;
    level.n -= 1;
    level.lots -= order.lots;
    this.count -= 1;
    if (level.n > 0) return;
    const side = order.isBuy ? this.bids : this.asks;
    // The best level (a filled or canceled maker) is the common case: no search.
    const i = side[0] === level ? 0 : this.findLevel(side, level.ticks, order.isBuy);
    if (side[i] === level) side.splice(i, 1);
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
    const d = this.szDecimals;
    if (t.exact) {
      return {
        buySz: lotsToDec(t.buyLots, d),
        buyNtl: BigInt(t.buyMicro) * MICRO_USD,
        sellSz: lotsToDec(t.sellLots, d),
        sellNtl: BigInt(t.sellMicro) * MICRO_USD,
      };
    }
    const sums = { buySz: 0n, buyNtl: 0n, sellSz: 0n, sellNtl: 0n };
    for (const isBuy of [true, false]) {
      for (const o of this.orders(isBuy)) {
        if (o.user !== user || o.reduceOnly) continue;
        const lots = BigInt(o.lots);
        const ntl = lots * BigInt(o.ticks) * MICRO_USD;
        if (isBuy) {
          sums.buySz += lotsToDec(o.lots, d);
          sums.buyNtl += ntl;
        } else {
          sums.sellSz += lotsToDec(o.lots, d);
          sums.sellNtl += ntl;
        }
      }
    }
    return sums;
  }

  /** Adds `lots` (negative: removes) of the order to its user's totals, in lots and micro-USD. */
  private account(order: T, lots: number): void {
    if (order.reduceOnly) return;
    let t = this.totals.get(order.user);
    if (!t) {
      t = { buyLots: 0, buyMicro: 0, sellLots: 0, sellMicro: 0, exact: true };
      this.totals.set(order.user, t);
    }
    const micro = lots * order.ticks;
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

  /** Best bid / ask price in ticks, NaN when that side is empty (comparisons with NaN are false). */
  bestTicks(isBuy: boolean): number {
    return (isBuy ? this.bids : this.asks)[0]?.ticks ?? Number.NaN;
  }

  bestBid(): Dec | null {
    const level = this.bids[0];
    return level ? ticksToDec(level.ticks, this.szDecimals) : null;
  }

  bestAsk(): Dec | null {
    const level = this.asks[0];
    return level ? ticksToDec(level.ticks, this.szDecimals) : null;
  }

  /** The order with priority on the given side (bids when `isBuy`), or undefined when empty. */
  head(isBuy: boolean): T | undefined {
    return ((isBuy ? this.bids : this.asks)[0]?.head ?? undefined) as T | undefined;
  }

  /** All orders of one side in priority order. */
  *orders(isBuy: boolean): Generator<T> {
    for (const level of isBuy ? this.bids : this.asks) {
      for (let o = level.head; o !== null; o = o.next) yield o as T;
    }
  }

  /** Aggregated levels (size and count per price), best first, at most `depth` per side. */
  l2(depth = 20): [bids: L2Level[], asks: L2Level[]] {
    const d = this.szDecimals;
    const agg = (side: Level[]) =>
      side.slice(0, depth).map((l) => ({ px: ticksToDec(l.ticks, d), sz: levelSize(l, d), n: l.n }));
    return [agg(this.bids), agg(this.asks)];
  }

  /** Index of the level at `ticks`, or where it would be inserted. */
  private findLevel(side: Level[], ticks: number, isBuy: boolean): number {
    let lo = 0;
    let hi = side.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const p = (side[mid] as Level).ticks;
      // bids descending, asks ascending: "before" means better
      if (isBuy ? p > ticks : p < ticks) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** A level's total size: from its lot total while that is exact, else summed order by order. */
function levelSize(level: Level, szDecimals: number): Dec {
  if (level.lots <= SAFE_UNITS) return lotsToDec(level.lots, szDecimals);
  let lots = 0n;
  for (let o = level.head; o !== null; o = o.next) lots += BigInt(o.lots);
  return lotsToDec(1, szDecimals) * lots;
}

/** True when a taker at `takerTicks` can trade with a maker resting at `makerTicks`. */
export function crosses(takerIsBuy: boolean, takerTicks: number, makerTicks: number): boolean {
  return takerIsBuy ? makerTicks <= takerTicks : makerTicks >= takerTicks;
}
