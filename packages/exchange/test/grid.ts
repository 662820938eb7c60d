import fc from 'fast-check';
import type { Dec } from '../src/decimal';
import { lotUnit, tickUnit } from '../src/units';

/**
 * A price on the tick grid and a size on the lot grid of a market with `szDecimals` (what every order
 * reaching the notional checks has), up to `maxUnits` ticks and lots.
 */
export function gridOrder(szDecimals: number, maxUnits = 10 ** 9): fc.Arbitrary<{ px: Dec; sz: Dec }> {
  const units = fc.integer({ min: 1, max: maxUnits }).map(BigInt);
  return fc.record({
    px: units.map((ticks) => ticks * BigInt(tickUnit(szDecimals))),
    sz: units.map((lots) => lots * BigInt(lotUnit(szDecimals))),
  });
}
