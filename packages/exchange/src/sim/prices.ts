import { unitsToWire } from '../market/candles';

/**
 * Valid Hyperliquid prices as integer units of 10^-pxDecimals (doc §5.6: ≤ 5 significant figures and
 * ≤ pxDecimals decimals; integers always valid), for building quote ladders.
 */

/** The price step at `units`: one unit of the 5th significant figure, but never more than 1.0. */
export function tickUnits(units: number, pxDecimals: number): number {
  return Math.min(10 ** Math.max(0, String(units).length - 5), 10 ** pxDecimals);
}

/** The highest valid price ≤ `px` (≥ one tick). */
export function floorValid(px: number, pxDecimals: number): number {
  const u = Math.max(1, Math.floor(px * 10 ** pxDecimals));
  const t = tickUnits(u, pxDecimals);
  return Math.max(t, Math.floor(u / t) * t);
}

/** The lowest valid price ≥ `px`. */
export function ceilValid(px: number, pxDecimals: number): number {
  const u = Math.max(1, Math.ceil(px * 10 ** pxDecimals));
  const t = tickUnits(u, pxDecimals);
  return Math.ceil(u / t) * t;
}

/** The next valid price below `units` (null at the lowest). */
export function below(units: number, pxDecimals: number): number | null {
  const t = tickUnits(units - 1, pxDecimals);
  const u = Math.floor((units - 1) / t) * t;
  return u >= 1 ? u : null;
}

/** The next valid price above `units`. */
export function above(units: number, pxDecimals: number): number {
  return Math.ceil((units + 1) / tickUnits(units + 1, pxDecimals)) * tickUnits(units + 1, pxDecimals);
}

export function wirePx(units: number, pxDecimals: number): string {
  return unitsToWire(units, pxDecimals).replace(/\.0$/, '');
}

/** A size in units of 10^-szDecimals as a wire string. */
export function wireSz(units: number, szDecimals: number): string {
  return unitsToWire(units, szDecimals).replace(/\.0$/, '');
}
