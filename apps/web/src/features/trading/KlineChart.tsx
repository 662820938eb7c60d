import { CHART_PERIODS, CHART_VOLUME_PRECISION, type ChartPeriod, DEFAULT_CHART_PERIOD } from '@pluto/core';
import { type Chart, dispose, init, type KLineData, type Period } from 'klinecharts';
import { type RefObject, useEffect, useRef } from 'react';
import type { ChartDataSource } from '../../data';
import { chartStyles } from './chart-theme';

export interface KlineChartProps {
  coin: string;
  period: ChartPeriod;
  pricePrecision: number;
  dataSource: ChartDataSource;
  /** History is loading (`loading`), or loaded with `empty` meaning no candles at all. */
  onLoadingChange: (loading: boolean, empty?: boolean) => void;
}

/** Resolves in a later task: each stage of the chart's set-up runs as a short task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const toChartPeriod = (period: Period): ChartPeriod =>
  CHART_PERIODS.find((p) => p.timespan === period.type && p.multiplier === period.span) ??
  DEFAULT_CHART_PERIOD;

function applySymbol(instance: Chart, coin: string, pricePrecision: number) {
  instance.setSymbol({ ticker: coin, pricePrecision, volumePrecision: CHART_VOLUME_PRECISION });
}

function applyPeriod(instance: Chart, period: ChartPeriod) {
  instance.setPeriod({ type: period.timespan, span: period.multiplier });
}

/** The data loader of a new chart: history and the live candle. */
function attachDataLoader(
  instance: Chart,
  subscriptions: Map<string, () => void>,
  latest: RefObject<Pick<KlineChartProps, 'dataSource' | 'onLoadingChange'>>,
) {
  instance.setDataLoader({
    getBars: async ({ type, timestamp, symbol, period: chartPeriod, callback }) => {
      const { dataSource: source, onLoadingChange: loading } = latest.current;
      if (type === 'init') loading(true);
      const end = type === 'forward' && timestamp ? timestamp - 1 : Date.now();
      const bars =
        type === 'backward' ? [] : await source.history(symbol.ticker, toChartPeriod(chartPeriod), end);
      callback(
        bars.map((bar): KLineData => ({ ...bar })),
        { forward: type !== 'backward' && bars.length > 0, backward: false },
      );
      if (type === 'init') loading(false, bars.length === 0);
    },
    subscribeBar: ({ symbol, period: chartPeriod, callback }) => {
      const key = `${symbol.ticker}|${chartPeriod.span}${chartPeriod.type}`;
      subscriptions.get(key)?.();
      subscriptions.set(
        key,
        latest.current.dataSource.live(symbol.ticker, toChartPeriod(chartPeriod), (bar) =>
          callback({ ...bar }),
        ),
      );
    },
    unsubscribeBar: ({ symbol, period: chartPeriod }) => {
      const key = `${symbol.ticker}|${chartPeriod.span}${chartPeriod.type}`;
      subscriptions.get(key)?.();
      subscriptions.delete(key);
    },
  });
  // No ResizeObserver here: klinecharts observes its container and re-lays out only when the size
  // changes, where forcing resize() on every observation (the first comes at once) redrew it all.
}

/**
 * klinecharts 10 (loaded with this chunk only): history through `getBars`, the live candle through
 * `subscribeBar`. Symbol or period changes reload history and resubscribe (seed 001 §4).
 * Set up in stages, each in its own task after the commit (create and lay out with the theme, then
 * symbol and period, which load history), because done at once it blocked a phone's main thread for
 * hundreds of milliseconds. Indicators are the chart widget's to add (seed 001 §4), none by default.
 */
export default function KlineChart({
  coin,
  period,
  pricePrecision,
  dataSource,
  onLoadingChange,
}: KlineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const live = useRef(new Map<string, () => void>());
  const latest = useRef({ dataSource, onLoadingChange, coin, period, pricePrecision });
  latest.current = { dataSource, onLoadingChange, coin, period, pricePrecision };
  /** Whether the symbol and period are set: before that the staged set-up applies the latest ones. */
  const ready = useRef(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    const subscriptions = live.current;
    void (async () => {
      await nextTask();
      if (disposed) return;
      const instance = init(element, {
        styles: chartStyles(element.clientWidth),
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      if (!instance) return;
      chart.current = instance;
      attachDataLoader(instance, subscriptions, latest);
      await nextTask();
      if (disposed) return;
      const wanted = latest.current;
      applySymbol(instance, wanted.coin, wanted.pricePrecision);
      applyPeriod(instance, wanted.period);
      ready.current = true;
    })();
    return () => {
      disposed = true;
      ready.current = false;
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
      if (chart.current) dispose(element);
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready.current && chart.current) applySymbol(chart.current, coin, pricePrecision);
  }, [coin, pricePrecision]);

  useEffect(() => {
    if (ready.current && chart.current) applyPeriod(chart.current, period);
  }, [period]);

  return <div ref={container} className="h-full w-full" data-testid="kline-chart" />;
}
