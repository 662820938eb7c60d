import type { Account } from './accounts';
import { abs, type Dec, dec, fromInt, mul, round } from './decimal';
import type { EngineState } from './state';
import { type PositionSummary, summarize } from './summary';

/**
 * Liquidation rules (doc §8.3) as pure functions; the engine runs the orders and transfers.
 * Cross: liquidatable when the cross account value < cross maintenance margin. Isolated: when the
 * position's equity (isolated margin incl. uPnL) < its maintenance margin.
 */

/**
 * The backstop liquidator vault (a system account nobody can sign for): takes over positions the book
 * cannot absorb and accounts too close to bankruptcy, with their margin; absorbs negative equity.
 * Devnet-specific address (the real vault's is not used here).
 */
export const LIQUIDATOR = '0x00000000000000000000000000000000000011d0';
/** Above this notional only 20 % is sent per liquidation (doc §8.3: $100k, testnet $10k; we run testnet). */
export const PARTIAL_LIQUIDATION_NTL: Dec = fromInt(10_000);
export const PARTIAL_LIQUIDATION_FRACTION: Dec = dec('0.2');
/** After a partial liquidation, further liquidation orders within 30 s are for the full position. */
export const LIQUIDATION_COOLDOWN_MS = 30_000;
/** Liquidation market orders are bounded like market triggers: 10 % from the mark. */
export const LIQUIDATION_SLIPPAGE: Dec = dec('0.1');

/** A liquidatable unit: the cross account (all cross positions) or one isolated position. */
export interface LiquidationTarget {
  readonly kind: 'cross' | 'isolated';
  /** Cross: `cross`; isolated: the asset id (key of the partial-liquidation cooldown). */
  readonly key: string;
  readonly equity: Dec;
  readonly maintenance: Dec;
  readonly positions: readonly PositionSummary[];
}

/** Units of the account below maintenance margin, cross first. The liquidator itself is never liquidated. */
export function liquidationTargets(state: EngineState, account: Account): LiquidationTarget[] {
  if (account.user === LIQUIDATOR || account.positions.size === 0) return [];
  const s = summarize(state, account);
  const out: LiquidationTarget[] = [];
  const cross = s.positions.filter((p) => p.leverage.type === 'cross');
  if (cross.length > 0 && s.crossAccountValue < s.crossMaintenanceMargin) {
    out.push({
      kind: 'cross',
      key: 'cross',
      equity: s.crossAccountValue,
      maintenance: s.crossMaintenanceMargin,
      positions: cross,
    });
  }
  for (const p of s.positions) {
    if (p.leverage.type === 'isolated' && p.marginUsed < p.maintenanceMargin) {
      out.push({
        kind: 'isolated',
        key: String(p.market.assetId),
        equity: p.marginUsed,
        maintenance: p.maintenanceMargin,
        positions: [p],
      });
    }
  }
  return out;
}

/** Below ⅔ of maintenance the backstop takes over directly, margin included (doc §8.3). */
export function needsBackstop(t: Pick<LiquidationTarget, 'equity' | 'maintenance'>): boolean {
  return 3n * t.equity < 2n * t.maintenance;
}

/**
 * Size of the market liquidation order for one position: 20 % (rounded down to the lot size) when its
 * notional exceeds the partial threshold and the unit is not in its cooldown, else the whole position.
 */
export function liquidationSize(p: PositionSummary, szDecimals: number, inCooldown: boolean): Dec {
  const size = abs(p.szi);
  if (inCooldown || p.notional <= PARTIAL_LIQUIDATION_NTL) return size;
  const part = round(mul(size, PARTIAL_LIQUIDATION_FRACTION), szDecimals, 'floor');
  return part > 0n ? part : size;
}

export function cooldownKey(user: string, key: string): string {
  return `${user}|${key}`;
}
