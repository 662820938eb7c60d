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
import { type EngineState, leverageOf, type MarketState, type OrderRecord } from './state';
import {
  addToPair,
  decToPair,
  lotsToDec,
  MICRO_USD,
  type MicroPair,
  marginPair,
  pairExceeds,
  pairToDec,
  reservationPair,
  SAFE_UNITS,
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
 * Bound of the pair figures the order checks add up (reservations and their sum, in micro-USD; about
 * $2 billion): a sum of three of them with carries stays exactly representable.
 */
const SUM_BOUND = SAFE_UNITS / 2;

/** One account's cached margin figures: per asset (indexed by asset id) and their sums. */
interface AccountMargin {
  /** The tracker's mark epoch the cross figures were computed at. */
  epoch: number;
  /** Σ crossExcess over the positions, and per asset. */
  excess: Dec;
  readonly excessOf: Dec[];
  /**
   * cash + excess as a pair (`baseSafe` false when beyond the pair range), converted at the cash
   * `baseCash` (null when the excess changed since).
   */
  readonly base: MicroPair;
  baseCash: Dec | null;
  baseCashMicro: number;
  baseSafe: boolean;
  /**
   * Reservations of resting orders per asset as pairs, and their sum (recounted from the assets while
   * above SUM_BOUND, where adding to it could round). An asset whose reservation is beyond the pair
   * range has it in `exactOf` instead (and 0 in the pairs); `exactAssets` counts those.
   */
  readonly reserved: MicroPair;
  readonly exactOf: (Dec | undefined)[];
  exactAssets: number;
  /**
   * Per asset (a row of ROW numbers, so one check reads one cache line): the reservation pair
   * (RESERVED_HI, RESERVED_LO), and the position in lots and the leverage the checks use (POSITION_LOTS,
   * LEVERAGE), read from the account while LEVERAGE is 0 (never read, or the position or leverage
   * changed since): saves the lookups.
   */
  readonly figures: Float64Array;
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

const RESERVED_HI = 0;
const RESERVED_LO = 1;
const POSITION_LOTS = 2;
const LEVERAGE = 3;
const ROW = 4;

function markDirty(m: AccountMargin, asset: number, what: number): void {
  const before = m.dirty[asset] ?? 0;
  if (before === 0) m.changed.push(asset);
  m.dirty[asset] = before | what;
}

/** Whether the account's checks can run on pairs: every figure within range. */
function pairsHold(m: AccountMargin): boolean {
  return m.exactAssets === 0 && m.baseSafe && m.reserved.hi <= SUM_BOUND;
}

/** Sets one asset's reservation: the pair (hi, lo), or `exact` when beyond the pair range. */
function setReservation(m: AccountMargin, asset: number, exact: Dec | null, hi: number, lo: number): void {
  const wasExact = m.exactOf[asset] !== undefined;
  if (exact !== null) {
    if (!wasExact) m.exactAssets++;
    m.exactOf[asset] = exact;
  } else if (wasExact) {
    m.exactAssets--;
    m.exactOf[asset] = undefined;
  }
  const newHi = exact === null ? hi : 0;
  const newLo = exact === null ? lo : 0;
  const oldHi = m.figures[asset * ROW + RESERVED_HI] ?? 0;
  const oldLo = m.figures[asset * ROW + RESERVED_LO] ?? 0;
  m.figures[asset * ROW + RESERVED_HI] = newHi;
  m.figures[asset * ROW + RESERVED_LO] = newLo;
  if (m.reserved.hi <= SUM_BOUND) {
    addToPair(m.reserved, newHi - oldHi, newLo - oldLo);
    return;
  }
  m.reserved.hi = 0;
  m.reserved.lo = 0;
  for (let i = 0; i < m.exactOf.length; i++)
    addToPair(m.reserved, m.figures[i * ROW + RESERVED_HI] ?? 0, m.figures[i * ROW + RESERVED_LO] ?? 0);
}

/** One asset's reservation as a `Dec`. */
function reservedOfDec(m: AccountMargin, asset: number): Dec {
  return (
    m.exactOf[asset] ??
    pairToDec(m.figures[asset * ROW + RESERVED_HI] ?? 0, m.figures[asset * ROW + RESERVED_LO] ?? 0)
  );
}

/** Σ reservations as a `Dec`. */
function reservedDec(m: AccountMargin): Dec {
  if (m.exactAssets === 0 && m.reserved.hi <= SUM_BOUND) return pairToDec(m.reserved.hi, m.reserved.lo);
  let total = 0n;
  for (let i = 0; i < m.exactOf.length; i++) total += reservedOfDec(m, i);
  return total;
}

/** Makes sure `m.figures` holds the account's position lots and leverage on the market's asset. */
function readAsset(m: AccountMargin, account: Account, ms: MarketState): void {
  const asset = ms.market.assetId;
  if ((m.figures[asset * ROW + LEVERAGE] ?? 0) !== 0) return;
  m.figures[asset * ROW + POSITION_LOTS] = positionLots(account, asset);
  m.figures[asset * ROW + LEVERAGE] = leverageOf(account, ms.market).value;
}

/**
 * `freeMargin` kept incrementally for the engine's order checks: every account's figures are split
 * per asset, an asset is recomputed only after the engine reports a change to the account's position,
 * leverage or resting orders there, and all cross figures after marks move. The sums are of the same
 * per-asset integer terms `summarize` and `reservedMargin` add up, so the result is identical (the
 * engine's property test compares both). The order checks compare those figures as exact number
 * pairs (`MicroPair`), without bigint arithmetic, and fall back to the `Dec` figures beyond the pairs'
 * range. Derived from the state alone: a restored engine rebuilds it on demand.
 */
export class MarginTracker {
  private readonly accounts = new Map<string, AccountMargin>();
  private epoch = 0;
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
   * The order rested in its book. When it is the order `canAfford` last priced, unchanged and with
   * nothing else changed since, its reservation is taken as computed; otherwise `ordersChanged`.
   */
  orderRested(user: string, o: OrderLike): void {
    const m = this.accounts.get(user);
    if (!m || this.pendingOrder !== o || this.pendingLots !== o.lots || (m.dirty[o.asset] ?? 0) !== 0) {
      this.ordersChanged(user, o.asset);
      return;
    }
    this.pendingOrder = null;
    setReservation(m, o.asset, this.pendingExact, this.pending.hi, this.pending.lo);
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
   * (the asset's
   * reservation with the order minus the one cached for it) ≤ `free(account)`.
   */
  canAfford(account: Account, ms: MarketState, o: OrderLike): boolean {
    this.pendingOrder = null;
    const m = this.current(account);
    if (o.reduceOnly) return this.freeOf(m, account) >= 0n;
    const asset = ms.market.assetId;
    const book = ms.book;
    readAsset(m, account, ms);
    const lev = m.figures[asset * ROW + LEVERAGE] ?? 0;
    const withOrder = this.pending;
    const inPairs = unitReservation(
      withOrder,
      book,
      account.user,
      o,
      1,
      m.figures[asset * ROW + POSITION_LOTS] ?? 0,
      lev,
    );
    this.pendingOrder = o;
    this.pendingLots = o.lots;
    this.pendingExact = inPairs
      ? null
      : exactReservation(book, account.user, o, 1, positionSzi(account, asset), lev);
    if (inPairs && withOrder.hi <= SUM_BOUND && pairsHold(m)) {
      // need > free ⟺ withOrder + (reserved − reservedOf[asset]) > cash + excess
      const hi = m.reserved.hi - (m.figures[asset * ROW + RESERVED_HI] ?? 0) + withOrder.hi;
      const lo = m.reserved.lo - (m.figures[asset * ROW + RESERVED_LO] ?? 0) + withOrder.lo;
      return !pairExceeds(hi, lo, m.base);
    }
    const reserved = this.pendingExact ?? pairToDec(withOrder.hi, withOrder.lo);
    return reserved - reservedOfDec(m, asset) <= this.freeOf(m, account);
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
    const lev = m.figures[asset * ROW + LEVERAGE] ?? 0;
    const positionLots = m.figures[asset * ROW + POSITION_LOTS] ?? 0;
    const micro = increaseLots * maker.ticks;
    const book = ms.book;
    const rests = !maker.reduceOnly && book.userTotals(account.user) !== undefined;
    const need = this.need;
    const without = this.without;
    if (!rests) {
      without.hi = m.figures[asset * ROW + RESERVED_HI] ?? 0;
      without.lo = m.figures[asset * ROW + RESERVED_LO] ?? 0;
    }
    const inPairs =
      marginPair(need, micro, lev) &&
      need.hi <= SUM_BOUND &&
      (!rests || unitReservation(without, book, account.user, maker, -1, positionLots, lev)) &&
      without.hi <= SUM_BOUND;
    if (inPairs && pairsHold(m)) {
      // need > free + reservedOf[asset] − without ⟺ need + reserved − reservedOf[asset] + without > base
      const hi = need.hi + m.reserved.hi - (m.figures[asset * ROW + RESERVED_HI] ?? 0) + without.hi;
      const lo = need.lo + m.reserved.lo - (m.figures[asset * ROW + RESERVED_LO] ?? 0) + without.lo;
      return !pairExceeds(hi, lo, m.base);
    }
    let free = this.freeOf(m, account);
    if (rests) {
      const withoutMaker = unitReservation(without, book, account.user, maker, -1, positionLots, lev)
        ? pairToDec(without.hi, without.lo)
        : exactReservation(book, account.user, maker, -1, positionSzi(account, asset), lev);
      free += reservedOfDec(m, asset) - withoutMaker;
    }
    return initialMargin(BigInt(micro) * MICRO_USD, lev) <= free;
  }

  private freeOf(m: AccountMargin, account: Account): Dec {
    return cashOf(account) + m.excess - reservedDec(m);
  }

  private current(account: Account): AccountMargin {
    const state = this.state;
    let m = this.accounts.get(account.user);
    if (!m) {
      const n = state.markets.length;
      m = {
        epoch: -1,
        excess: 0n,
        excessOf: new Array<Dec>(n).fill(0n),
        base: { hi: 0, lo: 0 },
        baseCash: null,
        baseCashMicro: 0,
        baseSafe: false,
        reserved: { hi: 0, lo: 0 },
        figures: new Float64Array(n * ROW),
        exactOf: new Array<Dec | undefined>(n).fill(undefined),
        exactAssets: 0,
        dirty: new Uint8Array(n),
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
      m.baseCash = null;
    }
    for (let i = 0; i < m.changed.length; i++) {
      const asset = m.changed[i] as number;
      if ((m.dirty[asset] ?? 0) & POSITION) {
        m.figures[asset * ROW + LEVERAGE] = 0;
        const pos = account.positions.get(asset);
        const e = pos ? crossExcess(state, account, asset, pos) : 0n;
        if (e !== m.excessOf[asset]) {
          m.excess += e - (m.excessOf[asset] ?? 0n);
          m.excessOf[asset] = e;
          m.baseCash = null;
        }
      }
      // Reservations depend on the position and leverage too, so every change recomputes them.
      this.refreshReservation(m, account, asset);
      m.dirty[asset] = 0;
    }
    m.changed.length = 0;
    // Cash changes outside the tracker's view (fills, funding, transfers): compared by value.
    const cash = account.cash;
    if (m.baseCash === null || m.baseCashMicro !== cash.micro || m.baseCash !== cash.big) {
      m.baseSafe = decToPair(m.base, usdValue(cash) + m.excess);
      m.baseCash = cash.big;
      m.baseCashMicro = cash.micro;
    }
    return m;
  }

  /** Recomputes the account's reservation on `asset` from the book totals (0 without resting orders). */
  private refreshReservation(m: AccountMargin, account: Account, asset: number): void {
    const ms = this.state.markets[asset];
    if (!ms?.book.userTotals(account.user)) {
      setReservation(m, asset, null, 0, 0);
      return;
    }
    readAsset(m, account, ms);
    const lev = m.figures[asset * ROW + LEVERAGE] ?? 0;
    const pair = this.need;
    if (
      unitReservation(pair, ms.book, account.user, null, 1, m.figures[asset * ROW + POSITION_LOTS] ?? 0, lev)
    )
      setReservation(m, asset, null, pair.hi, pair.lo);
    else {
      const exact = exactReservation(ms.book, account.user, null, 1, positionSzi(account, asset), lev);
      setReservation(m, asset, exact, 0, 0);
    }
  }
}
