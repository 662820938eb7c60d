import { ORDER_FAILED_FALLBACK, placeOrderContract } from '@pluto/core';
import { defineFunction } from './function-definition';
import { isOrderWire, orderWire } from './order-wire';
import { syncLeverage } from './sync-leverage';
import { isOrderScope, openOrderScope, runTrading, sendOrders } from './trading';

/**
 * Seed 000 §7 "place order (single)": a market order (IOC at 5 % beyond the mark) or a limit
 * order, after the placement checks and size/price rules of seed 000 §5, at the requested leverage,
 * signed by the user's agent with the builder fee attached.
 */
export const placeOrder = defineFunction(placeOrderContract, {
  access: 'wallet',
  actingWallet: (body) => [body.userAddress, body.userWallet],
  handle: (body, context) =>
    runTrading(context, 'place-order', body.userAddress, ORDER_FAILED_FALLBACK, async () => {
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
    }),
});
