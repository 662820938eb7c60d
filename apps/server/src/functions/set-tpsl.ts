import type { FrontendOpenOrdersResponse } from '@nktkas/hyperliquid/api/info';
import {
  checkPositionTpsl,
  exchangeFailureMessage,
  INVALID_TPSL_PRICE_TEXT,
  inferPositionTpsl,
  orderFailureMessage,
  parseExactDecimal,
  type TriggerType,
  tpslOrderPrice,
} from '@pluto/core';
import { z } from 'zod';
import type { PerpMarket } from '../providers/exchange/exchange-gateway';
import { decimalAmount, marketSymbol, walletAddress } from './fields';
import { defineFunction } from './function-definition';
import { triggerWire } from './order-wire';
import { findPosition, isPosition, type OpenPosition } from './position';
import {
  type Builder,
  failed,
  findMarket,
  isMarket,
  isTrader,
  openTrader,
  requireBuilder,
  runTrading,
  sendOrders,
  succeeded,
  type Trader,
  type TradingAnswer,
} from './trading';

const TPSL_FAILED_FALLBACK = 'Failed to set TP/SL';
const LEG_FALLBACK: Record<TriggerType, string> = {
  tp: 'Failed to place take profit order',
  sl: 'Failed to set stop loss',
};

type LegOutcome = 'created' | 'modified' | 'canceled' | 'unchanged';
type OpenOrder = FrontendOpenOrdersResponse[number];

interface Leg {
  kind: TriggerType;
  /** Absent: leave as is; 0: cancel; above 0: the trigger price. */
  requested: string | null | undefined;
  existing: OpenOrder | undefined;
}

interface LegScope {
  trader: Trader;
  market: PerpMarket;
  position: OpenPosition;
  builder: Builder;
}

/**
 * Seed 000 §4 "Position TP/SL update" for one leg: above 0 with an existing order, modify it if the
 * price changed; above 0 with none, create one; 0 with an existing order, cancel it.
 */
async function applyLeg(
  { kind, requested, existing }: Leg,
  scope: LegScope,
): Promise<TradingAnswer<LegOutcome>> {
  if (requested === null || requested === undefined) return succeeded('unchanged');
  const { trader, market, position, builder } = scope;
  const fallback = LEG_FALLBACK[kind];
  if ((parseExactDecimal(requested) ?? 0n) === 0n) {
    if (!existing) return succeeded('unchanged');
    const cancel = await sendOrders(
      () => trader.client.cancel({ cancels: [{ a: market.assetId, o: existing.oid }] }),
      fallback,
      exchangeFailureMessage,
    );
    return cancel.success ? succeeded('canceled') : failed(cancel.error);
  }
  const wire = triggerWire(market, position.isLong ? 'sell' : 'buy', kind, requested, position.size);
  if (!wire) return failed(orderFailureMessage(INVALID_TPSL_PRICE_TEXT));
  if (existing) {
    if (tpslOrderPrice(existing) === parseExactDecimal(wire.t.trigger.triggerPx))
      return succeeded('unchanged');
    const modify = await sendOrders(
      () => trader.client.batchModify({ modifies: [{ oid: existing.oid, order: wire }] }),
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
 * reduce-only market triggers on the closing side for the position's size. The position's current
 * TP/SL are its reduce-only orders (seed 000 §3). Answers what happened to each.
 */
export const setTpsl = defineFunction({
  access: 'wallet',
  body: z
    .object({
      userAddress: walletAddress,
      symbol: marketSymbol,
      takeProfitPrice: decimalAmount.nullish(),
      stopLossPrice: decimalAmount.nullish(),
    })
    .refine(
      (body) => (body.takeProfitPrice ?? body.stopLossPrice ?? null) !== null,
      'No TP or SL prices specified',
    ),
  actingWallet: (body) => body.userAddress,
  handle: (body, context) =>
    runTrading(context, 'set-tpsl', body.userAddress, TPSL_FAILED_FALLBACK, async () => {
      const builder = requireBuilder(context);
      const market = await findMarket(context, body.symbol);
      if (!isMarket(market)) return market;
      const trader = await openTrader(context, body.userAddress, builder);
      if (!isTrader(trader)) return trader;
      const position = await findPosition(context, body.userAddress, market.symbol);
      if (!isPosition(position)) return position;

      const isSetting = (value: string | null | undefined) =>
        value !== null && value !== undefined && (parseExactDecimal(value) ?? 0n) > 0n ? value : undefined;
      const invalid = checkPositionTpsl({
        side: position.isLong ? 'long' : 'short',
        entryPrice: position.entryPx,
        takeProfit: isSetting(body.takeProfitPrice),
        stopLoss: isSetting(body.stopLossPrice),
      });
      if (invalid) return failed(invalid);

      const open = await context.exchange.info.frontendOpenOrders({ user: body.userAddress });
      const current = inferPositionTpsl(position, open);
      const scope = { trader, market, position, builder };
      const takeProfit = await applyLeg(
        { kind: 'tp', requested: body.takeProfitPrice, existing: current.takeProfit },
        scope,
      );
      if (!takeProfit.success) return failed(takeProfit.error);
      const stopLoss = await applyLeg(
        { kind: 'sl', requested: body.stopLossPrice, existing: current.stopLoss },
        scope,
      );
      const done = { takeProfit: takeProfit.data, stopLoss: stopLoss.success ? stopLoss.data : 'unchanged' };
      return stopLoss.success ? succeeded(done) : failed(stopLoss.error, done);
    }),
});
