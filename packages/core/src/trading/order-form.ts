import {
  DEFAULT_TIME_IN_FORCE,
  type OrderKind,
  type OrderSide,
  orderPrice,
  orderSize,
  type SizeUnit,
  sizeToBase,
  type TimeInForce,
} from './order-rules';

/**
 * The perpetual order form as a pure reducer (seed 000 §2, §4, §5): side, type, size in base or
 * quote, the size slider (% of available balance × leverage), time in force, reduce-only and the
 * TP/SL fields linked to their percentages. The React form only renders this state.
 */

export const SLIDER_DEFAULT_PERCENT = 50;
/** Seed 000 §5: base sizes carry 5 decimals, quote (USD) sizes 2. */
export const BASE_SIZE_DECIMALS = 5;
export const QUOTE_SIZE_DECIMALS = 2;
/** Seed 000 §4: the local-storage key that keeps the size unit. */
export const SIZE_UNIT_STORAGE_KEY = 'tradingSizeUnit';

export interface OrderFormState {
  side: OrderSide;
  orderType: OrderKind;
  sizeUnit: SizeUnit;
  /** The size as typed, in `sizeUnit`. */
  size: string;
  /** The limit price as typed; always empty for market orders. */
  price: string;
  sliderPercent: number;
  timeInForce: TimeInForce;
  reduceOnly: boolean;
  tpslEnabled: boolean;
  tpPrice: string;
  tpPercent: string;
  slPrice: string;
  slPercent: string;
}

/** What the form's rules read from the market and the account. */
export interface OrderFormContext {
  /** The market's current price: the reference of slider sizes and unit conversion. */
  currentPrice: number;
  /** Available balance (USD). */
  available: number;
  leverage: number;
  szDecimals: number;
}

export type OrderFormAction =
  | { type: 'reset'; sizeUnit?: SizeUnit }
  | { type: 'setSide'; side: OrderSide; context: OrderFormContext }
  | { type: 'setOrderType'; orderType: OrderKind; context: OrderFormContext }
  | { type: 'setSizeUnit'; sizeUnit: SizeUnit; context: OrderFormContext }
  | { type: 'setSize'; size: string; context: OrderFormContext }
  | { type: 'setSlider'; percent: number; context: OrderFormContext }
  | { type: 'setPrice'; price: string; context: OrderFormContext }
  | { type: 'setTimeInForce'; timeInForce: TimeInForce }
  | { type: 'setReduceOnly'; reduceOnly: boolean }
  | { type: 'setTpslEnabled'; enabled: boolean }
  | { type: 'setTpPrice'; price: string; context: OrderFormContext }
  | { type: 'setTpPercent'; percent: string; context: OrderFormContext }
  | { type: 'setSlPrice'; price: string; context: OrderFormContext }
  | { type: 'setSlPercent'; percent: string; context: OrderFormContext };

export function initialOrderForm(sizeUnit: SizeUnit = 'base'): OrderFormState {
  return {
    side: 'buy',
    orderType: 'market',
    sizeUnit,
    size: '',
    price: '',
    sliderPercent: SLIDER_DEFAULT_PERCENT,
    timeInForce: DEFAULT_TIME_IN_FORCE,
    reduceOnly: false,
    tpslEnabled: false,
    tpPrice: '',
    tpPercent: '',
    slPrice: '',
    slPercent: '',
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
export function maxOrderNotional(context: OrderFormContext): number {
  const value = context.available * Math.max(1, context.leverage);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Seed 000 §4: moving the slider sets size = percent of (available × leverage), in the size unit. */
export function sizeFromSliderPercent(percent: number, unit: SizeUnit, context: OrderFormContext): string {
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
export function sliderPercentFromSize(size: string, unit: SizeUnit, context: OrderFormContext): number {
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

export type TpslKind = 'tp' | 'sl';

/** The TP/SL reference: the limit price of a limit order when set, else the current price. */
export function tpslReferencePrice(
  state: Pick<OrderFormState, 'orderType' | 'price'>,
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

/** Recomputes both percents from the prices (after the side, price or reference changed). */
function relinkPercents(state: OrderFormState, context: OrderFormContext): OrderFormState {
  if (!state.tpslEnabled) return state;
  const reference = tpslReferencePrice(state, context.currentPrice);
  const percent = (text: string, kind: TpslKind) => {
    const price = positiveNumber(text);
    if (price === undefined) return undefined;
    return tpslPercentFromPrice({ price, reference, leverage: context.leverage, side: state.side, kind });
  };
  const tp = percent(state.tpPrice, 'tp');
  const sl = percent(state.slPrice, 'sl');
  return {
    ...state,
    tpPercent: tp === undefined ? state.tpPercent : formatPercentText(tp),
    slPercent: sl === undefined ? state.slPercent : formatPercentText(sl),
  };
}

function setTpslPrice(
  state: OrderFormState,
  kind: TpslKind,
  text: string,
  context: OrderFormContext,
): OrderFormState {
  const priceKey = kind === 'tp' ? 'tpPrice' : 'slPrice';
  const percentKey = kind === 'tp' ? 'tpPercent' : 'slPercent';
  const next = { ...state, [priceKey]: text };
  const price = positiveNumber(text);
  // Seed 000 §4: a price recomputes its percent only when it is positive.
  if (price === undefined) return text.trim() === '' ? { ...next, [percentKey]: '' } : next;
  const reference = tpslReferencePrice(state, context.currentPrice);
  const percent = tpslPercentFromPrice({
    price,
    reference,
    leverage: context.leverage,
    side: state.side,
    kind,
  });
  return { ...next, [percentKey]: formatPercentText(percent) };
}

function setTpslPercent(
  state: OrderFormState,
  kind: TpslKind,
  text: string,
  context: OrderFormContext,
): OrderFormState {
  const priceKey = kind === 'tp' ? 'tpPrice' : 'slPrice';
  const percentKey = kind === 'tp' ? 'tpPercent' : 'slPercent';
  const next = { ...state, [percentKey]: text };
  if (text.trim() === '') return { ...next, [priceKey]: '' };
  const percent = Number(text);
  if (!Number.isFinite(percent)) return next;
  const price = tpslPriceFromPercent({
    percent,
    reference: tpslReferencePrice(state, context.currentPrice),
    leverage: context.leverage,
    side: state.side,
    kind,
    szDecimals: context.szDecimals,
  });
  return price === undefined ? next : { ...next, [priceKey]: price };
}

export function orderFormReducer(state: OrderFormState, action: OrderFormAction): OrderFormState {
  switch (action.type) {
    case 'reset':
      // Seed 000 §4: a new symbol resets the form and its price; the unit choice persists.
      return initialOrderForm(action.sizeUnit ?? state.sizeUnit);
    case 'setSide':
      return relinkPercents({ ...state, side: action.side }, action.context);
    case 'setOrderType':
      // Seed 000 §4: switching to market clears the limit price.
      return relinkPercents(
        { ...state, orderType: action.orderType, price: action.orderType === 'market' ? '' : state.price },
        action.context,
      );
    case 'setSizeUnit':
      return {
        ...state,
        sizeUnit: action.sizeUnit,
        size: convertSizeUnit(state.size, state.sizeUnit, action.sizeUnit, action.context.currentPrice),
      };
    case 'setSize':
      return {
        ...state,
        size: action.size,
        sliderPercent: sliderPercentFromSize(action.size, state.sizeUnit, action.context),
      };
    case 'setSlider': {
      const percent = Math.round(Math.min(100, Math.max(0, action.percent)));
      return {
        ...state,
        sliderPercent: percent,
        size: sizeFromSliderPercent(percent, state.sizeUnit, action.context),
      };
    }
    case 'setPrice':
      return relinkPercents({ ...state, price: action.price }, action.context);
    case 'setTimeInForce':
      return { ...state, timeInForce: action.timeInForce };
    case 'setReduceOnly':
      return { ...state, reduceOnly: action.reduceOnly };
    case 'setTpslEnabled':
      return action.enabled
        ? { ...state, tpslEnabled: true }
        : { ...state, tpslEnabled: false, tpPrice: '', tpPercent: '', slPrice: '', slPercent: '' };
    case 'setTpPrice':
      return setTpslPrice(state, 'tp', action.price, action.context);
    case 'setSlPrice':
      return setTpslPrice(state, 'sl', action.price, action.context);
    case 'setTpPercent':
      return setTpslPercent(state, 'tp', action.percent, action.context);
    case 'setSlPercent':
      return setTpslPercent(state, 'sl', action.percent, action.context);
  }
}

/** Seed 000 §5: disabled without a wallet, while placing, without size, or a limit order without price. */
export function isPlaceOrderDisabled(
  state: Pick<OrderFormState, 'size' | 'orderType' | 'price'>,
  status: { walletConnected: boolean; placing: boolean },
): boolean {
  if (!status.walletConnected || status.placing) return true;
  if (state.size.trim() === '') return true;
  return state.orderType === 'limit' && state.price.trim() === '';
}

/** The price an order is valued at: its limit price, or the current price for a market order. */
export function orderReferencePrice(
  state: Pick<OrderFormState, 'orderType' | 'price'>,
  currentPrice: number,
): number {
  return state.orderType === 'limit' ? (positiveNumber(state.price) ?? 0) : currentPrice;
}

/** The order's USD notional as the summary panel shows it; 0 until known. */
export function orderNotional(state: OrderFormState, currentPrice: number): number {
  const reference = orderReferencePrice(state, currentPrice);
  const value = positiveNumber(state.size);
  if (value === undefined) return 0;
  return state.sizeUnit === 'quote' ? value : value * reference;
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

/**
 * The order to send once the checks passed: the size converted to base at the order's price and
 * put through the size rules, the price made a valid exchange price. Undefined when unusable.
 */
export function buildOrderSubmission(
  state: OrderFormState,
  context: OrderFormContext,
): OrderSubmission | undefined {
  const price = state.orderType === 'limit' ? orderPrice(state.price, context.szDecimals) : '';
  if (price === undefined) return undefined;
  // The order is valued at the price it is sent with (the valid limit price), else the current one.
  const reference = price === '' ? context.currentPrice : Number(price);
  const base = sizeToBase(state.size, state.sizeUnit, reference, context.szDecimals);
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
    const tp =
      positiveNumber(state.tpPrice) !== undefined ? orderPrice(state.tpPrice, context.szDecimals) : undefined;
    const sl =
      positiveNumber(state.slPrice) !== undefined ? orderPrice(state.slPrice, context.szDecimals) : undefined;
    if (tp !== undefined) submission.takeProfit = tp;
    if (sl !== undefined) submission.stopLoss = sl;
  }
  return submission;
}

/** Reads the persisted unit; anything else is base. */
export function parseStoredSizeUnit(value: string | null | undefined): SizeUnit {
  return value === 'quote' ? 'quote' : 'base';
}
