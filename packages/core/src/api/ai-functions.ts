import * as v from 'valibot';
import {
  AI_INDICATOR_IDS,
  AI_INTERVALS,
  AI_LIMITS,
  AI_TEXTS,
  DEFAULT_AI_INTERVAL,
  DEFAULT_STRATEGY_TYPE,
  MARKET_TYPES,
  STRATEGY_TYPES,
} from '../ai-analysis/catalog';
import { ANALYSIS_BIASES } from '../ai-analysis/engine';
import { defineContract } from './function-contract';
import { requestObject, walletAddressField } from './request-fields';

/**
 * Seed 001 §7 gptchart-symbols, gptchart-analyze, manage-strategy and the ai_analysis_history read.
 * The caps (3 indicators, 2 timeframes, 3000 characters) are checked by the handler with the seed's
 * own texts in the seed's order (`analysisFormError`); the schemas only bound the sizes.
 */

function choice<const Options extends readonly [string, ...string[]]>(options: Options) {
  return v.picklist(options, `Invalid option: expected one of ${options.map((o) => `"${o}"`).join('|')}`);
}

const marketTypeField = choice(MARKET_TYPES);
const intervalField = choice(AI_INTERVALS);
const indicatorField = choice(AI_INDICATOR_IDS);
const strategyTypeField = choice(STRATEGY_TYPES);
/** Bounded so a huge list is refused for its size; the seed's caps are the handler's. */
const indicatorListField = v.pipe(v.array(indicatorField), v.maxLength(AI_INDICATOR_IDS.length));
const timeframeListField = v.pipe(v.array(intervalField), v.maxLength(AI_INTERVALS.length));
const symbolField = v.pipe(
  v.string(),
  v.maxLength(20),
  v.regex(/^[A-Za-z0-9./-]*$/, 'must be a symbol such as BTC-USDT'),
);
const promptField = v.pipe(
  v.string(),
  v.maxLength(AI_LIMITS.maxCustomPromptLength, AI_TEXTS.customPromptTooLong),
);

export const newsStatusSchema = v.object({
  available: v.boolean(),
  /** Why related news cannot be asked for (no provider configured), else null. */
  reason: v.nullable(v.string()),
});

export const gptchartSymbolsContract = defineContract({
  name: 'gptchart-symbols',
  request: requestObject({ marketType: marketTypeField }),
  response: v.object({
    symbols: v.array(v.string()),
    /** Where the list came from: the exchange's universe, the market-data provider, or the built-in list. */
    source: v.picklist(['exchange', 'provider', 'built-in']),
    news: newsStatusSchema,
  }),
});

const backtestSchema = v.object({
  candles: v.number(),
  signals: v.number(),
  resolved: v.number(),
  wins: v.number(),
  winRate: v.nullable(v.number()),
  averageR: v.nullable(v.number()),
  text: v.string(),
});

const timeframeVerdictSchema = v.object({
  interval: v.string(),
  bias: v.picklist(ANALYSIS_BIASES),
  facts: v.array(v.string()),
});

const candleSchema = v.object({
  t: v.number(),
  o: v.number(),
  h: v.number(),
  l: v.number(),
  c: v.number(),
  v: v.number(),
});

const headlineSchema = v.object({
  title: v.string(),
  url: v.string(),
  source: v.string(),
  publishedAt: v.string(),
});

/** Seed 001 §3 "AI analysis result", plus the backtest, the timeframes' verdicts and the candles drawn. */
export const analysisResultSchema = v.object({
  /** The history row's id (null for visitors, whose analyses are not kept). */
  id: v.nullable(v.string()),
  symbol: v.string(),
  marketType: marketTypeField,
  interval: intervalField,
  strategyType: strategyTypeField,
  bias: v.picklist(ANALYSIS_BIASES),
  entry: v.number(),
  stopLoss: v.nullable(v.number()),
  takeProfit: v.nullable(v.number()),
  confirmationPrice: v.nullable(v.number()),
  reasoning: v.string(),
  analysis: v.string(),
  creditsUsed: v.number(),
  /** Credits left today for the caller (wallet or visitor IP). */
  creditsRemaining: v.number(),
  backtest: backtestSchema,
  timeframes: v.array(timeframeVerdictSchema),
  /** The last candles of the main interval, for the chart of the levels (empty in history). */
  candles: v.array(candleSchema),
  news: v.array(headlineSchema),
  /** Who wrote the reasoning and analysis texts: the engine, or the configured LLM. */
  textSource: v.picklist(['engine', 'llm']),
  createdAt: v.string(),
});
export type AnalysisResult = v.InferOutput<typeof analysisResultSchema>;

export const gptchartAnalyzeContract = defineContract({
  name: 'gptchart-analyze',
  request: requestObject({
    marketType: marketTypeField,
    symbol: symbolField,
    interval: v.optional(intervalField, DEFAULT_AI_INTERVAL),
    expertMode: v.optional(v.boolean(), false),
    selectedIndicators: v.optional(indicatorListField, []),
    timeframes: v.optional(timeframeListField, []),
    customPrompt: v.optional(promptField, ''),
    analyzeRelatedNews: v.optional(v.boolean(), false),
    /** The loaded strategy's rule; without one the chosen indicators vote (Custom). */
    strategyType: v.optional(strategyTypeField, DEFAULT_STRATEGY_TYPE),
  }),
  response: analysisResultSchema,
});

/** What the strategy dialog saves (seed 001 §3 "Strategy"). */
export const strategyInputSchema = requestObject({
  name: v.pipe(
    v.string(AI_TEXTS.strategyNameRequired),
    v.trim(),
    v.minLength(1, AI_TEXTS.strategyNameRequired),
    v.maxLength(AI_LIMITS.maxStrategyNameLength),
  ),
  description: v.optional(v.pipe(v.string(), v.maxLength(AI_LIMITS.maxStrategyDescriptionLength)), ''),
  strategy_type: v.picklist(STRATEGY_TYPES, AI_TEXTS.strategyTypeRequired),
  market_type: v.optional(marketTypeField, 'crypto'),
  default_symbol: v.optional(symbolField, ''),
  default_interval: v.optional(intervalField, DEFAULT_AI_INTERVAL),
  /** Picks beyond 3 indicators and 2 timeframes are dropped silently (seed 001 §8). */
  indicators: v.optional(indicatorListField, []),
  timeframes: v.optional(timeframeListField, []),
  custom_prompt: v.optional(promptField, ''),
  analyze_news: v.optional(v.boolean(), false),
  is_active: v.optional(v.boolean(), true),
});
export type StrategyInput = v.InferInput<typeof strategyInputSchema>;

export const strategyRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  strategy_type: strategyTypeField,
  market_type: marketTypeField,
  default_symbol: v.string(),
  default_interval: intervalField,
  indicators: v.array(indicatorField),
  timeframes: v.array(intervalField),
  custom_prompt: v.string(),
  analyze_news: v.boolean(),
  is_active: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type StrategyRow = v.InferOutput<typeof strategyRowSchema>;

/** Seed 001 §7 manage-strategy, scoped to the signed-in wallet: another wallet's id is 'not found'. */
export const STRATEGY_ACTIONS = ['list', 'create', 'update', 'delete'] as const;

/**
 * Seed 001 §7 manage-strategy `{action, strategy, strategyId}`, scoped to the signed-in wallet
 * (`walletAddress` must be the session's): another wallet's id is 'Strategy not found'. Create needs
 * `strategy`, update both, delete the id (the handler says which is missing).
 */
export const manageStrategyContract = defineContract({
  name: 'manage-strategy',
  request: requestObject({
    walletAddress: walletAddressField,
    action: choice(STRATEGY_ACTIONS),
    strategy: v.optional(strategyInputSchema),
    strategyId: v.optional(v.pipe(v.string(), v.uuid('must be a strategy id'))),
  }),
  response: v.object({
    success: v.literal(true),
    strategies: v.optional(v.array(strategyRowSchema)),
    strategy: v.optional(strategyRowSchema),
  }),
});

/** Seed 001 §3 history row (snake_case as stored), with the backtest and timeframes it was made with. */
export const analysisHistoryRowSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  symbol: v.string(),
  market_type: marketTypeField,
  interval: intervalField,
  strategy_type: strategyTypeField,
  bias: v.picklist(ANALYSIS_BIASES),
  entry: v.number(),
  stop_loss: v.nullable(v.number()),
  take_profit: v.nullable(v.number()),
  confirmation_price: v.nullable(v.number()),
  reasoning: v.string(),
  analysis: v.string(),
  credits_used: v.number(),
  backtest: backtestSchema,
  timeframes: v.array(timeframeVerdictSchema),
  news: v.array(headlineSchema),
  text_source: v.picklist(['engine', 'llm']),
  created_at: v.string(),
});
export type AnalysisHistoryRow = v.InferOutput<typeof analysisHistoryRowSchema>;

/** A history row as the Analysis tab shows a result (its candles are not kept). */
export function historyRowToResult(row: AnalysisHistoryRow, creditsRemaining: number): AnalysisResult {
  return {
    id: row.id,
    symbol: row.symbol,
    marketType: row.market_type,
    interval: row.interval,
    strategyType: row.strategy_type,
    bias: row.bias,
    entry: row.entry,
    stopLoss: row.stop_loss,
    takeProfit: row.take_profit,
    confirmationPrice: row.confirmation_price,
    reasoning: row.reasoning,
    analysis: row.analysis,
    creditsUsed: row.credits_used,
    creditsRemaining,
    backtest: row.backtest,
    timeframes: row.timeframes,
    candles: [],
    news: row.news,
    textSource: row.text_source,
    createdAt: row.created_at,
  };
}

/** Seed 001 §7 "Read ai_analysis_history": the signed-in wallet's latest 20, newest first. */
export const aiAnalysisHistoryContract = defineContract({
  name: 'ai-analysis-history',
  request: requestObject({ walletAddress: walletAddressField }),
  response: v.object({ history: v.array(analysisHistoryRowSchema) }),
});
