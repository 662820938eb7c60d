import {
  type Account,
  applyFill,
  cashOf,
  type FillEffect,
  newAccount,
  positionLots,
  sziOf,
} from './accounts';
import {
  actionRefusal,
  isolatedMarginMarket,
  leverageMarket,
  parseBuilderFee,
  restsOn,
  userOrder,
} from './action-checks';
import type {
  ApproveBuilderFeeAction,
  BatchModifyAction,
  CancelAction,
  CancelByCloidAction,
  CancelStatusEntry,
  Command,
  CreditDepositAction,
  ExchangeResponse,
  ModifyAction,
  OrderAction,
  OrderStatusEntry,
  OrderWire,
  SetOpenInterestCapsAction,
  SetOracleAction,
  SignedCommand,
  SystemAction,
  Tif,
  UpdateIsolatedMarginAction,
  UpdateLeverageAction,
  UserAction,
} from './actions';
import {
  type AddressLimitOptions,
  addressLimitRefusal,
  countRequests,
  reserveRequests,
} from './address-limits';
import { approveAgent } from './agents';
import { actingAccount, authorize, useNonce } from './auth';
import { crosses } from './book';
import { commandHash } from './command-hash';
import {
  abs,
  type Dec,
  dec,
  fromInt,
  max,
  min,
  mul,
  parseDec,
  SCALE,
  toPlain,
  toWire,
  unitsWire,
} from './decimal';
import { aloCrossError, ERR, maxOrderValueError, withAsset } from './errors';
import { builderFeeRateE8, fillFee, MAX_PERP_BUILDER_FEE, perpFeeRateE8, USD_DECIMALS } from './fees';
import { FillLog } from './fill-log';
import { averagePremium, fundingPayment, hourlyFundingRate, impactPrice, premium } from './funding';
import {
  addLedger,
  classTransfer,
  credit,
  MIN_DEPOSIT,
  parseUsdc,
  samplePortfolio,
  usdSend,
  withdraw,
} from './funds';
import {
  atOpenInterestCap,
  BASE_OPEN_ORDERS,
  countOpenOrders,
  exceedsMaxOrderValue,
  maxOrderValue,
  openOrderRefusal,
  PriceBands,
} from './limits';
import {
  cooldownKey,
  LIQUIDATION_COOLDOWN_MS,
  LIQUIDATION_SLIPPAGE,
  LIQUIDATOR,
  type LiquidationTarget,
  liquidationSize,
  liquidationTargets,
  needsBackstop,
} from './liquidation';
import { initialMargin, tierForMicro, transferMarginRequirement } from './margin';
import { type Admission, type MakerCancel, type MatchHooks, match } from './matching';
import {
  addOrderFill,
  isFinished,
  NO_CHILDREN,
  newOrder,
  type OrderRecord,
  type OrderStatus,
  orderAvgPxWire,
  orderFromFields,
  orderPx,
  orderSz,
  repriceOrder,
  resizeOrder,
  type TriggerSpec,
  withExtras,
} from './order-record';
import { emaStep, markPrice, midPrice } from './prices';
import { setScheduledCancel, takeDueScheduledCancels } from './schedule-cancel';
import { shapeError } from './shape';
import {
  createState,
  type EngineState,
  type FillLiquidation,
  type HourStats,
  type LiveList,
  lastTradePx,
  leverageOf,
  linkLive,
  MAX_FUNDING_HISTORY,
  type MarketState,
  openOrdersOf,
  unlinkLive,
} from './state';
import { increasingLots, MarginTracker, orderMargin, summarize } from './summary';
import { notionalMicro, SAFE_UNITS, toUnits } from './units';
import { DEFAULT_UNIVERSE, type Market, type Universe } from './universe';
import { addMicro, addNotional, addUsd, newUsd, usdNegative, usdValue } from './usd';
import {
  checkPrice,
  checkSize,
  isValidPriceText,
  maxPriceDecimals,
  meetsMinNotional,
  slippagePrice,
  textUnits,
} from './validation';

/** Market triggers execute with 10 % slippage tolerance (doc §4.3). */
export const TRIGGER_SLIPPAGE: Dec = dec('0.1');
export const HOUR_MS = 3_600_000;
/** At most 10 active builder approvals per user (doc §8.8). */
const MAX_BUILDER_APPROVALS = 10;
const CLOID_RE = /^0x[0-9a-f]{32}$/;

export interface EngineOptions {
  readonly universe?: Universe;
  /** Injected clock (ms) used by `submit`/`system` to stamp commands; `execute` never reads it. */
  readonly clock?: () => number;
  /** A restored state (from a snapshot) instead of a fresh one; its universe wins. */
  readonly state?: EngineState;
  /** Told of every order status change as it happens (the service's event feed; never alters state). */
  readonly onOrderStatus?: (rec: OrderRecord) => void;
}

/** A position (or part of it) a liquidation closed, signed like the position. */
type LiquidatedPosition = { readonly ms: MarketState; readonly szi: Dec };

/**
 * The perpetuals engine: a deterministic state machine over `Command`s. `execute` is the only
 * mutator; it reads time from the command, never from a clock, and does no I/O, so replaying the same
 * commands rebuilds the same state (what the write-ahead log relies on). Info views live in `views.ts`.
 */
export class Engine {
  readonly universe: Universe;
  readonly state: EngineState;
  private readonly clock: () => number;
  private readonly onOrderStatus: ((rec: OrderRecord) => void) | undefined;
  /** Hash of the command being executed, made on first use (ledger and funding records carry it). */
  private commandHash: `0x${string}` | null = null;
  /**
   * (user, asset) pairs whose position changed during the current command, each once: the first
   * `touchedCount` entries of two parallel lists, which are reused (a command touches a few, and
   * truncating an array would drop its storage).
   */
  private readonly touchedUsers: string[] = [];
  private readonly touchedAssets: number[] = [];
  private touchedCount = 0;
  /** Orders the current command finished: the first `finishedCount` entries of a reused list. */
  private readonly finished: OrderRecord[] = [];
  private finishedCount = 0;
  /** Free margin per account, kept incrementally (the order checks' hot path). */
  private readonly margins: MarginTracker;
  /** Each user's `Trader`, and the last one found (the orders of a command are its user's). */
  private readonly traders = new Map<string, Trader>();
  private lastTrader: Trader | null = null;
  /**
   * Open orders and the notional of orders in the books per user of the state the engine started
   * from, taken over as traders are made (every later change goes through a trader).
   */
  private readonly startOpenCounts: Map<string, number>;
  private readonly startResting: Map<string, number>;
  private readonly bands = new PriceBands();
  /** The prices of the order batch being placed in ticks, as its reference-band check parsed them. */
  private readonly parsedTicks: number[] = [];
  /** Account addresses are valid addresses: the shape check of their commands needs no character scan. */
  private readonly knownAddress = (address: string): boolean => this.state.accounts.has(address);
  /** What `applyFill` reports of each fill side (reused: an object per fill would allocate). */
  private readonly fillEffect: FillEffect = { startLots: 0, entryPx: 0n, dir: 'Open Long' };
  /** The taker being matched (the persistent match hooks read it; matching never nests). */
  private matching: {
    ms: MarketState;
    taker: OrderRecord;
    takerAccount: Account;
    liq: FillLiquidation | undefined;
  } | null = null;
  private readonly matchHooks: MatchHooks<OrderRecord> = {
    admit: (maker, sz) => this.admitMaker(maker, sz),
    onFill: (maker, sz, px) => this.makerFilled(maker, sz, px),
    onCancel: (maker, status) => this.makerCanceled(maker, status),
  };

  constructor(options: EngineOptions = {}) {
    this.universe = options.state?.universe ?? options.universe ?? DEFAULT_UNIVERSE;
    this.state = options.state ?? createState(this.universe);
    this.clock = options.clock ?? Date.now;
    this.onOrderStatus = options.onOrderStatus;
    this.margins = new MarginTracker(this.state);
    this.startOpenCounts = countOpenOrders(this.state);
    this.startResting = restingNotionals(this.state);
  }

  private get hash(): `0x${string}` {
    this.commandHash ??= commandHash(this.state.seq);
    return this.commandHash;
  }

  /** Stamps a user action with the clock and executes it. The user address is lowercased. */
  submit(user: string, action: UserAction): ExchangeResponse {
    return this.execute({ time: this.clock(), user: user.toLowerCase(), action });
  }

  /** Stamps a system action (oracle update) with the clock and executes it. */
  system(action: SystemAction): ExchangeResponse {
    return this.execute({ time: this.clock(), action });
  }

  /** Executes one command. Deterministic: same state + same command → same result and state. */
  execute(cmd: Command): ExchangeResponse {
    const refused = this.precheck(cmd);
    if (refused !== null) return err(refused);
    const s = this.state;
    s.time = Math.max(s.time, cmd.time);
    s.seq += 1;
    this.commandHash = null;
    // Left over only if a command threw.
    this.touchedCount = 0;
    this.finishedCount = 0;
    if (s.scheduledCancels.size > 0) this.runScheduledCancels();
    let res: ExchangeResponse;
    if (cmd.signer !== undefined) {
      const user = actingAccount(s, cmd) ?? cmd.signer.toLowerCase(); // precheck resolved it
      useNonce(s, cmd.signer.toLowerCase(), cmd.nonce);
      const acting = this.canonicalUser(user);
      res = this.userAction(acting, cmd.action, cmd.nonce);
      countRequests(s, acting, cmd.action, cmd.time);
    } else if (cmd.user === undefined) {
      res = this.systemAction(cmd.action);
    } else {
      res = this.userAction(this.canonicalUser(cmd.user), cmd.action, cmd.time);
    }
    this.afterCommand();
    return res;
  }

  /**
   * The lowercase address as its trader's own copy: every map lookup of the command then finds its
   * key by identity, with the hash already cached, instead of hashing and comparing a fresh
   * 42-character string from the wire each time. An address already in lowercase (as clients send it)
   * is found without making a lowercase copy first.
   */
  private canonicalUser(user: string): string {
    const found = this.traders.get(user);
    return found ? found.user : this.traderOf(user.toLowerCase()).user;
  }

  /** The user's trader (made on first use from the state), `user` being a lowercase address. */
  private traderOf(user: string): Trader {
    const last = this.lastTrader;
    if (last !== null && last.user === user) return last;
    let t = this.traders.get(user);
    if (!t) {
      const account = this.state.accounts.get(user);
      t = {
        user: account?.user ?? user,
        account,
        orders: undefined,
        live: undefined,
        assets: undefined,
        fills: undefined,
        openCount: this.startOpenCounts.get(user) ?? 0,
        resting: this.startResting.get(user) ?? 0,
      };
      this.traders.set(t.user, t);
    }
    this.lastTrader = t;
    return t;
  }

  /**
   * Why a command would be refused before it changes anything (malformed, unknown signer, expired,
   * bad nonce, a bad value or a dead order: `actionRefusal`), or null. The service logs only commands
   * that pass, so refusals never reach the log (and use no nonce).
   */
  precheck(cmd: Command): string | null {
    const shape = shapeError(cmd, this.knownAddress);
    if (shape !== null) return shape;
    if (cmd.signer === undefined) {
      return cmd.user === undefined ? null : actionRefusal(this.state, cmd.user.toLowerCase(), cmd.action);
    }
    const auth = authorize(this.state, cmd);
    return 'error' in auth ? auth.error : actionRefusal(this.state, auth.user, cmd.action);
  }

  /**
   * Why a new signed command is refused by the address limits (after `precheck` passed it), or null.
   * Not part of `precheck`: a logged command replays without it, whatever the configuration.
   */
  addressLimitRefusal(cmd: SignedCommand, limits: AddressLimitOptions): string | null {
    const user = actingAccount(this.state, cmd);
    return user === undefined ? null : addressLimitRefusal(this.state, user, cmd.action, cmd.time, limits);
  }

  private userAction(user: string, a: UserAction, nonce: number): ExchangeResponse {
    switch (a.type) {
      case 'order':
        return this.orderAction(user, a);
      case 'cancel':
        return this.cancelAction(user, a);
      case 'cancelByCloid':
        return this.cancelByCloidAction(user, a);
      case 'modify':
        return this.modifyAction(user, a);
      case 'batchModify':
        return this.batchModifyAction(user, a);
      case 'updateLeverage':
        return this.updateLeverage(user, a);
      case 'updateIsolatedMargin':
        return this.updateIsolatedMargin(user, a);
      case 'approveBuilderFee':
        return this.approveBuilderFee(user, a);
      case 'approveAgent':
        return result(approveAgent(this.state, user, a, this.state.time));
      case 'withdraw3':
        return result(withdraw(this.state, this.account(user), a, nonce, this.hash));
      case 'usdClassTransfer':
        return result(classTransfer(this.state, this.account(user), a, this.hash));
      case 'usdSend':
        return result(usdSend(this.state, this.account(user), a, (to) => this.account(to), this.hash));
      case 'scheduleCancel':
        return result(setScheduledCancel(this.state, this.account(user), a.time));
      case 'reserveRequestWeight':
        return result(reserveRequests(this.state, this.account(user), a.weight));
      case 'noop':
        return ok();
      case 'deposit': {
        const amount = parseUsdc(a.usdc);
        if (amount === null) return err('Invalid deposit amount.');
        credit(this.state, this.account(user), amount, this.hash);
        return ok();
      }
    }
  }

  private systemAction(a: SystemAction): ExchangeResponse {
    switch (a.type) {
      case 'setOracle':
        return this.oracleUpdate(a);
      case 'setOpenInterestCaps':
        return this.setOpenInterestCaps(a);
      case 'settleFunding':
        return this.settleFunding();
      case 'creditDeposit':
        return this.creditDeposit(a);
      case 'ackWithdrawal':
        return this.state.pendingWithdrawals.delete(a.id) ? ok() : err('Unknown withdrawal.');
      case 'samplePortfolio':
        for (const account of this.state.accounts.values()) samplePortfolio(this.state, account);
        return ok();
    }
  }

  private setOpenInterestCaps(a: SetOpenInterestCapsAction): ExchangeResponse {
    const caps: [number, Dec | null][] = [];
    for (const [coin, v] of Object.entries(a.caps)) {
      const m = this.universe.byCoin(coin);
      const cap = v === null ? null : parseDec(v);
      if (!m || (v !== null && (cap === null || cap < 0n)))
        return err(`Invalid open interest cap for ${coin}.`);
      caps.push([m.assetId, cap]);
    }
    for (const [asset, cap] of caps) {
      if (cap === null) this.state.openInterestCaps.delete(asset);
      else this.state.openInterestCaps.set(asset, cap);
    }
    return ok();
  }

  /** The dead-man's switches due at this command's time cancel all their users' open orders. */
  private runScheduledCancels(): void {
    for (const user of takeDueScheduledCancels(this.state)) {
      for (const o of openOrdersOf(this.state, user)) {
        if (this.removeResting(o)) this.finish(o, 'scheduledCancel');
      }
    }
  }

  /** Why a bridge deposit would not be credited: `duplicate`, `below-minimum`, or null. */
  depositRefusal(a: CreditDepositAction): 'duplicate' | 'below-minimum' | null {
    if (this.state.deposits.has(depositKey(a))) return 'duplicate';
    const amount = parseUsdc(a.usdc);
    return amount === null || amount < MIN_DEPOSIT ? 'below-minimum' : null;
  }

  private creditDeposit(a: CreditDepositAction): ExchangeResponse {
    const refusal = this.depositRefusal(a);
    const amount = parseUsdc(a.usdc);
    if (refusal !== null || amount === null) return err(refusal ?? 'below-minimum');
    this.state.deposits.add(depositKey(a));
    const hash = /^0x[0-9a-f]{64}$/.test(a.txHash.toLowerCase())
      ? (a.txHash.toLowerCase() as `0x${string}`)
      : this.hash;
    credit(this.state, this.account(a.user.toLowerCase()), amount, hash);
    return ok();
  }

  // ---------------------------------------------------------------------------------------------
  // Orders

  private orderAction(user: string, a: OrderAction): ExchangeResponse {
    // Pre-validation of the whole batch: price band against the reference (mark) price (doc §4.10).
    const parsed = this.parsedTicks;
    for (let i = 0; i < a.orders.length; i++) {
      const w = a.orders[i] as OrderWire;
      const ms = this.state.markets[w.a];
      parsed[i] = Number.NaN;
      if (!ms || typeof w.p !== 'string') continue;
      const ticks = textUnits(w.p, maxPriceDecimals(ms.market.szDecimals));
      parsed[i] = ticks;
      const outside =
        ticks >= 0
          ? ticks > 0 && this.bands.outsideReferenceTicks(w.a, ticks, ms.book.tick, ms.mark)
          : this.outsideReference(w.a, w.p, ms.mark);
      if (outside) return err(ERR.referenceBand);
    }
    let builder: { b: string; f: number } | null = null;
    if (a.builder) {
      const b = String(a.builder.b).toLowerCase();
      const f = a.builder.f;
      const approved = this.state.builderApprovals.get(user)?.get(b);
      if (
        !Number.isInteger(f) ||
        f < 0 ||
        f > MAX_PERP_BUILDER_FEE ||
        approved === undefined ||
        f > approved
      ) {
        return err(ERR.builderNotApproved);
      }
      builder = { b, f };
    }
    const grouping = a.grouping;
    const n = a.orders.length;
    // Sized up front: most batches hold one order, and pushing into [] would reserve room for 17.
    const statuses: OrderStatusEntry[] = new Array(n);
    let parent: OrderRecord | null = null;
    for (let i = 0; i < n; i++) {
      const w = a.orders[i] as OrderWire;
      const isChild = grouping === 'normalTpsl' && i > 0 && parent !== null && 'trigger' in w.t;
      const isPositionTpsl = grouping === 'positionTpsl' && 'trigger' in w.t;
      const created = this.createOrder(
        user,
        w,
        builder,
        isPositionTpsl,
        isChild ? (parent?.oid ?? null) : null,
        parsed[i] ?? Number.NaN,
      );
      if ('error' in created) {
        statuses[i] = created;
        continue;
      }
      const rec = created;
      const refused = this.openOrderRefusal(rec);
      if (refused !== null) {
        statuses[i] = refused;
        continue;
      }
      if (grouping === 'normalTpsl' && i === 0) parent = rec;
      if (isChild && parent) {
        if (parent.status === 'filled') {
          statuses[i] = this.placeTrigger(rec);
        } else if (parent.status === 'open') {
          withExtras(parent, { children: [...parent.extras.children, rec.oid] });
          statuses[i] = 'waitingForFill';
        } else {
          this.finish(rec, 'canceled');
          statuses[i] = { error: withAsset(ERR.cancelMissing, rec.asset) };
        }
        continue;
      }
      statuses[i] = rec.extras.trigger ? this.placeTrigger(rec) : this.runOrder(rec);
    }
    return { status: 'ok', response: { type: 'order', data: { statuses } } };
  }

  /** The reference band on a price text that is no whole number of ticks (off the grid, or long). */
  private outsideReference(asset: number, pxText: string, mark: Dec): boolean {
    const px = parseDec(pxText);
    return px !== null && px > 0n && this.bands.outsideReference(asset, px, mark);
  }

  /** Parses and checks the static rules of one order and registers it (with an oid) if it parses. */
  private createOrder(
    user: string,
    w: OrderWire,
    builder: { b: string; f: number } | null,
    isPositionTpsl: boolean,
    parent: number | null,
    parsedTicks = Number.NaN,
  ): OrderRecord | { error: string } {
    const ms = typeof w.a === 'number' ? this.state.markets[w.a] : undefined;
    if (!ms || !Number.isInteger(w.a)) return { error: withAsset(ERR.unknownAsset, Number(w.a)) };
    const m = ms.market;
    // Size and price straight into lots and ticks; the exact `Dec` checks only when that fails.
    const szStr = String(w.s);
    let lots = textUnits(szStr, m.szDecimals);
    let exactSz: Dec | null = null;
    if (!(lots > 0)) {
      const size = checkSize(szStr, m.szDecimals);
      if (size.ok) {
        exactSz = size.value;
        lots = toUnits(exactSz, ms.book.lot);
      } else if (size.error === ERR.zeroSize && (w.r || isPositionTpsl)) {
        // Hyperliquid reads a reduce-only size of 0 as the whole position (README, issue 18).
        lots = this.closableLots(user, m.assetId, !!w.b);
        if (lots === 0) return { error: withAsset(ERR.reduceOnly, m.assetId) };
      } else {
        return { error: withAsset(size.error, m.assetId) };
      }
    }
    const pxStr = String(w.p);
    // The batch's reference-band check parsed the price already (NaN: not parsed, or not in units).
    let ticks = Number.isNaN(parsedTicks) ? textUnits(pxStr, maxPriceDecimals(m.szDecimals)) : parsedTicks;
    let exactPx: Dec | null = null;
    // On the tick grid (a price off it is still recorded, then rejected).
    let onTick = ticks > 0 && isValidPriceText(pxStr, m.szDecimals);
    if (!onTick) {
      const checked = checkPrice(pxStr, m.szDecimals);
      if (!checked.ok && checked.error === ERR.invalidPrice)
        return { error: withAsset(checked.error, m.assetId) };
      onTick = checked.ok;
      exactPx = checked.ok ? checked.value : (parseDec(pxStr) ?? 0n);
      ticks = toUnits(exactPx, ms.book.tick);
    }
    let trigger: TriggerSpec | null = null;
    let tif: Tif | null = null;
    if (w.t && 'trigger' in w.t) {
      const t = w.t.trigger;
      const tp = checkPrice(String(t.triggerPx), m.szDecimals);
      if (!tp.ok && tp.error === ERR.invalidPrice) return { error: withAsset(tp.error, m.assetId) };
      if (t.tpsl !== 'tp' && t.tpsl !== 'sl') return { error: withAsset(ERR.invalidTpsl, m.assetId) };
      trigger = { triggerPx: tp.ok ? tp.value : 0n, isMarket: !!t.isMarket, tpsl: t.tpsl };
      if (!tp.ok) onTick = false; // a trigger price off tick rejects the order like a limit price
    } else {
      const requested = w.t && 'limit' in w.t ? w.t.limit.tif : undefined;
      if (
        requested !== 'Gtc' &&
        requested !== 'Ioc' &&
        requested !== 'Alo' &&
        requested !== 'FrontendMarket'
      ) {
        return { error: withAsset(ERR.invalidPrice, m.assetId) };
      }
      tif = requested;
    }
    const cloidRaw = w.c === undefined || w.c === null ? null : String(w.c).toLowerCase();
    if (cloidRaw !== null && !CLOID_RE.test(cloidRaw))
      return { error: withAsset('Invalid cloid.', m.assetId) };
    const s = this.state;
    const rec = newOrder(
      {
        oid: s.nextOid++,
        user,
        asset: m.assetId,
        isBuy: !!w.b,
        timestamp: s.time,
        reduceOnly: !!w.r || isPositionTpsl,
        cloid: cloidRaw as `0x${string}` | null,
        tif,
        trigger,
        isPositionTpsl,
        status: 'open',
        statusTimestamp: s.time,
        builder,
        children: NO_CHILDREN,
        parent,
      },
      m.szDecimals,
      ticks,
      lots,
      exactPx,
      exactSz,
    );
    this.register(rec);
    if (!onTick) return this.reject(rec, 'tickRejected', ERR.tick);
    // Prices are on the tick grid and sizes on the lot grid from here: notionals in micro-USD.
    const micro = rec.ticks * rec.lots;
    if (
      !rec.reduceOnly &&
      !meetsMinNotional(trigger ? notionalMicro(trigger.triggerPx, orderSz(rec), m.szDecimals) : micro) &&
      !meetsMinNotional(micro)
    ) {
      return this.reject(rec, 'minTradeNtlRejected', ERR.minValue);
    }
    const isMarket = tif === 'FrontendMarket' || trigger?.isMarket === true;
    if (exceedsMaxOrderValue(micro, m, isMarket))
      return this.reject(rec, 'rejected', maxOrderValueError(toPlain(maxOrderValue(m, isMarket))));
    const tooFar =
      rec.extras.exactPx === null
        ? this.bands.tooFarFromOracleTicks(m.assetId, rec.ticks, rec.isBuy, ms.book.tick, ms.oracle)
        : this.bands.tooFarFromOracle(m.assetId, rec.extras.exactPx, rec.isBuy, ms.oracle);
    if (tooFar) return this.reject(rec, 'oracleRejected', ERR.oracleBand);
    return rec;
  }

  /** Lots of the user's position an order on side `isBuy` would close; 0 when it would not reduce. */
  private closableLots(user: string, asset: number, isBuy: boolean): number {
    const position = positionLots(this.traderOf(user).account, asset);
    return (position > 0 && !isBuy) || (position < 0 && isBuy) ? Math.abs(position) : 0;
  }

  /**
   * The open-order limit (doc §7) for a new order that can rest (Gtc, Alo, any trigger), checked at
   * placement; Ioc and market orders never become open orders. A refused order is `rejected`.
   */
  private openOrderRefusal(rec: OrderRecord): { error: string } | null {
    const canRest = rec.extras.trigger !== null || rec.tif === 'Gtc' || rec.tif === 'Alo';
    if (!canRest) return null;
    const t = this.traderOf(rec.user);
    const open = t.openCount;
    // Below the base limit only nothing is refused: the traded volume need not be read.
    if (open < BASE_OPEN_ORDERS) return null;
    const account = t.account;
    const refusal = openOrderRefusal(open, account ? usdValue(account.volume) : 0n, {
      reduceOnly: rec.reduceOnly,
      isTrigger: rec.extras.trigger !== null,
    });
    return refusal === null ? null : this.reject(rec, 'rejected', refusal);
  }

  /**
   * The order started resting or waiting for its trigger: counted, and in the user's live list (and
   * its reduce-only set) with its asset among the user's.
   */
  private opened(rec: OrderRecord): void {
    const t = this.traderOf(rec.user);
    const s = this.state;
    t.openCount++;
    t.live ??= entryOf(s.live, t.user, newLiveList);
    linkLive(t.live, rec);
    if (rec.reduceOnly) entryOf(s.liveReduceOnly, t.user, newSet<OrderRecord>).add(rec);
    t.assets ??= entryOf(s.userAssets, t.user, newSet<number>);
    t.assets.add(rec.asset);
  }

  /** The order left its book or trigger list for good. */
  private closed(rec: OrderRecord): void {
    const t = this.traderOf(rec.user);
    t.openCount--;
    t.live ??= this.state.live.get(t.user);
    if (t.live) unlinkLive(t.live, rec);
    if (rec.reduceOnly) this.state.liveReduceOnly.get(t.user)?.delete(rec);
  }

  /** Free margin of a user as the engine's order checks see it (kept incrementally; 0 without account). */
  freeMarginOf(user: string): Dec {
    const account = this.state.accounts.get(user.toLowerCase());
    return account ? this.margins.free(account) : 0n;
  }

  /** Open orders of a user as the engine counts them for the limit. */
  openOrderCount(user: string): number {
    return this.traderOf(user.toLowerCase()).openCount;
  }

  /** Records a new order in the order history (and its cloid). */
  private register(rec: OrderRecord): void {
    const s = this.state;
    const t = this.traderOf(rec.user);
    s.orders.set(rec.oid, rec);
    t.orders ??= entryOf(s.userOrders, t.user, newList<number>);
    t.orders.push(rec.oid);
    const cloid = rec.extras.cloid;
    if (cloid) s.cloids.set(`${rec.user}|${cloid}`, rec.oid);
  }

  /** An add-liquidity-only order that would take liquidity: refused with the book's best prices. */
  private aloCrossed(rec: OrderRecord): { error: string } {
    const book = this.market(rec.asset).book;
    return this.reject(
      rec,
      'badAloPxRejected',
      aloCrossError(fmtBbo(book.bestBid()), fmtBbo(book.bestAsk())),
    );
  }

  private reject(rec: OrderRecord, status: OrderStatus, message: string): { error: string } {
    this.finish(rec, status);
    return { error: withAsset(message, rec.asset) };
  }

  private finish(rec: OrderRecord, status: OrderStatus): void {
    rec.status = status;
    rec.statusTimestamp = this.state.time;
    this.onOrderStatus?.(rec);
    if (isFinished(status)) this.finished[this.finishedCount++] = rec;
    if (status !== 'filled' && isFinished(status)) {
      // A parent that dies unfilled takes its waiting children with it.
      const children = rec.extras.children;
      if (children.length > 0) {
        withExtras(rec, { children: NO_CHILDREN });
        for (const child of children) {
          const c = this.state.orders.held(child);
          if (c && c.status === 'open') this.finish(c, 'canceled');
        }
      }
    }
  }

  /**
   * Runs a non-trigger order (or a fired trigger): reduce-only, minimum value, ALO, tier and margin
   * checks, then matching; the remainder rests (Gtc/Alo) or is canceled (Ioc/market).
   */
  private runOrder(rec: OrderRecord, aloForGtc = false): OrderStatusEntry {
    const ms = this.market(rec.asset);
    const m = ms.market;
    const account = this.traderOf(rec.user).account;
    const position = positionLots(account, rec.asset);

    if (rec.reduceOnly) {
      const against = (position > 0 && !rec.isBuy) || (position < 0 && rec.isBuy);
      if (!against) return this.reject(rec, 'reduceOnlyRejected', ERR.reduceOnly);
      // Capped to the position size (doc §8.6).
      if (rec.lots > Math.abs(position)) resizeOrder(rec, Math.abs(position));
      // Reduce-only closes of a whole position below $10 are accepted (doc §8.6 [?]).
      if (rec.lots < Math.abs(position) && !meetsMinNotional(rec.ticks * rec.lots))
        return this.reject(rec, 'minTradeNtlRejected', ERR.minValue);
    } else if (!meetsMinNotional(rec.ticks * rec.lots)) {
      return this.reject(rec, 'minTradeNtlRejected', ERR.minValue);
    }

    // NaN (an empty side) never crosses.
    const wouldCross = crosses(rec.isBuy, rec.ticks, ms.book.bestTicks(!rec.isBuy));
    if ((rec.tif === 'Alo' || (aloForGtc && rec.tif === 'Gtc')) && wouldCross) return this.aloCrossed(rec);

    const increase = increasingLots(position, rec.isBuy, rec.lots);
    if (!rec.reduceOnly && atOpenInterestCap(this.state, m.assetId)) {
      if (increase > 0)
        return this.reject(rec, 'positionIncreaseAtOpenInterestCapRejected', ERR.openInterestCapped);
      if (rec.isBuy ? orderPx(rec) > ms.oracle : orderPx(rec) < ms.oracle)
        return this.reject(rec, 'tooAggressiveAtOpenInterestCapRejected', ERR.openInterestAggressive);
    }

    if (!rec.reduceOnly) {
      const lev = leverageOf(account, m);
      if (increase > 0) {
        const resultingLots = Math.abs(position + (rec.isBuy ? rec.lots : -rec.lots));
        const tier = tierForMicro(this.universe.table(m), resultingLots * rec.ticks);
        if (lev.value > tier.maxLeverage) return this.reject(rec, 'rejected', ERR.tierLimit);
        const affordable = account
          ? this.margins.canAfford(account, ms, rec, this.traderOf(rec.user).resting)
          : orderMargin(this.state, account, m, rec) <= 0n;
        if (!affordable) return this.reject(rec, 'perpMarginRejected', ERR.margin);
      }
    }

    const isMarket = rec.tif === 'FrontendMarket' || rec.extras.trigger?.isMarket === true;
    const isIoc = isMarket || rec.tif === 'Ioc';
    if (isIoc && !wouldCross) {
      return isMarket
        ? this.reject(rec, 'marketOrderNoLiquidityRejected', ERR.noLiquidity)
        : this.reject(rec, 'iocCancelRejected', ERR.iocNoMatch);
    }

    if (wouldCross) this.matchOrder(ms, rec);

    if (rec.lots === 0) {
      this.finish(rec, 'filled');
      this.releaseChildren(rec);
      return { filled: this.filledEntry(rec) };
    }
    if (isIoc) {
      if (rec.filledLots === 0) {
        return isMarket
          ? this.reject(rec, 'marketOrderNoLiquidityRejected', ERR.noLiquidity)
          : this.reject(rec, 'iocCancelRejected', ERR.iocNoMatch);
      }
      this.finish(rec, 'canceled');
      return { filled: this.filledEntry(rec) };
    }
    ms.book.add(rec);
    this.restingChanged(rec, rec.lots);
    this.opened(rec);
    if (account) this.margins.orderRested(account, rec);
    if (rec.status !== 'triggered') this.finish(rec, 'open');
    const cloid = rec.extras.cloid;
    return { resting: cloid ? { oid: rec.oid, cloid } : { oid: rec.oid } };
  }

  private filledEntry(rec: OrderRecord): FilledEntry {
    const entry: FilledEntry = {
      totalSz: unitsWire(rec.filledLots, rec.szDecimals),
      avgPx: orderAvgPxWire(rec),
      oid: rec.oid,
    };
    const cloid = rec.extras.cloid;
    if (cloid) entry.cloid = cloid;
    return entry;
  }

  /** Matches a taker record against its book, booking fills, fees and trades. */
  private matchOrder(ms: MarketState, taker: OrderRecord, liq?: FillLiquidation): void {
    this.matching = { ms, taker, takerAccount: this.accountOf(this.traderOf(taker.user)), liq };
    try {
      match(ms.book, taker, this.matchHooks);
    } finally {
      this.matching = null;
    }
  }

  private currentMatch(): NonNullable<Engine['matching']> {
    if (!this.matching) throw new Error('no order is being matched');
    return this.matching;
  }

  /** Re-checks the maker at the head of the book before it fills (reduce-only, margin). */
  private admitMaker(maker: OrderRecord, lots: number): Admission {
    const ms = this.currentMatch().ms;
    const m = ms.market;
    const acct = this.traderOf(maker.user).account;
    const position = positionLots(acct, m.assetId);
    if (maker.reduceOnly) {
      const against = (position > 0 && !maker.isBuy) || (position < 0 && maker.isBuy);
      if (!against) return 'reduceOnlyCanceled';
      return Math.min(lots, Math.abs(position));
    }
    const inc = increasingLots(position, maker.isBuy, lots);
    if (inc > 0) {
      // The maker's own reservation is released by the fill, so it does not count against it.
      // Without an account its free margin is 0, and the margin of a whole lot is never 0.
      if (!acct || !this.margins.makerCanAfford(acct, ms, maker, inc, this.traderOf(maker.user).resting))
        return 'marginCanceled';
    }
    return lots;
  }

  private makerFilled(maker: OrderRecord, lots: number, ticks: number): void {
    const { ms, taker, takerAccount, liq } = this.currentMatch();
    taker.lots -= lots;
    this.restingChanged(maker, -lots);
    this.bookFill(
      ms,
      taker,
      takerAccount,
      maker,
      this.accountOf(this.traderOf(maker.user)),
      lots,
      ticks,
      liq,
    );
    if (maker.lots === 0) {
      this.closed(maker);
      this.finish(maker, 'filled');
      this.releaseChildren(maker);
    }
  }

  private makerCanceled(maker: OrderRecord, status: 'selfTradeCanceled' | MakerCancel): void {
    this.restingChanged(maker, -maker.lots);
    this.closed(maker);
    this.ordersChanged(maker);
    this.finish(maker, status);
  }

  /** `lots` of the order entered (or, negative, left) its book: the user's resting notional follows. */
  private restingChanged(rec: OrderRecord, lots: number): void {
    const t = this.traderOf(rec.user);
    const resting = t.resting + lots * rec.ticks;
    t.resting = resting <= SAFE_UNITS ? resting : Number.NaN;
  }

  /** The notional of a user's orders in the books as the margin checks' quick bound sees it (micro-USD). */
  restingNotionalOf(user: string): number {
    return this.traderOf(user.toLowerCase()).resting;
  }

  /** The order's user's resting orders on its asset changed (the margin figures follow). */
  private ordersChanged(rec: OrderRecord): void {
    const account = this.traderOf(rec.user).account;
    if (account) this.margins.ordersChanged(account, rec.asset);
  }

  /** A fill of `lots` at `ticks` between a taker and a maker: both sides, then the trade print. */
  private bookFill(
    ms: MarketState,
    taker: OrderRecord,
    takerAccount: Account,
    maker: OrderRecord,
    makerAccount: Account,
    lots: number,
    ticks: number,
    liq?: FillLiquidation,
  ): void {
    const s = this.state;
    const buyer = taker.isBuy ? taker : maker;
    const seller = taker.isBuy ? maker : taker;
    const tid = tradeId(buyer.oid, seller.oid);
    // A backstop takeover is a transfer at the mark, not a trade: no fee, no volume, no trade print.
    const backstop = liq?.method === 'backstop';
    this.fillSide(ms, lots, ticks, tid, liq, backstop, taker, takerAccount, true);
    this.fillSide(ms, lots, ticks, tid, liq, backstop, maker, makerAccount, false);
    if (backstop) return;
    const hour = this.hourStats(ms);
    addNotional(hour.ntl, 1, lots, ticks);
    hour.baseLots += lots;
    ms.lastTradeTicks = ticks;
    ms.trades.add(taker.isBuy, ticks, lots, s.time, s.seq, tid, buyer.user, seller.user);
  }

  /** One side of a fill: position, cash and fees, the order's progress and the user's fill record. */
  private fillSide(
    ms: MarketState,
    lots: number,
    ticks: number,
    tid: number,
    liq: FillLiquidation | undefined,
    backstop: boolean,
    rec: OrderRecord,
    acct: Account,
    crossed: boolean,
  ): void {
    const s = this.state;
    const m = ms.market;
    const exchangeFee = backstop ? 0 : fillFee(lots, ticks, perpFeeRateE8(crossed));
    const builder = rec.extras.builder;
    const builderFee = builder ? fillFee(lots, ticks, builderFeeRateE8(builder.f)) : 0;
    const fee = exchangeFee + builderFee;
    const effect = this.fillEffect;
    applyFill(acct, m.assetId, m.szDecimals, leverageOf(acct, m), rec.isBuy, lots, ticks, fee, effect);
    addMicro(s.feesCollected, exchangeFee);
    if (builder && builderFee !== 0) addMicro(this.account(builder.b).cash, builderFee);
    if (!backstop) addNotional(acct.volume, 1, lots, ticks);
    addOrderFill(rec, lots, ticks);
    this.touch(acct, m.assetId);
    const t = this.traderOf(acct.user);
    t.fills ??= entryOf(s.fills, t.user, () => new FillLog(this.universe.markets));
    t.fills.add(
      m.assetId,
      ticks,
      lots,
      rec.isBuy,
      crossed,
      s.time,
      effect.startLots,
      effect.entryPx,
      s.seq,
      rec.oid,
      tid,
      fee,
      builderFee,
      rec.extras.cloid,
      liq ?? null,
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Trigger orders (tp/sl) and normalTpsl children

  private placeTrigger(rec: OrderRecord): OrderStatusEntry {
    const ms = this.market(rec.asset);
    ms.triggers.set(rec.oid, rec);
    this.opened(rec);
    this.finish(rec, 'open');
    return 'waitingForTrigger';
  }

  /** normalTpsl: once the parent has fully filled, its waiting children become live triggers. */
  private releaseChildren(parent: OrderRecord): void {
    const children = parent.extras.children;
    if (children.length === 0) return;
    withExtras(parent, { children: NO_CHILDREN });
    for (const oid of children) {
      const c = this.state.orders.held(oid);
      if (c && c.status === 'open') this.placeTrigger(c);
    }
  }

  /** True when the trigger condition holds at `mark` (doc §8.6). */
  static triggered(isBuy: boolean, t: TriggerSpec | null, mark: Dec): boolean {
    if (!t) return false;
    // Selling (closing a long): TP above, SL below. Buying (closing a short): TP below, SL above.
    const above = isBuy ? t.tpsl === 'sl' : t.tpsl === 'tp';
    return above ? mark >= t.triggerPx : mark <= t.triggerPx;
  }

  private fireTriggers(ms: MarketState): void {
    const due = [...ms.triggers.values()].filter((o) => Engine.triggered(o.isBuy, o.extras.trigger, ms.mark));
    for (const rec of due) {
      ms.triggers.delete(rec.oid);
      // One open order less; a fired trigger stays in the live index: it may rest again in its place.
      this.traderOf(rec.user).openCount--;
      rec.status = 'triggered';
      rec.statusTimestamp = this.state.time;
      if (rec.extras.trigger?.isMarket) {
        const bound = slippagePrice(ms.mark, rec.isBuy, TRIGGER_SLIPPAGE, ms.market.szDecimals);
        // The order's own price is the worst acceptable price; the 10 % band may not widen it.
        repriceOrder(rec, rec.isBuy ? min(orderPx(rec), bound) : max(orderPx(rec), bound));
      }
      const entry = this.runOrder(rec);
      if (typeof entry === 'object' && 'error' in entry && rec.status === 'triggered')
        this.finish(rec, 'canceled');
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Cancel and modify

  private cancelAction(user: string, a: CancelAction): ExchangeResponse {
    const n = a.cancels.length;
    const statuses: CancelStatusEntry[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const c = a.cancels[i] as CancelAction['cancels'][number];
      statuses[i] = this.cancelOne(user, c.a, this.state.orders.held(c.o));
    }
    return { status: 'ok', response: { type: 'cancel', data: { statuses } } };
  }

  private cancelByCloidAction(user: string, a: CancelByCloidAction): ExchangeResponse {
    const statuses = a.cancels.map((c) => {
      const oid = this.state.cloids.get(`${user}|${String(c.cloid).toLowerCase()}`);
      return this.cancelOne(user, c.asset, oid === undefined ? undefined : this.state.orders.held(oid));
    });
    return { status: 'ok', response: { type: 'cancel', data: { statuses } } };
  }

  private cancelOne(user: string, asset: number, rec: OrderRecord | undefined): CancelStatusEntry {
    if (!rec || rec.user !== user || rec.asset !== asset || !this.removeResting(rec)) {
      return { error: withAsset(ERR.cancelMissing, asset) };
    }
    this.finish(rec, 'canceled');
    return 'success';
  }

  /** Takes an order out of its book, trigger list or parent; false when it is not live. */
  private removeResting(rec: OrderRecord): boolean {
    const ms = this.state.markets[rec.asset];
    if (!ms) return false;
    if (ms.book.remove(rec)) {
      this.restingChanged(rec, -rec.lots);
      this.closed(rec);
      this.ordersChanged(rec);
      return true;
    }
    if (ms.triggers.delete(rec.oid)) {
      this.closed(rec);
      return true;
    }
    const parent = rec.extras.parent;
    if (parent !== null && rec.status === 'open') {
      const p = this.state.orders.held(parent);
      const i = p ? p.extras.children.indexOf(rec.oid) : -1;
      if (p && i >= 0) {
        withExtras(p, { children: p.extras.children.filter((oid) => oid !== rec.oid) });
        return true;
      }
    }
    return false;
  }

  /**
   * Modify = cancel + place (doc §4.5). The new order's static checks (size, tick, minimum value) run
   * first, so a malformed modify leaves the old order alone. Without `a` (always place) the new order
   * may not execute immediately: a Gtc is then treated as Alo, and one that would cross the book is
   * refused before the old order is canceled, so a modify refused for it keeps the trader's order
   * (the new order "must be" non-executable, doc §4.5).
   */
  private modifyOne(user: string, oid: number | string, w: OrderWire, always: boolean): OrderStatusEntry {
    const old = userOrder(this.state, user, oid);
    const live = restsOn(this.state, old, w.a);
    if (!live && !always) return { error: ERR.modifyDead };
    const created = this.createOrder(user, w, old?.extras.builder ?? null, false, null);
    if ('error' in created) return created;
    if (!always && this.crossesPastOwnOrder(created, old)) return this.aloCrossed(created);
    if (live && old) {
      this.removeResting(old);
      this.finish(old, 'canceled');
    }
    const refused = this.openOrderRefusal(created);
    if (refused !== null) return refused;
    if (created.extras.trigger) return this.placeTrigger(created);
    return this.runOrder(created, !always);
  }

  /**
   * Whether a modify's new limit order would take liquidity. Only checked when the old order is not
   * on the side the new one would take from (a modify that flips sides is left to the placing).
   */
  private crossesPastOwnOrder(created: OrderRecord, old: OrderRecord | undefined): boolean {
    if (created.extras.trigger || (old && old.isBuy !== created.isBuy)) return false;
    if (created.tif !== 'Gtc' && created.tif !== 'Alo') return false;
    const book = this.market(created.asset).book;
    return crosses(created.isBuy, created.ticks, book.bestTicks(!created.isBuy));
  }

  private modifyAction(user: string, a: ModifyAction): ExchangeResponse {
    const res = this.modifyOne(user, a.oid, a.order, a.a === true);
    if (typeof res === 'object' && 'error' in res) return err(res.error);
    return ok();
  }

  private batchModifyAction(user: string, a: BatchModifyAction): ExchangeResponse {
    const statuses = a.modifies.map((x) => this.modifyOne(user, x.oid, x.order, a.a === true));
    return { status: 'ok', response: { type: 'order', data: { statuses } } };
  }

  // ---------------------------------------------------------------------------------------------
  // Leverage, isolated margin, builder approval, deposits

  private updateLeverage(user: string, a: UpdateLeverageAction): ExchangeResponse {
    const ms = leverageMarket(this.state, a);
    if (typeof ms === 'string') return err(ms);
    const m = ms.market;
    const account = this.account(user);
    const current = leverageOf(account, m);
    const type = a.isCross ? 'cross' : 'isolated';
    const pos = account.positions.get(m.assetId);
    // Leverage sets initial margin and order reservations; the tracker re-reads them at its next use.
    this.margins.positionChanged(account, m.assetId);
    if (pos && pos.lots !== 0) {
      if (current.type !== type) return err(ERR.switchLeverageType);
      const previous = account.leverage.get(m.assetId);
      account.leverage.set(m.assetId, { type, value: a.leverage });
      const s = summarize(this.state, account);
      const p = s.positions.find((x) => x.market.assetId === m.assetId);
      const enough =
        type === 'cross'
          ? s.crossAccountValue - s.crossInitialMargin >= 0n
          : !!p && p.marginUsed >= initialMargin(p.notional, a.leverage);
      if (!enough && a.leverage < current.value) {
        if (previous) account.leverage.set(m.assetId, previous);
        else account.leverage.delete(m.assetId);
        return err(ERR.insufficientMarginForLeverage);
      }
      return ok();
    }
    account.leverage.set(m.assetId, { type, value: a.leverage });
    return ok();
  }

  private updateIsolatedMargin(user: string, a: UpdateIsolatedMarginAction): ExchangeResponse {
    const ms = isolatedMarginMarket(this.state, a);
    if (typeof ms === 'string') return err(ms);
    const account = this.account(user);
    const pos = account.positions.get(a.asset);
    if (!pos || pos.lots === 0 || leverageOf(account, ms.market).type !== 'isolated')
      return err(ERR.notIsolated);
    const amount = (BigInt(a.ntli) * SCALE) / 1_000_000n;
    if (amount > 0n) {
      if (this.margins.free(account) < amount) return err(ERR.margin);
      addUsd(account.cash, -amount);
      addUsd(pos.isoRaw, amount);
      return ok();
    }
    if (ms.market.marginMode === 'strictIsolated') return err(ERR.insufficientIsolatedMargin);
    const value = mul(sziOf(pos), ms.mark);
    const notional = abs(value);
    const equityAfter = usdValue(pos.isoRaw) + value + amount;
    const required = transferMarginRequirement(
      initialMargin(notional, leverageOf(account, ms.market).value),
      notional,
    );
    if (equityAfter < required) return err(ERR.insufficientIsolatedMargin);
    addUsd(pos.isoRaw, amount);
    addUsd(account.cash, -amount);
    return ok();
  }

  private approveBuilderFee(user: string, a: ApproveBuilderFeeAction): ExchangeResponse {
    const fee = parseBuilderFee(a);
    if (typeof fee === 'string') return err(fee);
    const { builder, tenthsBp } = fee;
    const approvals = this.state.builderApprovals.get(user) ?? new Map<string, number>();
    // Approving 0 % revokes (doc §8.8 [?]).
    if (tenthsBp === 0) {
      approvals.delete(builder);
      return ok();
    }
    const b = this.state.accounts.get(builder);
    const builderValue = b ? summarize(this.state, b).crossAccountValue : 0n;
    if (builderValue < fromInt(100)) return err('Builder has insufficient balance to be approved.');
    if (!approvals.has(builder) && approvals.size >= MAX_BUILDER_APPROVALS)
      return err('Too many builder fee approvals.');
    approvals.set(builder, tenthsBp);
    this.state.builderApprovals.set(user, approvals);
    return ok();
  }

  // ---------------------------------------------------------------------------------------------
  // Prices

  private oracleUpdate(a: SetOracleAction): ExchangeResponse {
    if (a.type !== 'setOracle' || typeof a.prices !== 'object' || a.prices === null)
      return err('Invalid action.');
    const updates: [MarketState, Dec][] = [];
    for (const [coin, pxStr] of Object.entries(a.prices)) {
      const m = this.universe.byCoin(coin);
      const px = typeof pxStr === 'string' ? parseDec(pxStr) : null;
      if (!m || px === null || px <= 0n) return err(`Invalid oracle price for ${coin}.`);
      updates.push([this.market(m.assetId), px]);
    }
    for (const [ms, px] of updates) {
      const dt = ms.lastOracleTime === 0 ? 0 : this.state.time - ms.lastOracleTime;
      const mid = midPrice(ms.book.bestBid(), ms.book.bestAsk());
      if (mid !== null) ms.basisEma = emaStep(ms.basisEma, mid - px, dt);
      ms.oracle = px;
      ms.lastOracleTime = this.state.time;
      this.margins.marksChanged();
      ms.mark = markPrice({
        oracle: px,
        bestBid: ms.book.bestBid(),
        bestAsk: ms.book.bestAsk(),
        lastTrade: lastTradePx(ms),
        basisEma: ms.basisEma,
        szDecimals: ms.market.szDecimals,
      });
    }
    for (const [ms] of updates) {
      this.hourStats(ms);
      ms.premiumSamples.push(this.samplePremium(ms));
      this.fireTriggers(ms);
    }
    this.checkLiquidations();
    this.afterCommand();
    return ok();
  }

  /** Premium from the impact prices of the whole book; 0 when a side cannot absorb the impact notional. */
  private samplePremium(ms: MarketState): Dec {
    const [bids, asks] = ms.book.l2(Number.MAX_SAFE_INTEGER);
    const bid = impactPrice(bids, ms.market.impactNotional);
    const ask = impactPrice(asks, ms.market.impactNotional);
    return bid !== null && ask !== null ? premium(bid, ask, ms.oracle) : 0n;
  }

  /**
   * Hourly funding (doc §8.4): rate from the hour's average premium, each position pays or receives
   * |szi| × oracle × rate (longs pay when positive) into / from the funding pool; cross positions
   * settle in cash, isolated ones in their bucket. Recorded per user for `userFunding`.
   */
  private settleFunding(): ExchangeResponse {
    const s = this.state;
    for (const ms of s.markets) {
      const premium = averagePremium(ms.premiumSamples);
      const rate = hourlyFundingRate(premium);
      const nSamples = ms.premiumSamples.length;
      ms.premiumSamples.length = 0;
      ms.fundingRate = rate;
      ms.fundingHistory.push({ time: s.time, rate, premium });
      if (ms.fundingHistory.length > MAX_FUNDING_HISTORY) ms.fundingHistory.shift();
      for (const account of s.accounts.values()) {
        const pos = account.positions.get(ms.market.assetId);
        if (!pos || pos.lots === 0) continue;
        const szi = sziOf(pos);
        const usdc = fundingPayment(szi, ms.oracle, rate);
        addUsd(leverageOf(account, ms.market).type === 'isolated' ? pos.isoRaw : account.cash, usdc);
        s.fundingPool -= usdc;
        // cumFunding: positive = paid (doc §3.6 [?]).
        pos.cumFunding.allTime -= usdc;
        pos.cumFunding.sinceOpen -= usdc;
        pos.cumFunding.sinceChange -= usdc;
        const list = s.fundings.get(account.user) ?? [];
        list.push({
          time: s.time,
          hash: this.hash,
          delta: {
            type: 'funding',
            coin: ms.market.name,
            usdc: toWire(usdc),
            szi: toWire(szi),
            fundingRate: toWire(rate),
            nSamples: nSamples === 0 ? null : nSamples,
          },
        });
        s.fundings.set(account.user, list);
      }
    }
    this.checkLiquidations();
    return ok();
  }

  // ---------------------------------------------------------------------------------------------
  // Liquidation (doc §8.3)

  /**
   * Liquidates every unit (cross account or isolated position) below maintenance margin at the current
   * marks. Run after oracle updates and funding, the only events that move marks or equity without the
   * user acting (fills happen at or better than the order's checked margin).
   */
  private checkLiquidations(): void {
    for (const account of [...this.state.accounts.values()]) {
      const done = new Set<string>();
      for (;;) {
        const target = liquidationTargets(this.state, account).find((t) => !done.has(t.key));
        if (!target) break;
        done.add(target.key);
        this.liquidate(account, target);
      }
    }
  }

  /**
   * Market liquidation: the unit's open orders are canceled, then a reduce-only market order per
   * position goes to the book (20 % of large positions outside the cooldown); what the book cannot
   * absorb goes to the backstop at the mark. Below ⅔ of maintenance (before or after) the backstop takes
   * over the unit with its margin.
   */
  private liquidate(account: Account, target: LiquidationTarget): void {
    const s = this.state;
    this.cancelForLiquidation(account, target);
    if (needsBackstop(target)) {
      this.backstopTakeover(account, target);
      return;
    }
    const cashBefore = cashOf(account);
    const key = cooldownKey(account.user, target.key);
    const last = s.liquidationCooldowns.get(key);
    const inCooldown = last !== undefined && s.time - last < LIQUIDATION_COOLDOWN_MS;
    let partial = false;
    const done: LiquidatedPosition[] = [];
    for (const p of target.positions) {
      const ms = this.market(p.market.assetId);
      const szi = sziOf(p.pos);
      const sz = liquidationSize(p, p.market.szDecimals, inCooldown);
      partial ||= sz < abs(szi);
      const isBuy = szi < 0n;
      const px = slippagePrice(ms.mark, isBuy, LIQUIDATION_SLIPPAGE, p.market.szDecimals);
      const rec = this.systemOrder(account.user, p.market.assetId, isBuy, px, sz, true);
      this.matchOrder(ms, rec, {
        liquidatedUser: hex(account.user),
        markPx: toWire(ms.mark),
        method: 'market',
      });
      if (rec.lots > 0) this.backstopFill(ms, rec, account);
      this.finish(rec, 'filled');
      done.push({ ms, szi: szi > 0n ? sz : -sz });
    }
    if (partial) s.liquidationCooldowns.set(key, s.time);
    this.recordLiquidation(account, target, done);
    // Fills below the bankruptcy price can leave a closed unit with a loss beyond its margin: the backstop
    // pays it, so no account is left negative.
    const closed = target.positions.every((p) => !account.positions.has(p.market.assetId));
    if (closed) {
      const floor = target.kind === 'cross' ? 0n : cashBefore;
      const cash = cashOf(account);
      if (cash < floor) this.absorbDeficit(account, floor - cash);
    }
    const after = liquidationTargets(s, account).find((t) => t.key === target.key);
    if (after && needsBackstop(after)) this.backstopTakeover(account, after);
  }

  /** The backstop takes every position of the unit at the mark, and the unit's margin (doc §8.3). */
  private backstopTakeover(account: Account, target: LiquidationTarget): void {
    const cashBefore = cashOf(account);
    const done: LiquidatedPosition[] = [];
    for (const p of target.positions) {
      const ms = this.market(p.market.assetId);
      const szi = sziOf(p.pos);
      if (szi === 0n) continue;
      const rec = this.systemOrder(account.user, p.market.assetId, szi < 0n, ms.mark, abs(szi), true);
      this.backstopFill(ms, rec, account);
      this.finish(rec, 'filled');
      done.push({ ms, szi });
    }
    this.recordLiquidation(account, target, done);
    // Cross: all cross cash is the unit's margin; isolated: what closing the bucket released.
    const cash = cashOf(account);
    const margin = target.kind === 'cross' ? cash : cash - cashBefore;
    if (margin < 0n) {
      this.absorbDeficit(account, -margin);
      return;
    }
    addUsd(account.cash, -margin);
    addUsd(this.account(LIQUIDATOR).cash, margin);
  }

  /** The backstop pays an account's loss beyond its margin (bad debt), explicitly recorded. */
  private absorbDeficit(account: Account, deficit: Dec): void {
    addUsd(account.cash, deficit);
    addUsd(this.account(LIQUIDATOR).cash, -deficit);
    this.state.backstopDeficit += deficit;
  }

  /** The rest of a liquidation order goes to the backstop liquidator at the mark. */
  private backstopFill(ms: MarketState, rec: OrderRecord, account: Account): void {
    const lots = rec.lots;
    const vault = this.systemOrder(LIQUIDATOR, ms.market.assetId, !rec.isBuy, ms.mark, orderSz(rec), false);
    rec.lots = 0;
    vault.lots = 0;
    const liq: FillLiquidation = {
      liquidatedUser: hex(rec.user),
      markPx: toWire(ms.mark),
      method: 'backstop',
    };
    this.bookFill(ms, rec, account, vault, this.account(LIQUIDATOR), lots, vault.ticks, liq);
    this.finish(vault, 'filled');
  }

  /** Open orders of the liquidated unit are canceled first (`liquidatedCanceled`). */
  private cancelForLiquidation(account: Account, target: LiquidationTarget): void {
    for (const o of openOrdersOf(this.state, account.user)) {
      const inUnit =
        target.kind === 'cross'
          ? leverageOf(account, this.market(o.asset).market).type === 'cross'
          : String(o.asset) === target.key;
      if (inUnit && this.removeResting(o)) this.finish(o, 'liquidatedCanceled');
    }
  }

  /** An engine-issued market order (`LiquidationMarket`) registered in the order history. */
  private systemOrder(
    user: string,
    asset: number,
    isBuy: boolean,
    px: Dec,
    sz: Dec,
    reduceOnly: boolean,
  ): OrderRecord {
    const s = this.state;
    const rec = orderFromFields(
      {
        oid: s.nextOid++,
        user,
        asset,
        isBuy,
        px,
        sz,
        origSz: sz,
        timestamp: s.time,
        reduceOnly,
        cloid: null,
        tif: 'LiquidationMarket',
        trigger: null,
        isPositionTpsl: false,
        status: 'open',
        statusTimestamp: s.time,
        filledSz: 0n,
        filledNtl: 0n,
        builder: null,
        children: NO_CHILDREN,
        parent: null,
      },
      this.market(asset).market.szDecimals,
    );
    this.register(rec);
    return rec;
  }

  /** The `liquidation` ledger entry (doc §3.9). */
  private recordLiquidation(account: Account, target: LiquidationTarget, done: LiquidatedPosition[]): void {
    if (done.length === 0) return;
    addLedger(this.state, account.user, {
      time: this.state.time,
      hash: this.hash,
      delta: {
        type: 'liquidation',
        liquidatedNtlPos: toWire(
          done.reduce((a, d) => a + abs(mul(d.szi, d.ms.mark)), 0n),
          USD_DECIMALS,
        ),
        accountValue: toWire(target.equity, USD_DECIMALS),
        leverageType: target.kind === 'cross' ? 'Cross' : 'Isolated',
        liquidatedPositions: done.map((d) => ({ coin: d.ms.market.name, szi: toWire(d.szi) })),
      },
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  /** After every command: resting reduce-only orders that no longer reduce get canceled (doc §8.6). */
  private afterCommand(): void {
    const users = this.touchedUsers;
    const assets = this.touchedAssets;
    const n = this.touchedCount;
    for (let i = 0; i < n; i++) {
      const user = users[i] as string;
      // Each user once, at its first touch.
      if (users.indexOf(user) !== i) continue;
      const account = this.traderOf(user).account;
      if (account) this.absorbFlatDeficit(account);
      if (!this.state.liveReduceOnly.get(user)?.size) continue;
      for (const o of openOrdersOf(this.state, user, true)) {
        if (!touchedAsset(users, assets, n, user, o.asset)) continue;
        const position = positionLots(account, o.asset);
        const against = (position > 0 && !o.isBuy) || (position < 0 && o.isBuy);
        if (o.extras.trigger) {
          // Triggers stay while a position exists; positionTpsl ones track its size.
          if (!against) {
            this.removeResting(o);
            this.finish(o, 'reduceOnlyCanceled');
          } else if (o.extras.isPositionTpsl) {
            resizeOrder(o, Math.abs(position));
          }
          continue;
        }
        if (!against || o.lots > Math.abs(position)) {
          this.removeResting(o);
          this.finish(o, 'reduceOnlyCanceled');
        }
      }
    }
    this.touchedCount = 0;
    // Orders done for good move to the archive once the command made its last change to them.
    for (let i = 0; i < this.finishedCount; i++) this.state.orders.archive(this.finished[i] as OrderRecord);
    this.finishedCount = 0;
  }

  /**
   * A user's own close below the bankruptcy price can leave cross cash negative with no cross position
   * left to liquidate: the backstop pays it at once, as after a liquidation, so no balance stays negative.
   */
  private absorbFlatDeficit(account: Account): void {
    if (account.user === LIQUIDATOR || !usdNegative(account.cash)) return;
    for (const [asset, pos] of account.positions) {
      if (pos.lots !== 0 && leverageOf(account, this.market(asset).market).type === 'cross') return;
    }
    this.absorbDeficit(account, -cashOf(account));
  }

  /** The current hour's stats of a market (opened at the mark), keeping the last 25 hours. */
  private hourStats(ms: MarketState): HourStats {
    const hour = Math.floor(this.state.time / HOUR_MS) * HOUR_MS;
    const last = ms.hours[ms.hours.length - 1];
    if (last && last.hour === hour) return last;
    const stats: HourStats = { hour, ntl: newUsd(), baseLots: 0, openPx: lastTradePx(ms) ?? ms.mark };
    ms.hours.push(stats);
    if (ms.hours.length > 25) ms.hours.shift();
    return stats;
  }

  /** The user's position on `asset` changed (reduce-only checks after the command, margin figures). */
  private touch(account: Account, asset: number): void {
    const user = account.user;
    const n = this.touchedCount;
    if (!touchedAsset(this.touchedUsers, this.touchedAssets, n, user, asset)) {
      this.touchedUsers[n] = user;
      this.touchedAssets[n] = asset;
      this.touchedCount = n + 1;
    }
    this.margins.positionChanged(account, asset);
  }

  private account(user: string): Account {
    return this.accountOf(this.traderOf(user));
  }

  /** The trader's account, opened (empty) on first use. */
  private accountOf(t: Trader): Account {
    if (t.account) return t.account;
    const a = newAccount(t.user);
    this.state.accounts.set(t.user, a);
    t.account = a;
    return a;
  }

  private market(asset: number): MarketState {
    const ms = this.state.markets[asset];
    if (!ms) throw new Error(`unknown asset ${asset}`);
    return ms;
  }

  /** Market by coin name (for tests and views). */
  marketOf(coin: string): Market | undefined {
    return this.universe.byCoin(coin);
  }
}

/**
 * What the engine holds per user, found with one lookup per command: the account and the user's
 * entries in the state's per-user maps (the same objects, looked up once), and the open-order count.
 * Derived: made on first use from the state.
 */
interface Trader {
  readonly user: string;
  account: Account | undefined;
  orders: number[] | undefined;
  live: LiveList | undefined;
  assets: Set<number> | undefined;
  fills: FillLog | undefined;
  /** Open orders (resting or waiting for their trigger), for the open-order limit. */
  openCount: number;
  /**
   * The notional of the user's orders in the books, micro-USD (NaN once beyond the safe range): the
   * margin checks' quick bound.
   */
  resting: number;
}

/** The notional of each user's orders in the books, micro-USD (NaN beyond the safe range). */
function restingNotionals(state: EngineState): Map<string, number> {
  const out = new Map<string, number>();
  for (const ms of state.markets) {
    for (const isBuy of [true, false]) {
      for (const o of ms.book.orders(isBuy)) {
        const micro = (out.get(o.user) ?? 0) + o.lots * o.ticks;
        out.set(o.user, micro <= SAFE_UNITS ? micro : Number.NaN);
      }
    }
  }
  return out;
}

/** The map's entry for `key`, made by `make` when it has none. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

const newLiveList = (): LiveList => ({ head: null, tail: null });
const newSet = <T>(): Set<T> => new Set<T>();
const newList = <T>(): T[] => [];

function ok(): ExchangeResponse {
  return { status: 'ok', response: { type: 'default' } };
}

function err(message: string): ExchangeResponse {
  return { status: 'err', response: message };
}

function result(error: string | null): ExchangeResponse {
  return error === null ? ok() : err(error);
}

/** Exactly-once key of a bridge deposit. */
export function depositKey(a: Pick<CreditDepositAction, 'txHash' | 'logIndex'>): string {
  return `${a.txHash.toLowerCase()}:${a.logIndex}`;
}

function hex(address: string): `0x${string}` {
  return address as `0x${string}`;
}

function fmtBbo(px: Dec | null): string {
  return px === null ? 'None' : toPlain(px);
}

/** A filled (or partly filled and canceled) order's status entry. */
interface FilledEntry {
  totalSz: string;
  avgPx: string;
  oid: number;
  cloid?: `0x${string}`;
}

/** Whether (user, asset) is among the first `n` touched pairs. */
function touchedAsset(
  users: readonly string[],
  assets: readonly number[],
  n: number,
  user: string,
  asset: number,
): boolean {
  for (let i = 0; i < n; i++) if (users[i] === user && assets[i] === asset) return true;
  return false;
}

/** murmur3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
function mix32(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

const TWO_32 = 2 ** 32;

/** Trade id: a 50-bit hash of (buyer oid, seller oid) (doc §2.2), from two chained 32-bit mixes. */
export function tradeId(buyerOid: number, sellerOid: number): number {
  return (
    (tradeLane(buyerOid, sellerOid, 0x9e3779b9) & 0x3ffff) * TWO_32 +
    tradeLane(buyerOid, sellerOid, 0x7f4a7c15)
  );
}

/** 32 bits of the trade id: both oids (high and low words) chained through `mix32` from `seed`. */
function tradeLane(buyerOid: number, sellerOid: number, seed: number): number {
  let h = mix32(Math.floor(buyerOid / TWO_32) ^ seed);
  h = mix32((buyerOid >>> 0) ^ h);
  h = mix32(Math.floor(sellerOid / TWO_32) ^ h);
  return mix32((sellerOid >>> 0) ^ h);
}
