import { describe, expect, it } from 'vitest';
import { FUNCTION_CONTRACTS } from './function-registry';
import { parseRequest } from './request-fields';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('AI analysis contracts', () => {
  it('fills the analysis defaults: 15m, no expert picks, the Custom rule', () => {
    const parsed = parseRequest(FUNCTION_CONTRACTS['gptchart-analyze'].request, {
      marketType: 'crypto',
      symbol: 'BTC-USDT',
    });
    expect(parsed).toEqual({
      success: true,
      output: {
        marketType: 'crypto',
        symbol: 'BTC-USDT',
        interval: '15m',
        expertMode: false,
        selectedIndicators: [],
        timeframes: [],
        customPrompt: '',
        analyzeRelatedNews: false,
        strategyType: 'Custom',
      },
    });
  });

  it('names each malformed analysis field', () => {
    const parsed = parseRequest(FUNCTION_CONTRACTS['gptchart-analyze'].request, {
      marketType: 'bonds',
      symbol: 'BTC USDT',
      interval: '2h',
      selectedIndicators: ['rsi', 'vwap'],
      customPrompt: 'x'.repeat(3001),
    });
    expect(parsed.success).toBe(false);
    const error = parsed.success ? '' : parsed.error;
    expect(error).toContain('marketType: Invalid option: expected one of "crypto"|"stock"|"forex"');
    expect(error).toContain('symbol: must be a symbol such as BTC-USDT');
    expect(error).toContain('interval: Invalid option');
    expect(error).toContain('selectedIndicators.1: Invalid option');
    expect(error).toContain('customPrompt: Custom instructions must be at most 3000 characters');
  });

  it('checks a strategy: name and type required with the seed texts, defaults filled', () => {
    const contract = FUNCTION_CONTRACTS['manage-strategy'].request;
    const missing = parseRequest(contract, {
      walletAddress: address,
      action: 'create',
      strategy: { name: ' ' },
    });
    expect(missing.success ? '' : missing.error).toBe(
      'strategy.name: Strategy name is required; strategy.strategy_type: Strategy type is required',
    );
    const created = parseRequest(contract, {
      walletAddress: address,
      action: 'create',
      strategy: { name: 'Swing', strategy_type: 'Momentum Swing' },
    });
    expect(created).toEqual({
      success: true,
      output: {
        walletAddress: address,
        action: 'create',
        strategy: {
          name: 'Swing',
          description: '',
          strategy_type: 'Momentum Swing',
          market_type: 'crypto',
          default_symbol: '',
          default_interval: '15m',
          indicators: [],
          timeframes: [],
          custom_prompt: '',
          analyze_news: false,
          is_active: true,
        },
      },
    });
    const badId = parseRequest(contract, { walletAddress: address, action: 'delete', strategyId: '1; drop' });
    expect(badId.success ? '' : badId.error).toBe('strategyId: must be a strategy id');
  });
});
