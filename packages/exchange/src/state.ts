import type { Account, Leverage } from './accounts';
import type { Tif } from './actions';
import { type BookOrder, OrderBook } from './book';
import { type Dec, dec, div, toWire, unitsWire } from './decimal';
import type { FillLog } from './fill-log';
import { OrderIndex } from './order-index';
import type { StoredTrade } from './trade-record';
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
import type { Market, Universe } from './universe';
import { newUsd, type Usd } from './usd';

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

/** A fill on the wire (`userFills`); the engine stores `StoredFill`s and formats them on read. */
export interface FillRecord {
  coin: string;
  px: string;
  sz: string;
  side: 'B' | 'A';
  time: number;
  startPosition: string;
  dir: string;
  closedPnl: string;
  hash: `0x${string}`;
  oid: number;
  crossed: boolean;
  fee: string;
  builderFee?: string;
  tid: number;
  feeToken: string;
  twapId: number | null;
  cloid?: `0x${string}`;
  /** Present on both sides of a liquidation's fills (doc §3.8). */
  liquidation?: FillLiquidation;
}

export interface FillLiquidation {
  liquidatedUser: `0x${string}`;
  markPx: string;
  method: 'market' | 'backstop';
}

/** A trade print on the wire (`recentTrades`, WS `trades`); the engine stores `StoredTrade`s. */
export interface TradeRecord {
  coin: string;
  side: 'B' | 'A';
  px: string;
  sz: string;
  time: number;
  hash: `0x${string}`;
  tid: number;
  users: [`0x${string}`, `0x${string}`];
}

export interface MarketState {
  readonly market: Market;
  readonly book: OrderBook<OrderRecord>;
  /** Untriggered trigger orders by oid (insertion = placement order). */
  readonly triggers: Map<number, OrderRecord>;
  oracle: Dec;
  mark: Dec;
  basisEma: Dec;
  lastOracleTime: number;
  /** Price of the last trade in ticks (0 before the first trade). */
  lastTradeTicks: number;
  /** Newest last; capped. */
  readonly trades: StoredTrade[];
  /** Premium samples of the current funding hour (one per oracle update). */
  readonly premiumSamples: Dec[];
  /** Hourly funding rate of the last settlement (shown as the asset ctx `funding` until the next). */
  fundingRate: Dec;
  /** The last 25 hours of volume (oldest first) for `dayNtlVlm`, `dayBaseVlm`, `prevDayPx`. */
  readonly hours: HourStats[];
}

/** A `userFunding` entry (doc §3.9), stored in wire shape. */
export interface FundingRecord {
  time: number;
  hash: `0x${string}`;
  delta: {
    type: 'funding';
    coin: string;
    usdc: string;
    szi: string;
    fundingRate: string;
    nSamples: number | null;
  };
}

/** An approved agent (API wallet). `name` "" = the unnamed agent. */
export interface AgentRecord {
  readonly address: string;
  readonly name: string;
  readonly validUntil: number;
}

/** A `userNonFundingLedgerUpdates` entry (doc §3.9), stored in wire shape. */
export interface LedgerRecord {
  time: number;
  hash: `0x${string}`;
  delta:
    | { type: 'deposit'; usdc: string }
    | { type: 'withdraw'; usdc: string; nonce: number; fee: string }
    | { type: 'accountClassTransfer'; usdc: string; toPerp: boolean }
    | {
        type: 'liquidation';
        liquidatedNtlPos: string;
        accountValue: string;
        leverageType: 'Cross' | 'Isolated';
        liquidatedPositions: { coin: string; szi: string }[];
      };
}

/** A withdrawal accepted by the engine, waiting for the bridge to pay it out on chain. */
export interface PendingWithdrawal {
  readonly id: number;
  readonly user: string;
  readonly destination: string;
  /** What the bridge pays out (the requested amount minus the $1 fee), USDC decimal string. */
  readonly usdc: string;
  readonly fee: string;
  readonly nonce: number;
  readonly time: number;
}

/** One `portfolio` sample: account values and cumulative net external flows at `time`. */
export interface PortfolioPoint {
  readonly time: number;
  /** Perp account value + spot USDC. */
  readonly total: Dec;
  readonly perp: Dec;
  /** Cumulative deposits - withdrawals (whole account). */
  readonly flows: Dec;
  /** Cumulative net flows into the perp balance (deposits, withdrawals, class transfers). */
  readonly perpFlows: Dec;
}

/** Traded volume and opening price of one market for one hour (for the 24 h asset context stats). */
export interface HourStats {
  readonly hour: number;
  readonly ntl: Usd;
  /** Base volume in lots of the market. */
  baseLots: number;
  readonly openPx: Dec;
}

export interface EngineState {
  readonly universe: Universe;
  /** Time of the latest command (ms). */
  time: number;
  /** Number of commands executed. */
  seq: number;
  nextOid: number;
  readonly markets: MarketState[];
  readonly accounts: Map<string, Account>;
  readonly orders: OrderIndex<OrderRecord>;
  /** oids per user in placement order (history). */
  readonly userOrders: Map<string, number[]>;
  /**
   * Live oids per user in the order they went live (added when an order rests or waits for its
   * trigger, removed when it leaves for good; a fired trigger that does not rest again is pruned on
   * read), so open-order and margin queries do not scan the whole history.
   */
  readonly live: Map<string, LiveList>;
  /** The reduce-only subset of `live` (checked after every position change). */
  readonly liveReduceOnly: Map<string, Set<OrderRecord>>;
  /** Assets where the user may have resting book orders (pruned lazily). */
  readonly userAssets: Map<string, Set<number>>;
  /** `${user}|${cloid}` → oid (latest order with that cloid). */
  readonly cloids: Map<string, number>;
  /** Newest last. */
  readonly fills: Map<string, FillLog>;
  /** Newest last. */
  readonly fundings: Map<string, FundingRecord[]>;
  /** Exchange fees collected (USDC). */
  readonly feesCollected: Usd;
  /**
   * Funding is peer-to-peer but each payment is rounded to micro-USDC on its own; the pool takes what
   * payers pay and pays receivers, keeping the rounding dust so money stays exactly conserved.
   */
  fundingPool: Dec;
  /** user → builder → approved max fee (tenths of a basis point). */
  readonly builderApprovals: Map<string, Map<string, number>>;
  /** master → its agents (unnamed and named). */
  readonly agents: Map<string, AgentRecord[]>;
  /** agent address → master. */
  readonly agentOf: Map<string, string>;
  /** Every address ever approved as an agent (re-use is refused). */
  readonly usedAgents: Set<string>;
  /** master → time of its last agent removal (approvals wait 5 s after it). */
  readonly agentRemovals: Map<string, number>;
  /** signer → its highest nonces, ascending, at most 100 (doc §5.5). */
  readonly nonces: Map<string, number[]>;
  /** Newest last. */
  readonly ledger: Map<string, LedgerRecord[]>;
  /** `${txHash}:${logIndex}` of every credited deposit. */
  readonly deposits: Set<string>;
  readonly pendingWithdrawals: Map<number, PendingWithdrawal>;
  nextWithdrawalId: number;
  /** Σ credited deposits and Σ withdrawal payouts (pending or paid): the conservation identity's ends. */
  depositedTotal: Dec;
  withdrawnTotal: Dec;
  readonly portfolio: Map<string, PortfolioPoint[]>;
  /** `${user}|cross` or `${user}|${asset}` → time of its last partial liquidation (30 s cooldown). */
  readonly liquidationCooldowns: Map<string, number>;
  /** Σ negative equity the backstop liquidator absorbed (bad debt), for the record. */
  backstopDeficit: Dec;
  /** user → time at which all their open orders get canceled (`scheduleCancel`, doc §4.6). */
  readonly scheduledCancels: Map<string, number>;
  /** user → scheduled-cancel triggers on one UTC day (at most 10 per day). */
  readonly scheduledCancelTriggers: Map<string, { day: number; count: number }>;
  /** Configured open-interest caps per asset (USD at the oracle); absent = uncapped. */
  readonly openInterestCaps: Map<number, Dec>;
}

/** The shared empty `children` list: almost no order has children, so none allocates its own. */
export const NO_CHILDREN: readonly number[] = Object.freeze([]);

/** First oid: real oids exceed 2^32 (doc §2.2), so clients must not assume 32-bit ids. */
export const FIRST_OID = 10_000_000_000;

export function createState(universe: Universe): EngineState {
  return {
    universe,
    time: 0,
    seq: 0,
    nextOid: FIRST_OID,
    markets: universe.markets.map((market) => ({
      market,
      book: new OrderBook<OrderRecord>(market.szDecimals),
      triggers: new Map(),
      oracle: market.startPx,
      mark: market.startPx,
      basisEma: 0n,
      lastOracleTime: 0,
      lastTradeTicks: 0,
      trades: [],
      premiumSamples: [],
      fundingRate: dec('0.0000125'),
      hours: [],
    })),
    accounts: new Map(),
    orders: new OrderIndex<OrderRecord>(FIRST_OID),
    userOrders: new Map(),
    live: new Map(),
    liveReduceOnly: new Map(),
    userAssets: new Map(),
    cloids: new Map(),
    fills: new Map(),
    fundings: new Map(),
    feesCollected: newUsd(),
    fundingPool: 0n,
    builderApprovals: new Map(),
    agents: new Map(),
    agentOf: new Map(),
    usedAgents: new Set(),
    agentRemovals: new Map(),
    nonces: new Map(),
    ledger: new Map(),
    deposits: new Set(),
    pendingWithdrawals: new Map(),
    nextWithdrawalId: 1,
    depositedTotal: 0n,
    withdrawnTotal: 0n,
    portfolio: new Map(),
    liquidationCooldowns: new Map(),
    backstopDeficit: 0n,
    scheduledCancels: new Map(),
    scheduledCancelTriggers: new Map(),
    openInterestCaps: new Map(),
  };
}

/** The user's leverage on an asset; default cross at the market's max (isolated on isolated-only). */
export function leverageOf(account: Account | undefined, market: Market): Leverage {
  return account?.leverage.get(market.assetId) ?? defaultLeverage(market);
}

/** One shared (frozen) default per market: `leverageOf` runs for every order and fill. */
const DEFAULT_LEVERAGE = new WeakMap<Market, Leverage>();

function defaultLeverage(market: Market): Leverage {
  let lev = DEFAULT_LEVERAGE.get(market);
  if (!lev) {
    lev = Object.freeze({ type: market.onlyIsolated ? 'isolated' : 'cross', value: market.maxLeverage });
    DEFAULT_LEVERAGE.set(market, lev);
  }
  return lev;
}

/**
 * A user's live orders in the order they went live, linked through the records themselves, so adding
 * and removing one is O(1) with no allocation.
 */
export interface LiveList {
  head: OrderRecord | null;
  tail: OrderRecord | null;
}

function inList(list: LiveList, o: OrderRecord): boolean {
  return o.livePrev !== null || list.head === o;
}

/** Appends the order to the list (once: a fired trigger that rests again is already in it). */
export function linkLive(list: LiveList, o: OrderRecord): void {
  if (inList(list, o)) return;
  o.livePrev = list.tail;
  o.liveNext = null;
  if (list.tail) list.tail.liveNext = o;
  else list.head = o;
  list.tail = o;
}

function unlinkLive(list: LiveList, o: OrderRecord): void {
  if (!inList(list, o)) return;
  if (o.livePrev) o.livePrev.liveNext = o.liveNext;
  else list.head = o.liveNext;
  if (o.liveNext) o.liveNext.livePrev = o.livePrev;
  else list.tail = o.livePrev;
  o.livePrev = null;
  o.liveNext = null;
}

/** The user's resting and untriggered orders, in placement order. */
export function openOrdersOf(state: EngineState, user: string, reduceOnlyOnly = false): OrderRecord[] {
  const out: OrderRecord[] = [];
  if (reduceOnlyOnly) {
    const ro = state.liveReduceOnly.get(user);
    if (!ro) return out;
    for (const o of ro) {
      if (isResting(state, o)) out.push(o);
      else ro.delete(o);
    }
    return out;
  }
  const list = state.live.get(user);
  if (!list) return out;
  for (let o = list.head; o !== null; ) {
    const next = o.liveNext;
    if (isResting(state, o)) out.push(o);
    else unlinkLive(list, o);
    o = next;
  }
  return out;
}

/** Registers an order that just started resting or waiting for its trigger. */
export function markLive(state: EngineState, o: OrderRecord): void {
  let list = state.live.get(o.user);
  if (!list) {
    list = { head: null, tail: null };
    state.live.set(o.user, list);
  }
  linkLive(list, o);
  if (o.reduceOnly) {
    let ro = state.liveReduceOnly.get(o.user);
    if (!ro) {
      ro = new Set();
      state.liveReduceOnly.set(o.user, ro);
    }
    ro.add(o);
  }
  let assets = state.userAssets.get(o.user);
  if (!assets) {
    assets = new Set();
    state.userAssets.set(o.user, assets);
  }
  assets.add(o.asset);
}

/** The order left its book or trigger list for good. */
export function unmarkLive(state: EngineState, o: OrderRecord): void {
  const list = state.live.get(o.user);
  if (list) unlinkLive(list, o);
  if (o.reduceOnly) state.liveReduceOnly.get(o.user)?.delete(o);
}

/** True when the order is in its book or waiting for its trigger. */
export function isResting(state: EngineState, o: OrderRecord): boolean {
  const m = state.markets[o.asset];
  return !!m && (m.book.has(o) || m.triggers.has(o.oid));
}

/** The last trade's price, or null before the first trade. */
export function lastTradePx(ms: MarketState): Dec | null {
  return ms.lastTradeTicks === 0 ? null : ticksToDec(ms.lastTradeTicks, ms.market.szDecimals);
}
