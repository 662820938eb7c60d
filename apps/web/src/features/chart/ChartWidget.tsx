import { chartPricePrecision, type TraderChartLine, type TradingFill } from '@pluto/core';
import { lazy, Suspense, useCallback, useRef } from 'react';
import type { ChartDataSource } from '../../data';
import ChartCanvas, { type ChartCanvasHandle } from './ChartCanvas';
import { ChartToolbar } from './ChartToolbar';
import { ChartLoading, chartFrameClass } from './chart-frame';
import { DrawingBar } from './DrawingBar';
import { useChartWidget } from './use-chart-widget';
import { type MoveOrderLine, useTraderChart } from './use-trader-chart';

export interface ChartWidgetProps {
  symbol: string;
  /** The latest price: the chart's price precision follows its magnitude (seed 001 §9). */
  price: number | undefined;
  source: ChartDataSource;
  /** A period text; unknown text falls back to 1h (seed 001 §5). */
  defaultPeriod?: string;
  /** Take the parent's height instead of 350/500 px. */
  fill?: boolean;
  className?: string;
  /** The trader's position and order lines (issue 22): none without a wallet. */
  traderLines?: readonly TraderChartLine[];
  /** The trader's fills, shown as markers on the candles of this symbol. */
  fills?: readonly TradingFill[];
  /** Moves an order whose line was dragged; resolves false when refused. */
  onMoveOrder?: MoveOrderLine;
}

const NONE: readonly never[] = [];

// The dialogs (and Radix under them) load when one first opens, not with the chart.
const ChartDialogs = lazy(() =>
  import('./ChartDialogs').then((module) => ({ default: module.ChartDialogs })),
);
const MoveOrderDialog = lazy(() =>
  import('./ChartDialogs').then((module) => ({ default: module.MoveOrderDialog })),
);

/**
 * The chart widget (seed 001 §2 "Chart widget"): toolbar, drawing bar, klinecharts canvas and its
 * dialogs over any candle source. Full screen applies to the widget's own element, the canvas' parent.
 */
export default function ChartWidget({
  symbol,
  price,
  source,
  defaultPeriod,
  fill,
  className,
  traderLines = NONE,
  fills = NONE,
  onMoveOrder,
}: ChartWidgetProps) {
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<ChartCanvasHandle>(null);
  const model = useChartWidget(defaultPeriod, root);
  const { t } = model;
  const trader = useTraderChart(symbol, traderLines, fills, model.period, t, onMoveOrder);
  const snapshot = useCallback((background: string) => canvas.current?.snapshot(background) ?? '', []);
  return (
    <div ref={root} className={chartFrameClass(fill, className)} data-testid="chart-widget">
      <ChartToolbar model={model} />
      <div className="flex min-h-0 flex-1">
        {model.drawingBarOpen && (
          <DrawingBar
            model={model}
            onDraw={(tool) => canvas.current?.startDrawing(tool)}
            onRemoveAll={() => canvas.current?.removeDrawings()}
          />
        )}
        <div className="relative min-w-0 flex-1">
          <ChartCanvas
            ref={canvas}
            symbol={symbol}
            pricePrecision={chartPricePrecision(price ?? 0)}
            period={model.period}
            source={source}
            settings={model.preferences.settings}
            timezone={model.timezone}
            locale={model.locale}
            indicators={model.preferences.indicators}
            drawing={model.drawing}
            traderLines={trader.lines}
            fills={trader.markers}
            onTraderLineMoved={trader.onMoved}
            onLoadingChange={model.onLoadingChange}
          />
          {model.loading && <ChartLoading label={t('loading')} />}
          {model.empty && (
            <p className="pointer-events-none absolute inset-0 flex items-center justify-center text-muted text-xs">
              {t('no_data')} · {symbol} {model.period.text}
            </p>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {model.dialog !== null && (
          <ChartDialogs model={model} snapshot={snapshot} fileName={`${symbol}-${model.period.text}.jpg`} />
        )}
        {trader.pending !== null && (
          <MoveOrderDialog pending={trader.pending} text={trader.confirmText} t={t} />
        )}
      </Suspense>
    </div>
  );
}
