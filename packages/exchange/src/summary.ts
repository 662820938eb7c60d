import type { Account, Leverage, Position } from './accounts';
import type { DecTotals, OrderBook } from './book';
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
import { lotsToDec, MICRO_USD, reservationUnits, toUnits } from './units';
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

/** `increasingSize` on the order path's integer units: the position and the order in lots. */
export function increasingLots(positionLots: number, isBuy: boolean, lots: number): number {
  const against = (positionLots > 0 && !isBuy) || (positionLots < 0 && isBuy);
  return against ? Math.max(0, lots - Math.abs(positionLots)) : lots;
}

/**
 * Margin reserved by resting orders on one asset: orders on the position's side (or any side when
 * flat) reserve their notional ÷ leverage; orders against the position reserve only the part of their
 * total size beyond the position (priced at their average limit price). Reduce-only orders reserve
 * nothing.
 */
export function sideReservation(t: DecTotals, szi: Dec, leverage: number): Dec {
  return reservation(t.buySz, t.buyNtl, t.sellSz, t.sellNtl, szi, leverage);
}

/** `sideReservation` on plain figures. */
function reservation(buySz: Dec, buyNtl: Dec, sellSz: Dec, sellNtl: Dec, szi: Dec, leverage: number): Dec {
  const buy = szi < 0n ? againstPosition(buySz, buyNtl, -szi) : buyNtl;
  const sell = szi > 0n ? againstPosition(sellSz, sellNtl, szi) : sellNtl;
  return (buy + sell) / (LEVERAGES[leverage] ?? BigInt(leverage));
}

/** Leverages as bigints (a conversion allocates, and this runs for every order). */
const LEVERAGES: readonly bigint[] = Array.from({ length: 201 }, (_, i) => BigInt(i));

/** Notional of the part of `sz` (orders against a position of size `size`) beyond the position. */
function againstPosition(sz: Dec, ntl: Dec, size: Dec): Dec {
  return sz <= size ? 0n : (ntl * (sz - size)) / sz;
}

type OrderLike = Pick<OrderRecord, 'asset' | 'isBuy' | 'ticks' | 'lots' | 'reduceOnly' | 'szDecimals'>;

/** The asset's reservation with one more (`sign` 1) or one less (-1) non-reduce-only order. */
function reservationWith(
  base: DecTotals | undefined,
  o: OrderLike,
  sign: 1n | -1n,
  szi: Dec,
  leverage: number,
): Dec {
  let buySz = base?.buySz ?? 0n;
  let buyNtl = base?.buyNtl ?? 0n;
  let sellSz = base?.sellSz ?? 0n;
  let sellNtl = base?.sellNtl ?? 0n;
  if (!o.reduceOnly) {
    // Added or subtracted directly: multiplying by the sign would allocate two more bigints.
    const sz = lotsToDec(o.lots, o.szDecimals);
    const ntl = BigInt(o.lots) * BigInt(o.ticks) * MICRO_USD;
    if (o.isBuy) {
      buySz = sign > 0n ? buySz + sz : buySz - sz;
      buyNtl = sign > 0n ? buyNtl + ntl : buyNtl - ntl;
    } else {
      sellSz = sign > 0n ? sellSz + sz : sellSz - sz;
      sellNtl = sign > 0n ? sellNtl + ntl : sellNtl - ntl;
    }
  }
  return reservation(buySz, buyNtl, sellSz, sellNtl, szi, leverage);
}

/**
 * `reservationWith` (or `sideReservation` without an order; `sign` 1 adds the order, -1 removes it)
 * computed on the book's integer totals (`reservationUnits`): the engine's order checks. Same value;
 * the `Dec` rule serves the rare figures beyond the safe integer range.
 */
function unitReservation(
  book: OrderBook<OrderRecord>,
  user: string,
  o: OrderLike | null,
  sign: 1 | -1,
  szi: Dec,
  leverage: number,
): Dec {
  const t = book.userTotals(user);
  if (!t || t.exact) {
    let buyLots = t ? t.buyLots : 0;
    let buyMicro = t ? t.buyMicro : 0;
    let sellLots = t ? t.sellLots : 0;
    let sellMicro = t ? t.sellMicro : 0;
    if (o && !o.reduceOnly) {
      const lots = sign * o.lots;
      const micro = lots * o.ticks;
      if (o.isBuy) {
        buyLots += lots;
        buyMicro += micro;
      } else {
        sellLots += lots;
        sellMicro += micro;
      }
    }
    const positionLots = szi === 0n ? 0 : toUnits(szi, book.lot);
    const r = reservationUnits(buyLots, buyMicro, sellLots, sellMicro, positionLots, leverage);
    if (r !== null) return r;
  }
  const exact = book.exactTotals(user);
  if (o) return reservationWith(exact, o, sign > 0 ? 1n : -1n, szi, leverage);
  return exact ? sideReservation(exact, szi, leverage) : 0n;
}

/** The user's reservation on one asset from its book totals (0 without resting orders there). */
function assetReservation(state: EngineState, account: Account, asset: number): Dec {
  const ms = state.markets[asset];
  if (!ms?.book.userTotals(account.user)) return 0n;
  const szi = account.positions.get(asset)?.szi ?? 0n;
  return unitReservation(ms.book, account.user, null, 1, szi, leverageOf(account, ms.market).value);
}

/** Margin reserved by the user's resting book orders (triggers reserve nothing until they fire). */
export function reservedMargin(state: EngineState, account: Account, exclude?: OrderLike): Dec {
  const assets = state.userAssets.get(account.user);
  if (!assets) return 0n;
  let total = 0n;
  for (const asset of assets) {
    const ms = state.markets[asset];
    const base = ms?.book.exactTotals(account.user);
    if (!ms || !base) {
      assets.delete(asset);
      continue;
    }
    const szi = account.positions.get(asset)?.szi ?? 0n;
    const lev = leverageOf(account, ms.market).value;
    total +=
      exclude && exclude.asset === asset
        ? reservationWith(base, exclude, -1n, szi, lev)
        : sideReservation(base, szi, lev);
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
  const base = account ? state.markets[market.assetId]?.book.exactTotals(account.user) : undefined;
  const szi = account?.positions.get(market.assetId)?.szi ?? 0n;
  const lev = leverageOf(account, market).value;
  const before = base ? sideReservation(base, szi, lev) : 0n;
  return reservationWith(base, o, 1n, szi, lev) - before;
}

/** Cross account value - cross initial margin of one position (0 for isolated ones). */
function crossExcess(state: EngineState, account: Account, asset: number, pos: Position): Dec {
  const ms = state.markets[asset];
  if (!ms || pos.szi === 0n) return 0n;
  const leverage = leverageOf(account, ms.market);
  if (leverage.type !== 'cross') return 0n;
  const value = mul(pos.szi, ms.mark);
  return value - initialMargin(value, leverage.value);
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

/** One account's cached margin figures: per asset (indexed by asset id) and their sums. */
interface AccountMargin {
  /** The tracker's mark epoch the cross figures were computed at. */
  epoch: number;
  /** Σ crossExcess over the positions, and per asset. */
  excess: Dec;
  readonly excessOf: Dec[];
  /** Σ reservations of resting orders, and per asset. */
  reserved: Dec;
  readonly reservedOf: Dec[];
  /**
   * Assets changed since the last read, each listed once (`dirty` flags them): POSITION = position or
   * leverage (cross figure and reservation), ORDERS = resting orders (reservation only). Arrays, not
   * Sets: clearing a Set allocates a new table, and this runs for every order.
   */
  readonly dirty: Uint8Array;
  readonly changed: number[];
}

const POSITION = 1;
const ORDERS = 2;

function markDirty(m: AccountMargin, asset: number, what: number): void {
  const before = m.dirty[asset] ?? 0;
  if (before === 0) m.changed.push(asset);
  m.dirty[asset] = before | what;
}

/**
 * `freeMargin` kept incrementally for the engine's order checks: every account's figures are split
 * per asset, an asset is recomputed only after the engine reports a change to the account's position,
 * leverage or resting orders there, and all cross figures after marks move. The sums are of the same
 * per-asset integer terms `summarize` and `reservedMargin` add up, so the result is identical (the
 * engine's property test compares both). Derived from the state alone: a restored engine rebuilds it
 * on demand.
 */
export class MarginTracker {
  private readonly accounts = new Map<string, AccountMargin>();
  private epoch = 0;
  /**
   * The asset reservation `orderMargin` computed with the order added, kept until anything else
   * changes: when that order then rests unchanged (`orderRested`), it is the asset's new reservation
   * and need not be recomputed from the book totals.
   */
  private pendingOrder: OrderLike | null = null;
  private pendingLots = 0;
  private pendingReserved: Dec = 0n;

  constructor(private readonly state: EngineState) {}

  /** The user's position or leverage on `asset` changed. */
  positionChanged(user: string, asset: number): void {
    this.pendingOrder = null;
    const m = this.accounts.get(user);
    if (m) markDirty(m, asset, POSITION);
  }

  /** The user's resting book orders on `asset` changed. */
  ordersChanged(user: string, asset: number): void {
    this.pendingOrder = null;
    const m = this.accounts.get(user);
    if (m) markDirty(m, asset, ORDERS);
  }

  /**
   * The order rested in its book. When it is the order `orderMargin` last priced, unchanged and with
   * nothing else changed since, its reservation is taken as computed; otherwise `ordersChanged`.
   */
  orderRested(user: string, o: OrderLike): void {
    const m = this.accounts.get(user);
    if (!m || this.pendingOrder !== o || this.pendingLots !== o.lots || (m.dirty[o.asset] ?? 0) !== 0) {
      this.ordersChanged(user, o.asset);
      return;
    }
    this.pendingOrder = null;
    m.reserved += this.pendingReserved - (m.reservedOf[o.asset] ?? 0n);
    m.reservedOf[o.asset] = this.pendingReserved;
  }

  /** Marks moved: every cross figure is stale. */
  marksChanged(): void {
    this.pendingOrder = null;
    this.epoch++;
  }

  /** `freeMargin(state, account, exclude)`. */
  free(account: Account, exclude?: OrderLike): Dec {
    const m = this.current(account);
    let free = account.cash + m.excess - m.reserved;
    if (exclude && !exclude.reduceOnly) {
      const ms = this.state.markets[exclude.asset];
      if (ms?.book.userTotals(account.user)) {
        const szi = account.positions.get(exclude.asset)?.szi ?? 0n;
        const lev = leverageOf(account, ms.market).value;
        const without = unitReservation(ms.book, account.user, exclude, -1, szi, lev);
        free += (m.reservedOf[exclude.asset] ?? 0n) - without;
      }
    }
    return free;
  }

  /**
   * `orderMargin(state, account, market, o)`: the asset's reservation with the order minus the one
   * cached for it (what `orderMargin` recomputes from the book totals).
   */
  orderMargin(account: Account, market: Market, o: OrderLike): Dec {
    this.pendingOrder = null;
    if (o.reduceOnly) return 0n;
    const before = this.current(account).reservedOf[market.assetId] ?? 0n;
    const book = this.state.markets[market.assetId]?.book;
    if (!book) return 0n;
    const szi = account.positions.get(market.assetId)?.szi ?? 0n;
    const reserved = unitReservation(book, account.user, o, 1, szi, leverageOf(account, market).value);
    this.pendingOrder = o;
    this.pendingLots = o.lots;
    this.pendingReserved = reserved;
    return reserved - before;
  }

  private current(account: Account): AccountMargin {
    const state = this.state;
    let m = this.accounts.get(account.user);
    if (!m) {
      m = {
        epoch: -1,
        excess: 0n,
        excessOf: new Array<Dec>(state.markets.length).fill(0n),
        reserved: 0n,
        reservedOf: new Array<Dec>(state.markets.length).fill(0n),
        dirty: new Uint8Array(state.markets.length),
        changed: [],
      };
      for (const asset of state.userAssets.get(account.user) ?? []) markDirty(m, asset, ORDERS);
      this.accounts.set(account.user, m);
    }
    if (m.epoch !== this.epoch) {
      m.excess = 0n;
      m.excessOf.fill(0n);
      for (const [asset, pos] of account.positions) {
        const e = crossExcess(state, account, asset, pos);
        m.excessOf[asset] = e;
        m.excess += e;
      }
      m.epoch = this.epoch;
    }
    for (let i = 0; i < m.changed.length; i++) {
      const asset = m.changed[i] as number;
      if ((m.dirty[asset] ?? 0) & POSITION) {
        const pos = account.positions.get(asset);
        const e = pos ? crossExcess(state, account, asset, pos) : 0n;
        m.excess += e - (m.excessOf[asset] ?? 0n);
        m.excessOf[asset] = e;
      }
      // Reservations depend on the position and leverage too, so every change recomputes them.
      const r = assetReservation(state, account, asset);
      m.reserved += r - (m.reservedOf[asset] ?? 0n);
      m.reservedOf[asset] = r;
      m.dirty[asset] = 0;
    }
    m.changed.length = 0;
    return m;
  }
}
