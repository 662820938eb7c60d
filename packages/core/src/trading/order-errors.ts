/**
 * Order failure messages of seed 000 §8: what a trader reads when the exchange (or the server)
 * refuses an order. Shared by the server's trading functions and the web app.
 */

export const ORDER_FAILED_FALLBACK = 'Failed to place order';
export const MIN_ORDER_SIZE_MESSAGE = 'Minimum order size not met. Please increase your order size.';
export const INVALID_TPSL_PRICES_MESSAGE = 'Please enter valid Take Profit and/or Stop Loss prices.';
export const TPSL_DIRECTION_MESSAGE =
  'Invalid TP/SL price: for a long (buy) the take profit must be above the entry price and the stop loss below it; for a short (sell) the take profit must be below the entry price and the stop loss above it.';
/** The raw texts that select the messages above. */
export const INVALID_TPSL_PRICE_TEXT = 'Invalid TP/SL price';
export const NO_VALID_ORDERS_TEXT = 'No valid orders';

/** The text an error carries: an Error's message, a string itself; empty otherwise. */
export function exchangeErrorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** A failure's raw text, or `fallback` when it has none. */
export function exchangeFailureMessage(error: unknown, fallback: string): string {
  return exchangeErrorText(error).trim() || fallback;
}

/**
 * Seed 000 §8 "Order failed": TP/SL direction explained, the $10 minimum, no valid TP/SL orders;
 * otherwise the raw message, or `fallback`.
 */
export function orderFailureMessage(error: unknown, fallback: string = ORDER_FAILED_FALLBACK): string {
  const text = exchangeErrorText(error);
  if (text.includes(INVALID_TPSL_PRICE_TEXT)) return TPSL_DIRECTION_MESSAGE;
  if (text.toLowerCase().includes('minimum')) return MIN_ORDER_SIZE_MESSAGE;
  if (text.includes(NO_VALID_ORDERS_TEXT)) return INVALID_TPSL_PRICES_MESSAGE;
  return exchangeFailureMessage(text, fallback);
}

function statusError(status: unknown): string | undefined {
  if (typeof status !== 'object' || status === null || !('error' in status)) return undefined;
  return typeof status.error === 'string' ? status.error : undefined;
}

/**
 * The errors among an order answer's statuses (positionally aligned with the orders sent), joined
 * as the exchange client does: 'Order {index}: {error}' (index from 0), comma-separated.
 * Undefined when no status is an error.
 */
export function joinOrderErrors(statuses: readonly unknown[]): string | undefined {
  const errors = statuses.flatMap((status, index) => {
    const error = statusError(status);
    return error === undefined ? [] : [`Order ${index}: ${error}`];
  });
  return errors.length > 0 ? errors.join(', ') : undefined;
}
