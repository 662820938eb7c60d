import {
  type ChartBar,
  type ChartConnection,
  type ChartConnectionEffect,
  type ChartConnectionEvent,
  type ChartPeriod,
  chartConnectionStep,
  initialChartConnection,
} from '@pluto/core';
import type { ChartDataSource } from '../../data';

export interface LiveStream {
  symbol: string;
  period: ChartPeriod;
  onBar: (bar: ChartBar) => void;
}

/**
 * The live candle is drawn at most this often: klinecharts recalculates every indicator and lays the
 * whole chart out on each bar, which at 20 bars/s with sub indicators made long tasks (bench/chart.ts).
 */
export const LIVE_BAR_INTERVAL_MS = 250;

/** `apply` with the latest bar: the first at once, then at most one per `interval` (the newest). */
export function throttleBars(apply: (bar: ChartBar) => void, interval = LIVE_BAR_INTERVAL_MS) {
  let pending: ChartBar | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const bar = pending;
    pending = undefined;
    apply(bar);
    timer = setTimeout(flush, interval);
  };
  return {
    push(bar: ChartBar) {
      pending = bar;
      if (!timer) flush();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}

export interface LiveFeed {
  subscribe(stream: LiveStream): void;
  unsubscribe(): void;
  destroy(): void;
  /** The connection state, for tests and the status hint. */
  state(): ChartConnection<LiveStream>;
}

/**
 * The chart's live candle over a data source, driven by the chart connection state machine of
 * `@pluto/core` (seed 001 §4): one stream at a time, queued until the source's socket is open.
 */
export function createLiveFeed(source: ChartDataSource): LiveFeed {
  let state = initialChartConnection<LiveStream>();
  let stop: (() => void) | undefined;
  let throttle: ReturnType<typeof throttleBars> | undefined;
  let unlisten: (() => void) | undefined;

  const perform = (effect: ChartConnectionEffect<LiveStream>) => {
    switch (effect.type) {
      case 'connect':
        source.connection?.connect();
        break;
      case 'subscribe': {
        const bars = throttleBars(effect.stream.onBar);
        throttle = bars;
        stop = source.live(effect.stream.symbol, effect.stream.period, bars.push);
        break;
      }
      case 'unsubscribe':
        stop?.();
        throttle?.cancel();
        stop = undefined;
        throttle = undefined;
        break;
      case 'disconnect':
        unlisten?.();
        unlisten = undefined;
        break;
    }
  };
  const dispatch = (event: ChartConnectionEvent<LiveStream>) => {
    const step = chartConnectionStep(state, event);
    state = step.next;
    for (const effect of step.effects) perform(effect);
  };

  const connection = source.connection;
  const follow = () => {
    const status = connection ? connection.status() : 'connected';
    if (status === 'connected' && state.status !== 'connected') dispatch({ type: 'open' });
    if (status === 'disconnected' && state.status === 'connected') dispatch({ type: 'close' });
  };
  unlisten = connection?.onStatus(follow);
  // A socket the rest of the page already opened counts as connected from the start.
  follow();

  return {
    subscribe(stream) {
      dispatch({ type: 'subscribe', stream });
      // Already open (or a source without a socket): the queued stream plays now.
      follow();
    },
    unsubscribe: () => dispatch({ type: 'unsubscribe' }),
    destroy: () => dispatch({ type: 'destroy' }),
    state: () => state,
  };
}
