import type { OrderWire } from '../actions';
import type { Prng } from '../market/oracle-path';
import type { Market } from '../universe';
import { ceilValid, floorValid, wirePx, wireSz } from './prices';

/**
 * Taker decisions: open a position (side, size and leverage drawn at random, heavier on the majors)
 * or close one. Orders are IOC limits 1.5 % through the oracle: they take liquidity from the makers'
 * ladders like a market order, but a jump cannot fill them at an absurd price.
 */

const LEVERAGES = [1, 2, 3, 5, 5, 10, 10, 20, 25, 40] as const;
const SLIPPAGE = 0.015;

/** A market index drawn with the majors (BTC, ETH, first listings) far more likely than the tail. */
export function pickMarket(rng: Prng, count: number): number {
  const u = rng.uniform();
  if (u < 0.25) return 0;
  if (u < 0.4) return Math.min(1, count - 1);
  if (u < 0.65) return Math.floor(rng.uniform() * Math.min(20, count));
  return Math.floor(rng.uniform() * count);
}

export function pickLeverage(rng: Prng, m: Market): number {
  const lev = LEVERAGES[Math.floor(rng.uniform() * LEVERAGES.length)] ?? 1;
  return Math.min(lev, m.maxLeverage);
}

/**
 * An IOC order of `szUnits` (units of 10^-szDecimals); null if it is empty or, opening, below the
 * $10 minimum.
 */
export function takerOrder(
  m: Market,
  isBuy: boolean,
  oracle: number,
  szUnits: number,
  reduceOnly: boolean,
): OrderWire | null {
  const pd = 6 - m.szDecimals;
  const limit = isBuy ? ceilValid(oracle * (1 + SLIPPAGE), pd) : floorValid(oracle * (1 - SLIPPAGE), pd);
  const sz = Math.floor(szUnits);
  if (sz <= 0 || (!reduceOnly && (sz / 10 ** m.szDecimals) * oracle < 11)) return null;
  return {
    a: m.assetId,
    b: isBuy,
    p: wirePx(limit, pd),
    s: wireSz(sz, m.szDecimals),
    r: reduceOnly,
    t: { limit: { tif: 'Ioc' } },
  };
}
