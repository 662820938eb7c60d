import { parseExactDecimal } from '../format/exact-decimal';

/**
 * The bot's liquidation warning (issue 30, opt-in with /notifications on). The exchange liquidates
 * a cross account when its equity no longer covers the maintenance margin, that is when the
 * maintenance margin used reaches 100 % of the account value, and an isolated position when its own
 * margin (with its unrealised PnL) no longer covers its maintenance margin. A warning goes out once
 * the nearest of these reaches 80 %, and the next one only after all fell back under 60 % (no
 * message storm while the ratio hovers around the line).
 */
export const LIQUIDATION_WARNING_RATIO = 0.8;
export const LIQUIDATION_WARNING_RESET_RATIO = 0.6;

/** Maintenance margin used over account value; Infinity when margin is used with no equity left. */
export function maintenanceRatio(maintenanceMarginUsed: string, accountValue: string): number {
  const used = Number(maintenanceMarginUsed);
  const value = Number(accountValue);
  if (parseExactDecimal(maintenanceMarginUsed) === undefined || !(used > 0)) return 0;
  return value > 0 ? used / value : Number.POSITIVE_INFINITY;
}

/** The parts of the exchange's `clearinghouseState` (hyperliquid-api §3.6) the warning reads. */
export interface MarginStateLike {
  crossMaintenanceMarginUsed: string;
  crossMarginSummary: { accountValue: string };
  assetPositions: readonly {
    position: {
      coin: string;
      leverage: { type: 'cross' | 'isolated' };
      positionValue: string;
      /** Isolated: the position's margin including its unrealised PnL. */
      marginUsed: string;
      maxLeverage: number;
    };
  }[];
}

/** How near the account is to a liquidation: the highest ratio, and the isolated position it is for. */
export interface LiquidationDistance {
  ratio: number;
  /** The isolated position nearest to liquidation; null when it is the cross account. */
  isolatedCoin: string | null;
}

/**
 * The cross ratio and each isolated position's. The exchange does not report an isolated position's
 * maintenance margin; it is its value at the rate of its margin tier, 1 / (2 × max leverage)
 * (hyperliquid-api §8.2), exact below the market's first tier bound.
 */
export function liquidationDistance(state: MarginStateLike): LiquidationDistance {
  let nearest: LiquidationDistance = {
    ratio: maintenanceRatio(state.crossMaintenanceMarginUsed, state.crossMarginSummary.accountValue),
    isolatedCoin: null,
  };
  for (const { position } of state.assetPositions) {
    if (position.leverage.type !== 'isolated' || !(position.maxLeverage > 0)) continue;
    const maintenance = Number(position.positionValue) / (2 * position.maxLeverage);
    const ratio = maintenanceRatio(String(maintenance), position.marginUsed);
    if (ratio > nearest.ratio) nearest = { ratio, isolatedCoin: position.coin };
  }
  return nearest;
}

export type LiquidationWarningStep = 'warn' | 'rearm' | 'none';

/** What to do at `ratio` given whether the account was already warned. */
export function liquidationWarningStep(ratio: number, warned: boolean): LiquidationWarningStep {
  if (!warned && ratio >= LIQUIDATION_WARNING_RATIO) return 'warn';
  if (warned && ratio < LIQUIDATION_WARNING_RESET_RATIO) return 'rearm';
  return 'none';
}

export function liquidationWarningText({ ratio, isolatedCoin }: LiquidationDistance): string {
  const percent = Number.isFinite(ratio) ? `${Math.round(ratio * 100)} %` : 'all';
  if (isolatedCoin !== null)
    return `Liquidation warning: your isolated ${isolatedCoin} position's maintenance margin is ${percent} of its margin; it is liquidated at 100 %. Add margin to it or reduce it.`;
  return `Liquidation warning: your maintenance margin is ${percent} of your account value; positions are liquidated at 100 %. Add margin or reduce your positions.`;
}
