import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Command, ExchangeResponse, SignedCommand, SystemAction } from './actions';
import { Engine } from './engine';
import { decodeState, encodeState } from './persist/codec';
import { readSnapshot, writeSnapshot } from './persist/snapshot';
import { readWal, Wal } from './persist/wal';
import type { PendingWithdrawal } from './state';
import { DEFAULT_UNIVERSE, type Universe } from './universe';

/**
 * The engine with durability: every command that passes the engine's precheck is appended to the
 * write-ahead log (fsynced) before it executes, so whatever the caller is told has survived; refused
 * commands change nothing and are not logged. Snapshots every `snapshotEvery` commands; on open the
 * state is the latest snapshot plus the log replayed after it. Without `dataDir` it is memory-only.
 */

export interface ServiceOptions {
  readonly dataDir?: string | null;
  readonly universe?: Universe;
  readonly clock?: () => number;
  readonly snapshotEvery?: number;
}

export interface DepositEvent {
  readonly user: string;
  /** USDC decimal string. */
  readonly usdc: string;
  readonly txHash: string;
  readonly logIndex: number;
}

export type DepositResult = 'credited' | 'duplicate' | 'below-minimum';

export class ExchangeService {
  private sinceSnapshot = 0;

  private constructor(
    readonly engine: Engine,
    private readonly clock: () => number,
    private readonly wal: Wal | null,
    private readonly snapshotPath: string | null,
    private readonly snapshotEvery: number,
  ) {}

  static open(options: ServiceOptions = {}): ExchangeService {
    const universe = options.universe ?? DEFAULT_UNIVERSE;
    const clock = options.clock ?? Date.now;
    const every = options.snapshotEvery ?? 10_000;
    if (!options.dataDir) return new ExchangeService(new Engine({ universe }), clock, null, null, every);
    mkdirSync(options.dataDir, { recursive: true });
    const snapshotPath = join(options.dataDir, 'snapshot.json');
    const walPath = join(options.dataDir, 'wal.jsonl');
    const snap = readSnapshot(snapshotPath);
    const engine = new Engine(snap === null ? { universe } : { state: decodeState(snap, universe) });
    for (const rec of readWal(walPath)) {
      if (rec.seq <= engine.state.seq) continue; // already in the snapshot
      engine.execute(rec.cmd);
      if (engine.state.seq !== rec.seq)
        throw new Error(`replay diverged at seq ${rec.seq} (engine at ${engine.state.seq})`);
    }
    return new ExchangeService(engine, clock, new Wal(walPath), snapshotPath, every);
  }

  /** Logs (if accepted) and executes one command. */
  apply(cmd: Command): ExchangeResponse {
    const refused = this.engine.precheck(cmd);
    if (refused !== null) return { status: 'err', response: refused };
    this.wal?.append({ seq: this.engine.state.seq + 1, cmd });
    const res = this.engine.execute(cmd);
    if (this.wal && ++this.sinceSnapshot >= this.snapshotEvery) this.snapshot();
    return res;
  }

  /** A verified `/exchange` request, stamped with the clock. */
  signed(cmd: Omit<SignedCommand, 'time'>): ExchangeResponse {
    return this.apply({ ...cmd, time: this.now() } as SignedCommand);
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

  snapshot(): void {
    if (!this.wal || !this.snapshotPath) return;
    writeSnapshot(this.snapshotPath, encodeState(this.engine.state));
    this.wal.reset();
    this.sinceSnapshot = 0;
  }

  close(): void {
    this.snapshot();
    this.wal?.close();
  }

  private now(): number {
    return Math.max(this.clock(), this.engine.state.time);
  }
}
