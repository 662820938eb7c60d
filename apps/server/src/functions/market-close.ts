import { MARKET_ORDER_TIF, marketCloseContract, marketOrderPrice, ORDER_FAILED_FALLBACK } from '@pluto/core';
import type { Address } from 'viem';
import { defineFunction, type FunctionContext } from './function-definition';
import { findPosition, isPosition } from './position';
import {
  failed,
  isOrderScope,
  type OrderStatuses,
  openOrderScope,
  runTrading,
  sendOrders,
  type TradingAnswer,
} from './trading';

/** Closes `user`'s whole position on `symbol` (the caller is already checked): the web app's and the bot's path. */
export function marketCloseFor(
  context: FunctionContext,
  user: Address,
  symbol: string,
  caller = 'market-close',
): Promise<TradingAnswer<OrderStatuses>> {
  return runTrading(context, caller, user, ORDER_FAILED_FALLBACK, async () => {
    const scope = await openOrderScope(context, user, symbol);
    if (!isOrderScope(scope)) return scope;
    const { builder, market, trader } = scope;
    const position = await findPosition(context, user, market.symbol);
    if (!isPosition(position)) return position;
    const { markPx } = await context.exchange.assetData(user, market.symbol);
    const side = position.isLong ? 'sell' : 'buy';
    const price = marketOrderPrice(markPx, side, market.szDecimals);
    if (price === undefined) return failed(`No mark price for ${market.symbol}`);
    return sendOrders(
      () =>
        trader.client.order({
          orders: [
            {
              a: market.assetId,
              b: side === 'buy',
              p: price,
              s: position.size,
              r: true,
              t: { limit: { tif: MARKET_ORDER_TIF } },
            },
          ],
          grouping: 'na',
          builder,
        }),
      ORDER_FAILED_FALLBACK,
    );
  });
}

/**
 * Seed 000 §4 "Close position": the whole position closed by a reduce-only market order on the
 * opposite side (the front end's market order, at 5 % beyond the mark). Reduce-only closes are exempt from the $10 minimum,
 * so the size is the position's exactly.
 */
export const marketClose = defineFunction(marketCloseContract, {
  access: 'wallet',
  actingWallet: (body) => body.userAddress,
  handle: (body, context) => marketCloseFor(context, body.userAddress, body.symbol),
});
