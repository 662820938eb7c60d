import {
  AI_LIMITS,
  AI_TEXTS,
  type AiIndicatorId,
  type AiInterval,
  DEFAULT_AI_INTERVAL,
  DEFAULT_STRATEGY_TYPE,
  DEFAULT_SYMBOL_OF_MARKET,
  type MarketType,
  type StrategyType,
} from './catalog';

/** The Analysis tab's form: only what the trader chose. */
export interface AnalysisFormState {
  marketType: MarketType;
  symbol: string;
  interval: AiInterval;
  expertMode: boolean;
  selectedIndicators: AiIndicatorId[];
  timeframes: AiInterval[];
  customPrompt: string;
  analyzeRelatedNews: boolean;
  /** The loaded strategy's rule (Custom when none is loaded). */
  strategyType: StrategyType;
  /** The loaded strategy's name, shown above the form. */
  strategyName: string | null;
}

/** What loading a strategy takes from it (seed 001 §3 "Strategy"). */
export interface LoadableStrategy {
  name: string;
  strategy_type: StrategyType;
  market_type: MarketType;
  default_symbol: string;
  default_interval: AiInterval;
  indicators: readonly AiIndicatorId[];
  timeframes: readonly AiInterval[];
  custom_prompt: string;
  analyze_news: boolean;
}

export type AnalysisFormAction =
  | { type: 'setMarketType'; marketType: MarketType }
  | { type: 'setSymbol'; symbol: string }
  | { type: 'setInterval'; interval: AiInterval }
  | { type: 'setExpertMode'; expertMode: boolean }
  | { type: 'toggleIndicator'; indicator: AiIndicatorId }
  | { type: 'toggleTimeframe'; timeframe: AiInterval }
  | { type: 'setCustomPrompt'; text: string }
  | { type: 'setNews'; analyzeRelatedNews: boolean }
  | { type: 'loadStrategy'; strategy: LoadableStrategy };

export const INITIAL_ANALYSIS_FORM: AnalysisFormState = {
  marketType: 'crypto',
  symbol: DEFAULT_SYMBOL_OF_MARKET.crypto,
  interval: DEFAULT_AI_INTERVAL,
  expertMode: false,
  selectedIndicators: [],
  timeframes: [],
  customPrompt: '',
  analyzeRelatedNews: false,
  strategyType: DEFAULT_STRATEGY_TYPE,
  strategyName: null,
};

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

/**
 * Seed 001 §4: a market type resets the symbol to its default; loading a strategy fills the form and
 * turns expert mode on. A pick beyond a cap is refused here (`analysisPickError` names it).
 */
export function analysisFormReducer(state: AnalysisFormState, action: AnalysisFormAction): AnalysisFormState {
  switch (action.type) {
    case 'setMarketType':
      return { ...state, marketType: action.marketType, symbol: DEFAULT_SYMBOL_OF_MARKET[action.marketType] };
    case 'setSymbol':
      return { ...state, symbol: action.symbol };
    case 'setInterval':
      return { ...state, interval: action.interval };
    case 'setExpertMode':
      return { ...state, expertMode: action.expertMode };
    case 'toggleIndicator':
      if (analysisPickError(state, action)) return state;
      return { ...state, selectedIndicators: toggle(state.selectedIndicators, action.indicator) };
    case 'toggleTimeframe':
      if (analysisPickError(state, action)) return state;
      return { ...state, timeframes: toggle(state.timeframes, action.timeframe) };
    case 'setCustomPrompt':
      return { ...state, customPrompt: action.text.slice(0, AI_LIMITS.maxCustomPromptLength) };
    case 'setNews':
      return { ...state, analyzeRelatedNews: action.analyzeRelatedNews };
    case 'loadStrategy': {
      const { strategy } = action;
      return {
        marketType: strategy.market_type,
        symbol: strategy.default_symbol || DEFAULT_SYMBOL_OF_MARKET[strategy.market_type],
        interval: strategy.default_interval,
        expertMode: true,
        selectedIndicators: strategy.indicators.slice(0, AI_LIMITS.maxIndicators),
        timeframes: strategy.timeframes.slice(0, AI_LIMITS.maxTimeframes),
        customPrompt: strategy.custom_prompt,
        analyzeRelatedNews: strategy.analyze_news,
        strategyType: strategy.strategy_type,
        strategyName: strategy.name,
      };
    }
  }
}

/** The seed's text for a pick past its cap (the 4th indicator, the 3rd extra timeframe), else null. */
export function analysisPickError(state: AnalysisFormState, action: AnalysisFormAction): string | null {
  if (action.type === 'toggleIndicator') {
    const adding = !state.selectedIndicators.includes(action.indicator);
    return adding && state.selectedIndicators.length >= AI_LIMITS.maxIndicators
      ? AI_TEXTS.maxIndicators
      : null;
  }
  if (action.type === 'toggleTimeframe') {
    const adding = !state.timeframes.includes(action.timeframe);
    return adding && state.timeframes.length >= AI_LIMITS.maxTimeframes ? AI_TEXTS.maxTimeframes : null;
  }
  return null;
}
