import { type FeeSchedule, tradeFees } from './fees';
import { estimateLiquidationPrice } from './liquidation-estimate';
import type { OrderSide } from './order-rules';

/**
 * The account views of the trading screen (seed 000 §3): positions, open orders, fills, funding and
 * the account summary, read from the exchange's user state (hyperliquid-api §3.6-§3.14, §6.3).
 */

const num = (value: string | number | null | undefined): number => {
  if (value === null || value === undefined || value === '') return 0;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
};

const optionalNum = (value: string | number | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** The exchange's side letter: 'B' buy (bid), anything else ('A') sell. */
export function sideOfLetter(letter: string): OrderSide {
  return letter === 'B' ? 'buy' : 'sell';
}

export interface ClearinghouseStateLike {
  assetPositions: readonly {
    position: {
      coin: string;
      szi: string;
      leverage: { type: 'cross' | 'isolated'; value: number };
      entryPx: string;
      positionValue: string;
      unrealizedPnl: string;
      returnOnEquity: string;
      liquidationPx: string | null;
      marginUsed: string;
      cumFunding: { allTime: string };
    };
  }[];
  marginSummary: { accountValue: string; totalNtlPos: string; totalRawUsd: string; totalMarginUsed: string };
  crossMarginSummary?: { accountValue: string; totalMarginUsed: string };
  crossMaintenanceMarginUsed: string;
  withdrawable: string;
}

export interface TradingPosition {
  coin: string;
  side: 'long' | 'short';
  /** Absolute size. */
  size: number;
  /** Signed size. */
  szi: number;
  entryPrice: number;
  /** Position value / size. */
  markPrice: number;
  positionValue: number;
  unrealizedPnl: number;
  /** Percent. */
  returnOnEquity: number;
  marginUsed: number;
  leverage: { type: 'cross' | 'isolated'; value: number };
  /** The exchange's `liquidationPx`, else the order form's estimate at the position's entry and leverage. */
  liquidationPrice: number | undefined;
  /** The exchange gave no liquidation price: `liquidationPrice` is the estimate and must say so. */
  liquidationEstimated: boolean;
  /** Cumulative funding since the position ever existed (exchange sign). */
  cumFunding: number;
}

export interface TradingAccountSummary {
  accountValue: number;
  totalNtlPos: number;
  totalRawUsd: number;
  totalMarginUsed: number;
  crossMaintenanceMarginUsed: number;
  /** Available balance. */
  withdrawable: number;
  unrealizedPnl: number;
  /** Cross maintenance margin ÷ cross account value, percent. */
  crossMarginRatio: number;
  /** Total notional ÷ account value. */
  crossAccountLeverage: number;
}

export function toTradingPositions(state: ClearinghouseStateLike): TradingPosition[] {
  return state.assetPositions.flatMap(({ position }) => {
    const szi = num(position.szi);
    if (szi === 0) return [];
    const size = Math.abs(szi);
    const positionValue = num(position.positionValue);
    const marginUsed = num(position.marginUsed);
    const unrealizedPnl = num(position.unrealizedPnl);
    const roe = optionalNum(position.returnOnEquity);
    const entryPrice = num(position.entryPx);
    const leverage = position.leverage ?? { type: 'cross', value: 1 };
    const exchangeLiquidation = optionalNum(position.liquidationPx);
    const side = szi > 0 ? 'long' : 'short';
    return [
      {
        coin: position.coin,
        side,
        size,
        szi,
        entryPrice,
        markPrice: positionValue / size,
        positionValue,
        unrealizedPnl,
        returnOnEquity:
          roe !== undefined ? roe * 100 : marginUsed > 0 ? (unrealizedPnl / marginUsed) * 100 : 0,
        marginUsed,
        leverage,
        liquidationPrice:
          exchangeLiquidation ??
          estimateLiquidationPrice({
            entryPrice,
            leverage: leverage.value,
            side: side === 'long' ? 'buy' : 'sell',
          }),
        liquidationEstimated: exchangeLiquidation === undefined,
        cumFunding: num(position.cumFunding?.allTime),
      },
    ];
  });
}

export function toTradingAccountSummary(state: ClearinghouseStateLike): TradingAccountSummary {
  const positions = toTradingPositions(state);
  const accountValue = num(state.marginSummary.accountValue);
  const crossValue = num(state.crossMarginSummary?.accountValue ?? state.marginSummary.accountValue);
  const maintenance = num(state.crossMaintenanceMarginUsed);
  const totalNtlPos = num(state.marginSummary.totalNtlPos);
  return {
    accountValue,
    totalNtlPos,
    totalRawUsd: num(state.marginSummary.totalRawUsd),
    totalMarginUsed: num(state.marginSummary.totalMarginUsed),
    crossMaintenanceMarginUsed: maintenance,
    withdrawable: num(state.withdrawable),
    unrealizedPnl: positions.reduce((sum, p) => sum + p.unrealizedPnl, 0),
    crossMarginRatio: crossValue > 0 ? (maintenance / crossValue) * 100 : 0,
    crossAccountLeverage: accountValue > 0 ? totalNtlPos / accountValue : 0,
  };
}

export interface OpenOrderLike {
  coin: string;
  side: string;
  limitPx: string;
  sz: string;
  oid: number;
  timestamp: number;
  origSz?: string;
  reduceOnly?: boolean;
  orderType?: string;
  triggerCondition?: string;
  isTrigger?: boolean;
  triggerPx?: string;
}

export interface TradingOpenOrder {
  oid: number;
  coin: string;
  side: OrderSide;
  size: number;
  originalSize: number;
  price: number;
  orderType: string;
  timestamp: number;
  triggerCondition: string;
  reduceOnly: boolean;
}

export function toTradingOpenOrder(order: OpenOrderLike): TradingOpenOrder {
  return {
    oid: order.oid,
    coin: order.coin,
    side: sideOfLetter(order.side),
    size: num(order.sz),
    originalSize: num(order.origSz ?? order.sz),
    price: num(order.isTrigger && num(order.triggerPx) > 0 ? order.triggerPx : order.limitPx),
    orderType: order.orderType ?? 'Limit',
    timestamp: order.timestamp,
    triggerCondition: order.triggerCondition ?? 'N/A',
    reduceOnly: order.reduceOnly === true,
  };
}

/** `orderUpdates` statuses that leave the order resting on the book. */
const RESTING_STATUSES = new Set(['open', 'triggered']);

/**
 * Applies one `orderUpdates` event to the open-order list, newest first: a resting order is added
 * (or replaced), any other status removes it. Answers the same list when nothing changed.
 */
export function applyOrderUpdate<Order extends OpenOrderLike>(
  orders: readonly Order[],
  update: { order: Order; status: string },
): readonly Order[] {
  const index = orders.findIndex((o) => o.oid === update.order.oid);
  if (RESTING_STATUSES.has(update.status)) {
    if (index === -1) return [update.order, ...orders];
    return orders.map((o, i) => (i === index ? { ...o, ...update.order } : o));
  }
  return index === -1 ? orders : orders.filter((_, i) => i !== index);
}

export interface FillLike {
  coin: string;
  px: string;
  sz: string;
  side: string;
  time: number;
  closedPnl: string;
  fee: string;
  oid: number;
  tid: number;
  dir?: string;
  /** The transaction hash the exchange gives the fill. */
  hash?: string;
}

export interface TradingFill {
  id: string;
  time: number;
  coin: string;
  side: OrderSide;
  size: number;
  price: number;
  fee: number;
  pnl: number;
  oid: number;
  /** The exchange's trade id: names the fill (e.g. for its trade-summary card). */
  tid: number;
  hash: string;
  direction: string;
}

export function toTradingFill(fill: FillLike): TradingFill {
  return {
    id: `${fill.tid}-${fill.oid}`,
    time: fill.time,
    coin: fill.coin,
    side: sideOfLetter(fill.side),
    size: num(fill.sz),
    price: num(fill.px),
    fee: num(fill.fee),
    pnl: num(fill.closedPnl),
    oid: fill.oid,
    tid: fill.tid,
    hash: fill.hash ?? '',
    direction: fill.dir ?? '',
  };
}

/** Merges live fills into the known ones: newest first, each fill once, at most `limit`. */
export function mergeFills<Fill extends FillLike>(
  known: readonly Fill[],
  incoming: readonly Fill[],
  limit = 2000,
): Fill[] {
  const seen = new Set<string>();
  return [...incoming, ...known]
    .filter((fill) => {
      const key = `${fill.tid}-${fill.oid}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.time - a.time)
    .slice(0, limit);
}

export interface FundingLike {
  time: number;
  coin: string;
  usdc: string;
  szi: string;
  fundingRate: string;
}

export interface TradingFunding {
  id: string;
  time: number;
  coin: string;
  fundingRate: number;
  /** Signed USDC from the user's point of view (negative = paid). */
  payment: number;
  szi: number;
}

export function toTradingFunding(entry: FundingLike): TradingFunding {
  return {
    id: `${entry.time}-${entry.coin}`,
    time: entry.time,
    coin: entry.coin,
    fundingRate: num(entry.fundingRate),
    payment: num(entry.usdc),
    szi: num(entry.szi),
  };
}

/** Seed 000 §2: the Hide Small Balances switch hides balances under $1. */
export const SMALL_BALANCE_USD = 1;

/** Seed 000 §9: position sizes show 5 decimals. */
export const POSITION_SIZE_DECIMALS = 5;

/** How much of an order filled at once and at what average price. */
export interface OrderFill {
  size: number;
  averagePrice: number;
  /** The filled order's id, when the answer names it (a trade-summary card is asked for by it). */
  oid?: number;
}

/**
 * The fill of a single-order answer (`{statuses: [{filled: {totalSz, avgPx}}]}`, the data of the
 * server's order functions); undefined when the order did not fill.
 */
export function filledOfOrderAnswer(data: unknown): OrderFill | undefined {
  if (typeof data !== 'object' || data === null || !('statuses' in data)) return undefined;
  const { statuses } = data as { statuses: unknown };
  if (!Array.isArray(statuses)) return undefined;
  const [first] = statuses as unknown[];
  if (typeof first !== 'object' || first === null || !('filled' in first)) return undefined;
  const { filled } = first as { filled: { totalSz?: unknown; avgPx?: unknown; oid?: unknown } | null };
  const decimal = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? optionalNum(value) : undefined;
  const size = decimal(filled?.totalSz);
  const averagePrice = decimal(filled?.avgPx);
  if (size === undefined || !(size > 0) || averagePrice === undefined || !(averagePrice > 0))
    return undefined;
  return typeof filled?.oid === 'number' ? { size, averagePrice, oid: filled.oid } : { size, averagePrice };
}

/** Seed 001 §2 trade summary of a closed position. */
export interface ClosedTrade {
  coin: string;
  side: 'long' | 'short';
  leverage: number;
  size: number;
  entryPrice: number;
  exitPrice: number;
  /** Realized PnL before fees, like the exchange's `closedPnl`. */
  pnl: number;
  /** What the closing market order paid: the taker fee and the builder fee on the exit notional. */
  closingFees: number;
  /** PnL after the closing fees: what the close added to the account. */
  netPnl: number;
  /** Net PnL on the margin at entry (|size| × entry ÷ leverage), like the exchange's ROE (doc §3.6), percent. */
  pnlPercent: number;
  /** The closing order, when known: its trade-summary card is asked for by it. */
  oid?: number;
}

/**
 * The trade a close made: from the position's entry to the closing fill's average price. The
 * exchange's `closedPnl` leaves fees out, so the closing order's fees (a taker under `fees`) are
 * taken off for the net PnL.
 */
export function closedTrade(position: TradingPosition, fill: OrderFill, fees: FeeSchedule): ClosedTrade {
  const direction = position.side === 'long' ? 1 : -1;
  const pnl = (fill.averagePrice - position.entryPrice) * fill.size * direction;
  const closingFees = tradeFees(fill.size * fill.averagePrice, 'taker', fees).total;
  const netPnl = pnl - closingFees;
  const leverage = Math.max(1, position.leverage.value);
  const entryMargin = (fill.size * position.entryPrice) / leverage;
  return {
    coin: position.coin,
    side: position.side,
    leverage: position.leverage.value,
    size: fill.size,
    entryPrice: position.entryPrice,
    exitPrice: fill.averagePrice,
    pnl,
    closingFees,
    netPnl,
    pnlPercent: entryMargin > 0 ? (netPnl / entryMargin) * 100 : 0,
    ...(fill.oid === undefined ? {} : { oid: fill.oid }),
  };
}
