import { AI_LIMITS, AI_TEXTS, type AiIndicatorId, type AiInterval, type StrategyType } from './catalog';

/** What the Analysis tab sends; the server checks it again in the same order. */
export interface AnalysisForm {
  symbol: string;
  interval: AiInterval;
  expertMode: boolean;
  selectedIndicators: readonly AiIndicatorId[];
  timeframes: readonly AiInterval[];
  customPrompt: string;
}

/**
 * Seed 001 §8 "AI analysis", in order: the symbol, the indicator cap, the timeframe cap, the custom
 * instructions' length. The first failure's text, or null when the form may be sent. Indicators,
 * timeframes and instructions count only in expert mode (the form hides them otherwise).
 */
export function analysisFormError(form: AnalysisForm): string | null {
  if (form.symbol.trim() === '') return AI_TEXTS.selectSymbol;
  if (!form.expertMode) return null;
  if (form.selectedIndicators.length > AI_LIMITS.maxIndicators) return AI_TEXTS.maxIndicators;
  if (form.timeframes.length > AI_LIMITS.maxTimeframes) return AI_TEXTS.maxTimeframes;
  if (form.customPrompt.length > AI_LIMITS.maxCustomPromptLength) return AI_TEXTS.customPromptTooLong;
  return null;
}

/**
 * Credits of one analysis (documented cost): 1 for the main interval, 1 per extra timeframe, 1 for
 * related news. Extra timeframes and news count only in expert mode / when asked for.
 */
export function analysisCreditCost(request: {
  expertMode: boolean;
  timeframes: readonly unknown[];
  analyzeRelatedNews: boolean;
}): number {
  const extraTimeframes = request.expertMode ? request.timeframes.length : 0;
  return 1 + extraTimeframes + (request.analyzeRelatedNews ? 1 : 0);
}

/** What one wallet (or, for visitors, one IP) may still spend today. */
export function remainingCredits(allowance: number, usedToday: number): number {
  return Math.max(0, allowance - usedToday);
}

export function creditLimitText(allowance: number, signedIn: boolean): string {
  const who = signedIn ? 'this wallet' : 'visitors without a wallet';
  return `Daily analysis credits used up: ${allowance} credits per day for ${who}. Try again tomorrow (UTC).`;
}

/** The strategy dialog's picks (seed 001 §8): picks beyond the limits are silently ignored. */
export function toggleCappedPick<T>(picked: readonly T[], item: T, max: number): T[] {
  if (picked.includes(item)) return picked.filter((entry) => entry !== item);
  return picked.length >= max ? [...picked] : [...picked, item];
}

/** The strategy's saved picks, cut to the limits (silently, as the dialog does). */
export function capStrategyPicks<I, T>(
  indicators: readonly I[],
  timeframes: readonly T[],
): { indicators: I[]; timeframes: T[] } {
  return {
    indicators: [...new Set(indicators)].slice(0, AI_LIMITS.maxIndicators),
    timeframes: [...new Set(timeframes)].slice(0, AI_LIMITS.maxTimeframes),
  };
}

/** Seed 001 §8: strategy name and strategy type are required, in that order. */
export function strategyFormError(form: { name: string; strategyType: StrategyType | '' }): string | null {
  if (form.name.trim() === '') return AI_TEXTS.strategyNameRequired;
  if (form.strategyType === '') return AI_TEXTS.strategyTypeRequired;
  return null;
}
