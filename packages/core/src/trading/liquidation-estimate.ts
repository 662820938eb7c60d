import type { OrderSide } from './order-rules';

/**
 * The order form's liquidation / fees panel (seed 000 §9): an estimated liquidation price from the
 * maintenance factor of the chosen leverage, and the margin an order needs.
 */

/** Seed 000 §9: 0.5 % up to 20x, 0.6 % up to 30x, else 0.8 %. */
export function maintenanceFactor(leverage: number): number {
  if (leverage <= 20) return 0.005;
  if (leverage <= 30) return 0.006;
  return 0.008;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Where an isolated position opened at `entryPrice` with `leverage` is liquidated: when the loss
 * has eaten the initial margin (1 / leverage of the entry) down to the maintenance margin. A long
 * is liquidated below the entry at entry × (1 − 1/leverage + m), a short above it at
 * entry × (1 + 1/leverage − m). 2 decimals, never below 0; undefined without a usable input.
 */
export function estimateLiquidationPrice(input: {
  entryPrice: number;
  leverage: number;
  side: OrderSide;
}): number | undefined {
  const { entryPrice, leverage, side } = input;
  if (!(entryPrice > 0) || !(leverage >= 1) || !Number.isFinite(entryPrice + leverage)) return undefined;
  const move = 1 / leverage - maintenanceFactor(leverage);
  const price = side === 'buy' ? entryPrice * (1 - move) : entryPrice * (1 + move);
  return Math.max(0, round2(price));
}

/** The initial margin an order of `notional` USD needs at `leverage`; 0 when unusable. */
export function marginRequired(notional: number, leverage: number): number {
  if (!(notional > 0) || !(leverage >= 1) || !Number.isFinite(notional)) return 0;
  return notional / leverage;
}
