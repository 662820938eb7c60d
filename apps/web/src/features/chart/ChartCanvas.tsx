import {
  CHART_PERIODS,
  CHART_VOLUME_PRECISION,
  type ChartLocale,
  type ChartPeriod,
  type ChartSettings,
  DEFAULT_CHART_PERIOD,
  mayHaveOlderHistory,
} from '@pluto/core';
import { type Chart, dispose, init, type KLineData, type Period, registerLocale, utils } from 'klinecharts';
import {
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type { ChartDataSource } from '../../data';
import type { ChartIndicators } from './chart-storage';
import { type DrawingState, useChartIndicators, useChartLook, useDrawings } from './chart-sync';
import { chartStyles } from './chart-theme';
import { type FirstHistory, takeFirstHistory } from './first-history';
import { createLiveFeed, type LiveFeed } from './live-feed';

/** What the widget asks of the canvas beyond its props. */
export interface ChartCanvasHandle {
  /** The chart as a JPEG data URL on `background`, drawings included. */
  snapshot(background: string): string;
  startDrawing(name: string): void;
  removeDrawings(): void;
}

export interface ChartCanvasProps {
  symbol: string;
  pricePrecision: number;
  period: ChartPeriod;
  source: ChartDataSource;
  settings: ChartSettings;
  timezone: string;
  locale: ChartLocale;
  indicators: ChartIndicators;
  drawing: DrawingState;
  /** What else draws on the chart once it exists (the trader's lines), loaded on its own. */
  layers?: (chart: Chart) => ReactNode;
  /** The history the page asked for before this code loaded: the first load takes it over. */
  firstHistory?: FirstHistory;
  /** History is loading (`loading`), or loaded with `empty` meaning no candles at all. */
  onLoadingChange: (loading: boolean, empty?: boolean) => void;
  ref?: Ref<ChartCanvasHandle>;
}

/** Resolves in a later task: each stage of the chart's set-up runs as a short task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const toChartPeriod = (period: Period): ChartPeriod =>
  CHART_PERIODS.find((p) => p.timespan === period.type && p.multiplier === period.span) ??
  DEFAULT_CHART_PERIOD;

type Latest = RefObject<Pick<ChartCanvasProps, 'source' | 'firstHistory' | 'onLoadingChange'>>;

/** Bars ending at `end`, or the page's first request when this is the load it asked for ahead. */
async function historyBars(latest: Latest, init: boolean, symbol: string, period: ChartPeriod, end: number) {
  const { source, firstHistory, onLoadingChange } = latest.current;
  const first = init ? takeFirstHistory(firstHistory, source, symbol, period) : undefined;
  // An answered request shows no loading state in between: the page already drew its outcome.
  if (init && !first?.answer) onLoadingChange(true);
  if (first) return { bars: await first.bars, end: first.endTime };
  return { bars: await source.history(symbol, period, end), end };
}

/**
 * History through `getBars` ('init' the latest 500 candles, 'forward' the 500 before the oldest
 * shown as the trader scrolls left), the live candle through `subscribeBar` over the live feed.
 */
function attachDataLoader(instance: Chart, feed: RefObject<LiveFeed | null>, latest: Latest) {
  instance.setDataLoader({
    getBars: async ({ type, timestamp, symbol, period, callback }) => {
      const chartPeriod = toChartPeriod(period);
      const asked = type === 'forward' && timestamp ? timestamp - 1 : Date.now();
      const { bars, end } =
        type === 'backward'
          ? { bars: [], end: asked }
          : await historyBars(latest, type === 'init', symbol.ticker, chartPeriod, asked);
      callback(
        bars.map((bar): KLineData => ({ ...bar })),
        {
          forward: type !== 'backward' && mayHaveOlderHistory(bars[0]?.timestamp, chartPeriod, end),
          backward: false,
        },
      );
      if (type === 'init') latest.current.onLoadingChange(false, bars.length === 0);
    },
    subscribeBar: ({ symbol, period, callback }) => {
      feed.current?.subscribe({
        symbol: symbol.ticker,
        period: toChartPeriod(period),
        onBar: (bar) => callback({ ...bar }),
      });
    },
    unsubscribeBar: () => feed.current?.unsubscribe(),
  });
}

let localesRegistered = false;

/** The legend names a period as the toolbar does ("1m", "4h", "1M"), not klinecharts' "1" or "4H". */
function registerPeriodLabels() {
  if (localesRegistered) return;
  localesRegistered = true;
  registerLocale('en-US', {
    time: 'Time: ',
    open: 'Open: ',
    high: 'High: ',
    low: 'Low: ',
    close: 'Close: ',
    volume: 'Volume: ',
    turnover: 'Turnover: ',
    change: 'Change: ',
    second: 's',
    minute: 'm',
    hour: 'h',
    day: 'd',
    week: 'w',
    month: 'M',
    year: 'y',
  });
  registerLocale('zh-CN', {
    time: '时间：',
    open: '开：',
    high: '高：',
    low: '低：',
    close: '收：',
    volume: '成交量：',
    turnover: '成交额：',
    change: '涨幅：',
    second: '秒',
    minute: '分钟',
    hour: '小时',
    day: '天',
    week: '周',
    month: '月',
    year: '年',
  });
}

const AXIS_FONT_PX = 12;

/** Time labels whose text would run past either edge are left out instead of drawn clipped. */
function keepTimeLabelsWhole(instance: Chart) {
  instance.overrideXAxis({
    createTicks: ({ defaultTicks, bounding }) =>
      defaultTicks.filter((tick) => {
        const half = utils.calcTextWidth(tick.text, AXIS_FONT_PX) / 2;
        return tick.coord >= half && tick.coord + half <= bounding.width;
      }),
  });
}

/*
 * klinecharts reloads the history on every setSymbol / setPeriod call (it compares the objects, not
 * their values): the set-up and the effects after it would ask for the same candles three times.
 */
function applySymbol(instance: Chart, symbol: string, pricePrecision: number) {
  const shown = instance.getSymbol();
  if (shown?.ticker === symbol && shown.pricePrecision === pricePrecision) return;
  instance.setSymbol({ ticker: symbol, pricePrecision, volumePrecision: CHART_VOLUME_PRECISION });
}

function applyPeriod(instance: Chart, period: ChartPeriod) {
  const shown = instance.getPeriod();
  if (shown?.type === period.timespan && shown.span === period.multiplier) return;
  instance.setPeriod({ type: period.timespan, span: period.multiplier });
}

/**
 * The klinecharts 10 canvas (loaded with the widget's chunk only). Set up in stages, each in its own
 * task after the commit (create with the theme, then symbol and period, which load history), because
 * done at once it blocked a phone's main thread for hundreds of milliseconds. Symbol or period changes
 * reload history and resubscribe (seed 001 §4).
 */
export default function ChartCanvas(props: ChartCanvasProps) {
  const { symbol, pricePrecision, period, source, ref } = props;
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<Chart | null>(null);
  const feed = useRef<LiveFeed | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // The narrow chart's boxed legend asks for its title each time it is drawn.
  const legendTitle = useCallback(() => `${latest.current.symbol} · ${latest.current.period.text}`, []);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let instance: Chart | null = null;
    void (async () => {
      await nextTask();
      if (disposed) return;
      const wanted = latest.current;
      instance = init(element, {
        styles: chartStyles(element.clientWidth, wanted.settings, legendTitle),
        timezone: wanted.timezone,
        locale: wanted.locale,
      });
      if (!instance) return;
      registerPeriodLabels();
      keepTimeLabelsWhole(instance);
      feed.current = createLiveFeed(wanted.source);
      attachDataLoader(instance, feed, latest);
      await nextTask();
      if (disposed) return;
      applySymbol(instance, latest.current.symbol, latest.current.pricePrecision);
      applyPeriod(instance, latest.current.period);
      setChart(instance);
    })();
    return () => {
      disposed = true;
      feed.current?.destroy();
      feed.current = null;
      if (instance) dispose(element);
      setChart(null);
    };
  }, [legendTitle]);

  useEffect(() => {
    if (chart) applySymbol(chart, symbol, pricePrecision);
  }, [chart, symbol, pricePrecision]);

  useEffect(() => {
    if (chart) applyPeriod(chart, period);
  }, [chart, period]);

  // Another market kind's source: a new feed and the history again.
  const firstSource = useRef(source);
  useEffect(() => {
    if (!chart || source === firstSource.current) return;
    firstSource.current = source;
    feed.current?.destroy();
    feed.current = createLiveFeed(source);
    chart.resetData();
  }, [chart, source]);

  useChartLook(chart, props.settings, props.timezone, props.locale, container, legendTitle);
  useChartIndicators(chart, props.indicators);
  const drawings = useDrawings(chart, symbol, props.drawing, container);

  useImperativeHandle(
    ref,
    () => ({
      snapshot: (background) => chart?.getConvertPictureUrl(true, 'jpeg', background) ?? '',
      startDrawing: drawings.start,
      removeDrawings: drawings.removeAll,
    }),
    [chart, drawings.start, drawings.removeAll],
  );

  return (
    <>
      <div ref={container} className="h-full w-full" data-testid="kline-chart" />
      {chart && props.layers?.(chart)}
    </>
  );
}
