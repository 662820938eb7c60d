import { describe, expect, it } from 'vitest';
import {
  type ChartConnection,
  type ChartConnectionEvent,
  chartConnectionStep,
  initialChartConnection,
} from './chart-connection';

/** Runs events from the initial state, collecting every effect. */
function run(events: ChartConnectionEvent<string>[], from = initialChartConnection<string>()) {
  let state: ChartConnection<string> = from;
  const effects: unknown[] = [];
  for (const event of events) {
    const step = chartConnectionStep(state, event);
    state = step.next;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('chart connection', () => {
  it('queues a subscribe while disconnected, opens the socket and plays the queue on open', () => {
    const queued = run([{ type: 'subscribe', stream: 'BTC|1h' }]);
    expect(queued.state).toEqual({ status: 'connecting', active: undefined, queued: 'BTC|1h' });
    expect(queued.effects).toEqual([{ type: 'connect' }]);
    const opened = run([{ type: 'open' }], queued.state);
    expect(opened.state).toEqual({ status: 'connected', active: 'BTC|1h', queued: undefined });
    expect(opened.effects).toEqual([{ type: 'subscribe', stream: 'BTC|1h' }]);
  });

  it('keeps only the latest stream queued while connecting, without opening twice', () => {
    const { state, effects } = run([
      { type: 'subscribe', stream: 'BTC|1h' },
      { type: 'subscribe', stream: 'BTC|5m' },
      { type: 'open' },
    ]);
    expect(effects).toEqual([{ type: 'connect' }, { type: 'subscribe', stream: 'BTC|5m' }]);
    expect(state.active).toBe('BTC|5m');
  });

  it('unsubscribes the old stream before subscribing the new one once connected', () => {
    const connected = run([{ type: 'subscribe', stream: 'BTC|1h' }, { type: 'open' }]).state;
    const { state, effects } = run([{ type: 'subscribe', stream: 'ETH|1h' }], connected);
    expect(effects).toEqual([
      { type: 'unsubscribe', stream: 'BTC|1h' },
      { type: 'subscribe', stream: 'ETH|1h' },
    ]);
    expect(state).toEqual({ status: 'connected', active: 'ETH|1h', queued: undefined });
  });

  it('goes back to disconnected on error or close and plays the stream again on the next open', () => {
    const connected = run([{ type: 'subscribe', stream: 'BTC|1h' }, { type: 'open' }]).state;
    for (const type of ['error', 'close'] as const) {
      const dropped = run([{ type }], connected);
      expect(dropped.state.status).toBe('disconnected');
      expect(dropped.effects).toEqual([]);
      const reopened = run([{ type: 'open' }], dropped.state);
      expect(reopened.effects).toEqual([
        { type: 'unsubscribe', stream: 'BTC|1h' },
        { type: 'subscribe', stream: 'BTC|1h' },
      ]);
    }
  });

  it('clears the subscription on unsubscribe and on destroy', () => {
    const connected = run([{ type: 'subscribe', stream: 'BTC|1h' }, { type: 'open' }]).state;
    const off = run([{ type: 'unsubscribe' }], connected);
    expect(off.state).toEqual({ status: 'connected', active: undefined, queued: undefined });
    expect(off.effects).toEqual([{ type: 'unsubscribe', stream: 'BTC|1h' }]);
    const destroyed = run([{ type: 'destroy' }], connected);
    expect(destroyed.state).toEqual(initialChartConnection());
    expect(destroyed.effects).toEqual([{ type: 'unsubscribe', stream: 'BTC|1h' }, { type: 'disconnect' }]);
    // A queued stream is dropped too: nothing plays on a later open.
    const pending = run([{ type: 'subscribe', stream: 'BTC|1h' }, { type: 'unsubscribe' }, { type: 'open' }]);
    expect(pending.effects).toEqual([{ type: 'connect' }]);
  });
});
