import {
  aiAnalysisHistoryContract,
  gptchartAnalyzeContract,
  gptchartSymbolsContract,
  manageStrategyContract,
} from '@pluto/core';
import { latestAnalyses } from '../ai-analysis/history-store';
import {
  createStrategy,
  deleteStrategy,
  listStrategies,
  updateStrategy,
} from '../ai-analysis/strategies-store';
import { HttpError } from '../http/http-error';
import { defineFunction } from './function-definition';

/** Seed 001 §7 gptchart-symbols: public; the news option's availability rides along. */
export const gptchartSymbols = defineFunction(gptchartSymbolsContract, {
  access: 'public',
  async handle({ marketType }, { aiAnalysis }) {
    return { ...(await aiAnalysis.symbols(marketType)), news: aiAnalysis.newsStatus() };
  },
});

/**
 * Seed 001 §7 gptchart-analyze: public (visitors use Analysis); a signed-in caller pays from the
 * wallet's allowance and gets the analysis kept in its history, a visitor from the IP's.
 */
export const gptchartAnalyze = defineFunction(gptchartAnalyzeContract, {
  access: 'public',
  handle: (body, { aiAnalysis }, { session, ip }) =>
    aiAnalysis.analyze(body, { wallet: session?.address ?? null, ip }),
});

function required<T>(value: T | undefined, field: string, action: string): T {
  if (value === undefined)
    throw new HttpError(400, `Invalid request: ${field} is required to ${action} a strategy`);
  return value;
}

/** Seed 001 §7 manage-strategy: the signed-in wallet's own strategies only. */
export const manageStrategy = defineFunction(manageStrategyContract, {
  access: 'wallet',
  actingWallet: (body) => body.walletAddress,
  async handle({ walletAddress, action, strategy, strategyId }, { db }) {
    switch (action) {
      case 'list':
        return { success: true as const, strategies: await listStrategies(db, walletAddress) };
      case 'create':
        return {
          success: true as const,
          strategy: await createStrategy(db, walletAddress, required(strategy, 'strategy', action)),
        };
      case 'update':
        return {
          success: true as const,
          strategy: await updateStrategy(
            db,
            walletAddress,
            required(strategyId, 'strategyId', action),
            required(strategy, 'strategy', action),
          ),
        };
      case 'delete':
        await deleteStrategy(db, walletAddress, required(strategyId, 'strategyId', action));
        return { success: true as const };
    }
  },
});

/** Seed 001 §7 "Read ai_analysis_history": the signed-in wallet's latest 20, newest first. */
export const aiAnalysisHistory = defineFunction(aiAnalysisHistoryContract, {
  access: 'wallet',
  actingWallet: (body) => body.walletAddress,
  async handle({ walletAddress }, { db }) {
    return { history: await latestAnalyses(db, walletAddress) };
  },
});
