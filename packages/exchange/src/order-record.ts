import type { Tif } from './actions';
import type { BookOrder } from './book';
import { type Dec, div, toWire, unitsWire } from './decimal';
import {
  floorDiv,
  lotsToDec,
  lotUnit,
  MICRO_USD,
  POW10_NUMBERS,
  SAFE_UNITS,
  ticksToDec,
  tickUnit,
  toUnits,
} from './units';

/** Order status names (doc §3.14). */
export type OrderStatus =
  | 'open'
  | 'filled'
  | 'canceled'
  | 'triggered'
  | 'rejected'
  | 'marginCanceled'
  | 'vaultWithdrawalCanceled'
  | 'openInterestCapCanceled'
  | 'selfTradeCanceled'
  | 'reduceOnlyCanceled'
  | 'siblingFilledCanceled'
  | 'delistedCanceled'
  | 'liquidatedCanceled'
  | 'scheduledCancel'
  | 'tickRejected'
  | 'minTradeNtlRejected'
  | 'perpMarginRejected'
  | 'reduceOnlyRejected'
  | 'badAloPxRejected'
  | 'iocCancelRejected'
  | 'badTriggerPxRejected'
  | 'marketOrderNoLiquidityRejected'
  | 'positionIncreaseAtOpenInterestCapRejected'
  | 'positionFlipAtOpenInterestCapRejected'
  | 'tooAggressiveAtOpenInterestCapRejected'
  | 'openInterestIncreaseRejected'
  | 'insufficientSpotBalanceRejected'
  | 'oracleRejected'
  | 'perpMaxPositionRejected';

export type FrontendOrderType =
  | 'Market'
  | 'Limit'
  | 'Stop Market'
  | 'Stop Limit'
  | 'Take Profit Market'
  | 'Take Profit Limit';

export interface TriggerSpec {
  readonly triggerPx: Dec;
  readonly isMarket: boolean;
  readonly tpsl: 'tp' | 'sl';
}

/** What an order is: fixed when it is placed. */
interface OrderSpec {
  readonly oid: number;
  readonly user: string;
  readonly asset: number;
  readonly isBuy: boolean;
  readonly timestamp: number;
  readonly reduceOnly: boolean;
  readonly cloid: `0x${string}` | null;
  /** `LiquidationMarket` = an order the engine sent to liquidate this user (doc §3.7). */
  readonly tif: Tif | 'LiquidationMarket' | null;
  readonly orderType: FrontendOrderType;
  readonly trigger: TriggerSpec | null;
  readonly isPositionTpsl: boolean;
  readonly builder: { readonly b: string; readonly f: number } | null;
  readonly parent: number | null;
}

/** Where an order stands. */
interface OrderProgress {
  status: OrderStatus;
  statusTimestamp: number;
  /** normalTpsl: children waiting for this parent to fill (`NO_CHILDREN` when none; replaced, never mutated). */
  children: readonly number[];
}

/** What creating an order needs besides its size and price. */
export type OrderInit = OrderSpec & Readonly<OrderProgress>;

/** An order record's fields as snapshots store them: the figures as exact `Dec`s. */
export interface OrderFields extends OrderInit {
  /** Limit price (for a market trigger: the worst acceptable price). */
  readonly px: Dec;
  /** Remaining size. */
  readonly sz: Dec;
  readonly origSz: Dec;
  readonly filledSz: Dec;
  readonly filledNtl: Dec;
}

/**
 * Every order the engine has seen (open, triggered, done or rejected), keyed by oid. The order path
 * works on the market's integer units (`units.ts`): the price in ticks, sizes in lots, the filled
 * notional in micro-USD; `orderPx`, `orderSz`, … make the exact `Dec` figures when a view reads them.
 * A record keeps a `Dec` itself only for a figure the units cannot hold exactly (a price off the tick
 * grid, which is rejected, or a size beyond 2^53 lots). A plain object made in one place (`newOrder`):
 * V8 then allocates these long-lived records directly in the old generation, where class instances
 * would be copied by every young-generation collection.
 */
export interface OrderRecord extends OrderSpec, OrderProgress, Omit<BookOrder, 'reduceOnly'> {
  readonly szDecimals: number;
  /** Limit price in ticks (approximate only for an off-grid or absurd price, which never rests). */
  ticks: number;
  /** Remaining and original size in lots. */
  lots: number;
  origLots: number;
  /** The price and original size when ticks and lots do not hold them exactly, else null. */
  exactPx: Dec | null;
  exactOrigSz: Dec | null;
  /** Filled size in lots and notional in micro-USD (`bigFilledNtl` once beyond 2^53 micro-USD). */
  filledLots: number;
  filledMicro: number;
  bigFilledNtl: Dec | null;
  /** Neighbours in the user's live-order list (`LiveList`); null at its ends and outside it. */
  livePrev: OrderRecord | null;
  liveNext: OrderRecord | null;
}

/** A new order of `lots` at `ticks` (`exactPx`/`exactSz` when those do not hold the figures exactly). */
export function newOrder(
  f: OrderInit,
  szDecimals: number,
  ticks: number,
  lots: number,
  exactPx: Dec | null = null,
  exactSz: Dec | null = null,
): OrderRecord {
  return {
    oid: f.oid,
    user: f.user,
    asset: f.asset,
    isBuy: f.isBuy,
    szDecimals,
    ticks,
    lots,
    origLots: lots,
    exactPx,
    exactOrigSz: exactSz,
    filledLots: 0,
    filledMicro: 0,
    bigFilledNtl: null,
    timestamp: f.timestamp,
    reduceOnly: f.reduceOnly,
    cloid: f.cloid,
    tif: f.tif,
    orderType: f.orderType,
    trigger: f.trigger,
    isPositionTpsl: f.isPositionTpsl,
    status: f.status,
    statusTimestamp: f.statusTimestamp,
    builder: f.builder,
    children: f.children,
    parent: f.parent,
    level: null,
    prev: null,
    next: null,
    livePrev: null,
    liveNext: null,
  };
}

/** A record from its `Dec` figures (snapshots, engine-issued orders). */
export function orderFromFields(f: OrderFields, szDecimals: number): OrderRecord {
  const px = exactUnits(f.px, tickUnit(szDecimals));
  const origSz = exactUnits(f.origSz, lotUnit(szDecimals));
  const o = newOrder(f, szDecimals, px.n, origSz.n, px.exact ? null : f.px, origSz.exact ? null : f.origSz);
  if (f.sz !== f.origSz) o.lots = toUnits(f.sz, lotUnit(szDecimals));
  o.filledLots = toUnits(f.filledSz, lotUnit(szDecimals));
  const micro = exactUnits(f.filledNtl, MICRO);
  if (micro.exact) o.filledMicro = micro.n;
  else o.bigFilledNtl = f.filledNtl;
  return o;
}

/** Limit price (for a market trigger: the worst acceptable price). */
export function orderPx(o: OrderRecord): Dec {
  return o.exactPx ?? ticksToDec(o.ticks, o.szDecimals);
}

/** Remaining size. */
export function orderSz(o: OrderRecord): Dec {
  return o.lots === o.origLots ? orderOrigSz(o) : lotsToDec(o.lots, o.szDecimals);
}

export function orderOrigSz(o: OrderRecord): Dec {
  return o.exactOrigSz ?? lotsToDec(o.origLots, o.szDecimals);
}

export function orderFilledSz(o: OrderRecord): Dec {
  return lotsToDec(o.filledLots, o.szDecimals);
}

/** Σ px × sz of the order's fills. */
export function orderFilledNtl(o: OrderRecord): Dec {
  return o.bigFilledNtl ?? BigInt(o.filledMicro) * MICRO_USD;
}

/**
 * The average fill price on the wire, rounded half up to 6 decimals: filled micro-USD × 10^szDecimals
 * ÷ filled lots in micro-units of price while that stays a safe integer — the same as rounding the
 * exact `Dec` quotient, which computes it beyond. "0.0" before any fill.
 */
export function orderAvgPxWire(o: OrderRecord): string {
  const lots = o.filledLots;
  const scaled = o.filledMicro * (POW10_NUMBERS[o.szDecimals] ?? Number.NaN);
  if (o.bigFilledNtl === null && lots > 0 && scaled <= SAFE_UNITS) {
    const q = floorDiv(scaled, lots);
    return unitsWire((scaled - q * lots) * 2 >= lots ? q + 1 : q, 6);
  }
  const filledSz = orderFilledSz(o);
  return toWire(filledSz > 0n ? div(orderFilledNtl(o), filledSz) : 0n, 6);
}

/** A fill of `lots` at `ticks`. */
export function addOrderFill(o: OrderRecord, lots: number, ticks: number): void {
  o.filledLots += lots;
  const micro = lots * ticks;
  const sum = o.filledMicro + micro;
  if (o.bigFilledNtl === null && sum <= SAFE_UNITS) o.filledMicro = sum;
  else o.bigFilledNtl = orderFilledNtl(o) + BigInt(lots) * BigInt(ticks) * MICRO_USD;
}

/** A new limit price (a fired market trigger's slippage bound). */
export function repriceOrder(o: OrderRecord, px: Dec): void {
  const t = exactUnits(px, tickUnit(o.szDecimals));
  o.ticks = t.n;
  o.exactPx = t.exact ? null : px;
}

/** A new original (and remaining) size in lots: reduce-only orders capped to the position they close. */
export function resizeOrder(o: OrderRecord, lots: number): void {
  o.origLots = lots;
  o.lots = lots;
  o.exactOrigSz = null;
}

/** The snapshot form: the fields in the order snapshots have always stored them. */
export function orderFields(o: OrderRecord): OrderFields {
  return {
    oid: o.oid,
    user: o.user,
    asset: o.asset,
    isBuy: o.isBuy,
    px: orderPx(o),
    sz: orderSz(o),
    origSz: orderOrigSz(o),
    timestamp: o.timestamp,
    reduceOnly: o.reduceOnly,
    cloid: o.cloid,
    tif: o.tif,
    orderType: o.orderType,
    trigger: o.trigger,
    isPositionTpsl: o.isPositionTpsl,
    status: o.status,
    statusTimestamp: o.statusTimestamp,
    filledSz: orderFilledSz(o),
    filledNtl: orderFilledNtl(o),
    builder: o.builder,
    children: o.children,
    parent: o.parent,
  };
}

/** `Dec` units per micro-USD, as a number. */
const MICRO = 1e12;

/** `x` in whole units of `unit` (`Dec` units), and whether that count holds it exactly. */
function exactUnits(x: Dec, unit: number): { n: number; exact: boolean } {
  const n = toUnits(x, unit);
  return { n, exact: Number.isSafeInteger(n) && BigInt(n) * BigInt(unit) === x };
}

/** Whether the order is done for good (filled, canceled or rejected): not open, not a fired trigger. */
export function isFinished(status: OrderStatus): boolean {
  return status !== 'open' && status !== 'triggered';
}

/** The shared empty `children` list: almost no order has children, so none allocates its own. */
export const NO_CHILDREN: readonly number[] = Object.freeze([]);
