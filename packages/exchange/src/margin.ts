import { abs, type Dec, div, mul, SCALE } from './decimal';
import { MICRO_USD } from './units';
import type { MarginTable, MarginTier } from './universe';

/** Maintenance margin rate of a tier: 1 / (2 × maxLeverage) (doc §8.2). 40x → 1.25 %. */
export function mmRate(maxLeverage: number): Dec {
  return SCALE / BigInt(2 * maxLeverage);
}

/** Index of the tier that applies to a position of `notional` USD (last tier whose lowerBound ≤ it). */
export function tierIndex(table: MarginTable, notional: Dec): number {
  const n = abs(notional);
  const tiers = table.tiers;
  let idx = 0;
  for (let i = 1; i < tiers.length; i++) if (n >= (tiers[i] as MarginTier).lowerBound) idx = i;
  return idx;
}

export function tierFor(table: MarginTable, notional: Dec): MarginTier {
  const t = table.tiers[tierIndex(table, notional)];
  if (!t) throw new Error(`margin table ${table.id} has no tiers`);
  return t;
}

/** Each table's tier bounds in micro-USD, for `tierForMicro`. */
const MICRO_BOUNDS = new WeakMap<MarginTable, readonly number[]>();

/**
 * `tierFor(table, notional)` for a notional in micro-USD (`notionalMicro`): every order's leverage
 * check runs it, without bigint arithmetic. Bounds are whole dollars.
 */
export function tierForMicro(table: MarginTable, micro: number): MarginTier {
  const tiers = table.tiers;
  let bounds = MICRO_BOUNDS.get(table);
  if (!bounds) {
    bounds = tiers.map((t) => Number(t.lowerBound / MICRO_USD));
    MICRO_BOUNDS.set(table, bounds);
  }
  let idx = 0;
  for (let i = 1; i < bounds.length; i++) if (micro >= (bounds[i] as number)) idx = i;
  const tier = tiers[idx];
  if (!tier) throw new Error(`margin table ${table.id} has no tiers`);
  return tier;
}

/**
 * Deduction of tier n: deduction(0) = 0, deduction(n) = deduction(n-1) + lowerBound(n) × (mmRate(n) -
 * mmRate(n-1)) (doc §8.2). It keeps maintenance margin continuous across tier bounds.
 */
export function tierDeduction(table: MarginTable, index: number): Dec {
  let d = 0n;
  for (let i = 1; i <= index; i++) {
    const cur = table.tiers[i];
    const prev = table.tiers[i - 1];
    if (!cur || !prev) break;
    d += mul(cur.lowerBound, mmRate(cur.maxLeverage) - mmRate(prev.maxLeverage));
  }
  return d;
}

/** Maintenance margin of a position of `notional` USD: notional × mmRate(tier) - deduction(tier). */
export function maintenanceMargin(table: MarginTable, notional: Dec): Dec {
  const n = abs(notional);
  const i = tierIndex(table, n);
  const t = table.tiers[i];
  if (!t) return 0n;
  return mul(n, mmRate(t.maxLeverage)) - tierDeduction(table, i);
}

/** Initial margin: |notional| ÷ leverage. */
export function initialMargin(notional: Dec, leverage: number): Dec {
  return abs(notional) / BigInt(leverage);
}

export interface LiquidationInput {
  /** Signed position size (+long / -short). */
  readonly szi: Dec;
  /** Current mark price. */
  readonly markPx: Dec;
  /**
   * Margin available above maintenance: cross → cross account value - cross maintenance margin
   * required; isolated → the position's isolated margin (marginUsed) - its maintenance margin.
   */
  readonly marginAvailable: Dec;
  /** Maintenance margin rate l = 1 / (2 × maxLeverage of the position's tier). */
  readonly mmRate: Dec;
}

/**
 * Liquidation price by the documented formula (doc §8.3):
 *   liqPx = px - side × marginAvailable ÷ |size| ÷ (1 - l × side)
 * Returns null when there is no position or the result is not a positive price (the position cannot
 * be liquidated by price alone), as the real `liquidationPx: null`.
 */
export function liquidationPrice(input: LiquidationInput): Dec | null {
  const { szi, markPx, marginAvailable, mmRate: l } = input;
  if (szi === 0n) return null;
  const side = szi > 0n ? 1n : -1n;
  const denom = SCALE - l * side;
  if (denom <= 0n) return null;
  const liq = markPx - side * div(div(marginAvailable, abs(szi)), denom);
  return liq > 0n ? liq : null;
}

/** Required margin for transfers out: max(initial margin, 10 % of the position notional) (doc §8.2). */
export function transferMarginRequirement(initial: Dec, notional: Dec): Dec {
  const tenth = abs(notional) / 10n;
  return initial > tenth ? initial : tenth;
}
