/**
 * The one fee schedule (issue 24 "One fee schedule"): what each product really charges, read by the
 * order form, the server's orders, the swap functions, the Approve Builder Fee dialog, the Fees page
 * and the whitepaper.
 *
 * Perpetuals pay the exchange's maker or taker fee plus Pluto's builder fee of 0.1 % (the most the
 * exchange lets a builder take on perps; every order carries `f = 100`). Spot swaps pay a 1 %
 * platform fee. The seeds' "1.00 % builder fee on all trades" and its $105 / $102 / $108 examples
 * (seed 001 §2, seed 002 §9) apply the spot rate to perps, which no fill is charged, so they are not
 * reproduced: a $10,000 perp taker trade costs $5.00 + $10.00 = $15.00.
 */

import { formatRate } from '../format/format';

/** The exchange's standard perp rates (seed 000 §9: 2 / 5 bps), used while a user's own are unknown. */
export const MAKER_FEE_RATE = 0.0002;
export const TAKER_FEE_RATE = 0.0005;

/**
 * The builder fee attached to perp orders, in the exchange's unit (tenths of a basis point):
 * 100 = 0.1 %, the perpetual fee the Approve Builder Fee dialog states (seed 000 §2) and issue 6's
 * stated rate. (Issue 6 writes `f: 10`, which in this unit is 0.01 %; the stated rate wins.)
 */
export const PERP_BUILDER_FEE = 100;
/** {@link PERP_BUILDER_FEE} as a fraction of notional (one tenth of a basis point is 1e-5). */
export const PERP_BUILDER_FEE_RATE = PERP_BUILDER_FEE / 100_000;

/**
 * The platform fee every spot swap pays (seed 002 §5, the Approve Builder Fee dialog's "spot fee
 * 1%"), taken by the fee router on the devnet and sent as 1inch's `fee` in production.
 */
export const SPOT_PLATFORM_FEE_RATE = 0.01;

export type Liquidity = 'maker' | 'taker';

/** Every fee a perp trade pays, each as a fraction of notional: the exchange's maker or taker fee and the builder fee. */
export interface FeeSchedule {
  makerRate: number;
  takerRate: number;
  builderRate: number;
}

/** What a spot swap pays, as a fraction of the amount swapped. */
export interface SpotFeeSchedule {
  platformRate: number;
}

/** The schedule per product at the standard rates: what the Fees page and the whitepaper state. */
export const FEE_SCHEDULE: { readonly perp: FeeSchedule; readonly spot: SpotFeeSchedule } = {
  perp: { makerRate: MAKER_FEE_RATE, takerRate: TAKER_FEE_RATE, builderRate: PERP_BUILDER_FEE_RATE },
  spot: { platformRate: SPOT_PLATFORM_FEE_RATE },
};

/** The exchange's `userFees` answer: the user's own rates as decimal fractions. */
export interface UserFeeRatesAnswer {
  userAddRate: string;
  userCrossRate: string;
}

function rateOr(text: string | undefined, fallback: number): number {
  const rate = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(rate) ? rate : fallback;
}

/**
 * What a perp trade placed through Pluto pays: the user's own exchange rates (maker = `userAddRate`,
 * taker = `userCrossRate`; the standard rates while unknown) plus the perp builder fee.
 */
export function perpFeeSchedule(rates: UserFeeRatesAnswer | undefined): FeeSchedule {
  return {
    makerRate: rateOr(rates?.userAddRate, FEE_SCHEDULE.perp.makerRate),
    takerRate: rateOr(rates?.userCrossRate, FEE_SCHEDULE.perp.takerRate),
    builderRate: FEE_SCHEDULE.perp.builderRate,
  };
}

export interface TradeFeeBreakdown {
  exchangeFee: number;
  builderFee: number;
  total: number;
  /** Fraction of notional, e.g. 0.0015 for a standard perp taker trade. */
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

export interface SwapFeeBreakdown {
  platformFee: number;
  /** What is swapped once the fee is taken. */
  amountAfterFee: number;
}

/** The platform fee of a spot swap of `amount` (in the sold token's or USD terms alike). */
export function swapFees(amount: number, schedule: SpotFeeSchedule = FEE_SCHEDULE.spot): SwapFeeBreakdown {
  const base = chargeableNotional(amount);
  const platformFee = base * schedule.platformRate;
  return { platformFee, amountAfterFee: base - platformFee };
}

const FEE_RATE_DECIMALS = 4;

/**
 * A fee rate as the product states it: percent with only the digits it needs ("0.02%", "0.1%", "1%"),
 * in `locale`'s number format. en-US needs no Intl formatter: the trading screen's first load states
 * the builder-fee cap (`BUILDER_MAX_FEE_RATE`), and creating one costs a phone tens of milliseconds.
 */
export function feeRateText(rate: number, locale = 'en-US'): string {
  const finite = Number.isFinite(rate) ? rate : 0;
  if (locale === 'en-US') return formatRate(finite, FEE_RATE_DECIMALS);
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: FEE_RATE_DECIMALS }).format(
    finite,
  );
}
