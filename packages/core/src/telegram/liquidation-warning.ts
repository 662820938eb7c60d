import { parseExactDecimal } from '../format/exact-decimal';

/**
 * The bot's liquidation warning (issue 30, opt-in with /notifications on). The exchange liquidates
 * a cross account when its equity no longer covers the maintenance margin, that is when the
 * maintenance margin used reaches 100 % of the account value. A warning goes out once the ratio
 * reaches 80 %, and the next one only after it fell back under 60 % (no message storm while the
 * ratio hovers around the line).
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

export type LiquidationWarningStep = 'warn' | 'rearm' | 'none';

/** What to do at `ratio` given whether the account was already warned. */
export function liquidationWarningStep(ratio: number, warned: boolean): LiquidationWarningStep {
  if (!warned && ratio >= LIQUIDATION_WARNING_RATIO) return 'warn';
  if (warned && ratio < LIQUIDATION_WARNING_RESET_RATIO) return 'rearm';
  return 'none';
}

export function liquidationWarningText(ratio: number): string {
  const percent = Number.isFinite(ratio) ? `${Math.round(ratio * 100)} %` : 'all';
  return `Liquidation warning: your maintenance margin is ${percent} of your account value; positions are liquidated at 100 %. Add margin or reduce your positions.`;
}
