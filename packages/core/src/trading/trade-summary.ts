import type { PositionSide } from './tpsl';

/**
 * The trade-summary card of seed 001 §2, §3, §7, §8: the figures of a closed trade, taken from the
 * exchange's own fills of one closing order, where its image is stored, and the texts around it.
 */

/** Seed 001 §3 "Trade data for the summary". */
export interface TradeSummary {
  symbol: string;
  /** The side of the position the trade closed. */
  side: PositionSide;
  leverage: number;
  entryPrice: number;
  exitPrice: number;
  size: number;
  /** The exchange's closed PnL (before fees). */
  pnl: number;
  /** PnL on the margin the closed size held at entry (ROE), percent, 2 decimals. */
  pnlPercentage: number;
  /** When the last fill of the trade happened (ms). */
  closedAt: number;
}

export const TRADE_SUMMARY_TEXTS = {
  generating: 'Generating trade summary...',
  failed: 'Failed to generate trade summary. Please try again.',
  saveFailed: 'Image generated but failed to save to storage',
  saved: 'Trade summary generated and saved!',
  downloaded: 'Trade summary saved to your device',
  tryAgain: 'Try Again',
  invalidLink: 'Invalid share link',
  notFound: 'This shared trade does not exist or was removed.',
  tradeNotFound: 'No closing trade of yours was found for that order',
} as const;

/** Seed 001 §7: the cards are cached an hour wherever they are served. */
export const TRADE_SUMMARY_CACHE_CONTROL = 'public, max-age=3600';
/** The storage bucket public files such as the cards live in. */
export const PUBLIC_STORAGE_BUCKET = 'public';

/** Seed 001 §7: `generated/trade-summary-{symbol}-{timestamp}.png`. */
export function tradeSummaryImagePath(symbol: string, timestamp: number): string {
  return `generated/trade-summary-${symbol}-${timestamp}.png`;
}

/** A share id: 22 URL-safe base64 characters (128 random bits), nothing else. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function isShareId(value: string): boolean {
  return SHARE_ID_PATTERN.test(value);
}

/** A fill as the exchange lists it (`userFills`). */
export interface SummaryFillLike {
  coin: string;
  px: string;
  sz: string;
  /** 'B' buy, 'A' sell. */
  side: string;
  closedPnl: string;
  time: number;
  oid: number;
  /** 'Close Long', 'Open Short', 'Long > Short', …. */
  dir: string;
  /** The signed position before the fill. */
  startPosition?: string;
}

/** A fill that closed (part of) a position: 'Close …', or a flip ('Long > Short') whose close part counts. */
function closedSizeOf(fill: SummaryFillLike): number {
  const size = Number(fill.sz);
  if (fill.dir.startsWith('Close')) return size;
  if (!fill.dir.includes('>')) return 0;
  return Math.min(size, Math.abs(Number(fill.startPosition ?? fill.sz)));
}

/**
 * The summary of the trade one closing order made, from its fills: the closed size, the
 * size-weighted exit price, the summed closed PnL, the entry that PnL implies, and the return on the
 * entry margin at `leverage`. Undefined unless the fills are one coin's and close something.
 */
export function tradeSummaryOfFills(
  fills: readonly SummaryFillLike[],
  leverage: number,
): TradeSummary | undefined {
  const [first] = fills;
  if (!first || fills.some((fill) => fill.coin !== first.coin)) return undefined;
  const closing = fills.map((fill) => ({ fill, size: closedSizeOf(fill) })).filter((entry) => entry.size > 0);
  const size = closing.reduce((sum, entry) => sum + entry.size, 0);
  if (!(size > 0)) return undefined;
  const exitPrice = closing.reduce((sum, entry) => sum + Number(entry.fill.px) * entry.size, 0) / size;
  const pnl = closing.reduce((sum, entry) => sum + Number(entry.fill.closedPnl), 0);
  // A sell closes a long.
  const side: PositionSide = first.side === 'A' ? 'long' : 'short';
  const entryPrice = side === 'long' ? exitPrice - pnl / size : exitPrice + pnl / size;
  const lev = Math.max(1, leverage);
  const margin = (entryPrice * size) / lev;
  return {
    symbol: first.coin,
    side,
    leverage: lev,
    entryPrice,
    exitPrice,
    size,
    pnl,
    pnlPercentage: margin > 0 ? Math.round((pnl / margin) * 10_000) / 100 : 0,
    closedAt: Math.max(...closing.map((entry) => entry.fill.time)),
  };
}
