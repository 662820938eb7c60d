import type { ChartBar, ChartConnectionStatus } from '@pluto/core';
import { DEFAULT_CHART_PERIOD } from '@pluto/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartDataSource } from '../../data';
import { createLiveFeed, LIVE_BAR_INTERVAL_MS, throttleBars } from './live-feed';

function fakeSource(initial: ChartConnectionStatus) {
  let status = initial;
  const listeners = new Set<() => void>();
  const stops: ReturnType<typeof vi.fn>[] = [];
  const source = {
    history: vi.fn(async () => []),
    live: vi.fn((_symbol: string, _period: unknown, _onBar: (bar: ChartBar) => void) => {
      const stop = vi.fn();
      stops.push(stop);
      return stop;
    }),
    connection: {
      status: () => status,
      onStatus: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      connect: vi.fn(() => {
        status = 'connecting';
      }),
    },
  } satisfies ChartDataSource;
  const set = (next: ChartConnectionStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  return { source, set, stops, listeners };
}

const stream = (symbol: string) => ({ symbol, period: DEFAULT_CHART_PERIOD, onBar: () => undefined });

describe('chart live feed', () => {
  it('queues the stream and opens the socket while disconnected, subscribing once it opens', () => {
    const { source, set } = fakeSource('disconnected');
    const feed = createLiveFeed(source);
    feed.subscribe(stream('BTC'));
    expect(source.connection.connect).toHaveBeenCalledOnce();
    expect(source.live).not.toHaveBeenCalled();
    feed.subscribe(stream('ETH'));
    set('connected');
    expect(source.live).toHaveBeenCalledOnce();
    expect(source.live.mock.calls[0]?.[0]).toBe('ETH');
  });

  it('swaps streams at once when connected and replays after a drop', () => {
    const { source, set, stops } = fakeSource('connected');
    const feed = createLiveFeed(source);
    feed.subscribe(stream('BTC'));
    feed.subscribe(stream('ETH'));
    expect(source.live.mock.calls.map((call) => call[0])).toEqual(['BTC', 'ETH']);
    expect(stops[0]).toHaveBeenCalledOnce();
    set('disconnected');
    expect(feed.state().status).toBe('disconnected');
    set('connected');
    expect(stops[1]).toHaveBeenCalledOnce();
    expect(source.live.mock.calls.map((call) => call[0])).toEqual(['BTC', 'ETH', 'ETH']);
  });

  it('stops the stream and listening on destroy', () => {
    const { source, stops, listeners } = fakeSource('connected');
    const feed = createLiveFeed(source);
    feed.subscribe(stream('BTC'));
    feed.destroy();
    expect(stops[0]).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
  });

  it('counts a source without a connection as always connected', () => {
    const live = vi.fn(() => vi.fn());
    const feed = createLiveFeed({ history: async () => [], live });
    feed.subscribe(stream('POOL'));
    expect(live).toHaveBeenCalledOnce();
  });
});

describe('live bar throttle', () => {
  afterEach(() => vi.useRealTimers());

  const bar = (close: number): ChartBar => ({
    timestamp: 1,
    open: 1,
    high: 2,
    low: 0.5,
    close,
    volume: 1,
    turnover: 1,
  });

  it('draws the first bar at once, then the newest at most once per interval', () => {
    vi.useFakeTimers();
    const apply = vi.fn();
    const bars = throttleBars(apply);
    bars.push(bar(1));
    expect(apply.mock.calls.map(([b]) => b.close)).toEqual([1]);
    for (let close = 2; close <= 5; close++) bars.push(bar(close));
    expect(apply).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(LIVE_BAR_INTERVAL_MS);
    expect(apply.mock.calls.map(([b]) => b.close)).toEqual([1, 5]);
    // Quiet for an interval: the next bar goes through at once again.
    vi.advanceTimersByTime(LIVE_BAR_INTERVAL_MS);
    bars.push(bar(6));
    expect(apply.mock.calls.map(([b]) => b.close)).toEqual([1, 5, 6]);
  });

  it('drops the waiting bar when the stream is unsubscribed', () => {
    vi.useFakeTimers();
    const { source } = fakeSource('connected');
    const onBar = vi.fn();
    const feed = createLiveFeed(source);
    feed.subscribe({ symbol: 'BTC', period: DEFAULT_CHART_PERIOD, onBar });
    const push = source.live.mock.calls[0]?.[2];
    push?.(bar(1));
    push?.(bar(2));
    feed.unsubscribe();
    vi.advanceTimersByTime(LIVE_BAR_INTERVAL_MS);
    expect(onBar.mock.calls.map(([b]) => b.close)).toEqual([1]);
  });
});
