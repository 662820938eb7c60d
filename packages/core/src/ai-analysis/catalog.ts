/**
 * Seed 001 §2 "AI Trading Analysis", §3 "Strategy", §9 "AI analysis": the area's lists, limits and
 * texts, shared by the page and the server.
 */

export const MARKET_TYPES = ['crypto', 'stock', 'forex'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];
export const MARKET_TYPE_LABEL: Readonly<Record<MarketType, string>> = {
  crypto: 'Crypto',
  stock: 'Stock',
  forex: 'Forex',
};

/** Built-in symbol lists (10 crypto, 10 stock, 8 forex), used when `gptchart-symbols` fails. */
export const DEFAULT_SYMBOLS: Readonly<Record<MarketType, readonly string[]>> = {
  crypto: [
    'BTC-USDT',
    'ETH-USDT',
    'SOL-USDT',
    'BNB-USDT',
    'XRP-USDT',
    'ADA-USDT',
    'DOGE-USDT',
    'AVAX-USDT',
    'DOT-USDT',
    'LINK-USDT',
  ],
  stock: ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'TSLA', 'NVDA', 'META', 'NFLX', 'AMD', 'JPM'],
  forex: ['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'USDCAD', 'USDCHF', 'NZDUSD', 'EURGBP'],
};

/** Choosing a market type resets the symbol to its first default (seed 001 §4). */
export const DEFAULT_SYMBOL_OF_MARKET: Readonly<Record<MarketType, string>> = {
  crypto: 'BTC-USDT',
  stock: 'AAPL',
  forex: 'EURUSD',
};

const CRYPTO_QUOTE = '-USDT';

/** The perp market of a crypto symbol: BTC-USDT → BTC. */
export function cryptoCoinOfSymbol(symbol: string): string {
  return symbol.endsWith(CRYPTO_QUOTE) ? symbol.slice(0, -CRYPTO_QUOTE.length) : symbol;
}

/** The crypto symbol the area shows for a perp market: BTC → BTC-USDT. */
export function cryptoSymbolOfCoin(coin: string): string {
  return `${coin}${CRYPTO_QUOTE}`;
}

export const AI_INTERVALS = ['1m', '5m', '15m', '30m', '1H', '4H', '1D', '1W', '1M'] as const;
export type AiInterval = (typeof AI_INTERVALS)[number];
export const DEFAULT_AI_INTERVAL: AiInterval = '15m';

const MINUTE_MS = 60_000;
/** Each interval's length (a month counted as 30 days, for simulated series and candle windows). */
export const AI_INTERVAL_MS: Readonly<Record<AiInterval, number>> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1H': 60 * MINUTE_MS,
  '4H': 240 * MINUTE_MS,
  '1D': 1_440 * MINUTE_MS,
  '1W': 10_080 * MINUTE_MS,
  '1M': 43_200 * MINUTE_MS,
};

const EXCHANGE_INTERVAL = {
  '1m': '1m',
  '5m': '5m',
  '15m': '15m',
  '30m': '30m',
  '1H': '1h',
  '4H': '4h',
  '1D': '1d',
  '1W': '1w',
  '1M': '1M',
} as const;

/** The exchange's candle interval text (Hyperliquid writes hours, days and weeks in lowercase). */
export function exchangeIntervalOf<I extends AiInterval>(interval: I): (typeof EXCHANGE_INTERVAL)[I] {
  return EXCHANGE_INTERVAL[interval];
}

/** The 12 indicators of expert mode, by id (seed 001 §9). */
export const AI_INDICATORS = [
  { id: 'sma', label: 'SMA' },
  { id: 'ema', label: 'EMA' },
  { id: 'ichimoku', label: 'Ichimoku' },
  { id: 'bollinger', label: 'Bollinger Bands' },
  { id: 'atr', label: 'ATR' },
  { id: 'rsi', label: 'RSI' },
  { id: 'macd', label: 'MACD' },
  { id: 'stochastic', label: 'Stochastic' },
  { id: 'adx', label: 'ADX' },
  { id: 'percentB', label: '%B' },
  { id: 'mfi', label: 'MFI' },
  { id: 'dpo', label: 'DPO' },
] as const;
export type AiIndicatorId = (typeof AI_INDICATORS)[number]['id'];
export const AI_INDICATOR_IDS = AI_INDICATORS.map((indicator) => indicator.id) as [
  AiIndicatorId,
  ...AiIndicatorId[],
];

/** Seed 001 §9: the 15 strategy types. */
export const STRATEGY_TYPES = [
  'Smart Money Concepts (SMC)',
  'Liquidity Sweep',
  'Pullback Retracement',
  'Scalping EMA',
  'Volatility Breakout',
  'Breakout Retest',
  'Squeeze Momentum',
  'Mean Reversion',
  'Momentum Swing',
  'Trend Following',
  'Trend Reversal',
  'Divergence Play',
  'Continuation Pattern',
  'Range Bound',
  'Custom',
] as const;
export type StrategyType = (typeof STRATEGY_TYPES)[number];
/** The rule an analysis runs when no strategy is loaded: a vote of the chosen indicators. */
export const DEFAULT_STRATEGY_TYPE: StrategyType = 'Custom';

export const AI_LIMITS = {
  maxIndicators: 3,
  maxTimeframes: 2,
  maxCustomPromptLength: 3000,
  maxStrategyNameLength: 100,
  maxStrategyDescriptionLength: 1000,
  /** Seed 001 §9: the quick-load list and the history list. */
  quickLoadStrategies: 5,
  historyItems: 20,
  /** Seed 001 §9: the symbol list is cached for 1 hour. */
  symbolCacheMs: 60 * 60 * 1000,
  /** The candles an analysis (and its backtest) reads per timeframe. */
  candles: 500,
} as const;

/** Seed 001 §5 and §8 "Analysis", "Strategy": the area's messages. */
export const AI_TEXTS = {
  selectSymbol: 'Please select a symbol',
  maxIndicators: 'Maximum 3 indicators allowed',
  maxTimeframes: 'Maximum 2 additional timeframes allowed',
  customPromptTooLong: 'Custom instructions must be at most 3000 characters',
  analysisSucceeded: 'Analysis completed successfully!',
  analysisFailed: 'Failed to analyze chart',
  noData: 'No data received from analysis',
  symbolsFailed: 'Failed to fetch symbols',
  strategyNameRequired: 'Strategy name is required',
  strategyTypeRequired: 'Strategy type is required',
  deleteStrategyConfirm: 'Delete this strategy?',
  strategyCreated: 'Strategy created successfully',
  strategyUpdated: 'Strategy updated successfully',
  strategyDeleted: 'Strategy deleted successfully',
  strategyCreateFailed: 'Failed to create strategy',
  strategyUpdateFailed: 'Failed to update strategy',
  strategyDeleteFailed: 'Failed to delete strategy',
  strategyLoaded: (name: string) => `Loaded strategy: ${name}`,
  strategyNotFound: 'Strategy not found',
  analysisNotFound: 'Analysis not found',
  compareComingSoon: 'Coming soon',
} as const;
