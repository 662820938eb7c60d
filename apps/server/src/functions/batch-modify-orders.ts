import type { FrontendOpenOrdersResponse } from '@nktkas/hyperliquid/api/info';
import {
  type BestPrices,
  batchModifyOrdersContract,
  type ContractBody,
  modifyCrossesBook,
  roundSizeToLot,
  type TimeInForce,
} from '@pluto/core';
import type { PerpMarket } from '../providers/exchange/exchange-gateway';
import { defineFunction, type FunctionContext } from './function-definition';
import { type OrderWire, orderWire, triggerWire } from './order-wire';
import {
  failed,
  findMarket,
  isMarket,
  isTrader,
  openTrader,
  runTrading,
  sendOrders,
  type TradingAnswer,
} from './trading';

const MODIFY_FAILED_FALLBACK = 'Failed to batch modify orders';

type ModifyEntry = ContractBody<typeof batchModifyOrdersContract>['orders'][number];
type OpenOrder = FrontendOpenOrdersResponse[number];

/** The time in force an order rests with (market-style ones never rest; Gtc stands in). */
function restingTif(order: OpenOrder): TimeInForce {
  const { tif } = order;
  return tif === 'Gtc' || tif === 'Ioc' || tif === 'Alo' ? tif : 'Gtc';
}

/**
 * The new wire of `existing`: a TP/SL keeps its kind and whether it is a market or limit trigger, a
 * limit order its time in force and reduce-only. Undefined when the price or size is not valid.
 */
function modifiedWire(
  order: ModifyEntry,
  existing: OpenOrder,
  market: PerpMarket,
): OrderWire | TradingAnswer<never> | undefined {
  if (existing.isTrigger) {
    const kind = order.triggerType ?? (existing.orderType.startsWith('Take Profit') ? 'tp' : 'sl');
    const size = roundSizeToLot(order.size, market.szDecimals);
    // The request carries one price: a limit trigger rests at its new trigger price.
    const limitPrice = existing.orderType.endsWith('Market') ? null : order.price;
    return size ? triggerWire(market, order.side, kind, order.price, size, limitPrice) : undefined;
  }
  const limit = { ...order, orderType: 'limit' as const, timeInForce: restingTif(existing) };
  return orderWire({ ...limit, reduceOnly: existing.reduceOnly }, market, existing.limitPx);
}

/** The market's best bid and ask now, from the exchange's book. */
async function bestPrices(context: FunctionContext, coin: string): Promise<BestPrices> {
  const book = await context.exchange.info.l2Book({ coin });
  const [bids, asks] = book?.levels ?? [[], []];
  const price = (level: { px: string } | undefined) => (level ? Number(level.px) : undefined);
  return { bid: price(bids[0]), ask: price(asks[0]) };
}

type Modify = { oid: number; order: OrderWire };

/**
 * The modify of one requested order, or why it is refused: an order that is not open, an invalid
 * price or size, or a limit order moved across the book.
 */
async function modifyOf(
  context: FunctionContext,
  order: ModifyEntry,
  open: readonly OpenOrder[],
): Promise<Modify | TradingAnswer<never>> {
  const market = await findMarket(context, order.symbol);
  if (!isMarket(market)) return market;
  const existing = open.find((candidate) => candidate.oid === order.oid && candidate.coin === market.symbol);
  if (!existing) return failed('Order not found');
  const wire = modifiedWire(order, existing, market);
  if (!wire) return failed('Please enter a valid price and size');
  if ('success' in wire) return wire;
  // A resting order moved across the book would be refused by the exchange once canceled:
  // refused here first, so the trader keeps it (a limit order only; a trigger rests apart).
  if (!existing.isTrigger) {
    const crossing = modifyCrossesBook(order.side, Number(wire.p), await bestPrices(context, market.symbol));
    if (crossing) return failed(crossing);
  }
  return { oid: order.oid, order: wire };
}

/**
 * Seed 000 §7 "batch modify orders": new price and size for open orders of the signed-in user. Each
 * order keeps what the request does not carry — time in force, reduce-only, and for a TP/SL whether
 * it is a market or limit trigger — read from the exchange's open orders.
 */
export const batchModifyOrders = defineFunction(batchModifyOrdersContract, {
  access: 'wallet',
  actingWallet: (body) => body.userWallet,
  handle: (body, context) =>
    runTrading(context, 'batch-modify-orders', body.userWallet, MODIFY_FAILED_FALLBACK, async () => {
      const trader = await openTrader(context, body.userWallet, null);
      if (!isTrader(trader)) return trader;
      const open = await context.exchange.info.frontendOpenOrders({ user: body.userWallet });
      const modifies: Modify[] = [];
      for (const order of body.orders) {
        const modify = await modifyOf(context, order, open);
        if ('success' in modify) return modify;
        modifies.push(modify);
      }
      return sendOrders(() => trader.client.batchModify({ modifies }), MODIFY_FAILED_FALLBACK);
    }),
});
