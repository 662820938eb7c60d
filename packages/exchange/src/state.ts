import type { Account, Leverage } from './accounts';
import { OrderBook } from './book';
import { type Dec, dec } from './decimal';
import type { FillLog } from './fill-log';
import { OrderHistory } from './order-history';
import type { OrderRecord } from './order-record';
import { TradeLog } from './trade-log';
import { ticksToDec } from './units';
import type { Market, Universe } from './universe';
import { newUsd, type Usd } from './usd';

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
  /** The newest trade prints. */
  readonly trades: TradeLog;
  /** Premium samples of the current funding hour (one per oracle update). */
  readonly premiumSamples: Dec[];
  /** Hourly funding rate of the last settlement (shown as the asset ctx `funding` until the next). */
  fundingRate: Dec;
  /** The last 25 hours of volume (oldest first) for `dayNtlVlm`, `dayBaseVlm`, `prevDayPx`. */
  readonly hours: HourStats[];
  /** Hourly settlements, oldest first, the newest `MAX_FUNDING_HISTORY` (`fundingHistory`). */
  readonly fundingHistory: FundingPoint[];
}

/** One hourly funding settlement of a market: the rate paid and the hour's average premium. */
export interface FundingPoint {
  readonly time: number;
  readonly rate: Dec;
  readonly premium: Dec;
}

/** Settlements kept per market: 90 days of hours (Hyperliquid keeps all; the chart needs weeks). */
export const MAX_FUNDING_HISTORY = 2160;

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
    | { type: 'internalTransfer'; usdc: string; user: `0x${string}`; destination: `0x${string}`; fee: string }
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
  readonly orders: OrderHistory;
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

/** Trade prints kept per market: `recentTrades` and the live feeds read the newest. */
const MAX_TRADES = 1000;

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
      trades: new TradeLog(market, MAX_TRADES),
      premiumSamples: [],
      fundingRate: dec('0.0000125'),
      hours: [],
      fundingHistory: [],
    })),
    accounts: new Map(),
    orders: new OrderHistory(FIRST_OID),
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

/** Takes the order out of the list (if it is in it). */
export function unlinkLive(list: LiveList, o: OrderRecord): void {
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

/** True when the order is in its book or waiting for its trigger. */
export function isResting(state: EngineState, o: OrderRecord): boolean {
  const m = state.markets[o.asset];
  return !!m && (m.book.has(o) || m.triggers.has(o.oid));
}

/** The last trade's price, or null before the first trade. */
export function lastTradePx(ms: MarketState): Dec | null {
  return ms.lastTradeTicks === 0 ? null : ticksToDec(ms.lastTradeTicks, ms.market.szDecimals);
}
