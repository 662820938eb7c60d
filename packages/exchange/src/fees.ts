import { type Dec, dec, mul, round } from './decimal';
import { floorDiv, MICRO_USD, SAFE_UNITS } from './units';

/** USDC has 6 decimals: every booked fee is a whole number of micro-USDC. */
export const USD_DECIMALS = 6;

export interface FeeTier {
  /** 14-day weighted volume above which the tier applies (USD). */
  readonly ntlCutoff: Dec;
  /** Taker rate (`cross`). */
  readonly cross: Dec;
  /** Maker rate (`add`). */
  readonly add: Dec;
  readonly spotCross: Dec;
  readonly spotAdd: Dec;
}

/** Base tier (doc §8.5): perps taker 0.045 %, maker 0.015 %; spot 0.070 % / 0.040 %. */
export const BASE_FEES: FeeTier = {
  ntlCutoff: 0n,
  cross: dec('0.00045'),
  add: dec('0.00015'),
  spotCross: dec('0.0007'),
  spotAdd: dec('0.0004'),
};

/** VIP tiers (doc §8.5), for the `userFees` answer; the engine charges the base tier. */
export const VIP_TIERS: readonly FeeTier[] = [
  ['5000000', '0.0004', '0.00012', '0.0006', '0.0003'],
  ['25000000', '0.00035', '0.00008', '0.0005', '0.0002'],
  ['100000000', '0.0003', '0.00004', '0.0004', '0.0001'],
  ['500000000', '0.00028', '0', '0.00035', '0'],
  ['2000000000', '0.00026', '0', '0.0003', '0'],
  ['7000000000', '0.00024', '0', '0.00025', '0'],
].map(([ntlCutoff = '0', cross = '0', add = '0', spotCross = '0', spotAdd = '0']) => ({
  ntlCutoff: dec(ntlCutoff),
  cross: dec(cross),
  add: dec(add),
  spotCross: dec(spotCross),
  spotAdd: dec(spotAdd),
}));

/** Fee rate for a perp fill: taker (`crossed`) or maker. */
export function perpFeeRate(crossed: boolean, tier: FeeTier = BASE_FEES): Dec {
  return crossed ? tier.cross : tier.add;
}

/**
 * Fee of a fill: notional × rate, rounded half-up to micro-USDC so balances stay whole micro-USDC.
 * (A negative rate — a maker rebate — rounds symmetrically.)
 */
export function feeFor(notional: Dec, rate: Dec): Dec {
  return round(mul(notional, rate), USD_DECIMALS, 'halfUp');
}

/** `Dec` units per 10^-8 of a rate. */
const RATE_UNIT = 10n ** 10n;
const E8 = 100_000_000;

/** A rate in whole 10^-8 (every fee rate here has at most 8 decimals), as `fillFee` takes it. */
export function rateE8(rate: Dec): number {
  return Number(rate / RATE_UNIT);
}

/** Maker and taker rates of the base tier in 10^-8. */
const PERP_RATES_E8 = [false, true].map((crossed) => rateE8(perpFeeRate(crossed)));

/** `perpFeeRate(crossed)` (base tier) in 10^-8. */
export function perpFeeRateE8(crossed: boolean): number {
  return PERP_RATES_E8[crossed ? 1 : 0] as number;
}

/** `builderFeeRate(f)` in 10^-8: f tenths of a basis point = f × 1000 × 10^-8. */
export function builderFeeRateE8(f: number): number {
  return f * 1000;
}

/**
 * `feeFor(notional, rate)` in whole micro-USD for a fill of `lots` at `ticks` (notional lots × ticks
 * micro-USD) at a rate in 10^-8 (`rateE8`): micro × rate is the fee in 10^-8 micro-USD, rounded half-up
 * (away from zero) to whole micro-USD in integers while it stays within the safe range (fills up to
 * ~$10M at 0.045 %), by the `Dec` rule beyond. A fee is a safe integer of micro-USD for any fill below
 * $20 trillion.
 */
export function fillFee(lots: number, ticks: number, rateE8: number): number {
  const micro = lots * ticks;
  const product = micro * rateE8;
  const size = Math.abs(product);
  if (size > SAFE_UNITS) {
    const notional = BigInt(lots) * BigInt(ticks) * MICRO_USD;
    return Number(feeFor(notional, BigInt(rateE8) * RATE_UNIT) / MICRO_USD);
  }
  const whole = floorDiv(size, E8);
  const fee = (size - whole * E8) * 2 >= E8 ? whole + 1 : whole;
  return product < 0 ? -fee : fee;
}

/** Builder fee rate from `f` (tenths of a basis point): f = 10 → 0.0001 (1 bp). */
export function builderFeeRate(f: number): Dec {
  return dec('0.00001') * BigInt(f);
}

/** Max builder fee for perps: f = 100 (0.1 %). */
export const MAX_PERP_BUILDER_FEE = 100;
