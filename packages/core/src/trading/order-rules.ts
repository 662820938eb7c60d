import {
  divideExact,
  EXACT_ONE,
  type ExactDecimal,
  formatExactDecimal,
  formatExactFixed,
  multiplyExact,
  parseExactDecimal,
  type Rounding,
  roundToDecimals,
  significantDecimals,
} from '../format/exact-decimal';

/**
 * Order rules of seed 000 §5 and the exchange's price and size rules (Hyperliquid API doc §5.6),
 * shared by the web order form and the server's trading functions. Prices and sizes go in as text or
 * numbers and come out as exact decimal strings, ready for the exchange's wire format.
 */

export type OrderSide = 'buy' | 'sell';
export type OrderKind = 'market' | 'limit';
export type TimeInForce = 'Gtc' | 'Ioc' | 'Alo';
export type SizeUnit = 'base' | 'quote';
export type DecimalInput = string | number;

export const MIN_ORDER_NOTIONAL_USD = '10';
export const DEFAULT_SZ_DECIMALS = 3;
export const DEFAULT_ORDER_LEVERAGE = 1;
export const DEFAULT_TIME_IN_FORCE: TimeInForce = 'Gtc';
/** The order types the perp order form offers, in its order (seed 000 §2); a TP/SL attaches to either. */
export const ORDER_KINDS: readonly OrderKind[] = ['market', 'limit'];
/** The times in force a limit order can take in the order form, in its order. */
export const TIMES_IN_FORCE: readonly TimeInForce[] = ['Gtc', 'Ioc', 'Alo'];
/**
 * Market orders are IOC limit orders this far beyond the mark: 5 %, the default of Hyperliquid's
 * Python SDK (`DEFAULT_SLIPPAGE`) and of the TypeScript SDK's examples.
 */
export const MARKET_ORDER_SLIPPAGE = '0.05';
/**
 * Market orders go as Hyperliquid's own front end sends them: an IOC variant at the slippage price
 * that the exchange records as `orderType: "Market"` (not as a Limit order at the slippage cap).
 */
export const MARKET_ORDER_TIF = 'FrontendMarket';
/** Market TP/SL triggers execute with 10 % slippage on the exchange; their price is that bound. */
export const TRIGGER_MARKET_SLIPPAGE = '0.1';
export const PRICE_SIGNIFICANT_FIGURES = 5;
export const PERP_MAX_PRICE_DECIMALS = 6;

const MIN_NOTIONAL = EXACT_ONE * 10n;

function positive(value: DecimalInput | null | undefined): ExactDecimal | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = parseExactDecimal(value);
  return parsed !== undefined && parsed > 0n ? parsed : undefined;
}

/** The smallest size step of a market: 10^-szDecimals. */
export function lotSize(szDecimals: number = DEFAULT_SZ_DECIMALS): string {
  return formatExactDecimal(EXACT_ONE / 10n ** BigInt(szDecimals));
}

/**
 * A size at the market's size decimals (rounded half up) and at least one lot; undefined unless
 * positive. Reduce-only orders use this as is (they may be smaller than $10).
 */
export function roundSizeToLot(
  size: DecimalInput,
  szDecimals: number = DEFAULT_SZ_DECIMALS,
): string | undefined {
  const value = positive(size);
  if (value === undefined) return undefined;
  const lot = EXACT_ONE / 10n ** BigInt(szDecimals);
  const rounded = roundToDecimals(value, szDecimals, 'halfUp');
  return formatExactDecimal(rounded < lot ? lot : rounded);
}

/**
 * Seed 000 §5: the size rounded to the market's size decimals, at least one lot, and raised (by
 * whole lots) so that size × price is at least $10. Undefined unless size and price are positive.
 */
export function orderSize(
  size: DecimalInput,
  price: DecimalInput,
  szDecimals: number = DEFAULT_SZ_DECIMALS,
): string | undefined {
  const lotted = roundSizeToLot(size, szDecimals);
  const px = positive(price);
  if (lotted === undefined || px === undefined) return undefined;
  const value = parseExactDecimal(lotted) ?? 0n;
  if (multiplyExact(value, px) >= MIN_NOTIONAL) return lotted;
  return formatExactDecimal(roundToDecimals(divideExact(MIN_NOTIONAL, px, 'up'), szDecimals, 'up'));
}

/**
 * A valid perp price (doc §5.6): integers are always valid; otherwise at most 5 significant figures
 * and at most 6 − szDecimals decimals. Undefined unless positive and still positive once rounded.
 */
export function orderPrice(
  price: DecimalInput,
  szDecimals: number = DEFAULT_SZ_DECIMALS,
  rounding: Rounding = 'halfUp',
): string | undefined {
  const value = positive(price);
  if (value === undefined) return undefined;
  if (value % EXACT_ONE === 0n) return formatExactDecimal(value);
  const maxDecimals = PERP_MAX_PRICE_DECIMALS - szDecimals;
  // Past 5 integer digits the significant-figure rule would round to tens; an integer is valid anyway.
  const decimals = Math.max(0, Math.min(maxDecimals, significantDecimals(value, PRICE_SIGNIFICANT_FIGURES)));
  const rounded = roundToDecimals(value, decimals, rounding);
  return rounded > 0n ? formatExactDecimal(rounded) : undefined;
}

/**
 * The limit price of a market order: `slippage` beyond the reference (the mark) — above it for a
 * buy, below for a sell — made a valid price by rounding further away from the reference, so the
 * order reaches at least that deep into the book (the overshoot is under one price step).
 */
export function marketOrderPrice(
  reference: DecimalInput,
  side: OrderSide,
  szDecimals: number = DEFAULT_SZ_DECIMALS,
  slippage: DecimalInput = MARKET_ORDER_SLIPPAGE,
): string | undefined {
  const mark = positive(reference);
  const slip = parseExactDecimal(slippage);
  if (mark === undefined || slip === undefined || slip < 0n || slip >= EXACT_ONE) return undefined;
  const factor = side === 'buy' ? EXACT_ONE + slip : EXACT_ONE - slip;
  const bounded = multiplyExact(mark, factor, side === 'buy' ? 'up' : 'down');
  return orderPrice(formatExactDecimal(bounded), szDecimals, side === 'buy' ? 'up' : 'down');
}

/** A size in the base asset: quote sizes (USD) are divided by the price, rounded down to the lot. */
export function sizeToBase(
  size: DecimalInput,
  unit: SizeUnit,
  price: DecimalInput,
  szDecimals: number = DEFAULT_SZ_DECIMALS,
): string | undefined {
  const value = positive(size);
  if (value === undefined) return undefined;
  if (unit === 'base') return formatExactDecimal(value);
  const px = positive(price);
  if (px === undefined) return undefined;
  return formatExactDecimal(roundToDecimals(divideExact(value, px), szDecimals, 'down'));
}

export interface OrderCheckFailure {
  title: string;
  message: string;
}

export interface OrderPlacementInput {
  walletConnected: boolean;
  agentApproved: boolean;
  /** The agent / builder-fee approval lookup has not answered yet. */
  approvalCheckPending: boolean;
  builderFeeApproved: boolean;
  orderType: OrderKind;
  /** The limit price as entered; ignored for market orders. */
  price: DecimalInput;
  /** The size as entered, in `sizeUnit`. */
  size: DecimalInput;
  sizeUnit: SizeUnit;
  /** The market's current price: the reference of market orders and of quote-size conversions. */
  currentPrice: DecimalInput;
  szDecimals: number;
}

export const ORDER_CHECK_FAILURES = {
  walletRequired: { title: 'Wallet Required', message: 'Please connect your wallet to trade' },
  agentApprovalRequired: {
    title: 'Agent Approval Required',
    message: 'Please approve the trading agent first',
  },
  verifyingApproval: {
    title: 'Verifying Approval',
    message: 'Checking your trading approvals, please try again in a moment',
  },
  builderFeeApprovalRequired: {
    title: 'Builder Fee Approval Required',
    message: 'Please approve the builder fee first',
  },
  missingPrice: { title: 'Missing Price', message: 'Please enter a limit price' },
  missingSize: { title: 'Missing Size', message: 'Please enter an order size' },
  invalidSize: { title: 'Invalid Size', message: 'The order size must be greater than zero' },
} as const satisfies Record<string, OrderCheckFailure>;

export function orderTooSmall(notionalUsd: ExactDecimal): OrderCheckFailure {
  return {
    title: 'Order Too Small',
    // Truncated: $9.999 must not read as $10.00 next to "minimum $10".
    message: `Minimum order size is $10. Current: $${formatExactFixed(notionalUsd, 2, 'down')}`,
  };
}

/**
 * The placement checks of seed 000 §5, in their order; answers the first that fails, or null when
 * the order may be placed.
 */
export function checkOrderPlacement(input: OrderPlacementInput): OrderCheckFailure | null {
  if (!input.walletConnected) return ORDER_CHECK_FAILURES.walletRequired;
  if (!input.agentApproved) return ORDER_CHECK_FAILURES.agentApprovalRequired;
  if (input.approvalCheckPending) return ORDER_CHECK_FAILURES.verifyingApproval;
  if (!input.builderFeeApproved) return ORDER_CHECK_FAILURES.builderFeeApprovalRequired;
  const limitPrice = positive(input.price);
  if (input.orderType === 'limit' && limitPrice === undefined) return ORDER_CHECK_FAILURES.missingPrice;
  const size = input.size === '' ? undefined : parseExactDecimal(input.size);
  if (size === undefined) return ORDER_CHECK_FAILURES.missingSize;
  const reference = input.orderType === 'limit' ? limitPrice : positive(input.currentPrice);
  const notional = input.sizeUnit === 'quote' ? size : multiplyExact(size, reference ?? 0n);
  if (notional < MIN_NOTIONAL) return orderTooSmall(notional < 0n ? 0n : notional);
  const base =
    input.sizeUnit === 'base'
      ? size
      : reference === undefined
        ? 0n
        : roundToDecimals(divideExact(size, reference), input.szDecimals, 'down');
  if (base <= 0n) return ORDER_CHECK_FAILURES.invalidSize;
  return null;
}
