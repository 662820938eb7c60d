import {
  checkOrderPlacement,
  MARKET_ORDER_TIF,
  marketOrderPrice,
  type OrderKind,
  type OrderSide,
  orderPrice,
  orderSize,
  type TimeInForce,
  TRIGGER_MARKET_SLIPPAGE,
  type TriggerType,
} from '@pluto/core';
import type { PerpMarket } from '../providers/exchange/exchange-gateway';
import { failed, type TradingAnswer } from './trading';

/** Orders in the exchange's wire format (doc §4.3), with exact decimal strings. */
interface WireBase {
  a: number;
  b: boolean;
  p: string;
  s: string;
  r: boolean;
}
export interface LimitOrderWire extends WireBase {
  t: { limit: { tif: TimeInForce | typeof MARKET_ORDER_TIF } };
}
export interface TriggerOrderWire extends WireBase {
  t: { trigger: { isMarket: boolean; triggerPx: string; tpsl: TriggerType } };
}
export type OrderWire = LimitOrderWire | TriggerOrderWire;

export interface OrderRequest {
  side: OrderSide;
  orderType: OrderKind;
  price?: string | null | undefined;
  size: string;
  timeInForce: TimeInForce;
  reduceOnly: boolean;
}

export function isOrderWire(value: LimitOrderWire | TradingAnswer<never>): value is LimitOrderWire {
  return 'a' in value;
}

/**
 * A market or limit order after seed 000 §5: the placement checks (the approvals are already
 * confirmed), the price rule, and the size rule — the $10 minimum measured at the limit price, or
 * at the mark for a market order, which goes as the front end's market order at the slippage bound.
 */
export function orderWire(
  order: OrderRequest,
  market: PerpMarket,
  markPx: string,
): LimitOrderWire | TradingAnswer<never> {
  const check = checkOrderPlacement({
    walletConnected: true,
    agentApproved: true,
    approvalCheckPending: false,
    builderFeeApproved: true,
    orderType: order.orderType,
    price: order.price ?? '',
    size: order.size,
    sizeUnit: 'base',
    currentPrice: markPx,
    szDecimals: market.szDecimals,
  });
  if (check) return failed(check.message);
  const isMarketOrder = order.orderType === 'market';
  const price = isMarketOrder
    ? marketOrderPrice(markPx, order.side, market.szDecimals)
    : orderPrice(order.price ?? '', market.szDecimals);
  const size = orderSize(order.size, isMarketOrder ? markPx : (price ?? ''), market.szDecimals);
  if (price === undefined || size === undefined) return failed('Please enter a valid price and size');
  return {
    a: market.assetId,
    b: order.side === 'buy',
    p: price,
    s: size,
    r: order.reduceOnly,
    t: { limit: { tif: isMarketOrder ? MARKET_ORDER_TIF : order.timeInForce } },
  };
}

/**
 * A reduce-only TP/SL trigger closing on `side`. A market trigger (`limitPrice` null) is priced at
 * its worst fill, the exchange's 10 % trigger slippage beyond the trigger price; a limit trigger
 * rests at `limitPrice`. Undefined when a price rounds to nothing.
 */
export function triggerWire(
  market: PerpMarket,
  side: OrderSide,
  kind: TriggerType,
  triggerPrice: string,
  size: string,
  limitPrice: string | null,
): TriggerOrderWire | undefined {
  const triggerPx = orderPrice(triggerPrice, market.szDecimals);
  if (triggerPx === undefined) return undefined;
  const isMarket = limitPrice === null;
  const price = isMarket
    ? marketOrderPrice(triggerPx, side, market.szDecimals, TRIGGER_MARKET_SLIPPAGE)
    : orderPrice(limitPrice, market.szDecimals);
  if (price === undefined) return undefined;
  return {
    a: market.assetId,
    b: side === 'buy',
    p: price,
    s: size,
    r: true,
    t: { trigger: { isMarket, triggerPx, tpsl: kind } },
  };
}
