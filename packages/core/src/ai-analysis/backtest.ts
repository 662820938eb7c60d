import type { AiIndicatorId } from './catalog';
import type { IndicatorSeries } from './indicators';
import { type TradeLevels, tradeLevels } from './levels';
import type { StrategyRule } from './strategies';

export interface BacktestResult {
  /** Candles the rule was read on. */
  candles: number;
  /** Trades the rule opened (one at a time: a new signal counts only once the last trade ended). */
  signals: number;
  /** Trades that reached their take profit or stop loss before the series ended. */
  resolved: number;
  wins: number;
  /** wins / resolved; null with nothing resolved. */
  winRate: number | null;
  /** Mean R multiple of the resolved trades (a loss is −1 R); null with nothing resolved. */
  averageR: number | null;
}

/** Where a trade opened at candle `i` ends and its R multiple (null while still open at the end). */
function followTrade(
  series: IndicatorSeries,
  i: number,
  levels: TradeLevels,
  direction: 1 | -1,
): { exit: number; r: number | null } {
  const risk = Math.abs(levels.entry - levels.stopLoss);
  for (let j = i + 1; j < series.length; j++) {
    const stopped =
      direction === 1 ? series.low.at(j) <= levels.stopLoss : series.high.at(j) >= levels.stopLoss;
    if (stopped) return { exit: j, r: -1 };
    const target =
      direction === 1 ? series.high.at(j) >= levels.takeProfit : series.low.at(j) <= levels.takeProfit;
    if (target) return { exit: j, r: Math.abs(levels.takeProfit - levels.entry) / risk };
  }
  return { exit: series.length, r: null };
}

/**
 * The strategy's rule replayed over the series: at each candle after its warm-up with no trade
 * open, a signal opens a trade at that close with the rule's levels; each later candle closes it at
 * the stop loss when its low (Buy) or high (Sell) reaches it, else at the take profit when its high
 * (low) reaches that. A candle touching both counts as a loss (the order inside it is unknown, so
 * the cautious reading). Trades still open at the end are counted as signals only.
 */
export function backtestRule(
  series: IndicatorSeries,
  rule: StrategyRule,
  interval: string,
  indicators: readonly AiIndicatorId[],
): BacktestResult {
  const start = Math.max(rule.warmup, 1);
  let signals = 0;
  let wins = 0;
  let resolved = 0;
  let totalR = 0;
  let i = start;
  while (i < series.length) {
    const { direction } = rule.evaluate({ series, index: i, interval, indicators });
    if (direction === 0 || !(series.atr.at(i) > 0)) {
      i++;
      continue;
    }
    signals++;
    const trade = followTrade(series, i, tradeLevels(series, i, direction, rule.levels), direction);
    if (trade.r !== null) {
      resolved++;
      totalR += trade.r;
      if (trade.r > 0) wins++;
    }
    i = trade.exit + 1;
  }
  return {
    candles: Math.max(0, series.length - start),
    signals,
    resolved,
    wins,
    winRate: resolved > 0 ? wins / resolved : null,
    averageR: resolved > 0 ? totalR / resolved : null,
  };
}

export function backtestSummary(result: BacktestResult, interval: string): string {
  if (result.signals === 0) return `Backtest: no signal on the last ${result.candles} ${interval} candles.`;
  const rate =
    result.winRate === null
      ? 'none resolved yet'
      : `${(result.winRate * 100).toFixed(0)} % reached take profit before stop loss`;
  const r =
    result.averageR === null
      ? ''
      : `, average ${result.averageR >= 0 ? '+' : ''}${result.averageR.toFixed(2)} R`;
  return `Backtest on the last ${result.candles} ${interval} candles: ${result.signals} signal${result.signals === 1 ? '' : 's'}, ${rate}${r}.`;
}
