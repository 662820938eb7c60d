/**
 * The chart's live-candle connection (seed 001 §4) as a pure step function: a subscribe while
 * disconnected queues the stream and opens the socket, while connecting it is queued, once
 * connected the old stream is unsubscribed and the new one subscribed; an error or close goes back
 * to disconnected (the stream waits to be played again on the next open); unsubscribe and destroy
 * clear the subscription. The caller performs the returned effects.
 */

export type ChartConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export interface ChartConnection<S> {
  status: ChartConnectionStatus;
  /** The stream subscribed on the socket. */
  active: S | undefined;
  /** The stream waiting for the socket to open. */
  queued: S | undefined;
}

export type ChartConnectionEvent<S> =
  | { type: 'subscribe'; stream: S }
  | { type: 'open' }
  | { type: 'error' }
  | { type: 'close' }
  | { type: 'unsubscribe' }
  | { type: 'destroy' };

export type ChartConnectionEffect<S> =
  | { type: 'connect' }
  | { type: 'subscribe'; stream: S }
  | { type: 'unsubscribe'; stream: S }
  | { type: 'disconnect' };

export interface ChartConnectionStep<S> {
  next: ChartConnection<S>;
  effects: ChartConnectionEffect<S>[];
}

export function initialChartConnection<S>(): ChartConnection<S> {
  return { status: 'disconnected', active: undefined, queued: undefined };
}

/** Unsubscribe what is active (if anything), then subscribe `stream`. */
function swap<S>(active: S | undefined, stream: S): ChartConnectionEffect<S>[] {
  return [
    ...(active === undefined ? [] : [{ type: 'unsubscribe' as const, stream: active }]),
    { type: 'subscribe', stream },
  ];
}

function subscribe<S>(state: ChartConnection<S>, stream: S): ChartConnectionStep<S> {
  if (state.status === 'connected') {
    return { next: { ...state, active: stream, queued: undefined }, effects: swap(state.active, stream) };
  }
  const effects: ChartConnectionEffect<S>[] = state.status === 'disconnected' ? [{ type: 'connect' }] : [];
  return { next: { ...state, status: 'connecting', queued: stream }, effects };
}

export function chartConnectionStep<S>(
  state: ChartConnection<S>,
  event: ChartConnectionEvent<S>,
): ChartConnectionStep<S> {
  switch (event.type) {
    case 'subscribe':
      return subscribe(state, event.stream);
    case 'open': {
      const { queued } = state;
      if (queued === undefined) return { next: { ...state, status: 'connected' }, effects: [] };
      return {
        next: { status: 'connected', active: queued, queued: undefined },
        effects: swap(state.active, queued),
      };
    }
    case 'error':
    case 'close':
      // The stream is played again when the socket next opens.
      return {
        next: { status: 'disconnected', active: state.active, queued: state.queued ?? state.active },
        effects: [],
      };
    case 'unsubscribe':
      return {
        next: { ...state, active: undefined, queued: undefined },
        effects: state.active === undefined ? [] : [{ type: 'unsubscribe', stream: state.active }],
      };
    case 'destroy':
      return {
        next: initialChartConnection(),
        effects: [
          ...(state.active === undefined ? [] : [{ type: 'unsubscribe' as const, stream: state.active }]),
          { type: 'disconnect' },
        ],
      };
  }
}
