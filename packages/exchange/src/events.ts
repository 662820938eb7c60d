import type { Command } from './actions';
import { actingAccount } from './auth';
import type { CommandRef } from './command-hash';
import type { FillLog } from './fill-log';
import { fillWire, type StoredFill } from './fill-record';
import type { OrderRecord } from './order-record';
import type { EngineState, FillRecord, FundingRecord, LedgerRecord } from './state';
import type { StoredTrade } from './trade-record';

/**
 * What one executed command changed, for the live feeds (WebSocket) and derived market data. Computed
 * by the service around `execute` from the engine's own records — trades appended to the market
 * tails, the fills and ledger entries they imply, and the order status changes the engine reports
 * through `onOrderStatus` — so the core stays free of any feed logic.
 */
export interface CommandEvents {
  readonly seq: number;
  readonly time: number;
  readonly cmd: Command;
  /** The acting account (agent resolved), or null for internal commands without one. */
  readonly user: string | null;
  /** Orders whose status changed, each once, in first-change order. */
  readonly orders: readonly OrderRecord[];
  /** In stored form: most commands' prints go to no subscriber, so only a publisher formats them. */
  readonly trades: readonly StoredTrade[];
  readonly fills: ReadonlyMap<string, readonly FillRecord[]>;
  readonly fundings: ReadonlyMap<string, readonly FundingRecord[]>;
  readonly ledger: ReadonlyMap<string, readonly LedgerRecord[]>;
  /** Markets whose book, trades or prices changed. */
  readonly assets: ReadonlySet<number>;
  /** Accounts whose state may have changed (an oracle update changes every position holder: `oracle`). */
  readonly users: ReadonlySet<string>;
  readonly oracle: boolean;
}

/** Collects one command's events: `begin` before `execute`, `end` after. */
export class EventCollector {
  private readonly changed = new Set<OrderRecord>();
  /** Each market's count of trade prints before the command. */
  private tails: number[] = [];
  private ledgerLens = new Map<string, number>();
  /**
   * For oracle updates and funding (which touch accounts nobody named: triggers, liquidations, the
   * backstop's fills without a trade print, payments): every account's list lengths before.
   */
  private all: Map<string, { fills: number; fundings: number; ledger: number }> | null = null;
  private user: string | null = null;

  /** The engine's `onOrderStatus`. */
  readonly onOrderStatus = (rec: OrderRecord): void => {
    this.changed.add(rec);
  };

  begin(state: EngineState, cmd: Command): void {
    this.changed.clear();
    this.tails = state.markets.map((ms) => ms.trades.total);
    this.user =
      cmd.user?.toLowerCase() ??
      (cmd.signer !== undefined
        ? (actingAccount(state, cmd) ?? cmd.signer.toLowerCase())
        : cmd.action.type === 'creditDeposit'
          ? cmd.action.user.toLowerCase()
          : null);
    this.ledgerLens = new Map();
    if (this.user !== null) this.ledgerLens.set(this.user, state.ledger.get(this.user)?.length ?? 0);
    // A send also writes the receiver's ledger.
    if (cmd.action.type === 'usdSend' && typeof cmd.action.destination === 'string') {
      const to = cmd.action.destination.toLowerCase();
      this.ledgerLens.set(to, state.ledger.get(to)?.length ?? 0);
    }
    this.all = null;
    if (cmd.action.type === 'settleFunding' || cmd.action.type === 'setOracle') {
      this.all = new Map();
      for (const u of state.accounts.keys())
        this.all.set(u, {
          fills: state.fills.get(u)?.length ?? 0,
          fundings: state.fundings.get(u)?.length ?? 0,
          ledger: state.ledger.get(u)?.length ?? 0,
        });
    }
  }

  end(state: EngineState, cmd: Command): CommandEvents {
    const trades: StoredTrade[] = [];
    const assets = new Set<number>();
    const users = new Set<string>();
    if (this.user !== null) users.add(this.user);
    state.markets.forEach((ms, asset) => {
      const before = this.tails[asset] ?? 0;
      if (ms.trades.total === before) return;
      for (const t of ms.trades.since(before)) trades.push(t);
      assets.add(asset);
    });
    const fills = new Map<string, FillRecord[]>();
    for (const t of trades) {
      for (const u of [t.buyer, t.seller]) {
        if (fills.has(u)) continue;
        users.add(u);
        fills.set(u, commandFills(state.fills.get(u), t.command).map(fillWire));
      }
    }
    for (const o of this.changed) {
      assets.add(o.asset);
      users.add(o.user);
    }
    const fundings = new Map<string, FundingRecord[]>();
    const ledger = new Map<string, LedgerRecord[]>();
    const grown = <T>(into: Map<string, T[]>, u: string, list: readonly T[] | undefined, from: number) => {
      const added = list?.slice(from) ?? [];
      if (added.length === 0) return;
      into.set(u, added);
      users.add(u);
    };
    if (this.all) {
      for (const [u, before] of this.all) {
        if (!fills.has(u)) grown(fills, u, state.fills.get(u)?.slice(before.fills).map(fillWire), 0);
        grown(fundings, u, state.fundings.get(u), before.fundings);
        grown(ledger, u, state.ledger.get(u), before.ledger);
      }
    }
    for (const [u, len] of this.ledgerLens) grown(ledger, u, state.ledger.get(u), len);
    const oracle = cmd.action.type === 'setOracle';
    if (oracle) {
      for (const coin of Object.keys(cmd.action.prices)) {
        const m = state.universe.byCoin(coin);
        if (m) assets.add(m.assetId);
      }
    }
    return {
      seq: state.seq,
      time: state.time,
      cmd,
      user: this.user,
      orders: [...this.changed],
      trades,
      fills,
      fundings,
      ledger,
      assets,
      users,
      oracle,
    };
  }
}

/** The fills at the end of the log made by `command`. */
function commandFills(log: FillLog | undefined, command: CommandRef): StoredFill[] {
  if (!log) return [];
  let i = log.length;
  while (i > 0 && log.commandAt(i - 1) === command) i--;
  return log.slice(i);
}
