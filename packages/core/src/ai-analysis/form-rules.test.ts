import { describe, expect, it } from 'vitest';
import { AI_TEXTS, DEFAULT_SYMBOLS } from './catalog';
import {
  type AnalysisForm,
  analysisCreditCost,
  analysisFormError,
  capStrategyPicks,
  remainingCredits,
  strategyFormError,
  toggleCappedPick,
} from './form-rules';

const form: AnalysisForm = {
  symbol: 'BTC-USDT',
  interval: '15m',
  expertMode: true,
  selectedIndicators: ['rsi'],
  timeframes: ['1H'],
  customPrompt: '',
};

describe('analysis form rules (seed 001 §8)', () => {
  it('has the built-in lists of 10 crypto, 10 stock and 8 forex symbols', () => {
    expect([
      DEFAULT_SYMBOLS.crypto.length,
      DEFAULT_SYMBOLS.stock.length,
      DEFAULT_SYMBOLS.forex.length,
    ]).toEqual([10, 10, 8]);
  });

  it('checks the symbol, then the indicators, then the timeframes, then the instructions', () => {
    expect(analysisFormError(form)).toBeNull();
    const everythingWrong: AnalysisForm = {
      ...form,
      symbol: ' ',
      selectedIndicators: ['rsi', 'macd', 'ema', 'sma'],
      timeframes: ['1H', '4H', '1D'],
      customPrompt: 'x'.repeat(3001),
    };
    expect(analysisFormError(everythingWrong)).toBe('Please select a symbol');
    expect(analysisFormError({ ...everythingWrong, symbol: 'ETH-USDT' })).toBe(
      'Maximum 3 indicators allowed',
    );
    expect(analysisFormError({ ...everythingWrong, symbol: 'ETH-USDT', selectedIndicators: [] })).toBe(
      'Maximum 2 additional timeframes allowed',
    );
    expect(
      analysisFormError({ ...everythingWrong, symbol: 'ETH-USDT', selectedIndicators: [], timeframes: [] }),
    ).toBe(AI_TEXTS.customPromptTooLong);
    expect(analysisFormError({ ...form, customPrompt: 'x'.repeat(3000) })).toBeNull();
  });

  it('ignores expert picks when expert mode is off', () => {
    expect(analysisFormError({ ...form, expertMode: false, timeframes: ['1H', '4H', '1D'] })).toBeNull();
  });
});

describe('credits', () => {
  it('costs 1, plus 1 per extra timeframe in expert mode, plus 1 for news', () => {
    expect(
      analysisCreditCost({ expertMode: false, timeframes: ['1H', '4H'], analyzeRelatedNews: false }),
    ).toBe(1);
    expect(
      analysisCreditCost({ expertMode: true, timeframes: ['1H', '4H'], analyzeRelatedNews: false }),
    ).toBe(3);
    expect(analysisCreditCost({ expertMode: true, timeframes: ['1H'], analyzeRelatedNews: true })).toBe(3);
    expect(analysisCreditCost({ expertMode: false, timeframes: [], analyzeRelatedNews: true })).toBe(2);
  });

  it('never reports a negative remainder', () => {
    expect(remainingCredits(10, 4)).toBe(6);
    expect(remainingCredits(10, 12)).toBe(0);
  });
});

describe('strategy dialog rules', () => {
  it('ignores picks beyond the limits silently and toggles a picked one off', () => {
    expect(toggleCappedPick(['a', 'b', 'c'], 'd', 3)).toEqual(['a', 'b', 'c']);
    expect(toggleCappedPick(['a', 'b', 'c'], 'b', 3)).toEqual(['a', 'c']);
    expect(capStrategyPicks(['rsi', 'macd', 'ema', 'sma'], ['1H', '4H', '1D'])).toEqual({
      indicators: ['rsi', 'macd', 'ema'],
      timeframes: ['1H', '4H'],
    });
  });

  it('requires the name, then the strategy type', () => {
    expect(strategyFormError({ name: '', strategyType: '' })).toBe('Strategy name is required');
    expect(strategyFormError({ name: 'Mine', strategyType: '' })).toBe('Strategy type is required');
    expect(strategyFormError({ name: 'Mine', strategyType: 'Trend Following' })).toBeNull();
  });
});
