import { type BookOrder, crosses, type OrderBook } from './book';
import { type Dec, min } from './decimal';

export interface Taker {
  readonly user: string;
  readonly isBuy: boolean;
  /** Limit price: the taker trades at maker prices no worse than this. */
  readonly px: Dec;
  readonly sz: Dec;
}

/** Why the maker at the head of the book is removed instead of filled. */
export type MakerCancel = 'marginCanceled' | 'reduceOnlyCanceled';

/**
 * What to do with the maker at the head of the book before a fill: the size it may take (> 0) or a
 * cancel status. A bare value, not an object: this runs for every fill.
 */
export type Admission = Dec | MakerCancel;

export interface MatchHooks<T extends BookOrder> {
  /**
   * Called before each fill with the size that would fill. Returns the size the maker may take (at
   * most `sz`, > 0) or a cancel status (the maker is then removed from the book).
   */
  admit(maker: T, sz: Dec): Admission;
  /** A fill of `sz` at the maker's price; the book has already been reduced. */
  onFill(maker: T, sz: Dec, px: Dec): void;
  /** The maker was removed from the book without trading. */
  onCancel(maker: T, status: 'selfTradeCanceled' | MakerCancel): void;
}

/**
 * Matches a taker against the book with price-time priority: best price first, then earliest order.
 * Self-trade prevention: a resting order of the same user is canceled (`selfTradeCanceled`), without a
 * fill or fee, and the taker continues against deeper liquidity (doc §8.6). Returns the filled size.
 */
export function match<T extends BookOrder>(book: OrderBook<T>, taker: Taker, hooks: MatchHooks<T>): Dec {
  let remaining = taker.sz;
  while (remaining > 0n) {
    const maker = book.head(!taker.isBuy);
    if (!maker || !crosses(taker.isBuy, taker.px, maker.px)) break;
    if (maker.user === taker.user) {
      book.remove(maker);
      hooks.onCancel(maker, 'selfTradeCanceled');
      continue;
    }
    const want = min(remaining, maker.sz);
    const admission = hooks.admit(maker, want);
    if (typeof admission === 'string') {
      book.remove(maker);
      hooks.onCancel(maker, admission);
      continue;
    }
    const sz = min(want, admission);
    if (sz <= 0n) throw new Error('admit must return a positive fill size');
    const px = maker.px;
    book.fill(maker, sz);
    remaining -= sz;
    hooks.onFill(maker, sz, px);
  }
  return taker.sz - remaining;
}
