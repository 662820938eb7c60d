import { type ExactDecimal, parseExactDecimal } from '../format/exact-decimal';
import {
  type DecimalInput,
  type OrderCheckFailure,
  type OrderSide,
  orderPrice,
  roundSizeToLot,
} from './order-rules';

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
  /**
   * 'Limit Price' (position TP/SL dialog): the price a leg's order rests at once triggered. Empty or
   * absent: a market trigger.
   */
  takeProfitLimit?: DecimalInput | null;
  stopLossLimit?: DecimalInput | null;
  /** 'Configure Amount': the size the TP/SL close. Empty or absent: the whole position. */
  size?: DecimalInput | null;
  /** The position's absolute size: the most `size` may be. */
  positionSize?: DecimalInput | null;
}

export const POSITION_TPSL_ERRORS = {
  invalidEntry: 'Invalid entry price',
  invalidTakeProfit: 'Invalid Take Profit price',
  takeProfitLong: 'TP must be above entry price for long positions',
  takeProfitShort: 'TP must be below entry price for short positions',
  invalidTakeProfitLimit: 'Invalid Take Profit limit price',
  takeProfitLimitWithoutPrice: 'Set a Take Profit price to use a Take Profit limit price',
  invalidStopLoss: 'Invalid Stop Loss price',
  stopLossLong: 'SL must be below entry price for long positions',
  stopLossShort: 'SL must be above entry price for short positions',
  invalidStopLossLimit: 'Invalid Stop Loss limit price',
  stopLossLimitWithoutPrice: 'Set a Stop Loss price to use a Stop Loss limit price',
  invalidSize: 'Invalid TP/SL size',
  sizeAbovePosition: 'TP/SL size cannot exceed the position size',
} as const;

const LEG_ERRORS = {
  tp: {
    invalid: POSITION_TPSL_ERRORS.invalidTakeProfit,
    long: POSITION_TPSL_ERRORS.takeProfitLong,
    short: POSITION_TPSL_ERRORS.takeProfitShort,
    invalidLimit: POSITION_TPSL_ERRORS.invalidTakeProfitLimit,
    limitWithoutPrice: POSITION_TPSL_ERRORS.takeProfitLimitWithoutPrice,
  },
  sl: {
    invalid: POSITION_TPSL_ERRORS.invalidStopLoss,
    long: POSITION_TPSL_ERRORS.stopLossLong,
    short: POSITION_TPSL_ERRORS.stopLossShort,
    invalidLimit: POSITION_TPSL_ERRORS.invalidStopLossLimit,
    limitWithoutPrice: POSITION_TPSL_ERRORS.stopLossLimitWithoutPrice,
  },
} as const;

function checkPositionLeg(
  triggerType: TriggerType,
  isLong: boolean,
  entry: ExactDecimal,
  price: DecimalInput | null | undefined,
  limit: DecimalInput | null | undefined,
): string | null {
  const errors = LEG_ERRORS[triggerType];
  if (isSet(price)) {
    const value = decimalOf(price);
    if (value === undefined || value <= 0n) return errors.invalid;
    if (!onCorrectSide(isLong, triggerType, value, entry)) return isLong ? errors.long : errors.short;
  }
  if (isSet(limit)) {
    if (!isSet(price)) return errors.limitWithoutPrice;
    const value = decimalOf(limit);
    if (value === undefined || value <= 0n) return errors.invalidLimit;
  }
  return null;
}

/**
 * The Edit TP/SL rules of seed 000 §5 (on submit), then the position TP/SL dialog's 'Limit Price'
 * (positive, only for a leg being set) and 'Configure Amount' (positive, at most the position): the
 * first error text, or null.
 */
export function checkPositionTpsl(input: PositionTpslInput): string | null {
  const entry = decimalOf(input.entryPrice);
  if (entry === undefined || entry <= 0n) return POSITION_TPSL_ERRORS.invalidEntry;
  const isLong = input.side === 'long';
  const legError =
    checkPositionLeg('tp', isLong, entry, input.takeProfit, input.takeProfitLimit) ??
    checkPositionLeg('sl', isLong, entry, input.stopLoss, input.stopLossLimit);
  if (legError) return legError;
  if (isSet(input.size)) {
    const size = decimalOf(input.size);
    if (size === undefined || size <= 0n) return POSITION_TPSL_ERRORS.invalidSize;
    const positionSize = decimalOf(input.positionSize);
    if (positionSize !== undefined && size > positionSize) return POSITION_TPSL_ERRORS.sizeAbovePosition;
  }
  return null;
}

/** An open order as the exchange lists it (`openOrders` / `frontendOpenOrders`). */
export interface TpslOrderLike {
  coin: string;
  /** 'B' buy, 'A' sell (ask). */
  side: string;
  limitPx: string;
  sz?: string;
  /** 'Take Profit Market', 'Stop Limit', 'Limit', …. */
  orderType?: string;
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
  if (size === 0n || entry === undefined) return { takeProfit: undefined, stopLoss: undefined };
  const closingSide = size > 0n ? 'A' : 'B';
  const closingOrders = orders.flatMap((order) => {
    if (order.coin !== position.coin || order.side !== closingSide || !order.reduceOnly) return [];
    const price = tpslOrderPrice(order);
    return price === undefined ? [] : [{ order, price }];
  });
  const above = nearestBeyondEntry(entry, closingOrders, 'above');
  const below = nearestBeyondEntry(entry, closingOrders, 'below');
  return size > 0n ? { takeProfit: above, stopLoss: below } : { takeProfit: below, stopLoss: above };
}

/** The order priced nearest to `entry` strictly on one side of it; the first listed wins a tie. */
function nearestBeyondEntry<Order>(
  entry: ExactDecimal,
  pricedOrders: readonly { order: Order; price: ExactDecimal }[],
  side: 'above' | 'below',
): Order | undefined {
  let nearest: { order: Order; distance: ExactDecimal } | undefined;
  for (const { order, price } of pricedOrders) {
    const distance = side === 'above' ? price - entry : entry - price;
    if (distance > 0n && (!nearest || distance < nearest.distance)) nearest = { order, distance };
  }
  return nearest?.order;
}

/** One leg of a position's TP/SL as the order it should be: valid prices, a lot-rounded size. */
export interface PositionTpslLeg {
  triggerType: TriggerType;
  triggerPx: string;
  /** The limit a limit trigger rests at; null for a market trigger. */
  limitPx: string | null;
  size: string;
}

export interface PositionTpslLegInput {
  triggerType: TriggerType;
  triggerPrice: DecimalInput;
  /** Empty or absent: a market trigger. */
  limitPrice?: DecimalInput | null;
  /** Empty or absent: the whole position. */
  size?: DecimalInput | null;
  /** The position's absolute size. */
  positionSize: DecimalInput;
  szDecimals: number;
}

/**
 * A checked leg (see `checkPositionTpsl`) as its order: prices made valid for the market, the
 * configured amount rounded to its lot (at least one), else the whole position. A price too small
 * for the market's price decimals answers the leg's error text instead.
 */
export function positionTpslLeg(input: PositionTpslLegInput): PositionTpslLeg | string {
  const errors = LEG_ERRORS[input.triggerType];
  const triggerPx = orderPrice(input.triggerPrice, input.szDecimals);
  if (triggerPx === undefined) return errors.invalid;
  const limitPx = isSet(input.limitPrice) ? orderPrice(input.limitPrice ?? '', input.szDecimals) : null;
  if (limitPx === undefined) return errors.invalidLimit;
  const size = roundSizeToLot(isSet(input.size) ? (input.size ?? '') : input.positionSize, input.szDecimals);
  if (size === undefined) return POSITION_TPSL_ERRORS.invalidSize;
  return { triggerType: input.triggerType, triggerPx, limitPx, size };
}

/** Whether an open order already is `leg`: a trigger at its price, size and kind (and limit). */
function isOrderOfLeg(order: TpslOrderLike, leg: PositionTpslLeg): boolean {
  if (!order.isTrigger) return false;
  const isLimitTrigger = order.orderType?.endsWith('Limit') ?? false;
  return (
    tpslOrderPrice(order) === decimalOf(leg.triggerPx) &&
    decimalOf(order.sz) === decimalOf(leg.size) &&
    isLimitTrigger === (leg.limitPx !== null) &&
    (leg.limitPx === null || decimalOf(order.limitPx) === decimalOf(leg.limitPx))
  );
}

/** What to do on the exchange for one leg, with the order to act on. */
export type TpslLegUpdate<Order> =
  | { action: 'keep' }
  | { action: 'create'; leg: PositionTpslLeg }
  | { action: 'modify'; leg: PositionTpslLeg; order: Order }
  | { action: 'cancel'; order: Order };

/**
 * Seed 000 §4 "Position TP/SL update" for one leg: a value above 0 (`wanted` is its order) with an
 * existing order modifies it if it changed (price, or amount and limit from the TP/SL dialog);
 * above 0 with none creates one; 0 (`'cancel'`) with an existing order cancels it. `undefined`:
 * the leg is not being set.
 */
export function positionTpslLegUpdate<Order extends TpslOrderLike>(
  wanted: PositionTpslLeg | 'cancel' | undefined,
  existing: Order | undefined,
): TpslLegUpdate<Order> {
  if (wanted === undefined) return { action: 'keep' };
  if (wanted === 'cancel') return existing ? { action: 'cancel', order: existing } : { action: 'keep' };
  if (!existing) return { action: 'create', leg: wanted };
  return isOrderOfLeg(existing, wanted)
    ? { action: 'keep' }
    : { action: 'modify', leg: wanted, order: existing };
}
