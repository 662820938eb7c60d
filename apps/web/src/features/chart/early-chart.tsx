import { periodFromText } from '@pluto/core';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChartDataSource } from '../../data';
import type { ChartWidgetProps } from './ChartWidget';
import { ChartEmpty, ChartLoading, chartFrameClass } from './chart-frame';
import { readPreferences } from './chart-storage';
import { askFirstHistory, type FirstHistory } from './first-history';
import { chartLocaleOf, translator } from './locales';

const LazyChartWidget = lazy(() => import('./ChartWidget'));

/** Runs `task` after the next frame has been painted; returns the cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The Element Timing name of the empty state the page draws (reported once it is on screen). */
const EMPTY_STATE_TIMING = 'chart-first-empty-state';
/** Where Element Timing is missing or says nothing, the widget loads after this anyway. */
const PRESENTED_WAIT_MAX_MS = 1_000;

/**
 * Runs `task` once the empty state is on screen: the browser stamps the page's largest paint with
 * the frame's presentation, later than the task after the paint (tens of ms in a busy headless
 * Chromium), and the widget's downloads must start after that stamp. Element Timing reports that
 * same moment; without it (Safari, Firefox) the next paint is the best there is.
 */
function afterEmptyStatePresented(task: () => void): () => void {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('element')) return afterNextPaint(task);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    task();
  };
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
    if (entries.some((entry) => entry.identifier === EMPTY_STATE_TIMING)) finish();
  });
  observer.observe({ type: 'element', buffered: true });
  const fallback = setTimeout(finish, PRESENTED_WAIT_MAX_MS);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
  };
}

/**
 * The chart's first history, asked once when the page mounts; `painted` once its answer has been
 * drawn (the widget's code loads then). Every later request is the widget's own.
 */
function useFirstHistory(
  source: ChartDataSource,
  symbol: string,
  period: string | undefined,
  onPainted: (() => void) | undefined,
) {
  const asked = useRef<FirstHistory | undefined>(undefined);
  const [answered, setAnswered] = useState<FirstHistory>();
  const [painted, setPainted] = useState(false);
  // Asked before the first paint: an answer the source holds (written into the page) is drawn in it.
  useLayoutEffect(() => {
    if (asked.current) return;
    const first = askFirstHistory(source, symbol, periodFromText(period));
    asked.current = first;
    if (first.answer) return setAnswered(first);
    // A source that fails instead of answering [] leaves the history to the widget.
    first.bars.then(
      () => setAnswered(first),
      () => setPainted(true),
    );
  }, [source, symbol, period]);
  const latestOnPainted = useRef(onPainted);
  latestOnPainted.current = onPainted;
  useEffect(() => {
    if (!answered) return;
    const done = () => {
      setPainted(true);
      latestOnPainted.current?.();
    };
    // With candles the state shown stays 'Loading chart...', painted before: nothing new to wait for.
    return answered.answer?.length === 0 ? afterEmptyStatePresented(done) : afterNextPaint(done);
  }, [answered]);
  return { answered, painted };
}

/**
 * The chart widget for a page whose chart is its largest element (the spot pair page, issue 25): the
 * page asks for the history at once and draws the chart's loading or empty state itself, so that
 * state paints with the page's first data; klinecharts and the widget load after it has been painted
 * and take over the answered request instead of asking again.
 */
export function EarlyChartWidget({
  onFirstAnswerPainted,
  ...props
}: ChartWidgetProps & {
  /** The first answer's state (candles loading, or none) has been painted. */
  onFirstAnswerPainted?: () => void;
}) {
  const { source, symbol, defaultPeriod, fill } = props;
  const { answered, painted } = useFirstHistory(source, symbol, defaultPeriod, onFirstAnswerPainted);
  const [t] = useState(() => translator(chartLocaleOf(readPreferences().locale)));
  // An answer for another pair (the page moved on before it arrived) is not this chart's state.
  const current = answered?.source === source && answered.symbol === symbol ? answered : undefined;
  const placeholder = (
    <div className={chartFrameClass(fill)}>
      {current?.answer?.length === 0 ? (
        <ChartEmpty t={t} symbol={symbol} period={current.period.text} timing={EMPTY_STATE_TIMING} />
      ) : (
        <ChartLoading label={t('loading')} />
      )}
    </div>
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyChartWidget {...props} firstHistory={current} />
    </Suspense>
  );
}
