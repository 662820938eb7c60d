import { AI_TEXTS, capStrategyPicks, type StrategyInput, type StrategyRow } from '@pluto/core';
import type { Kysely, Selectable } from 'kysely';
import type { AiStrategiesTable, Database } from '../db/schema';
import { HttpError } from '../http/http-error';

type CheckedStrategy = Required<StrategyInput>;

function toRow(row: Selectable<AiStrategiesTable>): StrategyRow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    strategy_type: row.strategy_type,
    market_type: row.market_type,
    default_symbol: row.default_symbol,
    default_interval: row.default_interval,
    indicators: row.indicators,
    timeframes: row.timeframes,
    custom_prompt: row.custom_prompt,
    analyze_news: row.analyze_news,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The stored columns of a checked strategy, its picks capped silently (seed 001 §8). */
function columns(strategy: CheckedStrategy) {
  const picks = capStrategyPicks(strategy.indicators, strategy.timeframes);
  return {
    name: strategy.name,
    description: strategy.description,
    strategy_type: strategy.strategy_type,
    market_type: strategy.market_type,
    default_symbol: strategy.default_symbol,
    default_interval: strategy.default_interval,
    indicators: JSON.stringify(picks.indicators),
    timeframes: JSON.stringify(picks.timeframes),
    custom_prompt: strategy.custom_prompt,
    analyze_news: strategy.analyze_news,
    is_active: strategy.is_active,
  };
}

const MAX_STRATEGIES_PER_WALLET = 100;

/** A wallet's strategies, newest first. */
export async function listStrategies(db: Kysely<Database>, wallet: string): Promise<StrategyRow[]> {
  const rows = await db
    .selectFrom('ai_strategies')
    .selectAll()
    .where('wallet', '=', wallet.toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(MAX_STRATEGIES_PER_WALLET)
    .execute();
  return rows.map(toRow);
}

export async function createStrategy(
  db: Kysely<Database>,
  wallet: string,
  strategy: CheckedStrategy,
): Promise<StrategyRow> {
  const owner = wallet.toLowerCase();
  const { count } = await db
    .selectFrom('ai_strategies')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('wallet', '=', owner)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_STRATEGIES_PER_WALLET) {
    throw new HttpError(400, `A wallet keeps at most ${MAX_STRATEGIES_PER_WALLET} strategies`);
  }
  const row = await db
    .insertInto('ai_strategies')
    .values({ wallet: owner, ...columns(strategy) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRow(row);
}

/** Changes the wallet's own strategy; another wallet's id (or an unknown one) is 'Strategy not found'. */
export async function updateStrategy(
  db: Kysely<Database>,
  wallet: string,
  id: string,
  strategy: CheckedStrategy,
): Promise<StrategyRow> {
  const row = await db
    .updateTable('ai_strategies')
    .set({ ...columns(strategy), updated_at: new Date() })
    .where('id', '=', id)
    .where('wallet', '=', wallet.toLowerCase())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, AI_TEXTS.strategyNotFound);
  return toRow(row);
}

export async function deleteStrategy(db: Kysely<Database>, wallet: string, id: string): Promise<void> {
  const deleted = await db
    .deleteFrom('ai_strategies')
    .where('id', '=', id)
    .where('wallet', '=', wallet.toLowerCase())
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new HttpError(404, AI_TEXTS.strategyNotFound);
}
