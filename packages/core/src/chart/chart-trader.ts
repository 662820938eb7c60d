/**
 * The trader's own state on the chart (issue 22, beyond the seed): the open position's entry and
 * liquidation lines, a line per open order (TP and SL told apart by their order type), fill markers
 * on their candles, and the rule that asks before moving an order more than 5 % away.
 */
import { type OrderSide, orderPrice } from '../trading/order-rules';
import type { TradingFill, TradingOpenOrder, TradingPosition } from '../trading/trading-account';

export type TraderLineKind = 'position' | 'liquidation' | 'order' | 'take-profit' | 'stop-loss';

export interface TraderChartLine {
  id: string;
  kind: TraderLineKind;
  price: number;
  /** Position or order size (absolute). */
  size?: number;
  side?: OrderSide | 'long' | 'short';
  /** The position's unrealised PnL. */
  pnl?: number;
  /** The open order a dragged line modifies. */
  order?: TradingOpenOrder;
}

/** A move of an order line further than this share of its price asks first. */
export const ORDER_MOVE_CONFIRM_RATIO = 0.05;

export function orderMoveNeedsConfirmation(from: number, to: number): boolean {
  return from > 0 && Math.abs(to - from) / from > ORDER_MOVE_CONFIRM_RATIO;
}

/**
 * The exchange price a dragged order line asks for: the dropped value made a valid price for the
 * market's size decimals, or undefined (nothing is sent) when the drop gave no finite positive price,
 * e.g. a pointer position the chart could not turn into a price.
 */
export function movedOrderPrice(dropped: number, szDecimals: number): string | undefined {
  if (!Number.isFinite(dropped) || dropped <= 0) return undefined;
  return orderPrice(String(dropped), szDecimals);
}

function orderKind(order: TradingOpenOrder): TraderLineKind {
  if (order.orderType.startsWith('Take Profit')) return 'take-profit';
  if (order.orderType.startsWith('Stop')) return 'stop-loss';
  return 'order';
}

/** The lines of `coin`: position entry and liquidation (when open), then each open order. */
export function traderChartLines(
  coin: string,
  positions: readonly TradingPosition[],
  orders: readonly TradingOpenOrder[],
): TraderChartLine[] {
  const lines: TraderChartLine[] = [];
  const position = positions.find((p) => p.coin === coin && p.size > 0);
  if (position) {
    lines.push({
      id: `position-${coin}`,
      kind: 'position',
      price: position.entryPrice,
      size: position.size,
      side: position.side,
      pnl: position.unrealizedPnl,
    });
    if (position.liquidationPrice !== undefined && position.liquidationPrice > 0) {
      lines.push({ id: `liquidation-${coin}`, kind: 'liquidation', price: position.liquidationPrice });
    }
  }
  for (const order of orders) {
    if (order.coin !== coin || !(order.price > 0)) continue;
    lines.push({
      id: `order-${order.oid}`,
      kind: orderKind(order),
      price: order.price,
      size: order.size,
      side: order.side,
      order,
    });
  }
  return lines;
}

export interface ChartFillMarker {
  id: string;
  /** The start of the candle the fill falls in. */
  timestamp: number;
  price: number;
  side: OrderSide;
}

/** The fills of `coin` as markers on their candles of `periodMs` (fills older than `since` left out). */
export function chartFillMarkers(
  coin: string,
  fills: readonly TradingFill[],
  periodMs: number,
  since = 0,
): ChartFillMarker[] {
  return fills
    .filter((fill) => fill.coin === coin && fill.time >= since)
    .map((fill) => ({
      id: fill.id,
      timestamp: Math.floor(fill.time / periodMs) * periodMs,
      price: fill.price,
      side: fill.side,
    }));
}
