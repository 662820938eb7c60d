import { type ExactDecimal, parseExactDecimal } from './exact-decimal';
import type { DecimalInput, OrderCheckFailure, OrderSide } from './order-rules';

/**
 * Take-profit / stop-loss rules of seed 000 §3-§5: with a new order, in batch placement, when a
 * position's TP/SL is edited, and how a position's TP/SL is recognised among its open orders.
 */

export type TriggerType = 'tp' | 'sl';
export type PositionSide = 'long' | 'short';

function decimalOf(value: DecimalInput | null | undefined): ExactDecimal | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return parseExactDecimal(value);
}

function isSet(value: DecimalInput | null | undefined): boolean {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/** Whether a TP/SL price lies on the profitable (tp) or protective (sl) side of the reference. */
function onCorrectSide(
  isLong: boolean,
  triggerType: TriggerType,
  price: ExactDecimal,
  reference: ExactDecimal,
) {
  const above = isLong === (triggerType === 'tp');
  return above ? price > reference : price < reference;
}

export interface OrderTpslInput {
  side: OrderSide;
  /** The order's limit price, or the current price for a market order. */
  referencePrice: DecimalInput;
  /** Empty or absent: not set. */
  takeProfit?: DecimalInput | null;
  stopLoss?: DecimalInput | null;
}

export const ORDER_TPSL_FAILURES = {
  missing: { title: 'TP/SL Missing', message: 'Please set a take profit or a stop loss price' },
  priceError: { title: 'Price Error', message: 'A valid order price is needed to set TP/SL' },
  invalidTakeProfit: { title: 'Invalid Take Profit', message: 'Take profit must be a positive number' },
  invalidStopLoss: { title: 'Invalid Stop Loss', message: 'Stop loss must be a positive number' },
  takeProfitLong: { title: 'Invalid Take Profit', message: 'Take profit must be above the price for a long' },
  takeProfitShort: {
    title: 'Invalid Take Profit',
    message: 'Take profit must be below the price for a short',
  },
  stopLossLong: { title: 'Invalid Stop Loss', message: 'Stop loss must be below the price for a long' },
  stopLossShort: { title: 'Invalid Stop Loss', message: 'Stop loss must be above the price for a short' },
} as const satisfies Record<string, OrderCheckFailure>;

/** Seed 000 §5 "TP/SL with the order", in order; the first failure, or null. */
export function checkOrderTpsl(input: OrderTpslInput): OrderCheckFailure | null {
  const hasTp = isSet(input.takeProfit);
  const hasSl = isSet(input.stopLoss);
  if (!hasTp && !hasSl) return ORDER_TPSL_FAILURES.missing;
  const reference = decimalOf(input.referencePrice);
  if (reference === undefined || reference <= 0n) return ORDER_TPSL_FAILURES.priceError;
  const tp = decimalOf(input.takeProfit);
  const sl = decimalOf(input.stopLoss);
  if (hasTp && (tp === undefined || tp <= 0n)) return ORDER_TPSL_FAILURES.invalidTakeProfit;
  if (hasSl && (sl === undefined || sl <= 0n)) return ORDER_TPSL_FAILURES.invalidStopLoss;
  const isLong = input.side === 'buy';
  if (tp !== undefined && !onCorrectSide(isLong, 'tp', tp, reference)) {
    return isLong ? ORDER_TPSL_FAILURES.takeProfitLong : ORDER_TPSL_FAILURES.takeProfitShort;
  }
  if (sl !== undefined && !onCorrectSide(isLong, 'sl', sl, reference)) {
    return isLong ? ORDER_TPSL_FAILURES.stopLossLong : ORDER_TPSL_FAILURES.stopLossShort;
  }
  return null;
}

/**
 * Batch placement (seed 000 §5): a take profit is accepted only above the entry for a buy (below
 * for a sell), a stop loss only below it for a buy (above for a sell); both must be positive.
 */
export function isBatchTpslAccepted(
  parentSide: OrderSide,
  entryPrice: DecimalInput,
  triggerType: TriggerType,
  price: DecimalInput,
): boolean {
  const entry = decimalOf(entryPrice);
  const value = decimalOf(price);
  if (entry === undefined || value === undefined || entry <= 0n || value <= 0n) return false;
  return onCorrectSide(parentSide === 'buy', triggerType, value, entry);
}

export interface PositionTpslInput {
  side: PositionSide;
  entryPrice: DecimalInput;
  /** Empty or absent: not being set. */
  takeProfit?: DecimalInput | null;
  stopLoss?: DecimalInput | null;
}

export const POSITION_TPSL_ERRORS = {
  invalidEntry: 'Invalid entry price',
  invalidTakeProfit: 'Invalid Take Profit price',
  takeProfitLong: 'TP must be above entry price for long positions',
  takeProfitShort: 'TP must be below entry price for short positions',
  invalidStopLoss: 'Invalid Stop Loss price',
  stopLossLong: 'SL must be below entry price for long positions',
  stopLossShort: 'SL must be above entry price for short positions',
} as const;

/** The Edit TP/SL rules of seed 000 §5 (on submit): the first error text, or null. */
export function checkPositionTpsl(input: PositionTpslInput): string | null {
  const entry = decimalOf(input.entryPrice);
  if (entry === undefined || entry <= 0n) return POSITION_TPSL_ERRORS.invalidEntry;
  const isLong = input.side === 'long';
  if (isSet(input.takeProfit)) {
    const tp = decimalOf(input.takeProfit);
    if (tp === undefined || tp <= 0n) return POSITION_TPSL_ERRORS.invalidTakeProfit;
    if (!onCorrectSide(isLong, 'tp', tp, entry)) {
      return isLong ? POSITION_TPSL_ERRORS.takeProfitLong : POSITION_TPSL_ERRORS.takeProfitShort;
    }
  }
  if (isSet(input.stopLoss)) {
    const sl = decimalOf(input.stopLoss);
    if (sl === undefined || sl <= 0n) return POSITION_TPSL_ERRORS.invalidStopLoss;
    if (!onCorrectSide(isLong, 'sl', sl, entry)) {
      return isLong ? POSITION_TPSL_ERRORS.stopLossLong : POSITION_TPSL_ERRORS.stopLossShort;
    }
  }
  return null;
}

/** An open order as the exchange lists it (`openOrders` / `frontendOpenOrders`). */
export interface TpslOrderLike {
  coin: string;
  /** 'B' buy, 'A' sell (ask). */
  side: string;
  limitPx: string;
  reduceOnly?: boolean;
  /** Trigger orders: the price they fire at, which is what makes them a TP or SL. */
  isTrigger?: boolean;
  triggerPx?: string;
}

export interface PositionLike {
  coin: string;
  /** Signed size: positive long, negative short. */
  szi: DecimalInput;
  entryPx: DecimalInput;
}

export interface PositionTpsl<Order> {
  takeProfit: Order | undefined;
  stopLoss: Order | undefined;
}

/** A trigger order's trigger price, else its limit price. */
export function tpslOrderPrice(order: TpslOrderLike): ExactDecimal | undefined {
  const trigger = order.isTrigger ? decimalOf(order.triggerPx) : undefined;
  return trigger !== undefined && trigger > 0n ? trigger : decimalOf(order.limitPx);
}

/**
 * Seed 000 §3: a position's TP and SL are its coin's open reduce-only orders on the opposite side;
 * for a long the nearest priced above the entry is the take profit and the nearest below the stop
 * loss, reversed for a short.
 */
export function inferPositionTpsl<Order extends TpslOrderLike>(
  position: PositionLike,
  orders: readonly Order[],
): PositionTpsl<Order> {
  const size = decimalOf(position.szi) ?? 0n;
  const entry = decimalOf(position.entryPx);
  const result: PositionTpsl<Order> = { takeProfit: undefined, stopLoss: undefined };
  if (size === 0n || entry === undefined) return result;
  const isLong = size > 0n;
  const closingSide = isLong ? 'A' : 'B';
  let bestAbove: { order: Order; distance: ExactDecimal } | undefined;
  let bestBelow: { order: Order; distance: ExactDecimal } | undefined;
  for (const order of orders) {
    if (order.coin !== position.coin || order.side !== closingSide || !order.reduceOnly) continue;
    const price = tpslOrderPrice(order);
    if (price === undefined || price === entry) continue;
    const distance = price > entry ? price - entry : entry - price;
    if (price > entry && (!bestAbove || distance < bestAbove.distance)) bestAbove = { order, distance };
    if (price < entry && (!bestBelow || distance < bestBelow.distance)) bestBelow = { order, distance };
  }
  result.takeProfit = (isLong ? bestAbove : bestBelow)?.order;
  result.stopLoss = (isLong ? bestBelow : bestAbove)?.order;
  return result;
}
