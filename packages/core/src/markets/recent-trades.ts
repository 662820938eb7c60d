/**
 * The Trades tab beside the order book (issue 20): the market's latest prints from the exchange's
 * `trades` feed, newest first, coloured by the aggressor's side.
 */

/** How many prints the tab keeps. */
export const RECENT_TRADES_LIMIT = 50;

/** A print as the exchange sends it (`trades` channel): `side` is the aggressor's, B buy, A sell. */
export interface WireTrade {
  side: 'B' | 'A';
  px: string;
  sz: string;
  time: number;
  tid: number;
}

export interface RecentTrade {
  tid: number;
  price: number;
  size: number;
  side: 'buy' | 'sell';
  time: number;
  /** The price as sent, for its decimals. */
  priceText: string;
}

const toRecentTrade = (wire: WireTrade): RecentTrade => ({
  tid: wire.tid,
  price: Number(wire.px),
  size: Number(wire.sz),
  side: wire.side === 'B' ? 'buy' : 'sell',
  time: wire.time,
  priceText: wire.px,
});

/**
 * Adds the prints that arrived (the subscription's first message is the recent history, later ones
 * the new prints) to those shown: newest first, each trade once (a resubscription resends history),
 * at most `limit`.
 */
export function mergeRecentTrades(
  shown: readonly RecentTrade[],
  arrived: readonly WireTrade[],
  limit: number = RECENT_TRADES_LIMIT,
): RecentTrade[] {
  const byTid = new Map(shown.map((trade) => [trade.tid, trade]));
  for (const wire of arrived) byTid.set(wire.tid, toRecentTrade(wire));
  return [...byTid.values()].sort((a, b) => b.time - a.time || b.tid - a.tid).slice(0, limit);
}

/** A print's time of day, HH:MM:SS in the viewer's zone. */
export function formatTradeTime(time: number): string {
  const at = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}
