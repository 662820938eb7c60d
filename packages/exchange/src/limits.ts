import { abs, type Dec, dec, fromInt, mul } from './decimal';
import type { EngineState } from './state';
import type { Market } from './universe';

/**
 * Per-order limits (doc §8.6): maximum order value, the oracle price band and open-interest caps.
 * Texts are in `errors.ts`.
 */

/**
 * Maximum market order value by the market's max leverage (doc §8.6: $30M if ≥ 25, $5M for [20, 25),
 * $2M for [10, 20), else $500k); limit orders may be 10 × that.
 */
export function maxMarketOrderValue(market: Market): Dec {
  const l = market.maxLeverage;
  return fromInt(l >= 25 ? 30_000_000 : l >= 20 ? 5_000_000 : l >= 10 ? 2_000_000 : 500_000);
}

export function maxOrderValue(market: Market, isMarket: boolean): Dec {
  const v = maxMarketOrderValue(market);
  return isMarket ? v : v * 10n;
}

/**
 * Oracle band: an order priced more than 50 % beyond the oracle on its aggressive side (a buy above
 * 1.5 × oracle, a sell below 0.5 × oracle) is refused. The doc names the rule but not the width, so
 * the width is ours; passive prices are left to the 80 % reference band.
 */
export const ORACLE_BAND: Dec = dec('0.5');

export function tooFarFromOracle(px: Dec, isBuy: boolean, oracle: Dec): boolean {
  const limit = mul(oracle, ORACLE_BAND);
  return isBuy ? px > oracle + limit : px < oracle - limit;
}

/** Open interest of an asset in coins: Σ long sizes (= Σ short sizes). */
export function openInterest(state: EngineState, asset: number): Dec {
  let oi = 0n;
  for (const a of state.accounts.values()) {
    const szi = a.positions.get(asset)?.szi ?? 0n;
    if (szi > 0n) oi += szi;
  }
  return oi;
}

/** True when the asset has a configured cap (USD at the oracle) and its open interest has reached it. */
export function atOpenInterestCap(state: EngineState, asset: number): boolean {
  const cap = state.openInterestCaps.get(asset);
  const ms = state.markets[asset];
  if (cap === undefined || !ms) return false;
  return abs(mul(openInterest(state, asset), ms.oracle)) >= cap;
}
