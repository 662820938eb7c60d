import { describe, expect, it } from 'vitest';
import { analysisFormReducer, analysisPickError, INITIAL_ANALYSIS_FORM } from './analysis-form';

describe('the Analysis tab form', () => {
  it('resets the symbol when the market type changes (seed 001 §4)', () => {
    const stock = analysisFormReducer(INITIAL_ANALYSIS_FORM, { type: 'setMarketType', marketType: 'stock' });
    expect(stock.symbol).toBe('AAPL');
    expect(analysisFormReducer(stock, { type: 'setMarketType', marketType: 'forex' }).symbol).toBe('EURUSD');
    expect(analysisFormReducer(stock, { type: 'setMarketType', marketType: 'crypto' }).symbol).toBe(
      'BTC-USDT',
    );
  });

  it('refuses a 4th indicator and a 3rd timeframe with the seed texts, and toggles picks off', () => {
    let state = INITIAL_ANALYSIS_FORM;
    for (const indicator of ['rsi', 'macd', 'ema'] as const) {
      state = analysisFormReducer(state, { type: 'toggleIndicator', indicator });
    }
    const fourth = { type: 'toggleIndicator', indicator: 'sma' } as const;
    expect(analysisPickError(state, fourth)).toBe('Maximum 3 indicators allowed');
    expect(analysisFormReducer(state, fourth)).toBe(state);
    state = analysisFormReducer(state, { type: 'toggleIndicator', indicator: 'rsi' });
    expect(state.selectedIndicators).toEqual(['macd', 'ema']);
    state = analysisFormReducer(state, { type: 'toggleTimeframe', timeframe: '1H' });
    state = analysisFormReducer(state, { type: 'toggleTimeframe', timeframe: '4H' });
    expect(analysisPickError(state, { type: 'toggleTimeframe', timeframe: '1D' })).toBe(
      'Maximum 2 additional timeframes allowed',
    );
    expect(
      analysisFormReducer(state, { type: 'setCustomPrompt', text: 'x'.repeat(3100) }).customPrompt,
    ).toHaveLength(3000);
  });

  it('loads a strategy: fills the form and turns expert mode on', () => {
    const loaded = analysisFormReducer(INITIAL_ANALYSIS_FORM, {
      type: 'loadStrategy',
      strategy: {
        name: 'Swing',
        strategy_type: 'Momentum Swing',
        market_type: 'forex',
        default_symbol: 'GBPUSD',
        default_interval: '4H',
        indicators: ['rsi', 'macd'],
        timeframes: ['1D'],
        custom_prompt: 'Be brief',
        analyze_news: false,
      },
    });
    expect(loaded).toEqual({
      marketType: 'forex',
      symbol: 'GBPUSD',
      interval: '4H',
      expertMode: true,
      selectedIndicators: ['rsi', 'macd'],
      timeframes: ['1D'],
      customPrompt: 'Be brief',
      analyzeRelatedNews: false,
      strategyType: 'Momentum Swing',
      strategyName: 'Swing',
    });
  });
});
