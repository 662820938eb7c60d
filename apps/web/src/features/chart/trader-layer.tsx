import type { ChartPeriod, TraderChartLine, TradingFill } from '@pluto/core';
import type { Chart } from 'klinecharts';
import { lazy, Suspense } from 'react';
import { TRADER_LABELS } from './labels-trader';
import { addChartLabels, type Translate } from './locales';
import { registerTraderOverlays } from './trader-overlays';
import { useTraderOverlays } from './trader-sync';
import { type MoveOrderLine, useTraderChart } from './use-trader-chart';

addChartLabels(TRADER_LABELS);
registerTraderOverlays();

const MoveOrderDialog = lazy(() =>
  import('./ChartDialogs').then((module) => ({ default: module.MoveOrderDialog })),
);

export interface TraderLayerProps {
  chart: Chart;
  symbol: string;
  period: ChartPeriod;
  t: Translate;
  lines: readonly TraderChartLine[];
  fills: readonly TradingFill[];
  onMoveOrder: MoveOrderLine | undefined;
}

/**
 * The trader's state on the chart (issue 22): position, liquidation, order and TP/SL lines, fill
 * markers, and the confirmation of a far move. Its code loads once the trader has something to show.
 */
export default function TraderLayer({
  chart,
  symbol,
  period,
  t,
  lines,
  fills,
  onMoveOrder,
}: TraderLayerProps) {
  const trader = useTraderChart(symbol, lines, fills, period, t, onMoveOrder);
  useTraderOverlays(chart, trader.lines, trader.markers, trader.onMoved);
  if (trader.pending === null) return null;
  return (
    <Suspense fallback={null}>
      <MoveOrderDialog pending={trader.pending} text={trader.confirmText} t={t} />
    </Suspense>
  );
}
