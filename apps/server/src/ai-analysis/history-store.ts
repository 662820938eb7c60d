import { AI_LIMITS, type AnalysisHistoryRow, type AnalysisResult } from '@pluto/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Keeps a signed-in wallet's analysis (seed 001 §3 history row); answers its id and time. */
export async function recordAnalysis(
  db: Kysely<Database>,
  wallet: string,
  result: Omit<AnalysisResult, 'id' | 'createdAt' | 'candles' | 'creditsRemaining'>,
): Promise<{ id: string; createdAt: Date }> {
  const row = await db
    .insertInto('ai_analysis_history')
    .values({
      user_id: wallet.toLowerCase(),
      symbol: result.symbol,
      market_type: result.marketType,
      interval: result.interval,
      strategy_type: result.strategyType,
      bias: result.bias,
      entry: result.entry,
      stop_loss: result.stopLoss,
      take_profit: result.takeProfit,
      confirmation_price: result.confirmationPrice,
      reasoning: result.reasoning,
      analysis: result.analysis,
      credits_used: result.creditsUsed,
      backtest: JSON.stringify(result.backtest),
      timeframes: JSON.stringify(result.timeframes),
      news: JSON.stringify(result.news),
      text_source: result.textSource,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at };
}

/** Seed 001 §7: the wallet's own latest 20 analyses, newest first. */
export async function latestAnalyses(db: Kysely<Database>, wallet: string): Promise<AnalysisHistoryRow[]> {
  const rows = await db
    .selectFrom('ai_analysis_history')
    .selectAll()
    .where('user_id', '=', wallet.toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AI_LIMITS.historyItems)
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
