import {
  BOT_TEXTS,
  exchangeFailureMessage,
  fillText,
  formatExactDecimal,
  formatFixed,
  parseExactDecimal,
  type QuickOrder,
  sizeToBase,
} from '@pluto/core';
import type { Address } from 'viem';
import type { FunctionContext } from '../functions/function-definition';
import { marketCloseFor } from '../functions/market-close';
import { placeOrderFor } from '../functions/place-order';
import {
  findMarket,
  isMarket,
  isTrader,
  type OrderStatuses,
  openTrader,
  sendOrders,
  type TradingAnswer,
} from '../functions/trading';
import type { PerpMarket } from '../providers/exchange/exchange-gateway';

/**
 * What the bot does for a linked wallet, through the same server trading code as the web app's
 * functions: the wallet's custodied agent signs, every order carries the builder fee, and refusals
 * carry the same texts (seed 000 §8).
 */

/** A market by the name a trader typed: as typed, else in capitals ('btc' → BTC; kPEPE typed as is). */
export async function marketNamed(context: FunctionContext, asset: string): Promise<PerpMarket | undefined> {
  return (await context.exchange.market(asset)) ?? (await context.exchange.market(asset.toUpperCase()));
}

interface FilledStatus {
  filled: { totalSz: string; avgPx: string; oid: number };
}

function filledStatus(status: unknown): FilledStatus['filled'] | undefined {
  if (typeof status !== 'object' || status === null || !('filled' in status)) return undefined;
  return (status as FilledStatus).filled;
}

/** The reply to a placed order: its fill with the fees the exchange charged for it, or why not. */
async function orderReply(
  context: FunctionContext,
  user: Address,
  asset: string,
  side: 'buy' | 'sell',
  answer: TradingAnswer<OrderStatuses>,
): Promise<string> {
  if (!answer.success) return BOT_TEXTS.failed(answer.error);
  const filled = filledStatus(answer.data.statuses[0]);
  if (!filled) return BOT_TEXTS.resting;
  const fills = await context.exchange.info.userFills({ user });
  const fee = fills
    .filter((fill) => fill.oid === filled.oid)
    .reduce((sum, fill) => sum + (parseExactDecimal(fill.fee) ?? 0n), 0n);
  return fillText({
    side,
    asset,
    size: filled.totalSz,
    averagePrice: filled.avgPx,
    fee: formatExactDecimal(fee),
  });
}

/** A quick-format order as a market order at its leverage; a USD size is converted at the mark. */
export async function placeQuickOrder(
  context: FunctionContext,
  user: Address,
  order: QuickOrder,
): Promise<string> {
  const market = await marketNamed(context, order.asset);
  if (!market) return BOT_TEXTS.unknownMarket(order.asset);
  const side = order.side === 'long' ? 'buy' : 'sell';
  let size: string | undefined = order.amount;
  if (order.unit === 'usd') {
    const { markPx } = await context.exchange.assetData(user, market.symbol);
    size = sizeToBase(order.amount, 'quote', markPx, market.szDecimals);
  }
  if (size === undefined) return BOT_TEXTS.failed('Please enter a valid price and size');
  const answer = await placeOrderFor(
    context,
    {
      symbol: market.symbol,
      side,
      orderType: 'market',
      price: '',
      size,
      leverage: order.leverage,
      userWallet: user,
      userAddress: user,
      isSpot: false,
      timeInForce: 'Gtc',
      reduceOnly: false,
    },
    'telegram:place-order',
  );
  return orderReply(context, user, market.symbol, side, answer);
}

export async function closePosition(context: FunctionContext, user: Address, asset: string): Promise<string> {
  const market = await marketNamed(context, asset);
  if (!market) return BOT_TEXTS.unknownMarket(asset);
  const position = await openPositions(context, user).then((all) =>
    all.find((entry) => entry.coin === market.symbol),
  );
  const answer = await marketCloseFor(context, user, market.symbol, 'telegram:market-close');
  const side = position?.szi.startsWith('-') ? 'buy' : 'sell';
  return orderReply(context, user, market.symbol, side, answer);
}

export interface PositionLine {
  coin: string;
  szi: string;
  text: string;
}

export async function openPositions(context: FunctionContext, user: Address): Promise<PositionLine[]> {
  const state = await context.exchange.info.clearinghouseState({ user });
  return state.assetPositions
    .map(({ position }) => position)
    .filter((position) => (parseExactDecimal(position.szi) ?? 0n) !== 0n)
    .map((position) => {
      const side = position.szi.startsWith('-') ? 'Short' : 'Long';
      const size = position.szi.replace('-', '');
      const pnl = formatFixed(position.unrealizedPnl, 2);
      const leverage = `${position.leverage.value}x`;
      return {
        coin: position.coin,
        szi: position.szi,
        text: `${position.coin} ${side} ${size} at ${position.entryPx} (${leverage}), PnL ${pnl} USDC`,
      };
    });
}

export async function balanceText(context: FunctionContext, user: Address): Promise<string> {
  const state = await context.exchange.info.clearinghouseState({ user });
  const { accountValue, totalMarginUsed } = state.marginSummary;
  return [
    `Account value: ${formatFixed(accountValue, 2)} USDC`,
    `Margin used: ${formatFixed(totalMarginUsed, 2)} USDC`,
    `Withdrawable: ${formatFixed(state.withdrawable, 2)} USDC`,
  ].join('\n');
}

export async function ordersText(context: FunctionContext, user: Address): Promise<string> {
  const orders = await context.exchange.info.frontendOpenOrders({ user });
  if (orders.length === 0) return BOT_TEXTS.noOrders;
  return orders
    .map(
      (order) =>
        `#${order.oid} ${order.coin} ${order.side === 'B' ? 'Buy' : 'Sell'} ${order.sz} at ${order.limitPx}`,
    )
    .join('\n');
}

const CANCEL_FAILED_FALLBACK = 'Failed to cancel order';

/** Cancels the open orders of `asset`, or all of them, with the agent. */
export async function cancelOrders(
  context: FunctionContext,
  user: Address,
  asset: string | undefined,
): Promise<string> {
  const market = asset === undefined ? undefined : await marketNamed(context, asset);
  if (asset !== undefined && !market) return BOT_TEXTS.unknownMarket(asset);
  const orders = (await context.exchange.info.frontendOpenOrders({ user })).filter(
    (order) => !market || order.coin === market.symbol,
  );
  if (orders.length === 0) return BOT_TEXTS.noOrdersToCancel;
  const trader = await openTrader(context, user, null);
  if (!isTrader(trader)) return BOT_TEXTS.failed(trader.error ?? CANCEL_FAILED_FALLBACK);
  const cancels: Array<{ a: number; o: number }> = [];
  for (const order of orders) {
    const orderMarket = await findMarket(context, order.coin);
    if (isMarket(orderMarket)) cancels.push({ a: orderMarket.assetId, o: order.oid });
  }
  const answer = await sendOrders(
    () => trader.client.cancel({ cancels }),
    CANCEL_FAILED_FALLBACK,
    exchangeFailureMessage,
  );
  return answer.success ? BOT_TEXTS.cancelled(cancels.length) : BOT_TEXTS.failed(answer.error);
}
