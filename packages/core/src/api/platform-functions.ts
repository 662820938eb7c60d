import * as v from 'valibot';
import { defineContract } from './function-contract';
import { decimalAmountField, requestObject, walletAddressField } from './request-fields';

/**
 * The platform statistics and the top-traders leaderboard (seed 001 §3, §4, §7, issue 23): figures
 * the server's platform-activity indexer computes from the platform users' real fills and accounts.
 */

const figure = v.pipe(v.number(), v.finite());
const isoTime = v.pipe(v.string(), v.isoTimestamp());

/** The liquidity-pool figures an admin entered, with who entered them and when. */
const liquidityPoolFigures = v.object({
  liquidityPoolInvestment: figure,
  paidOutInvestments: figure,
  enteredBy: v.string(),
  enteredAt: isoTime,
});
export type LiquidityPoolFigures = v.InferOutput<typeof liquidityPoolFigures>;

/** One `platform_stats` row (seed 001 §3) as the page reads it; system earnings are real builder fees. */
const platformStats = v.object({
  dailyVolume: figure,
  openInterest: figure,
  activeTraders: v.pipe(v.number(), v.integer()),
  totalVolume: figure,
  systemEarnings: figure,
  /** Absent until an admin enters them. */
  liquidityPool: v.nullable(liquidityPoolFigures),
  lastUpdate: isoTime,
  createdAt: isoTime,
});
export type PlatformStats = v.InferOutput<typeof platformStats>;

/** The latest `platform_stats` row; null before the indexer's first refresh. */
export const platformStatsContract = defineContract({
  name: 'platform-stats',
  request: requestObject({}),
  response: v.object({ stats: v.nullable(platformStats) }),
});

const leaderboardRow = v.object({
  rank: v.pipe(v.number(), v.integer()),
  ethAddress: v.string(),
  accountValue: figure,
  pnl: figure,
  vlm: figure,
  nTrades: v.pipe(v.number(), v.integer()),
  roi: figure,
});
export type LeaderboardRow = v.InferOutput<typeof leaderboardRow>;

const leaderboard = v.object({
  /** Up to 50 rows by account value, largest first. */
  entries: v.array(leaderboardRow),
  /** When the rows were computed; null when there are none. */
  updatedAt: v.nullable(isoTime),
});

/** Seed 001 §7: the `leaderboard_entries` rows (top 50 by account value). */
export const leaderboardContract = defineContract({
  name: 'leaderboard',
  request: requestObject({}),
  response: leaderboard,
});

/**
 * Seed 001 §4, §7: called once by the page when there are no rows; computes the leaderboard at once.
 * Safe to call concurrently: one computation, one set of rows.
 */
export const initializeLeaderboardContract = defineContract({
  name: 'initialize-leaderboard',
  request: requestObject({}),
  response: leaderboard,
});

/** Issue 23: the external liquidity-pool product's figures, entered by an admin. */
export const setLiquidityPoolFiguresContract = defineContract({
  name: 'set-liquidity-pool-figures',
  request: requestObject({
    walletAddress: walletAddressField,
    liquidityPoolInvestment: decimalAmountField,
    paidOutInvestments: decimalAmountField,
  }),
  response: liquidityPoolFigures,
});
