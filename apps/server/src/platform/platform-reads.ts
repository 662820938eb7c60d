import type { LeaderboardRow, LiquidityPoolFigures, PlatformStats } from '@pluto/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What the statistics page reads: the latest `platform_stats` row and the latest LP figures. */

export async function latestLiquidityPoolFigures(db: Kysely<Database>): Promise<LiquidityPoolFigures | null> {
  const row = await db
    .selectFrom('liquidity_pool_figures')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    liquidityPoolInvestment: Number(row.liquidity_pool_investment),
    paidOutInvestments: Number(row.paid_out_investments),
    enteredBy: row.entered_by,
    enteredAt: row.entered_at.toISOString(),
  };
}

export async function latestPlatformStats(db: Kysely<Database>): Promise<PlatformStats | null> {
  const row = await db
    .selectFrom('platform_stats')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    dailyVolume: row.daily_volume,
    openInterest: row.open_interest,
    activeTraders: row.active_traders,
    totalVolume: row.total_volume,
    systemEarnings: row.system_earnings,
    liquidityPool: await latestLiquidityPoolFigures(db),
    lastUpdate: row.last_update.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

export async function readLeaderboard(
  db: Kysely<Database>,
): Promise<{ entries: LeaderboardRow[]; updatedAt: string | null }> {
  const rows = await db.selectFrom('leaderboard_entries').selectAll().orderBy('rank').execute();
  return {
    entries: rows.map((row) => ({
      rank: row.rank,
      ethAddress: row.eth_address,
      accountValue: row.account_value,
      pnl: row.pnl,
      vlm: row.vlm,
      nTrades: row.n_trades,
      roi: row.roi,
    })),
    updatedAt: rows[0]?.updated_at.toISOString() ?? null,
  };
}
