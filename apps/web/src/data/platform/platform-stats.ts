import { clearinghouseState } from '@nktkas/hyperliquid/api/info';
import { toTradingPositions } from '@pluto/core';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useExchangeTransport } from '../exchange/transport';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';
import { PLATFORM_STATS_QUERY, USER_STATE_STALE_MS } from '../timings';

/** Seed 001 §7: the latest platform statistics row (null before the server's first refresh). */
export function usePlatformStats() {
  const callFunction = useCallFunction();
  return useQuery({
    queryKey: queryKeys.platformStats,
    queryFn: async () => (await callFunction('platform-stats', {})).stats,
    ...PLATFORM_STATS_QUERY,
  });
}

/**
 * Seed 001 §4, §7: the top-traders leaderboard; when the first answer has no rows, the server is
 * asked once to compute it (`initialize-leaderboard`) and its rows go into the same query.
 */
export function useLeaderboard() {
  const callFunction = useCallFunction();
  const queryClient = useQueryClient();
  const board = useQuery({
    queryKey: queryKeys.leaderboard,
    queryFn: () => callFunction('leaderboard', {}),
    ...PLATFORM_STATS_QUERY,
  });
  const initialize = useMutation({
    mutationFn: () => callFunction('initialize-leaderboard', {}),
    onSuccess: (rows) => queryClient.setQueryData(queryKeys.leaderboard, rows),
  });
  const asked = useRef(false);
  const empty = board.data !== undefined && board.data.entries.length === 0;
  const { mutate } = initialize;
  useEffect(() => {
    if (!empty || asked.current) return;
    asked.current = true;
    mutate();
  }, [empty, mutate]);
  return { ...board, initializing: initialize.isPending };
}

/** Any trader's open positions, read-only (the leaderboard's trader view): public exchange data. */
export function useTraderPositions(trader: `0x${string}` | undefined) {
  const transport = useExchangeTransport();
  return useQuery({
    queryKey: queryKeys.traderPositions(trader),
    queryFn: trader
      ? async () => {
          const state = await clearinghouseState({ transport }, { user: trader });
          return {
            accountValue: Number(state.marginSummary.accountValue),
            positions: toTradingPositions(state),
          };
        }
      : skipToken,
    staleTime: USER_STATE_STALE_MS,
  });
}
