import {
  type Account,
  cashOf,
  type Leverage,
  type Position,
  positionLots,
  positionSzi,
  sziOf,
} from './accounts';
import type { DecTotals, SideTotals } from './book';
import { abs, type Dec, max, mul } from './decimal';
import {
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  mmRate,
  tierFor,
  transferMarginRequirement,
} from './margin';
import type { OrderRecord } from './order-record';
import { type EngineState, leverageOf, type MarketState } from './state';
import { lotsToDec, MICRO_USD, SAFE_UNITS, ticksToDec, toUnits } from './units';
import type { Market } from './universe';
import { usdMicro, usdValue } from './usd';

/** Derived numbers of one position at the current mark (doc §3.6 table). */
export interface PositionSummary {
  readonly market: Market;
  readonly pos: Position;
  /** The position's signed size and isolated raw USD. */
  readonly szi: Dec;
  readonly isoRaw: Dec;
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
  const cash = cashOf(account);
  let crossValue = cash;
  let crossNtl = 0n;
  let crossIM = 0n;
  let crossMM = 0n;
  let isoUsed = 0n;
  let isoNtl = 0n;
  let isoRawTotal = 0n;
  for (const [asset, pos] of account.positions) {
    const ms = state.markets[asset];
    if (!ms || pos.lots === 0) continue;
    const market = ms.market;
    const leverage = leverageOf(account, market);
    const markPx = ms.mark;
    const szi = sziOf(pos);
    const isoRaw = usdValue(pos.isoRaw);
    const signedValue = mul(szi, markPx);
    const notional = abs(signedValue);
    const table = state.universe.table(market);
    const ps: PositionSummary = {
      market,
      pos,
      leverage,
      markPx,
      notional,
      szi,
      isoRaw,
      unrealizedPnl: mul(szi, markPx - pos.entryPx),
      initialMargin: initialMargin(notional, leverage.value),
      maintenanceMargin: maintenanceMargin(table, notional),
      mmRate: mmRate(tierFor(table, notional).maxLeverage),
      marginUsed: leverage.type === 'cross' ? initialMargin(notional, leverage.value) : isoRaw + signedValue,
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
      isoRawTotal += isoRaw;
    }
  }
  return {
    positions,
    crossRawUsd: cash,
    crossAccountValue: crossValue,
    crossNtl,
    crossInitialMargin: crossIM,
    crossMaintenanceMargin: crossMM,
    isolatedMarginUsed: isoUsed,
    isolatedNtl: isoNtl,
    isolatedRawUsd: isoRawTotal,
  };
}

/**
 * Lots of an order that would increase the user's exposure given the position (in lots): an order
 * against the position first reduces it (that part needs no margin).
 */
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
    const szi = positionSzi(account, asset);
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
  const szi = positionSzi(account, market.assetId);
  const lev = leverageOf(account, market).value;
  const before = base ? sideReservation(base, szi, lev) : 0n;
  return reservationWith(base, o, 1n, szi, lev) - before;
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
  return liquidationPrice({ szi: p.szi, markPx: p.markPx, marginAvailable, mmRate: p.mmRate });
}

/**
 * Bound of the rounding in the tracker's figures relative to their magnitudes: each figure is a few
 * correctly rounded operations on exact integers (a relative error of at most 2^-53 each) and a check
 * adds up at most a few hundred of them, so their error stays far below 2^-40 of the sum of their
 * magnitudes.
 */
const REL_ERROR = 2 ** -40;

/** An account's positions as the margin checks' quick bound reads them (`MarginTracker.positionsBoundOf`). */
interface PositionsBound {
  /** The tracker's mark epoch the figures were computed at; -1 to redo all of them. */
  epoch: number;
  /** The one asset whose position changed since (-1: none). */
  changed: number;
  net: number;
  gross: number;
  /** Per asset: its value (lots × mark in ticks), and 1 when it counts as cross. */
  readonly values: Float64Array;
  readonly cross: Uint8Array;
}

/**
 * What a tracker keeps on an account object under its own symbol: a lookup-free way from an account to
 * its figures, private to that tracker (snapshots ignore symbol keys).
 */
function slotOf<T>(account: Account, key: symbol): T | undefined {
  return (account as unknown as Record<symbol, T | undefined>)[key];
}

function setSlot<T>(account: Account, key: symbol, value: T): void {
  (account as unknown as Record<symbol, T>)[key] = value;
}

/** Whether the account's position on the market is cross (its value counts toward cross equity). */
function isCross(account: Account, market: Market): boolean {
  return leverageOf(account, market).type === 'cross';
}

/** One account's figures per asset (doubles, micro-USD), and the assets where one is not 0. */
interface AccountMargin {
  /** The tracker's mark epoch the cross figures were computed at. */
  epoch: number;
  /** Per asset: the resting orders' reservation, and the cross position's value − initial margin. */
  readonly reserved: Float64Array;
  readonly excess: Float64Array;
  /**
   * Per asset: the position in lots and the leverage the checks use, read from the account while the
   * leverage is 0 (never read, or the position or leverage changed since): saves the lookups.
   */
  readonly positionLots: Float64Array;
  readonly leverage: Float64Array;
  /** Assets with a figure other than 0, each once; `listed[asset]` is its index + 1 (0: not listed). */
  readonly active: number[];
  readonly listed: Int32Array;
  /**
   * Assets changed since the last read, each listed once (`dirty` flags them): POSITION = position or
   * leverage (cross figure and reservation), ORDERS = resting orders (reservation only). The first
   * `changedCount` entries of a reused list, not a Set: clearing a Set or truncating an array
   * allocates, and this runs for every order.
   */
  readonly dirty: Uint8Array;
  readonly changed: number[];
  changedCount: number;
}

const POSITION = 1;
const ORDERS = 2;

function markDirty(m: AccountMargin, asset: number, what: number): void {
  const before = m.dirty[asset] ?? 0;
  if (before === 0) m.changed[m.changedCount++] = asset;
  m.dirty[asset] = before | what;
}

/** Keeps `m.active` listing exactly the assets with a figure other than 0. */
function relist(m: AccountMargin, asset: number): void {
  const listed = m.listed[asset] ?? 0;
  const nonzero = (m.reserved[asset] ?? 0) !== 0 || (m.excess[asset] ?? 0) !== 0;
  if (nonzero && listed === 0) {
    m.active.push(asset);
    m.listed[asset] = m.active.length;
  } else if (!nonzero && listed !== 0) {
    const last = m.active.pop() as number;
    if (last !== asset) {
      m.active[listed - 1] = last;
      m.listed[last] = listed;
    }
    m.listed[asset] = 0;
  }
}

/**
 * The reservation of one asset's resting orders (with one more order: `sign` 1, or one less: -1)
 * as a double in micro-USD, from the book's integer totals and the position in lots: the exact value
 * of `reservationWith` before its truncations, rounded. NaN once the totals have left the safe range.
 */
function reservationEstimate(
  t: Readonly<SideTotals> | undefined,
  o: OrderLike | null,
  sign: 1 | -1,
  positionLots: number,
  leverage: number,
): number {
  if (t && !t.exact) return Number.NaN;
  let buyLots = t ? t.buyLots : 0;
  let buyMicro = t ? t.buyMicro : 0;
  let sellLots = t ? t.sellLots : 0;
  let sellMicro = t ? t.sellMicro : 0;
  if (o && !o.reduceOnly) {
    const lots = sign * o.lots;
    if (o.isBuy) {
      buyLots += lots;
      buyMicro += lots * o.ticks;
    } else {
      sellLots += lots;
      sellMicro += lots * o.ticks;
    }
  }
  // A side against the position reserves only the notional of its size beyond the position.
  const buy = positionLots < 0 ? beyondPosition(buyLots, buyMicro, -positionLots) : buyMicro;
  const sell = positionLots > 0 ? beyondPosition(sellLots, sellMicro, positionLots) : sellMicro;
  return (buy + sell) / leverage;
}

function beyondPosition(lots: number, micro: number, position: number): number {
  return lots <= position ? 0 : (micro * (lots - position)) / lots;
}

/**
 * `freeMargin` kept incrementally for the engine's order checks. An account's figures are kept per
 * asset, recomputed only after the engine reports a change to the account's position, leverage or
 * resting orders there (and every cross figure after marks move), as doubles from the integer units:
 * a check adds up the few assets the account is active on. The doubles decide a check when its
 * slack exceeds their error bound; a closer one (and any beyond the safe integer range) is decided
 * by the exact `Dec` rules (`orderMargin`, `freeMargin`), so every decision is theirs — the engine's
 * property test probes the exact boundary. Derived from the state alone: a restored engine rebuilds
 * it on demand.
 */
export class MarginTracker {
  /**
   * The key of each account's figures on the account object: a lookup-free way from an account to
   * them, private to this tracker (another tracker over the same state keeps its own).
   */
  private readonly key = Symbol('margin figures');
  private readonly boundKey = Symbol('positions bound');
  private epoch = 0;
  /** Each market's mark in ticks (NaN off the tick grid), for the mark it was computed from. */
  private readonly marks: (Dec | undefined)[] = [];
  private readonly markTicks: number[] = [];
  /**
   * The asset reservation `canAfford` estimated with the order added, kept until anything else
   * changes: when that order then rests unchanged (`orderRested`), it is the asset's new reservation
   * and need not be recomputed from the book totals.
   */
  private pendingOrder: OrderLike | null = null;
  private pendingLots = 0;
  private pendingReserved = 0;

  constructor(private readonly state: EngineState) {}

  /** The account's position or leverage on `asset` changed. */
  positionChanged(account: Account, asset: number): void {
    this.pendingOrder = null;
    const p = slotOf<PositionsBound>(account, this.boundKey);
    if (p) {
      if (p.changed === -1 || p.changed === asset) p.changed = asset;
      else p.epoch = -1;
    }
    const m = this.figuresOf(account);
    if (m) markDirty(m, asset, POSITION);
  }

  /** The account's resting book orders on `asset` changed. */
  ordersChanged(account: Account, asset: number): void {
    this.pendingOrder = null;
    const m = this.figuresOf(account);
    if (m) markDirty(m, asset, ORDERS);
  }

  /**
   * The order rested in its book. When it is the order `canAfford` last priced, unchanged and with
   * nothing else changed since, its reservation is taken as estimated; otherwise `ordersChanged`.
   */
  orderRested(account: Account, o: OrderLike): void {
    const m = this.figuresOf(account);
    if (!m || this.pendingOrder !== o || this.pendingLots !== o.lots || (m.dirty[o.asset] ?? 0) !== 0) {
      this.ordersChanged(account, o.asset);
      return;
    }
    this.pendingOrder = null;
    m.reserved[o.asset] = this.pendingReserved;
    relist(m, o.asset);
  }

  /** Marks moved: every cross figure is stale. */
  marksChanged(): void {
    this.pendingOrder = null;
    this.epoch++;
  }

  /** `freeMargin(state, account)`, exactly. */
  free(account: Account): Dec {
    return freeMargin(this.state, account);
  }

  /**
   * Whether the account can afford a new order in the market: `orderMargin(state, account, market, o)`
   * (the asset's reservation with the order minus the one kept for it) ≤ `freeMargin(state, account)`.
   */
  canAfford(account: Account, ms: MarketState, o: OrderLike, resting = Number.NaN): boolean {
    this.pendingOrder = null;
    if (this.clearlyAffordable(account, resting, o.reduceOnly ? 0 : o.lots * o.ticks)) return true;
    const m = this.current(account);
    const cash = usdMicro(account.cash);
    if (o.reduceOnly) {
      const verdict = this.decide(m, cash, 0, 0);
      return verdict !== 0 ? verdict > 0 : freeMargin(this.state, account) >= 0n;
    }
    const asset = ms.market.assetId;
    this.readAsset(m, account, ms);
    const withOrder = reservationEstimate(
      ms.book.userTotals(account.user),
      o,
      1,
      m.positionLots[asset] ?? 0,
      m.leverage[asset] ?? 1,
    );
    this.pendingOrder = o;
    this.pendingLots = o.lots;
    this.pendingReserved = withOrder;
    // need ≤ free ⟺ withOrder + (reserved − reserved[asset]) ≤ cash + excess
    const verdict = this.decide(m, cash, withOrder - (m.reserved[asset] ?? 0), withOrder);
    if (verdict !== 0) return verdict > 0;
    return orderMargin(this.state, account, ms.market, o) <= freeMargin(this.state, account);
  }

  /**
   * Whether a resting maker can afford its fill of `increaseLots` that increase its position:
   * `initialMargin` of their notional at its price ≤ its free margin without its own reservation
   * (which the fill releases).
   */
  makerCanAfford(
    account: Account,
    ms: MarketState,
    maker: OrderLike,
    increaseLots: number,
    resting = Number.NaN,
  ): boolean {
    if (this.clearlyAffordable(account, resting, increaseLots * maker.ticks)) return true;
    const m = this.current(account);
    const asset = ms.market.assetId;
    this.readAsset(m, account, ms);
    const lev = m.leverage[asset] ?? 1;
    const micro = increaseLots * maker.ticks;
    const totals = ms.book.userTotals(account.user);
    const reserved = m.reserved[asset] ?? 0;
    const without =
      !maker.reduceOnly && totals !== undefined
        ? reservationEstimate(totals, maker, -1, m.positionLots[asset] ?? 0, lev)
        : reserved;
    const need = micro / lev;
    const cash = usdMicro(account.cash);
    // need ≤ free + reserved[asset] − without ⟺ need + reserved − reserved[asset] + without ≤ cash + excess
    const verdict = this.decide(m, cash, need + without - reserved, need + without);
    if (verdict !== 0) return verdict > 0;
    return initialMargin(BigInt(micro) * MICRO_USD, lev) <= freeMargin(this.state, account, maker);
  }

  /**
   * A sufficient condition that needs none of the account's figures, checked first: the cash and the
   * cross positions' value exceed the positions' notional, the notional of the account's resting
   * orders (`resting`, micro-USD; NaN when unknown) and `added`. It implies the check passes: a cross
   * position's initial margin is at most its notional, an asset's reservation at most its resting
   * orders' notional, with one more order at most that plus the order's, and a maker's fill needs at
   * most its notional (a maker's own reservation only leaves).
   */
  private clearlyAffordable(account: Account, resting: number, added: number): boolean {
    const cash = usdMicro(account.cash);
    if (!(resting >= 0) || Number.isNaN(cash)) return false;
    const p = this.positionsBoundOf(account);
    const exposure = resting + added;
    const margin = cash + p.net - exposure;
    return margin > 1 + (Math.abs(cash) + p.gross + exposure) * REL_ERROR;
  }

  /**
   * The account's positions for the quick bound: Σ cross values − Σ notionals (`net`) and Σ notionals
   * (`gross`), micro-USD (NaN when a mark is off the tick grid or a figure beyond the safe range).
   * Kept on the account under this tracker's symbol: after one position changed only its part is
   * redone, after more or after the marks moved all of them. The parts are whole micro-USD, so the
   * sums stay exact.
   */
  private positionsBoundOf(account: Account): PositionsBound {
    let p = slotOf<PositionsBound>(account, this.boundKey);
    if (!p) {
      const n = this.state.markets.length;
      p = { epoch: -1, changed: -1, net: 0, gross: 0, values: new Float64Array(n), cross: new Uint8Array(n) };
      setSlot(account, this.boundKey, p);
    }
    if (p.epoch !== this.epoch) {
      p.values.fill(0);
      p.net = 0;
      p.gross = 0;
      for (const asset of account.positions.keys()) this.boundPart(p, account, asset);
      p.epoch = this.epoch;
    } else if (p.changed >= 0) this.boundPart(p, account, p.changed);
    p.changed = -1;
    // A part beyond the safe range leaves no bound; all parts are redone at the next check.
    if (Number.isNaN(p.net)) p.epoch = -1;
    return p;
  }

  /** Replaces one asset's part of the account's positions bound. */
  private boundPart(p: PositionsBound, account: Account, asset: number): void {
    const old = p.values[asset] ?? 0;
    p.gross -= Math.abs(old);
    p.net -= (p.cross[asset] === 1 ? old : 0) - Math.abs(old);
    const ms = this.state.markets[asset];
    const pos = account.positions.get(asset);
    const value = pos && ms ? pos.lots * this.markTicksOf(ms) : 0;
    const cross = ms !== undefined && isCross(account, ms.market);
    if (!(value <= SAFE_UNITS && value >= -SAFE_UNITS)) {
      p.values[asset] = 0;
      p.net = Number.NaN;
      return;
    }
    p.values[asset] = value;
    p.cross[asset] = cross ? 1 : 0;
    p.gross += Math.abs(value);
    p.net += (cross ? value : 0) - Math.abs(value);
  }

  /**
   * Whether `added` (micro-USD added to the account's reservations by the check, of a magnitude up to
   * `scale`) fits its free margin: 1 when it does, -1 when it does not, and 0 when the doubles' error
   * could decide either way (or a figure is beyond the safe range: NaN) and the exact rule must.
   */
  private decide(m: AccountMargin, cash: number, added: number, scale: number): 1 | -1 | 0 {
    let reserved = 0;
    let excess = 0;
    let magnitude = Math.abs(cash) + Math.abs(scale);
    for (let i = 0; i < m.active.length; i++) {
      const asset = m.active[i] as number;
      const r = m.reserved[asset] ?? 0;
      const e = m.excess[asset] ?? 0;
      reserved += r;
      excess += e;
      magnitude += Math.abs(r) + Math.abs(e);
    }
    const slack = cash + excess - reserved - added;
    // One micro-USD more than the rounding: the exact rules truncate each figure at 10^-18 USD.
    const bound = 1 + magnitude * REL_ERROR;
    if (slack > bound) return 1;
    if (slack < -bound) return -1;
    return 0;
  }

  /** Makes sure `m` holds the account's position lots and leverage on the market's asset. */
  private readAsset(m: AccountMargin, account: Account, ms: MarketState): void {
    const asset = ms.market.assetId;
    if ((m.leverage[asset] ?? 0) !== 0) return;
    m.positionLots[asset] = positionLots(account, asset);
    m.leverage[asset] = leverageOf(account, ms.market).value;
  }

  /** The account's figures, kept on the account object under this tracker's own symbol (snapshots ignore it). */
  private figuresOf(account: Account): AccountMargin | undefined {
    return slotOf<AccountMargin>(account, this.key);
  }

  private current(account: Account): AccountMargin {
    const state = this.state;
    let m = this.figuresOf(account);
    if (!m) {
      const n = state.markets.length;
      m = {
        epoch: -1,
        reserved: new Float64Array(n),
        excess: new Float64Array(n),
        positionLots: new Float64Array(n),
        leverage: new Float64Array(n),
        active: [],
        listed: new Int32Array(n),
        dirty: new Uint8Array(n),
        changed: [],
        changedCount: 0,
      };
      for (const asset of state.userAssets.get(account.user) ?? []) markDirty(m, asset, ORDERS);
      setSlot(account, this.key, m);
    }
    if (m.epoch !== this.epoch) {
      for (const asset of [...m.active]) {
        m.excess[asset] = 0;
        relist(m, asset);
      }
      for (const [asset, pos] of account.positions) this.refreshExcess(m, account, asset, pos);
      m.epoch = this.epoch;
    }
    for (let i = 0; i < m.changedCount; i++) {
      const asset = m.changed[i] as number;
      if ((m.dirty[asset] ?? 0) & POSITION) {
        m.leverage[asset] = 0;
        this.refreshExcess(m, account, asset, account.positions.get(asset));
      }
      // Reservations depend on the position and leverage too, so every change recomputes them.
      this.refreshReservation(m, account, asset);
      m.dirty[asset] = 0;
    }
    m.changedCount = 0;
    return m;
  }

  /** Recomputes the account's cross excess on `asset` (0 without a cross position). */
  private refreshExcess(m: AccountMargin, account: Account, asset: number, pos: Position | undefined): void {
    const ms = this.state.markets[asset];
    let excess = 0;
    if (ms && pos && pos.lots !== 0) {
      const leverage = leverageOf(account, ms.market);
      if (leverage.type === 'cross') {
        const markTicks = this.markTicksOf(ms);
        const value = Number.isNaN(markTicks)
          ? Number(mul(sziOf(pos), ms.mark) / MICRO_USD)
          : pos.lots * markTicks;
        excess = value - Math.abs(value) / leverage.value;
      }
    }
    m.excess[asset] = excess;
    relist(m, asset);
  }

  /** The market's mark in whole ticks, NaN when it is off the tick grid. */
  private markTicksOf(ms: MarketState): number {
    const asset = ms.market.assetId;
    if (this.marks[asset] !== ms.mark) {
      const ticks = toUnits(ms.mark, ms.book.tick);
      this.marks[asset] = ms.mark;
      this.markTicks[asset] =
        Number.isSafeInteger(ticks) && ticksToDec(ticks, ms.market.szDecimals) === ms.mark
          ? ticks
          : Number.NaN;
    }
    return this.markTicks[asset] as number;
  }

  /** Recomputes the account's reservation on `asset` from the book totals (0 without resting orders). */
  private refreshReservation(m: AccountMargin, account: Account, asset: number): void {
    const ms = this.state.markets[asset];
    const totals = ms?.book.userTotals(account.user);
    if (!ms || !totals) m.reserved[asset] = 0;
    else {
      this.readAsset(m, account, ms);
      m.reserved[asset] = reservationEstimate(
        totals,
        null,
        1,
        m.positionLots[asset] ?? 0,
        m.leverage[asset] ?? 1,
      );
    }
    relist(m, asset);
  }
}
