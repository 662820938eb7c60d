import {
  AI_INTERVAL_MS,
  type AiInterval,
  type AnalysisCandle,
  DEFAULT_SYMBOLS,
  type MarketType,
} from '@pluto/core';

/**
 * The devnet's stock and forex candles: seeded simulated series for the built-in symbols, in the
 * spirit of the devnet's perp prices (random log-price shocks scaled to an annual volatility).
 *
 * Model: the log price is an Ornstein-Uhlenbeck process around the symbol's reference price,
 *   x(k) = φ·x(k−1) + σ·√(dt)·Z(k),   price(k) = reference · e^x(k),   φ = 0.995 per candle,
 * where Z(k) is a standard normal drawn from a hash of (symbol, interval, k), k the candle's index
 * since the epoch. Every candle is therefore fixed once its period has started: two calls, or two
 * servers, see the same history. The process is started 1,500 candles before the window (φ^1500 ≈
 * 0.05 % of any earlier state is left), so a window costs a few thousand hashes. Open, high, low
 * and volume come from more draws of the same hash.
 */

const REFERENCE_PRICE: Readonly<Record<string, number>> = {
  AAPL: 230,
  MSFT: 420,
  GOOGL: 170,
  AMZN: 190,
  TSLA: 250,
  NVDA: 130,
  META: 560,
  NFLX: 700,
  AMD: 150,
  JPM: 220,
  EURUSD: 1.08,
  GBPUSD: 1.27,
  USDJPY: 150,
  AUDUSD: 0.66,
  USDCAD: 1.36,
  USDCHF: 0.88,
  NZDUSD: 0.6,
  EURGBP: 0.85,
};

/** Rough realised annual volatility: single stocks 30 %, major currency pairs 8 %. */
const ANNUAL_VOLATILITY: Readonly<Record<Exclude<MarketType, 'crypto'>, number>> = {
  stock: 0.3,
  forex: 0.08,
};
const YEAR_MS = 365 * 86_400_000;
const MEAN_REVERSION = 0.995;
const BURN_IN = 1_500;

export function isSimulatedSymbol(marketType: MarketType, symbol: string): boolean {
  return marketType !== 'crypto' && DEFAULT_SYMBOLS[marketType].includes(symbol);
}

/** A 32-bit hash (FNV-1a then a murmur finaliser) of the symbol, the interval, the candle and the draw. */
function hash(key: string, index: number, draw: number): number {
  let h = 0x811c9dc5;
  for (const ch of `${key}:${index}:${draw}`) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** A standard normal from two of the candle's uniforms (Box-Muller). */
function normal(key: string, index: number, draw: number): number {
  const u = 1 - hash(key, index, draw);
  const w = hash(key, index, draw + 1);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * w);
}

/** The last `count` candles of `symbol` up to the one open at `now`. */
export function simulatedCandles(
  marketType: Exclude<MarketType, 'crypto'>,
  symbol: string,
  interval: AiInterval,
  count: number,
  now: number,
): AnalysisCandle[] {
  const reference = REFERENCE_PRICE[symbol];
  if (reference === undefined) throw new Error(`${symbol} has no simulated series`);
  const spanMs = AI_INTERVAL_MS[interval];
  const sigma = ANNUAL_VOLATILITY[marketType] * Math.sqrt(spanMs / YEAR_MS);
  const key = `${symbol}/${interval}`;
  const last = Math.floor(now / spanMs);
  const first = last - count + 1;
  let x = 0;
  for (let k = first - BURN_IN; k < first; k++) x = MEAN_REVERSION * x + sigma * normal(key, k, 0);
  const candles: AnalysisCandle[] = [];
  for (let k = first; k <= last; k++) {
    const open = reference * Math.exp(x);
    x = MEAN_REVERSION * x + sigma * normal(key, k, 0);
    const close = reference * Math.exp(x);
    const wick = (draw: number) => Math.exp(Math.abs(normal(key, k, draw)) * sigma * 0.5);
    candles.push({
      t: k * spanMs,
      o: open,
      h: Math.max(open, close) * wick(2),
      l: Math.min(open, close) / wick(4),
      c: close,
      v: Math.round(1_000 + 9_000 * hash(key, k, 6)),
    });
  }
  return candles;
}
