/**
 * A resting limit order moved to a new price (an order line dragged on the chart, an edited price):
 * a modify keeps the order resting, it never takes liquidity (Hyperliquid treats the new order as
 * add-liquidity-only without `a`, hyperliquid-api §4.5). A price on or beyond the other side of the
 * book is refused before anything is sent, so the trader keeps the order where it was.
 */
import { formatPrice } from '../format/format';
import type { OrderSide } from './order-rules';

export interface BestPrices {
  /** The highest bid, or undefined when no one bids. */
  bid: number | undefined;
  /** The lowest ask, or undefined when no one asks. */
  ask: number | undefined;
}

/**
 * Why moving a `side` order to `price` is refused: a buy at or above the best ask, or a sell at or
 * below the best bid, would fill at once. Null when the price rests (an empty side never crosses).
 */
export function modifyCrossesBook(side: OrderSide, price: number, best: BestPrices): string | null {
  if (side === 'buy' && best.ask !== undefined && price >= best.ask) {
    return `This price would cross the book: a buy at ${formatPrice(price)} is at or above the best ask (${formatPrice(best.ask)}). Move it below the best ask, or place a new order to trade now.`;
  }
  if (side === 'sell' && best.bid !== undefined && price <= best.bid) {
    return `This price would cross the book: a sell at ${formatPrice(price)} is at or below the best bid (${formatPrice(best.bid)}). Move it above the best bid, or place a new order to trade now.`;
  }
  return null;
}
