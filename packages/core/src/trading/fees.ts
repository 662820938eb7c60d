/**
 * Trading fees (seed 000 §9, seed 001 §2 Fees page, seed 002 §9). The worked example follows the
 * whitepaper reading: a $10,000 taker trade costs $105 (1.05%) and a maker trade $102 (1.02%);
 * the fees page's $108 figure disagrees with the listed rates and is not reproduced.
 */
export const MAKER_FEE_RATE = 0.0002;
export const TAKER_FEE_RATE = 0.0005;
/**
 * The platform builder fee the Fees page advertises (seed 001 §2): 1 % of notional, the spot rate of
 * the Approve Builder Fee dialog. Perp orders carry {@link PERP_BUILDER_FEE} (0.1 %) instead.
 */
export const BUILDER_FEE_RATE = 0.01;
/**
 * The platform fee every spot swap pays (seed 002 §5, the Approve Builder Fee dialog's "spot fee
 * 1%"), taken by the fee router on the devnet and sent as 1inch's `fee` in production.
 */
export const SPOT_PLATFORM_FEE_RATE = BUILDER_FEE_RATE;
/** Used when the exchange's per-user fees cannot be fetched. */
export const DEFAULT_MAKER_FEE_BPS = 2;
export const DEFAULT_TAKER_FEE_BPS = 5;
export const MAX_ADVERTISED_LEVERAGE = 40;

export type Liquidity = 'maker' | 'taker';

/**
 * The builder fee attached to perp orders, in the exchange's unit (tenths of a basis point):
 * 100 = 0.1 %, the perpetual fee the Approve Builder Fee dialog states (seed 000 §2) and issue 6's
 * stated rate. (Issue 6 writes `f: 10`, which in this unit is 0.01 %; the stated rate wins.)
 */
export const PERP_BUILDER_FEE = 100;
/** {@link PERP_BUILDER_FEE} as a fraction of notional (one tenth of a basis point is 1e-5). */
export const PERP_BUILDER_FEE_RATE = PERP_BUILDER_FEE / 100_000;

/** Every fee a trade pays, each as a fraction of notional: the exchange's maker or taker fee and the builder fee. */
export interface FeeSchedule {
  makerRate: number;
  takerRate: number;
  builderRate: number;
}

/** The rates the Fees page advertises (seed 001 §2). */
const ADVERTISED_FEE_SCHEDULE: FeeSchedule = {
  makerRate: MAKER_FEE_RATE,
  takerRate: TAKER_FEE_RATE,
  builderRate: BUILDER_FEE_RATE,
};

/** The exchange's `userFees` answer: the user's own rates as decimal fractions. */
export interface UserFeeRatesAnswer {
  userAddRate: string;
  userCrossRate: string;
}

function rateOr(text: string | undefined, fallbackBps: number): number {
  const rate = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(rate) ? rate : fallbackBps / 10_000;
}

/**
 * What a perp trade placed through Pluto pays: the user's own exchange rates (maker = `userAddRate`,
 * taker = `userCrossRate`; seed 000 §9: the 2 / 5 bps defaults while unknown) plus the perp builder fee.
 */
export function perpFeeSchedule(rates: UserFeeRatesAnswer | undefined): FeeSchedule {
  return {
    makerRate: rateOr(rates?.userAddRate, DEFAULT_MAKER_FEE_BPS),
    takerRate: rateOr(rates?.userCrossRate, DEFAULT_TAKER_FEE_BPS),
    builderRate: PERP_BUILDER_FEE_RATE,
  };
}

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

/** The fees of one trade of `notional` under `schedule`; a negative maker rate is a rebate. */
export function tradeFees(notional: number, liquidity: Liquidity, schedule: FeeSchedule): TradeFeeBreakdown {
  const base = chargeableNotional(notional);
  const exchangeRate = liquidity === 'maker' ? schedule.makerRate : schedule.takerRate;
  const exchangeFee = base * exchangeRate;
  const builderFee = base * schedule.builderRate;
  return {
    exchangeFee,
    builderFee,
    total: exchangeFee + builderFee,
    totalRate: exchangeRate + schedule.builderRate,
  };
}

/** The Fees page's worked example at the advertised rates. */
export function tradeFeeBreakdown(notional: number, liquidity: Liquidity): TradeFeeBreakdown {
  return tradeFees(notional, liquidity, ADVERTISED_FEE_SCHEDULE);
}
