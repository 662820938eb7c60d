import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';
import { createFakeSocket, DataTestProviders } from '../testing';
import { useRecentTrades } from './use-recent-trades';

const print = (tid: number, time: number, side: 'B' | 'A') => ({
  coin: 'BTC',
  side,
  px: '100000.0',
  sz: '0.01',
  time,
  hash: '0x00',
  tid,
  users: ['0x0000000000000000000000000000000000000001', '0x0000000000000000000000000000000000000002'],
});

function renderTrades(coin = 'BTC') {
  const fake = createFakeSocket();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataTestProviders config={exchangeTestConfig} socket={fake.socket}>
      {children}
    </DataTestProviders>
  );
  const hook = renderHook(({ market }) => useRecentTrades(market), {
    wrapper,
    initialProps: { market: coin },
  });
  return { fake, ...hook };
}

/** The exchange's `/info recentTrades`: `history` per coin (none unless a test says). */
let history: Record<string, ReturnType<typeof print>[]>;
beforeEach(() => {
  history = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { type?: string; coin?: string };
      const answer = body.type === 'recentTrades' ? (history[body.coin ?? ''] ?? []) : null;
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('useRecentTrades', () => {
  it('shows the history from /info, and that there is none, though the feed sends nothing', async () => {
    history.BTC = [print(4, 4000, 'A')];
    const { result, rerender } = renderTrades();
    await waitFor(() => expect(result.current.trades?.map((t) => t.tid)).toEqual([4]));
    rerender({ market: 'ETH' });
    await waitFor(() => expect(result.current.trades).toEqual([]));
  });

  it('subscribes the coin’s trades and shows the history, then each new print on top', () => {
    const { fake, result } = renderTrades();
    const feed = fake.active('trades')[0];
    expect(feed?.params).toEqual({ coin: 'BTC' });
    expect(result.current).toMatchObject({ trades: undefined, connecting: true });
    act(() => feed?.handlers.onData([print(1, 1000, 'A'), print(2, 2000, 'B')]));
    expect(result.current.trades?.map((t) => [t.tid, t.side])).toEqual([
      [2, 'buy'],
      [1, 'sell'],
    ]);
    expect(result.current.connecting).toBe(false);
    act(() => feed?.handlers.onData([print(3, 3000, 'A')]));
    expect(result.current.trades?.map((t) => t.tid)).toEqual([3, 2, 1]);
  });

  it('starts afresh on another coin', () => {
    const { fake, result, rerender } = renderTrades();
    act(() => fake.active('trades')[0]?.handlers.onData([print(1, 1000, 'A')]));
    rerender({ market: 'ETH' });
    expect(fake.active('trades').map((s) => s.params)).toEqual([{ coin: 'ETH' }]);
    expect(result.current.trades).toBeUndefined();
  });

  it('reports a failed subscription and retries it', () => {
    vi.useFakeTimers();
    try {
      const { fake, result } = renderTrades();
      act(() => fake.active('trades')[0]?.handlers.onError?.(new Error('closed')));
      expect(result.current.error).toBe('Failed to fetch trades: closed');
      act(() => vi.advanceTimersByTime(1000));
      expect(fake.active('trades')).toHaveLength(1);
      expect(fake.subscriptions.filter((s) => s.method === 'trades')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
