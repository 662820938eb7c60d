/**
 * Trading fees (seed 000 §9, seed 001 §2 Fees page, seed 002 §9). The worked example follows the
 * whitepaper reading: a $10,000 taker trade costs $105 (1.05%) and a maker trade $102 (1.02%);
 * the fees page's $108 figure disagrees with the listed rates and is not reproduced.
 */
export const MAKER_FEE_RATE = 0.0002;
export const TAKER_FEE_RATE = 0.0005;
/** Platform builder fee charged on the notional of every trade. */
export const BUILDER_FEE_RATE = 0.01;
/** Used when the exchange's per-user fees cannot be fetched. */
export const DEFAULT_MAKER_FEE_BPS = 2;
export const DEFAULT_TAKER_FEE_BPS = 5;
export const MAX_ADVERTISED_LEVERAGE = 40;

export type Liquidity = 'maker' | 'taker';

export interface TradeFeeBreakdown {
  exchangeFee: number;
  builderFee: number;
  total: number;
  /** Fraction of notional, e.g. 0.0105 for a taker trade. */
  totalRate: number;
}

/** Fees are charged on the absolute notional; an unusable notional costs nothing. */
function chargeableNotional(notional: number): number {
  return Number.isFinite(notional) ? Math.abs(notional) : 0;
}

export function tradeFeeBreakdown(notional: number, liquidity: Liquidity): TradeFeeBreakdown {
  const base = chargeableNotional(notional);
  const exchangeRate = liquidity === 'maker' ? MAKER_FEE_RATE : TAKER_FEE_RATE;
  const exchangeFee = base * exchangeRate;
  const builderFee = base * BUILDER_FEE_RATE;
  return {
    exchangeFee,
    builderFee,
    total: exchangeFee + builderFee,
    totalRate: exchangeRate + BUILDER_FEE_RATE,
  };
}

/** Order-form estimate: notional x maker (limit) or taker (market) bps / 10000. Negative bps are rebates. */
export function estimateExchangeFee(notional: number, feeBps: number): number {
  return Number.isFinite(feeBps) ? (chargeableNotional(notional) * feeBps) / 10000 : 0;
}
