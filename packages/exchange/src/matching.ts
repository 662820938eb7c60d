import { type BookOrder, crosses, type OrderBook } from './book';

export interface Taker {
  readonly user: string;
  readonly isBuy: boolean;
  /** Limit price in ticks: the taker trades at maker prices no worse than this. */
  readonly ticks: number;
  /** Size in lots. */
  readonly lots: number;
}

/** Why the maker at the head of the book is removed instead of filled. */
export type MakerCancel = 'marginCanceled' | 'reduceOnlyCanceled';

/**
 * What to do with the maker at the head of the book before a fill: the lots it may take (> 0) or a
 * cancel status. A bare value, not an object: this runs for every fill.
 */
export type Admission = number | MakerCancel;

export interface MatchHooks<T extends BookOrder> {
  /**
   * Called before each fill with the lots that would fill. Returns the lots the maker may take (at
   * most `lots`, > 0) or a cancel status (the maker is then removed from the book).
   */
  admit(maker: T, lots: number): Admission;
  /** A fill of `lots` at the maker's price (`ticks`); the book has already been reduced. */
  onFill(maker: T, lots: number, ticks: number): void;
  /** The maker was removed from the book without trading. */
  onCancel(maker: T, status: 'selfTradeCanceled' | MakerCancel): void;
}

/**
 * Matches a taker against the book with price-time priority: best price first, then earliest order.
 * Self-trade prevention: a resting order of the same user is canceled (`selfTradeCanceled`), without a
 * fill or fee, and the taker continues against deeper liquidity (doc §8.6). Returns the filled lots.
 */
export function match<T extends BookOrder>(book: OrderBook<T>, taker: Taker, hooks: MatchHooks<T>): number {
  const start = taker.lots;
  let remaining = start;
  while (remaining > 0) {
    const maker = book.head(!taker.isBuy);
    if (!maker || !crosses(taker.isBuy, taker.ticks, maker.ticks)) break;
    if (maker.user === taker.user) {
      book.remove(maker);
      hooks.onCancel(maker, 'selfTradeCanceled');
      continue;
    }
    const want = Math.min(remaining, maker.lots);
    const admission = hooks.admit(maker, want);
    if (typeof admission === 'string') {
      book.remove(maker);
      hooks.onCancel(maker, admission);
      continue;
    }
    const lots = Math.min(want, admission);
    if (!(lots > 0)) throw new Error('admit must return a positive fill size');
    const ticks = maker.ticks;
    book.fill(maker, lots);
    remaining -= lots;
    hooks.onFill(maker, lots, ticks);
  }
  return start - remaining;
}
