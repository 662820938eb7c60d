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
  let unlisten: (() => void) | undefined;

  const perform = (effect: ChartConnectionEffect<LiveStream>) => {
    switch (effect.type) {
      case 'connect':
        source.connection?.connect();
        break;
      case 'subscribe':
        stop = source.live(effect.stream.symbol, effect.stream.period, effect.stream.onBar);
        break;
      case 'unsubscribe':
        stop?.();
        stop = undefined;
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
