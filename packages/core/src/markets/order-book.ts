/**
 * The trading screen's order book (seed 000 §3, §9): the top 8 levels per side with cumulative
 * totals, the spread, the no-op rule of the live feed, and the exchange's price grouping
 * (`nSigFigs`, hyperliquid-api §3.4).
 */

export const ORDER_BOOK_DEPTH = 8;
/** Seed 000 §9: live book updates reach the screen at most once per 250 ms. */
export const ORDER_BOOK_THROTTLE_MS = 250;
/** Seed 000 §4: the book subscription is made 500 ms after a symbol change. */
export const ORDER_BOOK_SUBSCRIBE_DELAY_MS = 500;

/** A level as the exchange sends it. */
export interface RawBookLevel {
  px: string;
  sz: string;
  n?: number;
}

/** `levels[0]` bids (best first), `levels[1]` asks (best first). */
export interface RawBookLike {
  coin: string;
  time: number;
  levels: readonly [readonly RawBookLevel[], readonly RawBookLevel[]];
}

export interface BookLevel {
  price: number;
  size: number;
  /** Cumulative size from the best level to this one. */
  total: number;
  /** The exchange's texts, kept for exact display. */
  px: string;
  sz: string;
}

export interface BookView {
  coin: string;
  time: number;
  /** Best first. */
  bids: BookLevel[];
  /** Best first (lowest ask first). */
  asks: BookLevel[];
  spread: number | undefined;
  /** Spread as a percent of the mid. */
  spreadPercent: number | undefined;
  /** The largest cumulative total of either side (depth bars are relative to it). */
  maxTotal: number;
}

function side(levels: readonly RawBookLevel[], depth: number): BookLevel[] {
  let total = 0;
  return levels.slice(0, depth).map((level) => {
    const size = Number(level.sz);
    total += Number.isFinite(size) ? size : 0;
    return { price: Number(level.px), size, total, px: level.px, sz: level.sz };
  });
}

export function buildBookView(book: RawBookLike, depth: number = ORDER_BOOK_DEPTH): BookView {
  const bids = side(book.levels[0], depth);
  const asks = side(book.levels[1], depth);
  const bestBid = bids[0]?.price;
  const bestAsk = asks[0]?.price;
  const spread = bestBid !== undefined && bestAsk !== undefined ? bestAsk - bestBid : undefined;
  const mid = bestBid !== undefined && bestAsk !== undefined ? (bestAsk + bestBid) / 2 : undefined;
  return {
    coin: book.coin,
    time: book.time,
    bids,
    asks,
    spread,
    spreadPercent: spread !== undefined && mid ? (spread / mid) * 100 : undefined,
    maxTotal: Math.max(bids.at(-1)?.total ?? 0, asks.at(-1)?.total ?? 0),
  };
}

function sameLevels(a: readonly RawBookLevel[], b: readonly RawBookLevel[], depth: number): boolean {
  const count = Math.min(depth, Math.max(a.length, b.length));
  for (let i = 0; i < count; i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y || x.px !== y.px || x.sz !== y.sz) return false;
  }
  return true;
}

/** Seed 000 §9: an update whose top `depth` levels per side equal the shown ones changes nothing. */
export function sameTopLevels(
  a: RawBookLike | undefined,
  b: RawBookLike | undefined,
  depth: number = ORDER_BOOK_DEPTH,
): boolean {
  if (!a || !b) return a === b;
  if (a.coin !== b.coin) return false;
  return sameLevels(a.levels[0], b.levels[0], depth) && sameLevels(a.levels[1], b.levels[1], depth);
}

/** The exchange's grouping: significant figures of the level prices; null is full precision. */
export type BookGrouping = 2 | 3 | 4 | 5 | null;

export interface BookGroupingOption {
  value: BookGrouping;
  /** The price step this grouping shows at the current price ("0.01", "10"). */
  label: string;
}

function stepLabel(exponent: number): string {
  return exponent >= 0 ? String(10 ** exponent) : (10 ** exponent).toFixed(-exponent);
}

/**
 * The grouping choices at `price`, finest first: full precision, then 5, 4, 3 and 2 significant
 * figures (a bucket of 10^(⌊log10 price⌋ − nSigFigs + 1)). Coarser choices equal to a finer one
 * are left out.
 */
export function bookGroupingOptions(price: number, szDecimals: number): BookGroupingOption[] {
  if (!(price > 0) || !Number.isFinite(price)) return [{ value: null, label: 'Full' }];
  const magnitude = Math.floor(Math.log10(price));
  const maxDecimals = Math.max(0, 6 - szDecimals);
  // Full precision: the finest step the exchange's price rules allow (5 significant figures and at
  // most 6 − szDecimals decimals; integers are always valid, so never coarser than 1).
  const full = stepLabel(Math.min(0, Math.max(magnitude - 4, -maxDecimals)));
  const options: BookGroupingOption[] = [{ value: null, label: full }];
  const seen = new Set([full]);
  for (const figures of [5, 4, 3, 2] as const) {
    const label = stepLabel(Math.max(magnitude - figures + 1, -maxDecimals));
    if (seen.has(label)) continue;
    seen.add(label);
    options.push({ value: figures, label });
  }
  return options;
}
