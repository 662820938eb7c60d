import type { Account, Leverage, Position } from './accounts';
import type { SideTotals } from './book';
import { abs, type Dec, max, mul } from './decimal';
import {
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  mmRate,
  tierFor,
  transferMarginRequirement,
} from './margin';
import { type EngineState, leverageOf, type OrderRecord } from './state';
import type { Market } from './universe';

/** Derived numbers of one position at the current mark (doc §3.6 table). */
export interface PositionSummary {
  readonly market: Market;
  readonly pos: Position;
  readonly leverage: Leverage;
  readonly markPx: Dec;
  /** |szi| × mark. */
  readonly notional: Dec;
  /** szi × (mark - entry). */
  readonly unrealizedPnl: Dec;
  readonly initialMargin: Dec;
  readonly maintenanceMargin: Dec;
  /** Maintenance rate of the position's tier (l of the liquidation formula). */
  readonly mmRate: Dec;
  /** Cross: notional / leverage. Isolated: isoRaw + szi × mark (equity incl. uPnL). */
  readonly marginUsed: Dec;
}

export interface AccountSummary {
  readonly positions: readonly PositionSummary[];
  /** Cross raw USD (cash). */
  readonly crossRawUsd: Dec;
  /** cash + Σ cross szi × mark. */
  readonly crossAccountValue: Dec;
  readonly crossNtl: Dec;
  readonly crossInitialMargin: Dec;
  readonly crossMaintenanceMargin: Dec;
  /** Σ isolated marginUsed. */
  readonly isolatedMarginUsed: Dec;
  readonly isolatedNtl: Dec;
  /** Σ isolated (isoRaw) */
  readonly isolatedRawUsd: Dec;
}

export function summarize(state: EngineState, account: Account): AccountSummary {
  const positions: PositionSummary[] = [];
  let crossValue = account.cash;
  let crossNtl = 0n;
  let crossIM = 0n;
  let crossMM = 0n;
  let isoUsed = 0n;
  let isoNtl = 0n;
  let isoRaw = 0n;
  for (const [asset, pos] of account.positions) {
    const ms = state.markets[asset];
    if (!ms || pos.szi === 0n) continue;
    const market = ms.market;
    const leverage = leverageOf(account, market);
    const markPx = ms.mark;
    const signedValue = mul(pos.szi, markPx);
    const notional = abs(signedValue);
    const table = state.universe.table(market);
    const ps: PositionSummary = {
      market,
      pos,
      leverage,
      markPx,
      notional,
      unrealizedPnl: mul(pos.szi, markPx - pos.entryPx),
      initialMargin: initialMargin(notional, leverage.value),
      maintenanceMargin: maintenanceMargin(table, notional),
      mmRate: mmRate(tierFor(table, notional).maxLeverage),
      marginUsed:
        leverage.type === 'cross' ? initialMargin(notional, leverage.value) : pos.isoRaw + signedValue,
    };
    positions.push(ps);
    if (leverage.type === 'cross') {
      crossValue += signedValue;
      crossNtl += notional;
      crossIM += ps.initialMargin;
      crossMM += ps.maintenanceMargin;
    } else {
      isoUsed += ps.marginUsed;
      isoNtl += notional;
      isoRaw += pos.isoRaw;
    }
  }
  return {
    positions,
    crossRawUsd: account.cash,
    crossAccountValue: crossValue,
    crossNtl,
    crossInitialMargin: crossIM,
    crossMaintenanceMargin: crossMM,
    isolatedMarginUsed: isoUsed,
    isolatedNtl: isoNtl,
    isolatedRawUsd: isoRaw,
  };
}

/**
 * Size of an order that would increase the user's exposure given the current position: an order
 * against the position first reduces it (that part needs no margin).
 */
export function increasingSize(szi: Dec, isBuy: boolean, sz: Dec): Dec {
  const against = (szi > 0n && !isBuy) || (szi < 0n && isBuy);
  return against ? max(0n, sz - abs(szi)) : sz;
}

/**
 * Margin reserved by resting orders on one asset: orders on the position's side (or any side when
 * flat) reserve their notional ÷ leverage; orders against the position reserve only the part of their
 * total size beyond the position (priced at their average limit price). Reduce-only orders reserve
 * nothing.
 */
export function sideReservation(t: SideTotals, szi: Dec, leverage: number): Dec {
  const against = (sz: Dec, ntl: Dec) => {
    if (sz === 0n) return 0n;
    const inc = max(0n, sz - abs(szi));
    return inc === sz ? ntl : (ntl * inc) / sz;
  };
  const buy = szi < 0n ? against(t.buySz, t.buyNtl) : t.buyNtl;
  const sell = szi > 0n ? against(t.sellSz, t.sellNtl) : t.sellNtl;
  return (buy + sell) / BigInt(leverage);
}

type OrderLike = Pick<OrderRecord, 'asset' | 'isBuy' | 'px' | 'sz' | 'reduceOnly'>;

function totalsWith(
  base: Readonly<SideTotals> | undefined,
  o: OrderLike | undefined,
  sign: 1n | -1n,
): SideTotals {
  const t = { buySz: 0n, buyNtl: 0n, sellSz: 0n, sellNtl: 0n, ...base };
  if (o && !o.reduceOnly) {
    const sz = sign * o.sz;
    const ntl = sign * mul(o.sz, o.px);
    if (o.isBuy) {
      t.buySz += sz;
      t.buyNtl += ntl;
    } else {
      t.sellSz += sz;
      t.sellNtl += ntl;
    }
  }
  return t;
}

/** Margin reserved by the user's resting book orders (triggers reserve nothing until they fire). */
export function reservedMargin(state: EngineState, account: Account, exclude?: OrderLike): Dec {
  const assets = state.userAssets.get(account.user);
  if (!assets) return 0n;
  let total = 0n;
  for (const asset of assets) {
    const ms = state.markets[asset];
    const base = ms?.book.userTotals(account.user);
    if (!ms || !base) {
      assets.delete(asset);
      continue;
    }
    const t = exclude && exclude.asset === asset ? totalsWith(base, exclude, -1n) : base;
    const szi = account.positions.get(asset)?.szi ?? 0n;
    total += sideReservation(t, szi, leverageOf(account, ms.market).value);
  }
  return total;
}

/**
 * Initial margin a new order needs: how much it adds to the asset's reservation (0 for reduce-only
 * orders and for the part that reduces the position).
 */
export function orderMargin(
  state: EngineState,
  account: Account | undefined,
  market: Market,
  o: OrderLike,
): Dec {
  if (o.reduceOnly) return 0n;
  const base = account ? state.markets[market.assetId]?.book.userTotals(account.user) : undefined;
  const szi = account?.positions.get(market.assetId)?.szi ?? 0n;
  const lev = leverageOf(account, market).value;
  return (
    sideReservation(totalsWith(base, o, 1n), szi, lev) -
    sideReservation(totalsWith(base, undefined, 1n), szi, lev)
  );
}

/** Margin free for new exposure: cross account value - cross initial margin - resting orders' margin. */
export function freeMargin(state: EngineState, account: Account, exclude?: OrderLike): Dec {
  const s = summarize(state, account);
  return s.crossAccountValue - s.crossInitialMargin - reservedMargin(state, account, exclude);
}

/**
 * `withdrawable` (doc §3.6, uncertain point 7): cross account value - max(cross initial margin, 10 % of
 * cross notional), floored at 0. Isolated margin is not withdrawable; open orders are not deducted.
 */
export function withdrawable(s: AccountSummary): Dec {
  return max(0n, s.crossAccountValue - transferMarginRequirement(s.crossInitialMargin, s.crossNtl));
}

/** Liquidation price of a position by the doc's formula (§8.3). */
export function positionLiquidationPx(s: AccountSummary, p: PositionSummary): Dec | null {
  const marginAvailable =
    p.leverage.type === 'cross'
      ? s.crossAccountValue - s.crossMaintenanceMargin
      : p.marginUsed - p.maintenanceMargin;
  return liquidationPrice({ szi: p.pos.szi, markPx: p.markPx, marginAvailable, mmRate: p.mmRate });
}
