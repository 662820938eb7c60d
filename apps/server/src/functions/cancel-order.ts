import { cancelOrderContract, exchangeFailureMessage } from '@pluto/core';
import { defineFunction } from './function-definition';
import { findMarket, isMarket, isTrader, openTrader, runTrading, sendOrders } from './trading';

const CANCEL_FAILED_FALLBACK = 'Failed to cancel order';

/** Seed 000 §7 "cancel order": cancels one open order of the signed-in user, signed by the agent. */
export const cancelOrder = defineFunction(cancelOrderContract, {
  access: 'wallet',
  actingWallet: (body) => body.userWallet,
  handle: (body, context) =>
    runTrading(context, 'cancel-order', body.userWallet, CANCEL_FAILED_FALLBACK, async () => {
      const market = await findMarket(context, body.symbol);
      if (!isMarket(market)) return market;
      const trader = await openTrader(context, body.userWallet, null);
      if (!isTrader(trader)) return trader;
      return sendOrders(
        () => trader.client.cancel({ cancels: [{ a: market.assetId, o: body.orderId }] }),
        CANCEL_FAILED_FALLBACK,
        exchangeFailureMessage,
      );
    }),
});
