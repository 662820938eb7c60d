import type { TraderChartLine } from '../chart/chart-trader';

/**
 * A call's levels as lines of the chart widget: the entry as the limit order 'Trade this setup'
 * places (Buy or Sell), then its take profit and stop loss. A Neutral call has no trade, so no lines.
 * The confirmation price has no line kind of the widget (which draws a trader's state, not a call's
 * trigger); the result's figures show it.
 */
export function analysisChartLines(call: {
  bias: string;
  entry: number;
  stopLoss: number | null;
  takeProfit: number | null;
}): TraderChartLine[] {
  if (call.bias !== 'Buy' && call.bias !== 'Sell') return [];
  const side = call.bias === 'Buy' ? 'buy' : 'sell';
  const lines: TraderChartLine[] = [{ id: 'analysis-entry', kind: 'order', price: call.entry, side }];
  if (call.takeProfit !== null) {
    lines.push({ id: 'analysis-take-profit', kind: 'take-profit', price: call.takeProfit });
  }
  if (call.stopLoss !== null)
    lines.push({ id: 'analysis-stop-loss', kind: 'stop-loss', price: call.stopLoss });
  return lines;
}
