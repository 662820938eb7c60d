import {
  type ContractBody,
  INVALID_TPSL_PRICE_TEXT,
  isBatchTpslAccepted,
  NO_VALID_ORDERS_TEXT,
  orderFailureMessage,
  placeBatchOrderContract,
} from '@pluto/core';
import type { PerpMarket } from '../providers/exchange/exchange-gateway';
import { defineFunction } from './function-definition';
import { isOrderWire, type OrderWire, orderWire, triggerWire } from './order-wire';
import { syncLeverage } from './sync-leverage';
import { failed, isOrderScope, openOrderScope, runTrading, sendOrders, type TradingAnswer } from './trading';

const BATCH_FAILED_FALLBACK = 'Failed to place batch order';

type BatchEntry = ContractBody<typeof placeBatchOrderContract>['orders'][number];

/** The plain orders' wires, or the refusal of the first one the order rules reject. */
function parentWires(
  parents: readonly BatchEntry[],
  market: PerpMarket,
  markPx: string,
): OrderWire[] | TradingAnswer<never> {
  const wires: OrderWire[] = [];
  for (const order of parents) {
    const wire = orderWire(order, market, markPx);
    if (!isOrderWire(wire)) return wire;
    wires.push(wire);
  }
  return wires;
}

/**
 * Seed 000 §5 batch rules, against the parent's entry (its limit price, or the mark). The TP/SL close
 * the parent: opposite side, its whole size, whatever side and size they name.
 */
function tpslWires(
  tpsl: readonly BatchEntry[],
  parent: BatchEntry,
  parentWire: OrderWire,
  market: PerpMarket,
  markPx: string,
): OrderWire[] | TradingAnswer<never> {
  const entry = parent.orderType === 'market' ? markPx : parentWire.p;
  const closeSide = parent.side === 'buy' ? 'sell' : 'buy';
  const wires: OrderWire[] = [];
  for (const order of tpsl) {
    const kind = order.triggerType === 'tp' ? 'tp' : 'sl';
    const price = order.price ?? '';
    // A limit TP/SL rests at its own trigger price.
    const limitPrice = order.orderType === 'market' ? null : price;
    const wire = triggerWire(market, closeSide, kind, price, parentWire.s, limitPrice);
    if (!wire || !isBatchTpslAccepted(parent.side, entry, kind, wire.t.trigger.triggerPx)) {
      return failed(orderFailureMessage(INVALID_TPSL_PRICE_TEXT, BATCH_FAILED_FALLBACK));
    }
    wires.push(wire);
  }
  return wires;
}

/**
 * Seed 000 §7 "place order (batch)": one order with its take profit and/or stop loss (entries with
 * `triggerType`), placed together with grouping `normalTpsl` — the TP/SL wait for the order to fill
 * and are sized to it. Without TP/SL entries, plain orders of one market placed together.
 */
export const placeBatchOrder = defineFunction(placeBatchOrderContract, {
  access: 'wallet',
  actingWallet: (body) => [body.userAddress, body.userWallet],
  handle: (body, context) =>
    runTrading(context, 'place-batch-order', body.userAddress, BATCH_FAILED_FALLBACK, async () => {
      const parents = body.orders.filter((order) => !order.triggerType);
      const tpsl = body.orders.filter((order) => order.triggerType);
      const [parent] = parents;
      // TP/SL need exactly one order to attach to.
      if (!parent || (tpsl.length > 0 && parents.length > 1)) {
        return failed(orderFailureMessage(NO_VALID_ORDERS_TEXT, BATCH_FAILED_FALLBACK));
      }
      const scope = await openOrderScope(context, body.userAddress, parent.symbol);
      if (!isOrderScope(scope)) return scope;
      const { builder, market, trader } = scope;
      const asset = await context.exchange.assetData(body.userAddress, market.symbol);

      const plain = parentWires(parents, market, asset.markPx);
      if (!Array.isArray(plain)) return plain;
      const [parentWire] = plain;
      const triggers = parentWire ? tpslWires(tpsl, parent, parentWire, market, asset.markPx) : [];
      if (!Array.isArray(triggers)) return triggers;

      const leverageRefused = await syncLeverage(trader, market, asset, parent.leverage);
      if (leverageRefused) return leverageRefused;
      return sendOrders(
        () =>
          trader.client.order({
            orders: [...plain, ...triggers],
            grouping: tpsl.length > 0 ? 'normalTpsl' : 'na',
            builder,
          }),
        BATCH_FAILED_FALLBACK,
      );
    }),
});
