import {
  initializeLeaderboardContract,
  leaderboardContract,
  liquidityPoolFormErrors,
  platformStatsContract,
  setLiquidityPoolFiguresContract,
} from '@pluto/core';
import { HttpError } from '../http/http-error';
import { PlatformIndexer } from '../platform/platform-indexer';
import { latestLiquidityPoolFigures, latestPlatformStats, readLeaderboard } from '../platform/platform-reads';
import { defineFunction } from './function-definition';

/** Seed 001 §7: the latest platform statistics (public, as the page is). */
export const platformStats = defineFunction(platformStatsContract, {
  access: 'public',
  handle: async (_body, { db }) => ({ stats: await latestPlatformStats(db) }),
});

/** Seed 001 §7: the top-50 leaderboard rows by account value. */
export const leaderboard = defineFunction(leaderboardContract, {
  access: 'public',
  handle: (_body, { db }) => readLeaderboard(db),
});

/** Seed 001 §4, §7: computes the leaderboard when it has no rows; concurrent calls share one computation. */
export const initializeLeaderboard = defineFunction(initializeLeaderboardContract, {
  access: 'public',
  async handle(_body, { db, exchange }) {
    await new PlatformIndexer({ db, info: exchange.info }).initializeLeaderboard();
    return readLeaderboard(db);
  },
});

/** Issue 23: the liquidity-pool product's figures, entered by an admin; every entry is kept with who and when. */
export const setLiquidityPoolFigures = defineFunction(setLiquidityPoolFiguresContract, {
  access: 'admin',
  actingWallet: (body) => body.walletAddress,
  async handle({ walletAddress, liquidityPoolInvestment, paidOutInvestments }, { db, logger }) {
    // The admin form's rule (core), checked again here: USD amounts with at most cents.
    const errors = liquidityPoolFormErrors({ liquidityPoolInvestment, paidOutInvestments });
    const [field, error] = Object.entries(errors)[0] ?? [];
    if (error) throw new HttpError(400, `${field}: ${error}`);
    await db
      .insertInto('liquidity_pool_figures')
      .values({
        liquidity_pool_investment: liquidityPoolInvestment,
        paid_out_investments: paidOutInvestments,
        entered_by: walletAddress.toLowerCase(),
      })
      .execute();
    logger.info({ by: walletAddress.toLowerCase() }, 'liquidity-pool figures entered');
    const figures = await latestLiquidityPoolFigures(db);
    if (!figures) throw new Error('liquidity-pool figures not stored');
    return figures;
  },
});
