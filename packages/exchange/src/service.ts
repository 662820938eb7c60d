import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Command, ExchangeResponse, SignedCommand, SystemAction } from './actions';
import { type AddressLimitOptions, DEFAULT_ADDRESS_LIMITS } from './address-limits';
import { Engine } from './engine';
import { type CommandEvents, EventCollector } from './events';
import { MarketData } from './market/market-data';
import { CandleLog, readCandleLog, readGenesis, writeGenesis } from './persist/candle-log';
import { decodeState, encodeState } from './persist/codec';
import { readSnapshot, writeSnapshot } from './persist/snapshot';
import { readWal, Wal } from './persist/wal';
import type { EngineState, PendingWithdrawal } from './state';
import { type StoredTrade, tradePx, tradeSz } from './trade-record';
import { trimHistory } from './trim';
import { DEFAULT_UNIVERSE, type Universe } from './universe';

/**
 * The engine with durability: every command that passes the engine's precheck is appended to the
 * write-ahead log (fsynced) before it executes, so whatever the caller is told has survived; refused
 * commands change nothing and are not logged. A snapshot is taken once the log holds `snapshotEvery`
 * commands, `snapshotWalBytes` bytes or a command `snapshotAgeMs` older than the newest — counted
 * from the last snapshot, not from the process start, so the log stays bounded whatever the crash
 * pattern. On open the state is the latest snapshot plus the log replayed after it (and a snapshot
 * right away when that log is already past a bound). Without `dataDir` it is memory-only.
 */

/** Defaults of the snapshot bounds (README "Durability"). */
export const SNAPSHOT_EVERY = 10_000;
export const SNAPSHOT_WAL_BYTES = 16 * 1024 * 1024;
export const SNAPSHOT_AGE_MS = 10 * 60_000;

export interface ServiceOptions {
  readonly dataDir?: string | null;
  readonly universe?: Universe;
  readonly clock?: () => number;
  readonly snapshotEvery?: number;
  /** Snapshot once the log file reaches this many bytes. */
  readonly snapshotWalBytes?: number;
  /** Snapshot once the oldest command not in a snapshot is this much older than the newest. */
  readonly snapshotAgeMs?: number;
  /**
   * Candles and the 24 h window (market/market-data.ts). `seed` and `historyDays` apply at first
   * start; afterwards the data directory's `market.json` wins so restarts rebuild the same history.
   */
  readonly market?: { readonly seed: number; readonly historyDays: number };
  /**
   * History is trimmed to what the API serves (trim.ts) every this many commands or 5 × this many
   * new orders, whichever comes first (makers place dozens of orders per command).
   */
  readonly trimEvery?: number;
  /**
   * Hyperliquid's address-based action limits on `/exchange` and WebSocket actions (default
   * `DEFAULT_ADDRESS_LIMITS`: 10,000 requests plus 1 per USDC traded); null: none.
   */
  readonly addressLimits?: AddressLimitOptions | null;
}

export type CommandListener = (events: CommandEvents) => void;

export interface DepositEvent {
  readonly user: string;
  /** USDC decimal string. */
  readonly usdc: string;
  readonly txHash: string;
  readonly logIndex: number;
}

export type DepositResult = 'credited' | 'duplicate' | 'below-minimum';

interface Durable {
  readonly wal: Wal;
  readonly snapshotPath: string;
  readonly candleLog: CandleLog | null;
}

interface SnapshotBounds {
  readonly commands: number;
  readonly walBytes: number;
  readonly ageMs: number;
}

export class ExchangeService {
  /** Commands in the log since the last snapshot (replayed ones included). */
  private sinceSnapshot = 0;
  /** Time of the oldest command in the log since the last snapshot; null when there is none. */
  private unsnapshotedSince: number | null = null;
  private sinceTrim = 0;
  private trimmedAtOid: number;
  private readonly listeners = new Set<CommandListener>();

  private constructor(
    readonly engine: Engine,
    /** Candles and 24 h stats; null when the service runs without market data. */
    readonly market: MarketData | null,
    private readonly events: EventCollector,
    private readonly clock: () => number,
    private readonly durable: Durable | null,
    private readonly snapshotBounds: SnapshotBounds,
    private readonly trimEvery: number,
    /** The address limits new signed actions are held to; null: none. */
    readonly addressLimits: AddressLimitOptions | null,
  ) {
    this.trimmedAtOid = engine.state.nextOid;
  }

  static open(options: ServiceOptions = {}): ExchangeService {
    const universe = options.universe ?? DEFAULT_UNIVERSE;
    const clock = options.clock ?? Date.now;
    const bounds: SnapshotBounds = {
      commands: options.snapshotEvery ?? SNAPSHOT_EVERY,
      walBytes: options.snapshotWalBytes ?? SNAPSHOT_WAL_BYTES,
      ageMs: options.snapshotAgeMs ?? SNAPSHOT_AGE_MS,
    };
    const trimEvery = options.trimEvery ?? 10_000;
    const addressLimits =
      options.addressLimits === undefined ? DEFAULT_ADDRESS_LIMITS : options.addressLimits;
    const events = new EventCollector();
    const onOrderStatus = events.onOrderStatus;
    if (!options.dataDir) {
      const engine = new Engine({ universe, onOrderStatus });
      const market = options.market
        ? marketData(universe, options.market, clock(), engine.state, { restarted: false, record: false })
        : null;
      return new ExchangeService(engine, market, events, clock, null, bounds, trimEvery, addressLimits);
    }
    mkdirSync(options.dataDir, { recursive: true });
    const snapshotPath = join(options.dataDir, 'snapshot.json');
    const walPath = join(options.dataDir, 'wal.jsonl');
    const snap = readSnapshot(snapshotPath);
    const engine = new Engine(
      snap === null ? { universe, onOrderStatus } : { state: decodeState(snap, universe), onOrderStatus },
    );
    let market: MarketData | null = null;
    let candleLog: CandleLog | null = null;
    let candlesSeq = Number.POSITIVE_INFINITY;
    if (options.market) {
      const genesisPath = join(options.dataDir, 'market.json');
      const candlePath = join(options.dataDir, 'candles.jsonl');
      let g = readGenesis(genesisPath);
      if (g === null) {
        g = { ...options.market, genesis: clock() };
        writeGenesis(genesisPath, g);
      }
      market = marketData(universe, g, g.genesis, engine.state, { restarted: snap !== null, record: true });
      const flushed = readCandleLog(candlePath);
      market.ingestMinutes(flushed.minutes);
      candlesSeq = flushed.seq;
      candleLog = new CandleLog(candlePath);
    }
    let replayed = 0;
    let oldestReplayed: number | null = null;
    for (const rec of readWal(walPath)) {
      if (rec.seq <= engine.state.seq) continue; // already in the snapshot
      replayed++;
      oldestReplayed ??= rec.cmd.time;
      events.begin(engine.state, rec.cmd);
      engine.execute(rec.cmd);
      if (engine.state.seq !== rec.seq)
        throw new Error(`replay diverged at seq ${rec.seq} (engine at ${engine.state.seq})`);
      const ev = events.end(engine.state, rec.cmd);
      if (market && rec.seq > candlesSeq) for (const t of ev.trades) feedTrade(market, t);
    }
    const service = new ExchangeService(
      engine,
      market,
      events,
      clock,
      { wal: new Wal(walPath), snapshotPath, candleLog },
      bounds,
      trimEvery,
      addressLimits,
    );
    service.sinceSnapshot = replayed;
    service.unsnapshotedSince = oldestReplayed;
    if (service.snapshotDue()) service.snapshot();
    return service;
  }

  /** Called after every executed command, synchronously, before `apply` returns. */
  subscribe(listener: CommandListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Logs (if accepted) and executes one command, then tells the listeners what changed. `limits`:
   * the address limits a new signed command is held to (never a replayed one).
   */
  apply(cmd: Command, limits: AddressLimitOptions | null = null): ExchangeResponse {
    const refused =
      this.engine.precheck(cmd) ??
      (limits && cmd.signer !== undefined ? this.engine.addressLimitRefusal(cmd, limits) : null);
    if (refused !== null) return { status: 'err', response: refused };
    this.durable?.wal.append({ seq: this.engine.state.seq + 1, cmd });
    this.events.begin(this.engine.state, cmd);
    const res = this.engine.execute(cmd);
    const ev = this.events.end(this.engine.state, cmd);
    if (this.market) for (const t of ev.trades) feedTrade(this.market, t);
    for (const listener of this.listeners) listener(ev);
    if (this.durable) {
      this.sinceSnapshot++;
      this.unsnapshotedSince ??= cmd.time;
    }
    if (this.snapshotDue()) this.snapshot();
    else if (
      ++this.sinceTrim >= this.trimEvery ||
      this.engine.state.nextOid - this.trimmedAtOid >= 5 * this.trimEvery
    )
      this.trim();
    return res;
  }

  /**
   * A verified `/exchange` (or WebSocket) request, stamped with the clock and held to the address
   * limits; a refused one is answered `status: "err"` and, like every refusal, not logged.
   */
  signed(cmd: Omit<SignedCommand, 'time'>): ExchangeResponse {
    return this.apply({ ...cmd, time: this.now() } as SignedCommand, this.addressLimits);
  }

  /** Internal commands: oracle prices, funding, portfolio samples (never reachable from `/exchange`). */
  system(action: SystemAction): ExchangeResponse {
    return this.apply({ time: this.now(), action });
  }

  /** The bridge's deposit entry point: exactly once per (txHash, logIndex), at least 5 USDC. */
  creditDeposit(d: DepositEvent): DepositResult {
    const action = {
      type: 'creditDeposit',
      user: d.user.toLowerCase(),
      usdc: d.usdc,
      txHash: d.txHash.toLowerCase(),
      logIndex: d.logIndex,
    } as const;
    const refusal = this.engine.depositRefusal(action);
    if (refusal !== null) return refusal;
    const res = this.system(action);
    if (res.status !== 'ok') throw new Error(`deposit refused: ${String(res.response)}`);
    return 'credited';
  }

  /** Withdrawals waiting for the bridge to pay them out, oldest first. */
  pendingWithdrawals(): PendingWithdrawal[] {
    return [...this.engine.state.pendingWithdrawals.values()];
  }

  /** The bridge paid withdrawal `id`; false when it is not pending. */
  ackWithdrawal(id: number): boolean {
    return this.system({ type: 'ackWithdrawal', id }).status === 'ok';
  }

  /** Candle minutes first (their seq lets a replay skip trades they already hold), then the state. */
  snapshot(): void {
    if (!this.durable) return;
    this.trim();
    const { wal, snapshotPath, candleLog } = this.durable;
    if (this.market && candleLog) candleLog.append(this.engine.state.seq, this.market.drainMinutes());
    writeSnapshot(snapshotPath, encodeState(this.engine.state));
    wal.reset();
    this.sinceSnapshot = 0;
    this.unsnapshotedSince = null;
  }

  private snapshotDue(): boolean {
    if (!this.durable || this.unsnapshotedSince === null) return false;
    const bounds = this.snapshotBounds;
    return (
      this.sinceSnapshot >= bounds.commands ||
      this.durable.wal.bytes >= bounds.walBytes ||
      this.now() - this.unsnapshotedSince >= bounds.ageMs
    );
  }

  close(): void {
    this.snapshot();
    this.durable?.wal.close();
    this.durable?.candleLog?.close();
    this.listeners.clear();
  }

  private trim(): void {
    trimHistory(this.engine.state);
    this.sinceTrim = 0;
    this.trimmedAtOid = this.engine.state.nextOid;
  }

  /** The service clock, never behind the engine (commands are stamped with it). */
  now(): number {
    return Math.max(this.clock(), this.engine.state.time);
  }
}

function feedTrade(market: MarketData, t: StoredTrade): void {
  market.trade(t.coin, t.time, tradePx(t), tradeSz(t));
}

/**
 * Market data for a fresh engine, or — after a restart — with live paths resumed at the current
 * oracles. Live minutes are recorded only when a candle log persists them.
 */
function marketData(
  universe: Universe,
  o: { readonly seed: number; readonly historyDays: number },
  genesis: number,
  state: EngineState,
  mode: { readonly restarted: boolean; readonly record: boolean },
): MarketData {
  const resume = mode.restarted
    ? {
        salt: (o.seed ^ state.seq) >>> 0,
        prices: new Map(state.markets.map((ms) => [ms.market.name, Number(ms.oracle) / 1e18])),
      }
    : undefined;
  return new MarketData({
    universe,
    seed: o.seed,
    genesis,
    historyDays: o.historyDays,
    recordMinutes: mode.record,
    ...(resume ? { resume } : {}),
  });
}
