import { mergeRecentTrades, type RecentTrade } from '@pluto/core';
import { useEffect, useState } from 'react';
import { useExchangeSocket, useSocketStatus } from '../exchange/socket';
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
 * The latest prints of `coin` from the exchange's `trades` feed (issue 20): the first message is the
 * recent history, each later one the new prints; retried 1 s after a failed subscribe, and the shared
 * socket resubscribes after a reconnect.
 */
export function useRecentTrades(coin: string): RecentTradesState {
  const socket = useExchangeSocket();
  const status = useSocketStatus(socket);
  const [trades, setTrades] = useState<readonly RecentTrade[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    setTrades(undefined);
    setError(undefined);
    let unsubscribe: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscribe = () => {
      unsubscribe = socket.trades(
        { coin },
        {
          onData: (arrived) => {
            setError(undefined);
            setTrades((shown) => mergeRecentTrades(shown ?? [], arrived));
          },
          onError: (cause) => {
            setError(
              cause instanceof Error && cause.message
                ? `${RECENT_TRADES_ERROR}: ${cause.message}`
                : RECENT_TRADES_ERROR,
            );
            unsubscribe?.();
            timer = setTimeout(subscribe, FEED_SUBSCRIBE_RETRY_MS);
          },
        },
      );
    };
    subscribe();
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [socket, coin]);

  return { trades, connecting: trades === undefined || status === 'closed', error };
}
