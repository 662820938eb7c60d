import { DEFAULT_ORDER_LEVERAGE, DEFAULT_TIME_IN_FORCE, ORDER_FAILED_FALLBACK } from '@pluto/core';
import { z } from 'zod';
import {
  decimalAmount,
  leverage,
  marketSymbol,
  optionalDecimalAmount,
  orderSide,
  perpsOnly,
  walletAddress,
} from './fields';
import { defineFunction } from './function-definition';
import { isOrderWire, orderWire } from './order-wire';
import { syncLeverage } from './sync-leverage';
import { isOrderScope, openOrderScope, runTrading, sendOrders } from './trading';

/**
 * Seed 000 §7 "place order (single)": a market order (IOC at 5 % beyond the mark) or a limit
 * order, after the placement checks and size/price rules of seed 000 §5, at the requested leverage,
 * signed by the user's agent with the builder fee attached.
 */
export const placeOrder = defineFunction({
  access: 'wallet',
  body: z.object({
    symbol: marketSymbol,
    side: orderSide,
    orderType: z.enum(['market', 'limit']),
    /** Market orders send an empty price (seed 000 §5). */
    price: optionalDecimalAmount,
    size: decimalAmount,
    leverage: leverage.default(DEFAULT_ORDER_LEVERAGE),
    userWallet: walletAddress,
    userAddress: walletAddress,
    isSpot: perpsOnly,
    timeInForce: z.enum(['Gtc', 'Ioc', 'Alo']).default(DEFAULT_TIME_IN_FORCE),
    reduceOnly: z.boolean().default(false),
  }),
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
