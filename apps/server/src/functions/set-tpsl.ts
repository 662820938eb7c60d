import type { FrontendOpenOrdersResponse } from '@nktkas/hyperliquid/api/info';
import {
  checkPositionTpsl,
  exchangeFailureMessage,
  INVALID_TPSL_PRICE_TEXT,
  inferPositionTpsl,
  orderFailureMessage,
  type PositionTpslLeg,
  parseExactDecimal,
  positionTpslLeg,
  positionTpslLegUpdate,
  setTpslContract,
  type TriggerType,
} from '@pluto/core';
import { defineFunction } from './function-definition';
import { triggerWire } from './order-wire';
import { findPosition, isPosition, type OpenPosition } from './position';
import {
  failed,
  isOrderScope,
  type OrderScope,
  openOrderScope,
  runTrading,
  sendOrders,
  succeeded,
  type TradingAnswer,
} from './trading';

const TPSL_FAILED_FALLBACK = 'Failed to set TP/SL';
const LEG_FALLBACK: Record<TriggerType, string> = {
  tp: 'Failed to place take profit order',
  sl: 'Failed to set stop loss',
};

type LegOutcome = 'created' | 'modified' | 'canceled' | 'unchanged';
type OpenOrder = FrontendOpenOrdersResponse[number];
/** What the request asks of a leg: its order, 'cancel' (price 0), or nothing (no price). */
type WantedLeg = PositionTpslLeg | 'cancel' | undefined;

interface LegScope extends OrderScope {
  position: OpenPosition;
}

/** A trigger price above 0, else undefined (absent, or 0 which cancels). */
function settingPrice(price: string | null | undefined): string | undefined {
  return price !== null && price !== undefined && (parseExactDecimal(price) ?? 0n) > 0n ? price : undefined;
}

interface LegAmount {
  size: string | null | undefined;
  positionSize: string;
  szDecimals: number;
}

/** What the request asks of a leg, or the error text when a price rounds to nothing on this market. */
function wantedLeg(
  triggerType: TriggerType,
  price: string | null | undefined,
  limitPrice: string | null | undefined,
  amount: LegAmount,
): WantedLeg | { error: string } {
  if (price === null || price === undefined) return undefined;
  const triggerPrice = settingPrice(price);
  if (triggerPrice === undefined) return 'cancel';
  const leg = positionTpslLeg({ triggerType, triggerPrice, limitPrice, ...amount });
  return typeof leg === 'string' ? { error: leg } : leg;
}

function isLegError(leg: WantedLeg | { error: string }): leg is { error: string } {
  return typeof leg === 'object' && 'error' in leg;
}

/** Applies one leg's seed 000 §4 update on the exchange: create, modify or cancel its order. */
async function applyLeg(
  kind: TriggerType,
  wanted: WantedLeg,
  existing: OpenOrder | undefined,
  { trader, market, position, builder }: LegScope,
): Promise<TradingAnswer<LegOutcome>> {
  const update = positionTpslLegUpdate(wanted, existing);
  const fallback = LEG_FALLBACK[kind];
  if (update.action === 'keep') return succeeded('unchanged');
  if (update.action === 'cancel') {
    const cancel = await sendOrders(
      () => trader.client.cancel({ cancels: [{ a: market.assetId, o: update.order.oid }] }),
      fallback,
      exchangeFailureMessage,
    );
    return cancel.success ? succeeded('canceled') : failed(cancel.error);
  }
  const { leg } = update;
  const closingSide = position.isLong ? 'sell' : 'buy';
  const wire = triggerWire(market, closingSide, kind, leg.triggerPx, leg.size, leg.limitPx);
  if (!wire) return failed(orderFailureMessage(INVALID_TPSL_PRICE_TEXT));
  if (update.action === 'modify') {
    const modify = await sendOrders(
      () => trader.client.batchModify({ modifies: [{ oid: update.order.oid, order: wire }] }),
      fallback,
    );
    return modify.success ? succeeded('modified') : failed(modify.error);
  }
  const create = await sendOrders(
    () => trader.client.order({ orders: [wire], grouping: 'na', builder }),
    fallback,
  );
  return create.success ? succeeded('created') : failed(create.error);
}

/**
 * Sets, moves or cancels the take profit and stop loss of the user's position on one market:
 * reduce-only triggers on the closing side. Per the position TP/SL dialog, each leg is a market
 * trigger unless given a limit price ('Limit Price'), and closes the whole position unless given a
 * size ('Configure Amount'). The position's current TP/SL are its reduce-only orders (seed 000 §3).
 * Answers what happened to each leg.
 */
export const setTpsl = defineFunction(setTpslContract, {
  access: 'wallet',
  actingWallet: (body) => body.userAddress,
  handle: (body, context) =>
    runTrading(context, 'set-tpsl', body.userAddress, TPSL_FAILED_FALLBACK, async () => {
      const orderScope = await openOrderScope(context, body.userAddress, body.symbol);
      if (!isOrderScope(orderScope)) return orderScope;
      const { market } = orderScope;
      const position = await findPosition(context, body.userAddress, market.symbol);
      if (!isPosition(position)) return position;

      const invalid = checkPositionTpsl({
        side: position.isLong ? 'long' : 'short',
        entryPrice: position.entryPx,
        takeProfit: settingPrice(body.takeProfitPrice),
        stopLoss: settingPrice(body.stopLossPrice),
        takeProfitLimit: body.takeProfitLimitPrice,
        stopLossLimit: body.stopLossLimitPrice,
        size: body.size,
        positionSize: position.size,
      });
      if (invalid) return failed(invalid);

      const amount = { size: body.size, positionSize: position.size, szDecimals: market.szDecimals };
      const takeProfitLeg = wantedLeg('tp', body.takeProfitPrice, body.takeProfitLimitPrice, amount);
      const stopLossLeg = wantedLeg('sl', body.stopLossPrice, body.stopLossLimitPrice, amount);
      if (isLegError(takeProfitLeg)) return failed(takeProfitLeg.error);
      if (isLegError(stopLossLeg)) return failed(stopLossLeg.error);

      const open = await context.exchange.info.frontendOpenOrders({ user: body.userAddress });
      const current = inferPositionTpsl(position, open);
      const scope = { ...orderScope, position };
      const takeProfit = await applyLeg('tp', takeProfitLeg, current.takeProfit, scope);
      if (!takeProfit.success) return failed(takeProfit.error);
      const stopLoss = await applyLeg('sl', stopLossLeg, current.stopLoss, scope);
      const done = { takeProfit: takeProfit.data, stopLoss: stopLoss.success ? stopLoss.data : 'unchanged' };
      return stopLoss.success ? succeeded(done) : failed(stopLoss.error, done);
    }),
});
