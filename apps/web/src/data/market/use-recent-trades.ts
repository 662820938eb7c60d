import { recentTrades } from '@nktkas/hyperliquid/api/info';
import { mergeRecentTrades, type RecentTrade } from '@pluto/core';
import { useEffect, useState } from 'react';
import { useExchangeSocket, useSocketStatus } from '../exchange/socket';
import { useExchangeTransport } from '../exchange/transport';
import { FEED_SUBSCRIBE_RETRY_MS } from '../timings';

export const RECENT_TRADES_ERROR = 'Failed to fetch trades';

export interface RecentTradesState {
  /** Newest first; undefined until the feed's first message (the recent history). */
  trades: readonly RecentTrade[] | undefined;
  /** The feed is (re)connecting. */
  connecting: boolean;
  error: string | undefined;
}

/**
 * The latest prints of `coin` (issue 20): the history from `/info recentTrades` (the feed sends
 * nothing on subscribing to a market without trades), then each print from the `trades` feed, merged
 * by trade id; the feed is retried 1 s after a failed subscribe, and the shared socket resubscribes
 * after a reconnect.
 */
export function useRecentTrades(coin: string): RecentTradesState {
  const socket = useExchangeSocket();
  const transport = useExchangeTransport();
  const status = useSocketStatus(socket);
  const [trades, setTrades] = useState<readonly RecentTrade[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    setTrades(undefined);
    setError(undefined);
    let active = true;
    const merge = (arrived: Parameters<typeof mergeRecentTrades>[1]) => {
      if (!active) return;
      setError(undefined);
      setTrades((shown) => mergeRecentTrades(shown ?? [], arrived));
    };
    const fail = (cause: unknown) => {
      if (!active) return;
      setError(
        cause instanceof Error && cause.message
          ? `${RECENT_TRADES_ERROR}: ${cause.message}`
          : RECENT_TRADES_ERROR,
      );
    };
    recentTrades({ transport }, { coin }).then(merge, fail);
    let unsubscribe: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscribe = () => {
      unsubscribe = socket.trades(
        { coin },
        {
          onData: merge,
          onError: (cause) => {
            fail(cause);
            unsubscribe?.();
            timer = setTimeout(subscribe, FEED_SUBSCRIBE_RETRY_MS);
          },
        },
      );
    };
    subscribe();
    return () => {
      active = false;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [socket, transport, coin]);

  return { trades, connecting: trades === undefined || status === 'closed', error };
}
