import { formatFixed, formatPrice } from '../format/format';
import { type FeeSchedule, type Liquidity, tradeFees } from './fees';
import type { OrderSubmission } from './order-form';
import type { OrderKind, TimeInForce } from './order-rules';
import { POSITION_SIZE_DECIMALS } from './trading-account';

/**
 * How an order is expected to fill, for its fee estimate: a market or IOC order takes liquidity; a GTC
 * or ALO limit order is estimated as the maker it means to be.
 */
export function orderLiquidity(orderType: OrderKind, timeInForce: TimeInForce): Liquidity {
  return orderType === 'market' || timeInForce === 'Ioc' ? 'taker' : 'maker';
}

/** The time-in-force as the order form labels it. */
export const TIME_IN_FORCE_LABELS: Record<TimeInForce, string> = { Gtc: 'GTC', Ioc: 'IOC', Alo: 'ALO' };

export interface PlacedOrder {
  coin: string;
  submission: OrderSubmission;
  /** The price the order's value is counted at: its limit price, or the market's price for a market order. */
  referencePrice: number;
  fees: FeeSchedule;
}

/**
 * The "Order Placed" confirmation: side, size and price formatted like the tables, and the estimated
 * fees including the builder fee, so the money shown is the money charged.
 */
export function orderPlacedDescription({ coin, submission, referencePrice, fees }: PlacedOrder): string {
  const size = Number(submission.size);
  const liquidity = orderLiquidity(submission.orderType, submission.timeInForce);
  const fee = tradeFees(size * referencePrice, liquidity, fees).total;
  const what = `${submission.side === 'buy' ? 'Buy' : 'Sell'} ${formatFixed(size, POSITION_SIZE_DECIMALS)} ${coin}`;
  const where =
    submission.orderType === 'market'
      ? 'at market'
      : `at ${formatPrice(submission.price)} (${TIME_IN_FORCE_LABELS[submission.timeInForce]})`;
  return `${what} ${where}, est. fees ${formatPrice(fee)} incl. builder fee`;
}
