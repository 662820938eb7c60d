import type { L2Level } from './book';
import { abs, type Dec, dec, div, max, min, mul, round } from './decimal';
import { USD_DECIMALS } from './fees';

/** Interest rate per 8 h: 0.01 % (doc §8.4). */
export const INTEREST_8H: Dec = dec('0.0001');
/** Clamp of (interest - premium): ±0.05 %. */
export const CLAMP_8H: Dec = dec('0.0005');
/** Hourly funding cap: 4 %/h either way. */
export const HOURLY_CAP: Dec = dec('0.04');

/**
 * Impact price: the average price to trade `notional` USD against the given levels (asks for the
 * impact ask, bids for the impact bid), best first. Null when the side cannot absorb the notional.
 */
export function impactPrice(levels: readonly L2Level[], notional: Dec): Dec | null {
  let remainingNtl = notional;
  let size = 0n;
  for (const l of levels) {
    const ntl = mul(l.px, l.sz);
    if (ntl >= remainingNtl) {
      size += div(remainingNtl, l.px);
      remainingNtl = 0n;
      break;
    }
    size += l.sz;
    remainingNtl -= ntl;
  }
  if (remainingNtl > 0n || size === 0n) return null;
  return div(notional, size);
}

/** premium = (max(impactBid - oracle, 0) - max(oracle - impactAsk, 0)) / oracle (doc §8.4). */
export function premium(impactBid: Dec, impactAsk: Dec, oracle: Dec): Dec {
  return div(max(impactBid - oracle, 0n) - max(oracle - impactAsk, 0n), oracle);
}

/**
 * Hourly funding rate from the hour's average premium P: F8 = P + clamp(I - P, -0.0005, 0.0005),
 * hourly = F8 / 8, capped at ±4 %/h. Rounded to 8 decimals like the real `fundingRate` strings. A
 * flat market gives 0.0000125.
 */
export function hourlyFundingRate(avgPremium: Dec): Dec {
  const clamp = max(-CLAMP_8H, min(CLAMP_8H, INTEREST_8H - avgPremium));
  const hourly = (avgPremium + clamp) / 8n;
  return round(max(-HOURLY_CAP, min(HOURLY_CAP, hourly)), 8, 'halfUp');
}

/** Average of premium samples (one every 5 s over the hour); 0 without samples. */
export function averagePremium(samples: readonly Dec[]): Dec {
  if (samples.length === 0) return 0n;
  return samples.reduce((a, b) => a + b, 0n) / BigInt(samples.length);
}

/**
 * Funding payment for one position, from the user's point of view (negative = paid): positive rates
 * make longs pay shorts; size × oracle price × rate, rounded half-up to micro-USDC on magnitude.
 */
export function fundingPayment(szi: Dec, oraclePx: Dec, hourlyRate: Dec): Dec {
  const amount = round(mul(mul(abs(szi), oraclePx), abs(hourlyRate)), USD_DECIMALS, 'halfUp');
  const longPays = hourlyRate > 0n;
  const isLong = szi > 0n;
  if (amount === 0n) return 0n;
  return longPays === isLong ? -amount : amount;
}
