import * as v from 'valibot';
import { DEFAULT_ORDER_LEVERAGE, DEFAULT_TIME_IN_FORCE } from '../trading/order-rules';
import { defineContract } from './function-contract';
import {
  decimalAmountField,
  leverageField,
  marketSymbolField,
  optionalDecimalAmountField,
  orderIdField,
  orderSideField,
  orderTypeField,
  perpsOnlyField,
  requestListField,
  requestObject,
  timeInForceField,
  triggerTypeField,
  walletAddressField,
} from './request-fields';

/** Seed 000 §7: trading functions answer `{success, error, data}`; a refusal may still carry data. */
function tradingAnswer<Data extends v.GenericSchema>(data: Data) {
  return v.variant('success', [
    v.object({ success: v.literal(true), error: v.null(), data }),
    v.object({ success: v.literal(false), error: v.string(), data: v.nullable(data) }),
  ]);
}

/** The exchange's per-order statuses, aligned with the orders sent. */
const orderStatuses = v.object({ statuses: v.array(v.unknown()) });

const MAX_BATCH_ORDERS = 20;
const MAX_MODIFIES = 20;

/**
 * Seed 000 §7 "place order (single)": a market order (the front end's `FrontendMarket` at 5 % beyond the mark) or a limit order
 * at the requested leverage.
 */
export const placeOrderContract = defineContract({
  name: 'place-order',
  request: requestObject({
    symbol: marketSymbolField,
    side: orderSideField,
    orderType: orderTypeField,
    /** Market orders send an empty price (seed 000 §5). */
    price: optionalDecimalAmountField,
    size: decimalAmountField,
    leverage: v.optional(leverageField, DEFAULT_ORDER_LEVERAGE),
    userWallet: walletAddressField,
    userAddress: walletAddressField,
    isSpot: perpsOnlyField,
    timeInForce: v.optional(timeInForceField, DEFAULT_TIME_IN_FORCE),
    reduceOnly: v.optional(v.boolean(), false),
  }),
  response: tradingAnswer(orderStatuses),
});

const batchEntry = requestObject({
  symbol: marketSymbolField,
  side: orderSideField,
  price: optionalDecimalAmountField,
  size: decimalAmountField,
  /** For a TP/SL entry: market (the default on the exchange's UI) or limit trigger. */
  orderType: orderTypeField,
  triggerType: v.nullish(triggerTypeField),
  leverage: v.optional(leverageField, DEFAULT_ORDER_LEVERAGE),
  timeInForce: v.optional(timeInForceField, DEFAULT_TIME_IN_FORCE),
  reduceOnly: v.optional(v.boolean(), false),
});

/**
 * Seed 000 §7 "place order (batch)": one order with its take profit and/or stop loss (entries with
 * `triggerType`), or plain orders of one market placed together.
 */
export const placeBatchOrderContract = defineContract({
  name: 'place-batch-order',
  request: requestObject({
    orders: v.pipe(
      requestListField(batchEntry, MAX_BATCH_ORDERS),
      v.check(
        (orders) => orders.every((order) => order.symbol === orders[0]?.symbol),
        'every order of a batch must be for the same market',
      ),
    ),
    userAddress: walletAddressField,
    userWallet: walletAddressField,
    isSpot: perpsOnlyField,
  }),
  response: tradingAnswer(orderStatuses),
});

/** Seed 000 §7 "cancel order": one open order of the signed-in user. */
export const cancelOrderContract = defineContract({
  name: 'cancel-order',
  request: requestObject({
    orderId: orderIdField,
    symbol: marketSymbolField,
    userWallet: walletAddressField,
  }),
  response: tradingAnswer(orderStatuses),
});

/** Seed 000 §7 "batch modify orders": new price and size for open orders of the signed-in user. */
export const batchModifyOrdersContract = defineContract({
  name: 'batch-modify-orders',
  request: requestObject({
    orders: requestListField(
      requestObject({
        oid: orderIdField,
        symbol: marketSymbolField,
        side: orderSideField,
        price: decimalAmountField,
        size: decimalAmountField,
        triggerType: v.nullish(triggerTypeField),
      }),
      MAX_MODIFIES,
    ),
    userWallet: walletAddressField,
  }),
  response: tradingAnswer(orderStatuses),
});

/**
 * Seed 000 §7 "update leverage": leverage and margin mode on one market. Answers `{success, error,
 * result}` as the seed names it; `result` is the exchange's own answer (null on a refusal).
 */
export const updateLeverageContract = defineContract({
  name: 'update-leverage',
  request: requestObject({
    userAddress: walletAddressField,
    symbol: marketSymbolField,
    leverage: leverageField,
    isCross: v.boolean(),
  }),
  response: v.variant('success', [
    v.object({ success: v.literal(true), error: v.null(), result: v.unknown() }),
    v.object({ success: v.literal(false), error: v.string(), result: v.unknown() }),
  ]),
});

/** Seed 000 §4 "Close position": the whole position closed by a reduce-only market order. */
export const marketCloseContract = defineContract({
  name: 'market-close',
  request: requestObject({ userAddress: walletAddressField, symbol: marketSymbolField }),
  response: tradingAnswer(orderStatuses),
});

/** What happened to one leg of a position's TP/SL. */
const legOutcome = v.picklist(['created', 'modified', 'canceled', 'unchanged']);

/**
 * Sets, moves or cancels the take profit and stop loss of the user's position on one market;
 * answers what happened to each leg.
 */
export const setTpslContract = defineContract({
  name: 'set-tpsl',
  request: v.pipe(
    requestObject({
      userAddress: walletAddressField,
      symbol: marketSymbolField,
      /** Above 0: the trigger price; 0: cancel the leg; absent: leave it. */
      takeProfitPrice: v.nullish(decimalAmountField),
      stopLossPrice: v.nullish(decimalAmountField),
      takeProfitLimitPrice: optionalDecimalAmountField,
      stopLossLimitPrice: optionalDecimalAmountField,
      size: optionalDecimalAmountField,
    }),
    v.check(
      (body) => (body.takeProfitPrice ?? body.stopLossPrice ?? null) !== null,
      'No TP or SL prices specified',
    ),
  ),
  response: tradingAnswer(v.object({ takeProfit: legOutcome, stopLoss: legOutcome })),
});
