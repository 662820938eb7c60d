/**
 * The data layer's timings from the specification: how long a query stays fresh, how often it is
 * polled, how the live feed recovers. Views never see them.
 */

/** Seed 000 §9: user state is polled every 15 s, only while the live feed is not open. */
export const USER_STATE_POLL_MS = 15_000;
/** Seed 000 §9: account state and active asset data are stale after 10 s. */
export const USER_STATE_STALE_MS = 10_000;

/** Seed 000 §9: the agent approval is fresh for 30 s, kept 5 min, retried twice 1 s apart. */
export const AGENT_APPROVAL_QUERY = {
  staleTime: 30_000,
  gcTime: 300_000,
  retry: 2,
  retryDelay: 1_000,
} as const;
/** Seed 000 §9: the builder-fee approval is fresh for 30 s, retried twice 1 s apart. */
export const BUILDER_FEE_QUERY = { staleTime: 30_000, retry: 2, retryDelay: 1_000 } as const;
/** Seed 000 §6, §9: admin status is cached 5 minutes and never retried. */
export const ADMIN_CHECK_QUERY = { staleTime: 300_000, gcTime: 300_000, retry: false } as const;
/** Seed 002 §9: admin lists stay fresh 5 minutes; a write refreshes them. */
export const ADMIN_LIST_QUERY = { staleTime: 300_000, retry: false } as const;

/** Seed 000 §9: a closed feed reconnects after 5 s. */
export const FEED_RECONNECT_DELAY_MS = 5_000;
/** The longest wait between two attempts of a feed that keeps failing to reconnect. */
export const FEED_RECONNECT_MAX_DELAY_MS = 60_000;

/**
 * The wait before reconnect attempt `failed` + 1: 5 s after a close (seed 000 §9), then doubling
 * while attempts keep failing (the exchange refusing the IP's connections past its limit, or down),
 * up to a minute, so tabs that share an address back off instead of spending its connection budget.
 */
export function feedReconnectDelay(failed: number): number {
  return Math.min(FEED_RECONNECT_DELAY_MS * 2 ** failed, FEED_RECONNECT_MAX_DELAY_MS);
}
/** Seed 000 §9: a failed subscribe is retried after 1 s. */
export const FEED_SUBSCRIBE_RETRY_MS = 1_000;

/** Seed 000 §7: after a trade, user state is invalidated and refetched 500 ms later. */
export const POST_TRADE_REFETCH_MS = 500;

/** Issue 23: a market's 24 h sparkline moves with hourly candles; refetched at most every 5 min. */
export const SPARKLINE_STALE_MS = 300_000;

/** Seed 001 §9: statistics and leaderboard stale after 30 s, refetched every 60 s, 2 retries 1 s apart. */
export const PLATFORM_STATS_QUERY = {
  staleTime: 30_000,
  refetchInterval: 60_000,
  retry: 2,
  retryDelay: 1_000,
} as const;

/** Seed 002 §9: pair queries are cached 5 minutes. */
export const SPOT_PAIR_QUERY = { staleTime: 300_000, gcTime: 300_000 } as const;
/** Seed 002 §7: per-token wallet balances are stale after 10 s. */
export const SPOT_BALANCE_STALE_MS = 10_000;
/** Seed 002 §7: price records refetch every 30 s and are stale after 15 s; price-volume after 20 s. */
export const TOKEN_PRICES_QUERY = { refetchInterval: 30_000, staleTime: 15_000 } as const;
export const TOKEN_PRICE_VOLUME_QUERY = { refetchInterval: 30_000, staleTime: 20_000 } as const;
/** Seed 002 §9: the token's transactions refetch every 30 s, 50 a page, at most 5 pages. */
export const TOKEN_TRANSACTIONS_QUERY = { refetchInterval: 30_000, maxPages: 5 } as const;
