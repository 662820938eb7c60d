import { formatPrice } from '../format/format';
import { estimateLiquidationPrice, marginRequired } from './liquidation-estimate';
import {
  DEFAULT_TIME_IN_FORCE,
  type OrderCheckFailure,
  type OrderKind,
  type OrderSide,
  orderPrice,
  orderSize,
  type SizeUnit,
  sizeToBase,
  type TimeInForce,
} from './order-rules';
import type { OrderTpslInput } from './tpsl';

/**
 * The perpetual order form (seed 000 §2, §4, §5) as a pure reducer over what the trader entered, and
 * a pure summary that derives the rest at the current market and account: the size shown and its
 * slider, the linked TP/SL fields, the order's value and what placement checks and sends. The React
 * form renders the two; the derived values follow the market as it moves.
 */

export const SLIDER_DEFAULT_PERCENT = 50;
/** Seed 000 §5: base sizes carry 5 decimals, quote (USD) sizes 2. */
export const BASE_SIZE_DECIMALS = 5;
export const QUOTE_SIZE_DECIMALS = 2;
/** Seed 000 §4: the local-storage key that keeps the size unit. */
export const SIZE_UNIT_STORAGE_KEY = 'tradingSizeUnit';

/**
 * The size as the trader last set it: nothing yet (an empty size, the slider at its default), text
 * typed in the unit it was typed in, or a slider position. The slider is a share of the most the
 * balance buys (as on Hyperliquid), so the size it gives follows the price and the balance.
 */
export type SizeInput =
  | { from: 'none' }
  | { from: 'text'; text: string; unit: SizeUnit }
  | { from: 'slider'; percent: number };

export type TpslKind = 'tp' | 'sl';
export type TpslField = 'price' | 'percent';

/** The order a TP/SL percent is measured against: its side and, for a limit order, its price. */
export type TpslBasis = Pick<OrderFormState, 'side' | 'orderType' | 'price'>;

/**
 * A TP or SL pair as the trader entered it. `anchor` is the last number typed in either field (none
 * once a field is emptied); the other field derives from it. A percent counts against the order it
 * was typed for: when the side, type or limit price changes, that order is kept as its `basis`, so
 * its price holds and the percent is read anew, as for a typed price. `drafts` hold text that is not
 * a number yet ("0.", "-"): shown as typed until a number replaces it.
 */
export interface TpslInput {
  anchor?: { field: TpslField; text: string; basis?: TpslBasis };
  drafts?: Partial<Record<TpslField, string>>;
}

/** Only what the trader entered; everything shown besides is `orderFormSummary`'s. */
export interface OrderFormState {
  side: OrderSide;
  orderType: OrderKind;
  sizeUnit: SizeUnit;
  size: SizeInput;
  /** The limit price as typed; always empty for market orders. */
  price: string;
  timeInForce: TimeInForce;
  reduceOnly: boolean;
  tpslEnabled: boolean;
  tp: TpslInput;
  sl: TpslInput;
}

/** What the form's rules read from the market and the account. */
export interface OrderFormContext {
  /** The market's current price: the reference of slider sizes, unit conversion and market orders. */
  currentPrice: number;
  /** Available balance (USD) to open each side (Hyperliquid's `availableToTrade`); undefined until known. */
  available: Readonly<Record<OrderSide, number | undefined>>;
  leverage: number;
  szDecimals: number;
}

/** What the size slider reads: the side's available balance (USD), the leverage and the price. */
export interface SizingContext {
  currentPrice: number;
  available: number;
  leverage: number;
}

export type OrderFormAction =
  | { type: 'reset'; sizeUnit?: SizeUnit }
  | { type: 'setSide'; side: OrderSide }
  | { type: 'setOrderType'; orderType: OrderKind }
  | { type: 'setSizeUnit'; sizeUnit: SizeUnit }
  | { type: 'setSize'; size: string }
  | { type: 'setSlider'; percent: number }
  | { type: 'setPrice'; price: string }
  | { type: 'setTimeInForce'; timeInForce: TimeInForce }
  | { type: 'setReduceOnly'; reduceOnly: boolean }
  | { type: 'setTpslEnabled'; enabled: boolean }
  | { type: 'setTpsl'; kind: TpslKind; field: TpslField; text: string };

export function initialOrderForm(sizeUnit: SizeUnit = 'base'): OrderFormState {
  return {
    side: 'buy',
    orderType: 'market',
    sizeUnit,
    size: { from: 'none' },
    price: '',
    timeInForce: DEFAULT_TIME_IN_FORCE,
    reduceOnly: false,
    tpslEnabled: false,
    tp: {},
    sl: {},
  };
}

const positiveNumber = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** Truncates to `decimals` places and drops trailing zeros ("0.12345", "12.5"). */
export function truncateDecimals(value: number, decimals: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const factor = 10 ** decimals;
  // The epsilon keeps 0.3 × 10 = 2.9999999999999996 from truncating to 2.
  const truncated = Math.floor(value * factor + 1e-9) / factor;
  return truncated.toFixed(decimals).replace(/\.?0+$/, '') || '0';
}

const unitDecimals = (unit: SizeUnit) => (unit === 'base' ? BASE_SIZE_DECIMALS : QUOTE_SIZE_DECIMALS);

/** The most the slider's 100 % buys: available balance × leverage, in USD. */
export function maxOrderNotional(context: Pick<SizingContext, 'available' | 'leverage'>): number {
  const value = context.available * Math.max(1, context.leverage);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Seed 000 §4: moving the slider sets size = percent of (available × leverage), in the size unit. */
export function sizeFromSliderPercent(percent: number, unit: SizeUnit, context: SizingContext): string {
  const notional = (maxOrderNotional(context) * Math.min(100, Math.max(0, percent))) / 100;
  if (notional <= 0) return '';
  if (unit === 'quote') return truncateDecimals(notional, QUOTE_SIZE_DECIMALS);
  if (!(context.currentPrice > 0)) return '';
  return truncateDecimals(notional / context.currentPrice, BASE_SIZE_DECIMALS);
}

/** The USD value of a size in `unit` at the current price; undefined unless positive. */
export function sizeNotional(size: string, unit: SizeUnit, currentPrice: number): number | undefined {
  const value = positiveNumber(size);
  if (value === undefined) return undefined;
  if (unit === 'quote') return value;
  return currentPrice > 0 ? value * currentPrice : undefined;
}

/** Seed 000 §4: a manual size moves the slider, clamped to 0-100 and rounded. */
export function sliderPercentFromSize(size: string, unit: SizeUnit, context: SizingContext): number {
  const notional = sizeNotional(size, unit, context.currentPrice) ?? 0;
  const max = maxOrderNotional(context);
  if (max <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (notional / max) * 100)));
}

/** Seed 000 §4: toggling the unit converts the entered value at the current price. */
export function convertSizeUnit(size: string, from: SizeUnit, to: SizeUnit, currentPrice: number): string {
  if (from === to) return size;
  const value = positiveNumber(size);
  if (value === undefined || !(currentPrice > 0)) return size.trim() === '' ? '' : size;
  const converted = to === 'quote' ? value * currentPrice : value / currentPrice;
  return truncateDecimals(converted, unitDecimals(to));
}

/** The TP/SL reference: the limit price of a limit order when set, else the current price. */
export function tpslReferencePrice(
  state: Pick<TpslBasis, 'orderType' | 'price'>,
  currentPrice: number,
): number {
  const limit = state.orderType === 'limit' ? positiveNumber(state.price) : undefined;
  return limit ?? currentPrice;
}

/** +1 for a long (buy), −1 for a short: the direction in which prices are a gain. */
const sideSign = (side: OrderSide): 1 | -1 => (side === 'buy' ? 1 : -1);

/**
 * Seed 000 §4-§5: the gain (tp) or loss (sl) percent of a TP/SL price, i.e. the price move from the
 * reference × leverage, 2 decimals; positive when the price is on the right side.
 */
export function tpslPercentFromPrice(input: {
  price: number;
  reference: number;
  leverage: number;
  side: OrderSide;
  kind: TpslKind;
}): number | undefined {
  const { price, reference, side, kind } = input;
  if (!(price > 0) || !(reference > 0)) return undefined;
  const leverage = Math.max(1, input.leverage);
  // The position's gain from the reference to the price; a stop loss reports its loss.
  const gain = ((price - reference) / reference) * sideSign(side);
  const percent = (kind === 'tp' ? gain : -gain) * 100 * leverage;
  return Math.round(percent * 100) / 100;
}

/** The inverse: the TP/SL price at a gain (tp) or loss (sl) percent, as a valid exchange price. */
export function tpslPriceFromPercent(input: {
  percent: number;
  reference: number;
  leverage: number;
  side: OrderSide;
  kind: TpslKind;
  szDecimals: number;
}): string | undefined {
  const { percent, reference, side, kind } = input;
  if (!Number.isFinite(percent) || !(reference > 0)) return undefined;
  const leverage = Math.max(1, input.leverage);
  const gain = (kind === 'tp' ? percent : -percent) / 100 / leverage;
  const price = reference * (1 + gain * sideSign(side));
  return price > 0 ? orderPrice(price.toPrecision(12), input.szDecimals) : undefined;
}

const formatPercentText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A price counts once positive, a percent once a finite number (seed 000 §4). */
const isTpslNumber = (field: TpslField, text: string) =>
  field === 'price' ? positiveNumber(text) !== undefined : Number.isFinite(Number(text));

function enterTpsl(input: TpslInput, field: TpslField, text: string): TpslInput {
  // Emptying either field clears both.
  if (text.trim() === '') return {};
  if (isTpslNumber(field, text)) return { anchor: { field, text } };
  return { anchor: input.anchor, drafts: { ...input.drafts, [field]: text } };
}

/**
 * The order changed: the percent is read anew from the price shown (a percent still being typed gives
 * way to it), and a typed percent keeps the order it was typed for as its basis. A price still being
 * typed is no price: the pair stays as it is.
 */
function relinkTpsl(input: TpslInput, basis: TpslBasis): TpslInput {
  const { anchor, drafts } = input;
  if (anchor === undefined || drafts?.price !== undefined) return input;
  return { anchor: anchor.field === 'percent' && !anchor.basis ? { ...anchor, basis } : anchor };
}

/** The side, type or limit price changes: the TP/SL percents are read against the new order. */
function changeOrder(state: OrderFormState, change: Partial<TpslBasis>): OrderFormState {
  const basis: TpslBasis = { side: state.side, orderType: state.orderType, price: state.price };
  return {
    ...state,
    ...change,
    tp: relinkTpsl(state.tp, basis),
    sl: relinkTpsl(state.sl, basis),
  };
}

export function orderFormReducer(state: OrderFormState, action: OrderFormAction): OrderFormState {
  switch (action.type) {
    case 'reset':
      // Seed 000 §4: a new symbol resets the form and its price; the unit choice persists.
      return initialOrderForm(action.sizeUnit ?? state.sizeUnit);
    case 'setSide':
      return changeOrder(state, { side: action.side });
    case 'setOrderType':
      // Seed 000 §4: switching to market clears the limit price.
      return changeOrder(state, {
        orderType: action.orderType,
        price: action.orderType === 'market' ? '' : state.price,
      });
    case 'setPrice':
      return changeOrder(state, { price: action.price });
    case 'setSizeUnit':
      // The typed size keeps its unit; the summary shows it converted at the current price (seed 000 §4).
      return { ...state, sizeUnit: action.sizeUnit };
    case 'setSize':
      return { ...state, size: { from: 'text', text: action.size, unit: state.sizeUnit } };
    case 'setSlider':
      return {
        ...state,
        size: { from: 'slider', percent: Math.round(Math.min(100, Math.max(0, action.percent))) },
      };
    case 'setTimeInForce':
      return { ...state, timeInForce: action.timeInForce };
    case 'setReduceOnly':
      return { ...state, reduceOnly: action.reduceOnly };
    case 'setTpslEnabled':
      return action.enabled
        ? { ...state, tpslEnabled: true }
        : { ...state, tpslEnabled: false, tp: {}, sl: {} };
    case 'setTpsl':
      return { ...state, [action.kind]: enterTpsl(state[action.kind], action.field, action.text) };
  }
}

/** A TP or SL pair as the form shows it. */
export interface TpslFields {
  price: string;
  percent: string;
}

/** The order as the placement checks read it (seed 000 §5), with the fields as shown. */
export interface OrderFormOrder {
  orderType: OrderKind;
  /** The limit price as typed; empty for market orders. */
  price: string;
  /** The size field, in `sizeUnit`. */
  size: string;
  sizeUnit: SizeUnit;
  currentPrice: number;
  szDecimals: number;
}

export interface OrderSubmission {
  side: OrderSide;
  orderType: OrderKind;
  /** Empty for market orders (seed 000 §5). */
  price: string;
  /** Base size after the size rules: size decimals, one lot, raised to $10. */
  size: string;
  timeInForce: TimeInForce;
  reduceOnly: boolean;
  takeProfit?: string;
  stopLoss?: string;
}

/** What placing the order checks, in order, and then sends. */
export interface OrderFormPlacement {
  order: OrderFormOrder;
  /** The price the order's value is counted at: the limit price, or the market's for a market order. */
  referencePrice: number;
  /** The TP/SL rules' input; undefined while TP/SL is off. */
  tpsl: OrderTpslInput | undefined;
  /** Undefined when the size or price cannot make an order. */
  submission: OrderSubmission | undefined;
  /** What the order may be worth at most: the side's available balance and the leverage. */
  margin: { available: number | undefined; leverage: number };
}

export interface OrderFormSummary {
  /** The size field, in the size unit. */
  size: string;
  sliderPercent: number;
  tp: TpslFields;
  sl: TpslFields;
  /** The available balance (USD) for the chosen side; undefined until known. */
  available: number | undefined;
  /** The order's USD value at its limit price, or at the current price for a market order. */
  orderValue: number | undefined;
  marginRequired: number | undefined;
  liquidationPrice: number | undefined;
  placement: OrderFormPlacement;
}

function shownSize(state: OrderFormState, sizing: SizingContext): { size: string; sliderPercent: number } {
  const input = state.size;
  switch (input.from) {
    case 'none':
      // The slider's default stands for a size like any other position of it.
      return {
        size: sizeFromSliderPercent(SLIDER_DEFAULT_PERCENT, state.sizeUnit, sizing),
        sliderPercent: SLIDER_DEFAULT_PERCENT,
      };
    case 'text':
      return {
        size: convertSizeUnit(input.text, input.unit, state.sizeUnit, sizing.currentPrice),
        sliderPercent: sliderPercentFromSize(input.text, input.unit, sizing),
      };
    case 'slider':
      return {
        size: sizeFromSliderPercent(input.percent, state.sizeUnit, sizing),
        sliderPercent: input.percent,
      };
  }
}

/** Seed 000 §4-§5: the pair's fields linked through the reference price and the leverage. */
function shownTpsl(
  input: TpslInput,
  kind: TpslKind,
  state: OrderFormState,
  context: OrderFormContext,
): TpslFields {
  const { anchor, drafts } = input;
  const percentOf = (price: string) =>
    formatPercentText(
      tpslPercentFromPrice({
        price: Number(price),
        reference: tpslReferencePrice(state, context.currentPrice),
        leverage: context.leverage,
        side: state.side,
        kind,
      }),
    );
  const linked = (): TpslFields => {
    if (anchor === undefined) return { price: '', percent: '' };
    if (anchor.field === 'price') return { price: anchor.text, percent: percentOf(anchor.text) };
    const basis = anchor.basis ?? state;
    const price = tpslPriceFromPercent({
      percent: Number(anchor.text),
      reference: tpslReferencePrice(basis, context.currentPrice),
      leverage: context.leverage,
      side: basis.side,
      kind,
      szDecimals: context.szDecimals,
    });
    if (price === undefined) return { price: '', percent: anchor.text };
    return { price, percent: anchor.basis ? percentOf(price) : anchor.text };
  };
  const fields = linked();
  return {
    price: drafts?.price ?? fields.price,
    percent: drafts?.percent ?? fields.percent,
  };
}

/** The price an order is valued at: its limit price, or the current price for a market order. */
function orderReferencePrice(
  state: Pick<OrderFormState, 'orderType' | 'price'>,
  currentPrice: number,
): number {
  return state.orderType === 'limit' ? (positiveNumber(state.price) ?? 0) : currentPrice;
}

/**
 * The order to send once the checks passed: the size converted to base at the order's price and
 * put through the size rules, the price made a valid exchange price. Undefined when unusable.
 */
function orderSubmission(
  state: OrderFormState,
  shown: { size: string; tp: TpslFields; sl: TpslFields },
  context: OrderFormContext,
): OrderSubmission | undefined {
  const price = state.orderType === 'limit' ? orderPrice(state.price, context.szDecimals) : '';
  if (price === undefined) return undefined;
  // The order is valued at the price it is sent with (the valid limit price), else the current one.
  const reference = price === '' ? context.currentPrice : Number(price);
  const base = sizeToBase(shown.size, state.sizeUnit, reference, context.szDecimals);
  if (base === undefined) return undefined;
  const size = state.reduceOnly ? base : orderSize(base, reference, context.szDecimals);
  if (size === undefined) return undefined;
  const submission: OrderSubmission = {
    side: state.side,
    orderType: state.orderType,
    price,
    size,
    timeInForce: state.timeInForce,
    reduceOnly: state.reduceOnly,
  };
  if (state.tpslEnabled) {
    const validPrice = (text: string) =>
      positiveNumber(text) === undefined ? undefined : orderPrice(text, context.szDecimals);
    const tp = validPrice(shown.tp.price);
    const sl = validPrice(shown.sl.price);
    if (tp !== undefined) submission.takeProfit = tp;
    if (sl !== undefined) submission.stopLoss = sl;
  }
  return submission;
}

/** Everything the form shows and places besides what the trader entered, at `context`. */
export function orderFormSummary(state: OrderFormState, context: OrderFormContext): OrderFormSummary {
  const available = context.available[state.side];
  const sizing = {
    currentPrice: context.currentPrice,
    available: available ?? 0,
    leverage: context.leverage,
  };
  const { size, sliderPercent } = shownSize(state, sizing);
  const tp = shownTpsl(state.tp, 'tp', state, context);
  const sl = shownTpsl(state.sl, 'sl', state, context);
  const referencePrice = orderReferencePrice(state, context.currentPrice);
  const typedValue = positiveNumber(size);
  const notional =
    typedValue === undefined ? 0 : state.sizeUnit === 'quote' ? typedValue : typedValue * referencePrice;
  const orderValue = notional > 0 ? notional : undefined;
  return {
    size,
    sliderPercent,
    tp,
    sl,
    available,
    orderValue,
    marginRequired: orderValue === undefined ? undefined : marginRequired(orderValue, context.leverage),
    liquidationPrice:
      orderValue === undefined
        ? undefined
        : estimateLiquidationPrice({
            entryPrice: referencePrice,
            leverage: context.leverage,
            side: state.side,
          }),
    placement: {
      referencePrice,
      order: {
        orderType: state.orderType,
        price: state.price,
        size,
        sizeUnit: state.sizeUnit,
        currentPrice: context.currentPrice,
        szDecimals: context.szDecimals,
      },
      tpsl: state.tpslEnabled
        ? {
            side: state.side,
            referencePrice: tpslReferencePrice(state, context.currentPrice),
            takeProfit: tp.price,
            stopLoss: sl.price,
          }
        : undefined,
      submission: orderSubmission(state, { size, tp, sl }, context),
      margin: { available, leverage: context.leverage },
    },
  };
}

/** The refusal of an order worth more than the available margin buys at the leverage. */
export function insufficientMargin(input: {
  orderValue: number;
  available: number;
  leverage: number;
}): OrderCheckFailure {
  const most = maxOrderNotional(input);
  return {
    title: 'Insufficient Margin',
    message: `Order value ${formatPrice(input.orderValue)} is above the ${formatPrice(most)} your available ${formatPrice(input.available)} allows at ${input.leverage}x leverage`,
  };
}

/**
 * Issue 20: an order worth more than available margin × leverage is refused before it is sent, at
 * the value it is sent with (the size after the size rules, at its price). A reduce-only order opens
 * nothing, and while the balance is unknown the exchange decides.
 */
export function checkOrderMargin(placement: OrderFormPlacement): OrderCheckFailure | null {
  const { submission, referencePrice, margin } = placement;
  if (!submission || submission.reduceOnly || margin.available === undefined) return null;
  const orderValue = Number(submission.size) * referencePrice;
  const most = maxOrderNotional({ ...margin, available: margin.available });
  // Half a cent absorbs floating-point noise; the slider's 100 % is truncated, so never above the most.
  if (orderValue <= most + 0.005) return null;
  return insufficientMargin({ orderValue, available: margin.available, leverage: margin.leverage });
}

/** Seed 000 §5: disabled without a wallet, while placing, without size, or a limit order without price. */
export function isPlaceOrderDisabled(
  order: Pick<OrderFormOrder, 'size' | 'orderType' | 'price'>,
  status: { walletConnected: boolean; placing: boolean },
): boolean {
  if (!status.walletConnected || status.placing) return true;
  if (order.size.trim() === '') return true;
  return order.orderType === 'limit' && order.price.trim() === '';
}

/** Reads the persisted unit; anything else is base. */
export function parseStoredSizeUnit(value: string | null | undefined): SizeUnit {
  return value === 'quote' ? 'quote' : 'base';
}
