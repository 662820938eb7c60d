import { type ContractBody, ORDER_FAILED_FALLBACK, placeOrderContract } from '@pluto/core';
import { defineFunction, type FunctionContext } from './function-definition';
import { isOrderWire, orderWire } from './order-wire';
import { syncLeverage } from './sync-leverage';
import {
  isOrderScope,
  type OrderStatuses,
  openOrderScope,
  runTrading,
  sendOrders,
  type TradingAnswer,
} from './trading';

export type PlaceOrderBody = ContractBody<typeof placeOrderContract>;

/** Places one order for `body.userAddress` (already checked to be the caller): the web app's and the bot's path. */
export function placeOrderFor(
  context: FunctionContext,
  body: PlaceOrderBody,
  caller = 'place-order',
): Promise<TradingAnswer<OrderStatuses>> {
  return runTrading(context, caller, body.userAddress, ORDER_FAILED_FALLBACK, async () => {
    const scope = await openOrderScope(context, body.userAddress, body.symbol);
    if (!isOrderScope(scope)) return scope;
    const { builder, market, trader } = scope;
    const asset = await context.exchange.assetData(body.userAddress, market.symbol);
    const wire = orderWire(body, market, asset.markPx);
    if (!isOrderWire(wire)) return wire;
    const leverageRefused = await syncLeverage(trader, market, asset, body.leverage);
    if (leverageRefused) return leverageRefused;
    return sendOrders(
      () => trader.client.order({ orders: [wire], grouping: 'na', builder }),
      ORDER_FAILED_FALLBACK,
    );
  });
}

/**
 * Seed 000 §7 "place order (single)": a market order (IOC at 5 % beyond the mark) or a limit
 * order, after the placement checks and size/price rules of seed 000 §5, at the requested leverage,
 * signed by the user's agent with the builder fee attached.
 */
export const placeOrder = defineFunction(placeOrderContract, {
  access: 'wallet',
  actingWallet: (body) => [body.userAddress, body.userWallet],
  handle: (body, context) => placeOrderFor(context, body),
});
