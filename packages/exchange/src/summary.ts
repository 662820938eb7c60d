import {
  type Account,
  cashOf,
  type Leverage,
  type Position,
  positionLots,
  positionSzi,
  sziOf,
} from './accounts';
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
import type { OrderRecord } from './order-record';
import { type EngineState, leverageOf, type MarketState } from './state';
import {
  addToPair,
  floorDiv,
  lotsToDec,
  MICRO_USD,
  type MicroPair,
  marginPair,
  pairExceeds,
  pairToDec,
  reservationPair,
  SAFE_UNITS,
  ticksToDec,
  toUnits,
} from './units';
import type { Market } from './universe';
import { usdValue } from './usd';

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

/**
 * `reservationWith` (or `sideReservation` without an order; `sign` 1 adds the order, -1 removes it)
 * computed on the book's integer totals and the position in lots (`reservationPair`) into `out`: the
 * engine's order checks. False when the figures leave the pair range (`exactReservation` then gives
 * the value).
 */
function unitReservation(
  out: MicroPair,
  book: OrderBook<OrderRecord>,
  user: string,
  o: OrderLike | null,
  sign: 1 | -1,
  positionLots: number,
  leverage: number,
): boolean {
  const t = book.userTotals(user);
  if (t && !t.exact) return false;
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
  return reservationPair(out, buyLots, buyMicro, sellLots, sellMicro, positionLots, leverage);
}

/** `unitReservation` by the exact `Dec` rule, for the figures beyond its range. */
function exactReservation(
  book: OrderBook<OrderRecord>,
  user: string,
  o: OrderLike | null,
  sign: 1 | -1,
  szi: Dec,
  leverage: number,
): Dec {
  const exact = book.exactTotals(user);
  if (o) return reservationWith(exact, o, sign > 0 ? 1n : -1n, szi, leverage);
  return exact ? sideReservation(exact, szi, leverage) : 0n;
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

/** Cross account value - cross initial margin of one position (0 for isolated ones). */
function crossExcess(state: EngineState, account: Account, asset: number, pos: Position): Dec {
  const ms = state.markets[asset];
  if (!ms || pos.lots === 0) return 0n;
  const leverage = leverageOf(account, ms.market);
  if (leverage.type !== 'cross') return 0n;
  const value = mul(sziOf(pos), ms.mark);
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
  return liquidationPrice({ szi: p.szi, markPx: p.markPx, marginAvailable, mmRate: p.mmRate });
}

/**
 * Bound of the pair figures the order checks add up (reservations, cross excess and their sums, in
 * micro-USD; about $2 billion): a sum of three of them and a cash balance within `SAFE_UNITS` stays
 * exactly representable.
 */
const SUM_BOUND = SAFE_UNITS / 2;

/**
 * One per-asset figure of an account kept as exact number pairs (`MicroPair`) in a column of the
 * account's rows, with their sum: an asset whose figure is beyond the pair range has it in `exactOf`
 * instead (0 in the pairs), and `exact` counts those. While the sum is beyond ±SUM_BOUND (where adding
 * to it could round) it is recounted from the rows on every change.
 */
interface PairColumn {
  readonly col: number;
  readonly sum: MicroPair;
  readonly exactOf: (Dec | undefined)[];
  exact: number;
}

function pairColumn(col: number, assets: number): PairColumn {
  return {
    col,
    sum: { hi: 0, lo: 0 },
    exactOf: new Array<Dec | undefined>(assets).fill(undefined),
    exact: 0,
  };
}

/** One account's cached margin figures: per asset (indexed by asset id) and their sums. */
interface AccountMargin {
  /** The tracker's mark epoch the cross figures were computed at. */
  epoch: number;
  /** Reservations of resting orders per asset. */
  readonly reserved: PairColumn;
  /** Cross excess (crossExcess: value − initial margin) per asset. */
  readonly excess: PairColumn;
  /**
   * Per asset (a row of ROW numbers, so one check reads one cache line): the reservation and cross
   * excess pairs, and the position in lots and the leverage the checks use (POSITION_LOTS, LEVERAGE),
   * read from the account while LEVERAGE is 0 (never read, or the position or leverage changed since):
   * saves the lookups.
   */
  readonly figures: Float64Array;
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

const RESERVED = 0;
const EXCESS = 2;
const POSITION_LOTS = 4;
const LEVERAGE = 5;
const ROW = 6;

function markDirty(m: AccountMargin, asset: number, what: number): void {
  const before = m.dirty[asset] ?? 0;
  if (before === 0) m.changed[m.changedCount++] = asset;
  m.dirty[asset] = before | what;
}

/** Whether a column's sum can be used as a pair: every figure and the sum within range. */
function columnHolds(c: PairColumn): boolean {
  return c.exact === 0 && c.sum.hi <= SUM_BOUND && c.sum.hi >= -SUM_BOUND;
}

/** Sets one asset's figure in a column: the pair (hi, lo), or `exact` when beyond the pair range. */
function setFigure(
  figures: Float64Array,
  c: PairColumn,
  asset: number,
  exact: Dec | null,
  hi: number,
  lo: number,
): void {
  const wasExact = c.exactOf[asset] !== undefined;
  if (exact !== null) {
    if (!wasExact) c.exact++;
    c.exactOf[asset] = exact;
  } else if (wasExact) {
    c.exact--;
    c.exactOf[asset] = undefined;
  }
  const at = asset * ROW + c.col;
  const newHi = exact === null ? hi : 0;
  const newLo = exact === null ? lo : 0;
  const oldHi = figures[at] ?? 0;
  const oldLo = figures[at + 1] ?? 0;
  figures[at] = newHi;
  figures[at + 1] = newLo;
  if (c.sum.hi <= SUM_BOUND && c.sum.hi >= -SUM_BOUND) {
    addToPair(c.sum, newHi - oldHi, newLo - oldLo);
    return;
  }
  c.sum.hi = 0;
  c.sum.lo = 0;
  for (let i = 0; i < c.exactOf.length; i++)
    addToPair(c.sum, figures[i * ROW + c.col] ?? 0, figures[i * ROW + c.col + 1] ?? 0);
}

/** Sets every figure of a column to 0. */
function clearColumn(figures: Float64Array, c: PairColumn): void {
  for (let i = 0; i < c.exactOf.length; i++) {
    figures[i * ROW + c.col] = 0;
    figures[i * ROW + c.col + 1] = 0;
  }
  c.exactOf.fill(undefined);
  c.exact = 0;
  c.sum.hi = 0;
  c.sum.lo = 0;
}

/** One asset's figure as a `Dec`. */
function figureDec(figures: Float64Array, c: PairColumn, asset: number): Dec {
  const at = asset * ROW + c.col;
  return c.exactOf[asset] ?? pairToDec(figures[at] ?? 0, figures[at + 1] ?? 0);
}

/** A column's sum as a `Dec`. */
function columnDec(figures: Float64Array, c: PairColumn): Dec {
  if (columnHolds(c)) return pairToDec(c.sum.hi, c.sum.lo);
  let total = 0n;
  for (let i = 0; i < c.exactOf.length; i++) total += figureDec(figures, c, i);
  return total;
}

/** Makes sure `m.figures` holds the account's position lots and leverage on the market's asset. */
function readAsset(m: AccountMargin, account: Account, ms: MarketState): void {
  const asset = ms.market.assetId;
  if ((m.figures[asset * ROW + LEVERAGE] ?? 0) !== 0) return;
  m.figures[asset * ROW + POSITION_LOTS] = positionLots(account, asset);
  m.figures[asset * ROW + LEVERAGE] = leverageOf(account, ms.market).value;
}

/** Scratch pair of `excessPair` (a tuple per call would allocate). */
const excessOut: MicroPair = { hi: 0, lo: 0 };

/**
 * `crossExcess` of a cross position of `lots` at a mark of `markTicks` with `leverage`, into
 * `excessOut`: value − ⌊|value| ÷ leverage⌋ in `Dec` units, value = lots × markTicks micro-USD. False
 * beyond the pair range or for a mark off the tick grid (NaN).
 */
function excessPair(lots: number, markTicks: number, leverage: number): boolean {
  const value = lots * markTicks;
  if (!(value <= SUM_BOUND && value >= -SUM_BOUND)) return false;
  const size = value < 0 ? -value : value;
  const q = floorDiv(size, leverage);
  const f = floorDiv((size - q * leverage) * MICRO, leverage);
  excessOut.hi = f > 0 ? value - q - 1 : value - q;
  excessOut.lo = f > 0 ? MICRO - f : 0;
  return true;
}

/** `Dec` units per micro-USD, as a number. */
const MICRO = 1e12;

/**
 * `freeMargin` kept incrementally for the engine's order checks: every account's figures are split
 * per asset, an asset is recomputed only after the engine reports a change to the account's position,
 * leverage or resting orders there, and all cross figures after marks move. The sums are of the same
 * per-asset integer terms `summarize` and `reservedMargin` add up, so the result is identical (the
 * engine's property test compares both). The figures are exact number pairs (`MicroPair`), computed
 * from the book's integer totals, positions in lots and marks in ticks, and the order checks compare
 * them with the cash without bigint arithmetic; the `Dec` rules take over for figures beyond the
 * pairs' range. Derived from the state alone: a restored engine rebuilds it on demand.
 */
export class MarginTracker {
  /**
   * The key of each account's figures on the account object: a lookup-free way from an account to
   * them, private to this tracker (another tracker over the same state keeps its own).
   */
  private readonly key = Symbol('margin figures');
  private epoch = 0;
  /** Each market's mark in ticks (NaN off the tick grid), for the mark it was computed from. */
  private readonly marks: (Dec | undefined)[] = [];
  private readonly markTicks: number[] = [];
  /**
   * The asset reservation `canAfford` computed with the order added (a pair, or `pendingExact`), kept
   * until anything else changes: when that order then rests unchanged (`orderRested`), it is the
   * asset's new reservation and need not be recomputed from the book totals.
   */
  private pendingOrder: OrderLike | null = null;
  private pendingLots = 0;
  private readonly pending: MicroPair = { hi: 0, lo: 0 };
  private pendingExact: Dec | null = null;
  /** Scratch pairs of the checks (reused: an object per call would allocate). */
  private readonly need: MicroPair = { hi: 0, lo: 0 };
  private readonly without: MicroPair = { hi: 0, lo: 0 };
  private readonly base: MicroPair = { hi: 0, lo: 0 };

  constructor(private readonly state: EngineState) {}

  /** The account's position or leverage on `asset` changed. */
  positionChanged(account: Account, asset: number): void {
    this.pendingOrder = null;
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
   * nothing else changed since, its reservation is taken as computed; otherwise `ordersChanged`.
   */
  orderRested(account: Account, o: OrderLike): void {
    const m = this.figuresOf(account);
    if (!m || this.pendingOrder !== o || this.pendingLots !== o.lots || (m.dirty[o.asset] ?? 0) !== 0) {
      this.ordersChanged(account, o.asset);
      return;
    }
    this.pendingOrder = null;
    setFigure(m.figures, m.reserved, o.asset, this.pendingExact, this.pending.hi, this.pending.lo);
  }

  /** Marks moved: every cross figure is stale. */
  marksChanged(): void {
    this.pendingOrder = null;
    this.epoch++;
  }

  /** `freeMargin(state, account)`. */
  free(account: Account): Dec {
    return this.freeOf(this.current(account), account);
  }

  /**
   * Whether the account can afford a new order in the market: `orderMargin(state, account, market, o)`
   * (the asset's reservation with the order minus the one cached for it) ≤ `free(account)`.
   */
  canAfford(account: Account, ms: MarketState, o: OrderLike): boolean {
    this.pendingOrder = null;
    const m = this.current(account);
    if (o.reduceOnly) return this.freeOf(m, account) >= 0n;
    const asset = ms.market.assetId;
    const book = ms.book;
    readAsset(m, account, ms);
    const f = m.figures;
    const lev = f[asset * ROW + LEVERAGE] ?? 0;
    const withOrder = this.pending;
    const inPairs = unitReservation(
      withOrder,
      book,
      account.user,
      o,
      1,
      f[asset * ROW + POSITION_LOTS] ?? 0,
      lev,
    );
    this.pendingOrder = o;
    this.pendingLots = o.lots;
    this.pendingExact = inPairs
      ? null
      : exactReservation(book, account.user, o, 1, positionSzi(account, asset), lev);
    if (inPairs && withOrder.hi <= SUM_BOUND && this.pairsHold(m, account)) {
      // need > free ⟺ withOrder + (reserved − reservedOf[asset]) > cash + excess
      const r = m.reserved.sum;
      const hi = r.hi - (f[asset * ROW + RESERVED] ?? 0) + withOrder.hi;
      const lo = r.lo - (f[asset * ROW + RESERVED + 1] ?? 0) + withOrder.lo;
      return !this.exceedsBase(hi, lo, m, account);
    }
    const reserved = this.pendingExact ?? pairToDec(withOrder.hi, withOrder.lo);
    return reserved - figureDec(f, m.reserved, asset) <= this.freeOf(m, account);
  }

  /**
   * Whether a resting maker can afford its fill of `increaseLots` that increase its position:
   * `initialMargin` of their notional at its price ≤ its free margin without its own reservation
   * (which the fill releases).
   */
  makerCanAfford(account: Account, ms: MarketState, maker: OrderLike, increaseLots: number): boolean {
    const m = this.current(account);
    const asset = ms.market.assetId;
    readAsset(m, account, ms);
    const f = m.figures;
    const lev = f[asset * ROW + LEVERAGE] ?? 0;
    const positionLots = f[asset * ROW + POSITION_LOTS] ?? 0;
    const micro = increaseLots * maker.ticks;
    const book = ms.book;
    const rests = !maker.reduceOnly && book.userTotals(account.user) !== undefined;
    const need = this.need;
    const without = this.without;
    if (!rests) {
      without.hi = f[asset * ROW + RESERVED] ?? 0;
      without.lo = f[asset * ROW + RESERVED + 1] ?? 0;
    }
    const inPairs =
      marginPair(need, micro, lev) &&
      need.hi <= SUM_BOUND &&
      (!rests || unitReservation(without, book, account.user, maker, -1, positionLots, lev)) &&
      without.hi <= SUM_BOUND;
    if (inPairs && this.pairsHold(m, account)) {
      // need > free + reservedOf[asset] − without ⟺ need + reserved − reservedOf[asset] + without > base
      const r = m.reserved.sum;
      const hi = need.hi + r.hi - (f[asset * ROW + RESERVED] ?? 0) + without.hi;
      const lo = need.lo + r.lo - (f[asset * ROW + RESERVED + 1] ?? 0) + without.lo;
      return !this.exceedsBase(hi, lo, m, account);
    }
    let free = this.freeOf(m, account);
    if (rests) {
      const withoutMaker = unitReservation(without, book, account.user, maker, -1, positionLots, lev)
        ? pairToDec(without.hi, without.lo)
        : exactReservation(book, account.user, maker, -1, positionSzi(account, asset), lev);
      free += figureDec(f, m.reserved, asset) - withoutMaker;
    }
    return initialMargin(BigInt(micro) * MICRO_USD, lev) <= free;
  }

  /** Whether the checks can run on pairs: cash in micro-USD and every figure within range. */
  private pairsHold(m: AccountMargin, account: Account): boolean {
    return account.cash.big === 0n && columnHolds(m.reserved) && columnHolds(m.excess);
  }

  /** (hi, lo) > cash + excess, on pairs (`pairsHold`). */
  private exceedsBase(hi: number, lo: number, m: AccountMargin, account: Account): boolean {
    const base = this.base;
    base.hi = account.cash.micro + m.excess.sum.hi;
    base.lo = m.excess.sum.lo;
    return pairExceeds(hi, lo, base);
  }

  private freeOf(m: AccountMargin, account: Account): Dec {
    return cashOf(account) + columnDec(m.figures, m.excess) - columnDec(m.figures, m.reserved);
  }

  /** The account's figures, kept on the account object under this tracker's own symbol (snapshots ignore it). */
  private figuresOf(account: Account): AccountMargin | undefined {
    return (account as unknown as Record<symbol, AccountMargin | undefined>)[this.key];
  }

  private current(account: Account): AccountMargin {
    const state = this.state;
    let m = this.figuresOf(account);
    if (!m) {
      const n = state.markets.length;
      m = {
        epoch: -1,
        reserved: pairColumn(RESERVED, n),
        excess: pairColumn(EXCESS, n),
        figures: new Float64Array(n * ROW),
        dirty: new Uint8Array(n),
        changed: [],
        changedCount: 0,
      };
      for (const asset of state.userAssets.get(account.user) ?? []) markDirty(m, asset, ORDERS);
      (account as unknown as Record<symbol, AccountMargin>)[this.key] = m;
    }
    if (m.epoch !== this.epoch) {
      clearColumn(m.figures, m.excess);
      for (const [asset, pos] of account.positions) this.refreshExcess(m, account, asset, pos);
      m.epoch = this.epoch;
    }
    for (let i = 0; i < m.changedCount; i++) {
      const asset = m.changed[i] as number;
      if ((m.dirty[asset] ?? 0) & POSITION) {
        m.figures[asset * ROW + LEVERAGE] = 0;
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
    if (!ms || !pos || pos.lots === 0) {
      setFigure(m.figures, m.excess, asset, null, 0, 0);
      return;
    }
    const leverage = leverageOf(account, ms.market);
    if (leverage.type !== 'cross') setFigure(m.figures, m.excess, asset, null, 0, 0);
    else if (excessPair(pos.lots, this.markTicksOf(ms), leverage.value))
      setFigure(m.figures, m.excess, asset, null, excessOut.hi, excessOut.lo);
    else setFigure(m.figures, m.excess, asset, crossExcess(this.state, account, asset, pos), 0, 0);
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
    if (!ms?.book.userTotals(account.user)) {
      setFigure(m.figures, m.reserved, asset, null, 0, 0);
      return;
    }
    readAsset(m, account, ms);
    const lev = m.figures[asset * ROW + LEVERAGE] ?? 0;
    const pair = this.need;
    if (
      unitReservation(pair, ms.book, account.user, null, 1, m.figures[asset * ROW + POSITION_LOTS] ?? 0, lev)
    )
      setFigure(m.figures, m.reserved, asset, null, pair.hi, pair.lo);
    else {
      const exact = exactReservation(ms.book, account.user, null, 1, positionSzi(account, asset), lev);
      setFigure(m.figures, m.reserved, asset, exact, 0, 0);
    }
  }
}
