import { abs, type Dec, div, mul, SCALE } from './decimal';
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

/** Each table's tier bounds × S, for `tierForProduct`. */
const SCALED_BOUNDS = new WeakMap<MarginTable, readonly Dec[]>();

/**
 * `tierFor(table, mul(sz, px))` for sz, px ≥ 0 without the division: ⌊p / S⌋ ≥ b ⟺ p ≥ b × S
 * (every order's leverage check runs it).
 */
export function tierForProduct(table: MarginTable, sz: Dec, px: Dec): MarginTier {
  const tiers = table.tiers;
  if (tiers.length === 1) return tierFor(table, 0n);
  let bounds = SCALED_BOUNDS.get(table);
  if (!bounds) {
    bounds = tiers.map((t) => t.lowerBound * SCALE);
    SCALED_BOUNDS.set(table, bounds);
  }
  const p = sz * px;
  let idx = 0;
  for (let i = 1; i < bounds.length; i++) if (p >= (bounds[i] as Dec)) idx = i;
  return tiers[idx] as MarginTier;
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
