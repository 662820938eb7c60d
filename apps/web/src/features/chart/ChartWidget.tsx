import { chartPricePrecision, type TraderChartLine, type TradingFill } from '@pluto/core';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { ChartDataSource } from '../../data';
import ChartCanvas, { type ChartCanvasHandle } from './ChartCanvas';
import { ChartToolbar } from './ChartToolbar';
import { ChartEmpty, ChartLoading, chartFrameClass } from './chart-frame';
import type { FirstHistory } from './first-history';
import type { SymbolSearch } from './SymbolSearchDialog';
import { useChartWidget } from './use-chart-widget';
import type { MoveOrderLine } from './use-trader-chart';

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
  /**
   * Shows another symbol (chosen in the symbol search): with it and a source that lists symbols, the
   * toolbar has a symbol button.
   */
  onSymbolChange?: (symbol: string) => void;
  /** The history the page asked for while this code loaded (`historyFirst` in the lazy wrapper). */
  firstHistory?: FirstHistory;
}

const NONE: readonly never[] = [];

/*
 * What the first draw does not need loads on its own: the dialogs (and Radix under them) when one
 * first opens, the drawing bar when it opens, the trader's lines once there is something to show.
 */
const ChartDialogs = lazy(() =>
  import('./ChartDialogs').then((module) => ({ default: module.ChartDialogs })),
);
const DrawingBar = lazy(() => import('./DrawingBar').then((module) => ({ default: module.DrawingBar })));
const TraderLayer = lazy(() => import('./trader-layer'));

/** True from the first time `value` is: the trader's layer stays once loaded, to clear its lines. */
function useOnceTrue(value: boolean) {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

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
  onSymbolChange,
  firstHistory,
}: ChartWidgetProps) {
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<ChartCanvasHandle>(null);
  const model = useChartWidget(defaultPeriod, root, firstHistory?.answer);
  const { t } = model;
  const showTrader = useOnceTrue(traderLines.length > 0 || fills.length > 0);
  const snapshot = useCallback((background: string) => canvas.current?.snapshot(background) ?? '', []);
  const symbolSearch = useMemo<SymbolSearch | undefined>(
    () =>
      source.symbols && onSymbolChange
        ? { current: symbol, load: source.symbols, choose: onSymbolChange }
        : undefined,
    [source.symbols, onSymbolChange, symbol],
  );
  return (
    <div ref={root} className={chartFrameClass(fill, className)} data-testid="chart-widget">
      <ChartToolbar model={model} periods={source.periods} symbol={symbolSearch && symbol} />
      <div className="flex min-h-0 flex-1">
        {model.drawingBarOpen && (
          <Suspense fallback={<div className="w-9 shrink-0 border-line border-r" />}>
            <DrawingBar
              model={model}
              onDraw={(tool) => canvas.current?.startDrawing(tool)}
              onRemoveAll={() => canvas.current?.removeDrawings()}
            />
          </Suspense>
        )}
        <div className="relative min-w-0 flex-1">
          <ChartCanvas
            ref={canvas}
            symbol={symbol}
            pricePrecision={chartPricePrecision(price ?? 0)}
            period={model.period}
            source={source}
            firstHistory={firstHistory}
            settings={model.preferences.settings}
            timezone={model.timezone}
            locale={model.locale}
            indicators={model.preferences.indicators}
            drawing={model.drawing}
            layers={(chart) =>
              showTrader && (
                <Suspense fallback={null}>
                  <TraderLayer
                    chart={chart}
                    symbol={symbol}
                    period={model.period}
                    t={t}
                    lines={traderLines}
                    fills={fills}
                    onMoveOrder={onMoveOrder}
                  />
                </Suspense>
              )
            }
            onLoadingChange={model.onLoadingChange}
          />
          {model.loading && <ChartLoading label={t('loading')} />}
          {model.empty && <ChartEmpty t={t} symbol={symbol} period={model.period.text} />}
        </div>
      </div>
      {model.dialog !== null && (
        <Suspense fallback={null}>
          <ChartDialogs
            model={model}
            snapshot={snapshot}
            fileName={`${symbol}-${model.period.text}.jpg`}
            symbolSearch={symbolSearch}
          />
        </Suspense>
      )}
    </div>
  );
}
