import type { IndicatorSeries } from './indicators';
import type { Direction, StrategyLevels } from './strategies';

export interface TradeLevels {
  entry: number;
  stopLoss: number;
  takeProfit: number;
  confirmationPrice: number;
}

/** A price with 5 significant figures (the exchange's price precision), so a setup can be ordered as is. */
export function roundLevel(price: number): number {
  return Number(price.toPrecision(5));
}

/**
 * Entry at the close; the stop `stopAtr` × ATR beyond the entry (or beyond the candle's extreme);
 * the target `rewardRisk` × the risk on the other side; confirmation at the candle's high (Buy) or
 * low (Sell). Unrounded: the backtest works on exact figures.
 */
export function tradeLevels(
  s: IndicatorSeries,
  i: number,
  direction: Exclude<Direction, 0>,
  levels: StrategyLevels,
): TradeLevels {
  const entry = s.close.at(i);
  const buffer = levels.stopAtr * s.atr.at(i);
  const stopBase = levels.stopAt === 'candle' ? (direction === 1 ? s.low.at(i) : s.high.at(i)) : entry;
  const stopLoss = stopBase - direction * buffer;
  const risk = Math.abs(entry - stopLoss);
  return {
    entry,
    stopLoss,
    takeProfit: entry + direction * levels.rewardRisk * risk,
    confirmationPrice: direction === 1 ? s.high.at(i) : s.low.at(i),
  };
}
