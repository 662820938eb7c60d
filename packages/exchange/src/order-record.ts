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

/** An order's figures as exact `Dec`s. */
export interface OrderFigures {
  /** Limit price (for a market trigger: the worst acceptable price). */
  readonly px: Dec;
  /** Remaining size. */
  readonly sz: Dec;
  readonly origSz: Dec;
  readonly filledSz: Dec;
  readonly filledNtl: Dec;
}

/** An order record's fields as snapshots store them: the figures as exact `Dec`s. */
export interface OrderFields extends OrderInit, OrderFigures {
  readonly orderType: FrontendOrderType;
}

/**
 * What few orders have: a cloid, a trigger, a builder, a parent or children, or a figure the integer
 * units cannot hold (a price off the tick grid, which is rejected; a size beyond 2^53 lots; a filled
 * notional beyond 2^53 micro-USD). Every other order shares `PLAIN_ORDER`, so a record stays small.
 * Replaced, never mutated, when a field changes (`withExtras`).
 */
export interface OrderExtras {
  readonly cloid: `0x${string}` | null;
  readonly trigger: TriggerSpec | null;
  readonly isPositionTpsl: boolean;
  readonly builder: { readonly b: string; readonly f: number } | null;
  readonly parent: number | null;
  /** normalTpsl: children waiting for this parent to fill. */
  readonly children: readonly number[];
  readonly exactPx: Dec | null;
  readonly exactOrigSz: Dec | null;
  readonly bigFilledNtl: Dec | null;
}

/** The shared empty `children` list: almost no order has children, so none allocates its own. */
export const NO_CHILDREN: readonly number[] = Object.freeze([]);

export const PLAIN_ORDER: OrderExtras = Object.freeze({
  cloid: null,
  trigger: null,
  isPositionTpsl: false,
  builder: null,
  parent: null,
  children: NO_CHILDREN,
  exactPx: null,
  exactOrigSz: null,
  bigFilledNtl: null,
});

/**
 * Every order the engine has seen (open, triggered, done or rejected), keyed by oid. The order path
 * works on the market's integer units (`units.ts`): the price in ticks, sizes in lots, the filled
 * notional in micro-USD; `orderPx`, `orderSz`, … make the exact `Dec` figures when a view reads them.
 * A plain object made in one place (`newOrder`), with the rare fields in `extras`.
 */
export interface OrderRecord extends Omit<BookOrder, 'reduceOnly'> {
  readonly oid: number;
  readonly user: string;
  readonly asset: number;
  readonly isBuy: boolean;
  readonly timestamp: number;
  readonly reduceOnly: boolean;
  /** `LiquidationMarket` = an order the engine sent to liquidate this user (doc §3.7). */
  readonly tif: Tif | 'LiquidationMarket' | null;
  readonly szDecimals: number;
  status: OrderStatus;
  statusTimestamp: number;
  /** Limit price in ticks (approximate only for an off-grid or absurd price, which never rests). */
  ticks: number;
  /** Remaining and original size in lots. */
  lots: number;
  origLots: number;
  /** Filled size in lots and notional in micro-USD (`extras.bigFilledNtl` once beyond 2^52 micro-USD). */
  filledLots: number;
  filledMicro: number;
  extras: OrderExtras;
  /** Neighbours in the user's live-order list (`LiveList`); null at its ends and outside it. */
  livePrev: OrderRecord | null;
  liveNext: OrderRecord | null;
}

/** What creating an order needs besides its size and price: its fixed fields, status and rare fields. */
export type OrderInit = Pick<
  OrderRecord,
  'oid' | 'user' | 'asset' | 'isBuy' | 'timestamp' | 'reduceOnly' | 'tif' | 'status' | 'statusTimestamp'
> &
  Pick<OrderExtras, 'cloid' | 'trigger' | 'isPositionTpsl' | 'builder' | 'parent' | 'children'>;

/** Replaces some of the order's rare fields. */
export function withExtras(o: OrderRecord, changes: Partial<OrderExtras>): void {
  o.extras = { ...o.extras, ...changes };
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
  const plain =
    f.cloid === null &&
    f.trigger === null &&
    !f.isPositionTpsl &&
    f.builder === null &&
    f.parent === null &&
    f.children.length === 0 &&
    exactPx === null &&
    exactSz === null;
  return {
    oid: f.oid,
    user: f.user,
    asset: f.asset,
    isBuy: f.isBuy,
    timestamp: f.timestamp,
    reduceOnly: f.reduceOnly,
    tif: f.tif,
    szDecimals,
    status: f.status,
    statusTimestamp: f.statusTimestamp,
    ticks,
    lots,
    origLots: lots,
    filledLots: 0,
    filledMicro: 0,
    extras: plain
      ? PLAIN_ORDER
      : {
          cloid: f.cloid,
          trigger: f.trigger,
          isPositionTpsl: f.isPositionTpsl,
          builder: f.builder,
          parent: f.parent,
          children: f.children,
          exactPx,
          exactOrigSz: exactSz,
          bigFilledNtl: null,
        },
    level: null,
    prev: null,
    next: null,
    livePrev: null,
    liveNext: null,
  };
}

/** The order type the frontend shows (doc §3.14), from the trigger and time in force. */
export function orderTypeOf(o: OrderRecord): FrontendOrderType {
  const t = o.extras.trigger;
  if (t) {
    if (t.tpsl === 'tp') return t.isMarket ? 'Take Profit Market' : 'Take Profit Limit';
    return t.isMarket ? 'Stop Market' : 'Stop Limit';
  }
  return o.tif === 'FrontendMarket' || o.tif === 'LiquidationMarket' ? 'Market' : 'Limit';
}

/** A record from its `Dec` figures (snapshots, engine-issued orders). */
export function orderFromFields(f: OrderInit & OrderFigures, szDecimals: number): OrderRecord {
  const px = exactUnits(f.px, tickUnit(szDecimals));
  const origSz = exactUnits(f.origSz, lotUnit(szDecimals));
  const o = newOrder(f, szDecimals, px.n, origSz.n, px.exact ? null : f.px, origSz.exact ? null : f.origSz);
  if (f.sz !== f.origSz) o.lots = toUnits(f.sz, lotUnit(szDecimals));
  o.filledLots = toUnits(f.filledSz, lotUnit(szDecimals));
  const micro = exactUnits(f.filledNtl, MICRO);
  if (micro.exact) o.filledMicro = micro.n;
  else withExtras(o, { bigFilledNtl: f.filledNtl });
  return o;
}

/** Limit price (for a market trigger: the worst acceptable price). */
export function orderPx(o: OrderRecord): Dec {
  return o.extras.exactPx ?? ticksToDec(o.ticks, o.szDecimals);
}

/** Remaining size. */
export function orderSz(o: OrderRecord): Dec {
  return o.lots === o.origLots ? orderOrigSz(o) : lotsToDec(o.lots, o.szDecimals);
}

export function orderOrigSz(o: OrderRecord): Dec {
  return o.extras.exactOrigSz ?? lotsToDec(o.origLots, o.szDecimals);
}

export function orderFilledSz(o: OrderRecord): Dec {
  return lotsToDec(o.filledLots, o.szDecimals);
}

/** Σ px × sz of the order's fills. */
export function orderFilledNtl(o: OrderRecord): Dec {
  return o.extras.bigFilledNtl ?? BigInt(o.filledMicro) * MICRO_USD;
}

/**
 * The average fill price on the wire, rounded half up to 6 decimals: filled micro-USD × 10^szDecimals
 * ÷ filled lots in micro-units of price while that stays a safe integer — the same as rounding the
 * exact `Dec` quotient, which computes it beyond. "0.0" before any fill.
 */
export function orderAvgPxWire(o: OrderRecord): string {
  const lots = o.filledLots;
  const scaled = o.filledMicro * (POW10_NUMBERS[o.szDecimals] ?? Number.NaN);
  if (o.extras.bigFilledNtl === null && lots > 0 && scaled <= SAFE_UNITS) {
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
  if (o.extras.bigFilledNtl === null && sum <= SAFE_UNITS) o.filledMicro = sum;
  else withExtras(o, { bigFilledNtl: orderFilledNtl(o) + BigInt(lots) * BigInt(ticks) * MICRO_USD });
}

/** A new limit price (a fired market trigger's slippage bound). */
export function repriceOrder(o: OrderRecord, px: Dec): void {
  const t = exactUnits(px, tickUnit(o.szDecimals));
  o.ticks = t.n;
  const exactPx = t.exact ? null : px;
  if (exactPx !== o.extras.exactPx) withExtras(o, { exactPx });
}

/** A new original (and remaining) size in lots: reduce-only orders capped to the position they close. */
export function resizeOrder(o: OrderRecord, lots: number): void {
  o.origLots = lots;
  o.lots = lots;
  if (o.extras.exactOrigSz !== null) withExtras(o, { exactOrigSz: null });
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
    cloid: o.extras.cloid,
    tif: o.tif,
    orderType: orderTypeOf(o),
    trigger: o.extras.trigger,
    isPositionTpsl: o.extras.isPositionTpsl,
    status: o.status,
    statusTimestamp: o.statusTimestamp,
    filledSz: orderFilledSz(o),
    filledNtl: orderFilledNtl(o),
    builder: o.extras.builder,
    children: o.extras.children,
    parent: o.extras.parent,
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
