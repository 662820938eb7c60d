import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useLeaderboard, usePlatformStats } from '../../data';
import { useRuntimeConfig } from '../../lib/runtime-config';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** When a figure was computed, as the page prints it (local time, to the second). */
export function formatUpdateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/**
 * The statistics page's logic (seed 001 §2, §4, §9, issue 23): the latest statistics, the
 * leaderboard, the liquidity-pool link, and the trader whose positions are open (`?trader=`).
 */
export function useStatsScreen() {
  const stats = usePlatformStats();
  const leaderboard = useLeaderboard();
  const { links } = useRuntimeConfig();
  const [params, setParams] = useSearchParams();
  const requested = params.get('trader') ?? '';
  const trader = ADDRESS.test(requested) ? (requested as `0x${string}`) : undefined;
  const closeTrader = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('trader');
        return next;
      }),
    [setParams],
  );
  return { stats, leaderboard, investUrl: links.liquidityPool, trader, closeTrader };
}
