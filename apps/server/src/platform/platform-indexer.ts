import type { InfoClient } from '@nktkas/hyperliquid';
import type { UserFillsResponse } from '@nktkas/hyperliquid/api/info';
import {
  DAILY_WINDOW_MS,
  fillBuilderFee,
  fillNotional,
  type LeaderboardEntry,
  leaderboardEntry,
  openNotional,
  rankLeaderboard,
  unrealizedPnl,
  WeightWindow,
} from '@pluto/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ExchangeBusyError } from '../providers/exchange/rate-limited-transport';
import { LocalMutex, PLATFORM_INDEXER_LOCK, withAdvisoryLock } from './advisory-lock';

/**
 * The platform-activity indexer (issue 23): the platform's users are the wallets with an agent in
 * custody; it follows their fills (`userFillsByTime` from a stored cursor, stored once per user, hash
 * and tid) and their account state, then writes a `platform_stats` row and the top-50
 * `leaderboard_entries`. Only public `/info` calls, so it runs the same against the devnet and
 * Hyperliquid, within a request-weight budget per minute (hyperliquid-api §3.16, §7), however often
 * it refreshes. The server hands it the gateway's spare-only reads (`ExchangeGateway.spareInfo`):
 * when trading needs the server's weight, a round stops and the users left wait for the next.
 */

/** `userFillsByTime` answers at most 2000 fills per call (hyperliquid-api §3.8). */
export const FILLS_PAGE_SIZE = 2000;
/** Request weights (hyperliquid-api §3.16): history calls add 1 per 20 items returned. */
export const WEIGHT = { clearinghouseState: 2, userFillsByTime: 20, perItems: 20 } as const;
/** Hyperliquid allows 1200 weight per minute per IP; the indexer leaves half to trading and the web. */
export const DEFAULT_WEIGHT_BUDGET = 600;
/** Users synced side by side. */
export const DEFAULT_CONCURRENCY = 8;

export type IndexerInfo = Pick<InfoClient, 'userFillsByTime' | 'clearinghouseState'>;

export interface PlatformIndexerOptions {
  db: Kysely<Database>;
  info: IndexerInfo;
  now?: () => number;
  /**
   * Request weight the refreshes may spend in any minute; users not reached wait for a later round
   * (oldest sync first).
   */
  weightBudget?: number;
  concurrency?: number;
}

export interface RefreshReport {
  usersSynced: number;
  fillsAdded: number;
  weightUsed: number;
  /** Users whose sync failed this round (kept for the next; their stored figures stay). */
  failures: number;
}

/** One in-process queue per database: PGlite's single session re-enters its own advisory lock. */
const mutexes = new WeakMap<Kysely<Database>, LocalMutex>();
function mutexOf(db: Kysely<Database>): LocalMutex {
  let mutex = mutexes.get(db);
  if (!mutex) {
    mutex = new LocalMutex();
    mutexes.set(db, mutex);
  }
  return mutex;
}

type Fill = UserFillsResponse[number];

function fillRow(user: string, fill: Fill) {
  return {
    user_address: user,
    hash: fill.hash,
    tid: fill.tid,
    coin: fill.coin,
    side: fill.side,
    px: Number(fill.px),
    sz: Number(fill.sz),
    notional: fillNotional(fill),
    // Stored apart from the fee: the net result is closed_pnl − fee (core's fillNetPnl).
    closed_pnl: Number(fill.closedPnl),
    fee: Number(fill.fee),
    builder_fee: fillBuilderFee(fill),
    time: fill.time,
  };
}

const num = (value: unknown): number => Number(value ?? 0);

export class PlatformIndexer {
  private readonly db: Kysely<Database>;
  private readonly info: IndexerInfo;
  private readonly now: () => number;
  /** What this indexer's rounds spent in the last minute. */
  private readonly spent: WeightWindow;
  private readonly concurrency: number;

  constructor(options: PlatformIndexerOptions) {
    this.db = options.db;
    this.info = options.info;
    this.now = options.now ?? Date.now;
    this.spent = new WeightWindow(options.weightBudget ?? DEFAULT_WEIGHT_BUDGET);
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  }

  /**
   * One background round, unless another round runs here or on another replica (then undefined):
   * sync the users the budget reaches, then write the statistics and the leaderboard.
   */
  async refresh(): Promise<RefreshReport | undefined> {
    const mutex = mutexOf(this.db);
    if (mutex.busy) return undefined;
    const ran = await mutex.run(() =>
      withAdvisoryLock(this.db, PLATFORM_INDEXER_LOCK, 'try', () => this.syncAndPublish()),
    );
    return ran?.value;
  }

  /**
   * Seed 001 §4, §7 `initialize-leaderboard`: computes the leaderboard now unless it has rows. Callers
   * at the same time (here or on other replicas) wait for one computation and share its rows.
   */
  async initializeLeaderboard(): Promise<void> {
    if (await this.hasLeaderboard()) return;
    await mutexOf(this.db).run(() =>
      withAdvisoryLock(this.db, PLATFORM_INDEXER_LOCK, 'wait', async () => {
        if (!(await this.hasLeaderboard())) await this.syncAndPublish();
      }),
    );
  }

  /**
   * Refreshes now and every `intervalMs` until the returned stop is called; a failed round is
   * reported, not fatal.
   */
  start(intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
    let current: Promise<unknown> = this.refresh().catch(onError);
    const timer = setInterval(() => {
      current = this.refresh().catch(onError);
    }, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await current;
    };
  }

  private async hasLeaderboard(): Promise<boolean> {
    const row = await this.db.selectFrom('leaderboard_entries').select('rank').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** One round: enrol, sync the users the budget reaches, publish. */
  private async syncAndPublish(): Promise<RefreshReport> {
    await this.enrolUsers();
    const report = await this.syncUsers();
    const now = this.now();
    const stats = await this.statsRow(now);
    const ranked = await this.rankedTraders();
    // One transaction: a round's statistics and leaderboard appear at once, and a board is never
    // seen half written.
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('platform_stats').values(stats).execute();
      await trx.deleteFrom('leaderboard_entries').execute();
      if (ranked.length === 0) return;
      await trx
        .insertInto('leaderboard_entries')
        .values(
          ranked.map((entry, index) => ({
            rank: index + 1,
            eth_address: entry.ethAddress,
            account_value: entry.accountValue,
            pnl: entry.pnl,
            vlm: entry.vlm,
            n_trades: entry.nTrades,
            roi: entry.roi,
            updated_at: stats.last_update,
          })),
        )
        .execute();
    });
    return report;
  }

  /** A wallet with an agent in custody is a platform user from its first refresh on. */
  private async enrolUsers(): Promise<void> {
    await sql`
      insert into platform_users (user_address)
      select user_address from agent_wallets
      on conflict (user_address) do nothing
    `.execute(this.db);
  }

  /**
   * Users never synced first, then the longest unsynced, while the minute's weight budget lasts and
   * the exchange client has spare weight.
   */
  private async syncUsers(): Promise<RefreshReport> {
    const users = await this.db
      .selectFrom('platform_users')
      .select(['user_address', 'fills_cursor'])
      .orderBy(sql`synced_at asc nulls first`)
      .orderBy('user_address')
      .execute();
    const report: RefreshReport = { usersSynced: 0, fillsAdded: 0, weightUsed: 0, failures: 0 };
    // A user costs its state, one fills page and that page's items (at least one unit when it has any);
    // a user with more history costs more, counted as it is spent.
    const minimumCost = WEIGHT.clearinghouseState + WEIGHT.userFillsByTime + 1;
    const available = () => this.spent.capacity - this.spent.used(this.now());
    let next = 0;
    let busy = false;
    while (!busy && next < users.length && minimumCost <= available()) {
      const room = Math.floor(available() / minimumCost);
      const batch = users.slice(next, next + Math.min(this.concurrency, room));
      next += batch.length;
      const results = await Promise.allSettled(
        batch.map((user) => this.syncUser(user.user_address, Number(user.fills_cursor))),
      );
      for (const result of results) {
        const weight = result.status === 'fulfilled' ? result.value.weight : minimumCost;
        this.spent.add(weight, this.now());
        report.weightUsed += weight;
        if (result.status === 'fulfilled') {
          report.usersSynced += 1;
          report.fillsAdded += result.value.fillsAdded;
        } else {
          report.failures += 1;
          // Trading needs the weight now: the rest wait for a later round.
          busy ||= result.reason instanceof ExchangeBusyError;
        }
      }
    }
    return report;
  }

  /** The user's new fills from the cursor on (inclusive: a fill at the cursor's time may be new), then its state. */
  private async syncUser(user: string, cursor: number): Promise<{ fillsAdded: number; weight: number }> {
    let weight = 0;
    let fillsAdded = 0;
    let startTime = cursor;
    for (;;) {
      const page = await this.info.userFillsByTime({ user: user as `0x${string}`, startTime });
      weight += WEIGHT.userFillsByTime + Math.ceil(page.length / WEIGHT.perItems);
      if (page.length > 0) {
        const inserted = await this.db
          .insertInto('platform_fills')
          .values(page.map((fill) => fillRow(user, fill)))
          .onConflict((conflict) => conflict.columns(['user_address', 'hash', 'tid']).doNothing())
          .executeTakeFirst();
        fillsAdded += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
      }
      const newest = page.reduce((latest, fill) => Math.max(latest, fill.time), startTime);
      if (page.length < FILLS_PAGE_SIZE) {
        startTime = newest;
        break;
      }
      // A full page: more may follow. A page of one instant moves on a millisecond, never in a loop.
      startTime = newest > startTime ? newest : startTime + 1;
    }
    const state = await this.info.clearinghouseState({ user: user as `0x${string}` });
    weight += WEIGHT.clearinghouseState;
    const account = {
      accountValue: state.marginSummary.accountValue,
      positions: state.assetPositions.map((entry) => entry.position),
    };
    await this.db
      .updateTable('platform_users')
      .set({
        fills_cursor: startTime,
        account_value: num(account.accountValue),
        unrealized_pnl: unrealizedPnl(account),
        open_notional: openNotional(account),
        synced_at: new Date(this.now()),
      })
      .where('user_address', '=', user)
      .execute();
    return { fillsAdded, weight };
  }

  private async statsRow(now: number) {
    const dayStart = now - DAILY_WINDOW_MS;
    const totals = await sql<{
      total_volume: number | null;
      system_earnings: number | null;
      daily_volume: number | null;
      active_traders: string | number;
    }>`
      select
        sum(notional) as total_volume,
        sum(builder_fee) as system_earnings,
        sum(notional) filter (where time > ${dayStart} and time <= ${now}) as daily_volume,
        count(distinct user_address) filter (where time > ${dayStart} and time <= ${now}) as active_traders
      from platform_fills
    `.execute(this.db);
    const open = await this.db
      .selectFrom('platform_users')
      .select((eb) => eb.fn.sum<number | null>('open_notional').as('open_interest'))
      .executeTakeFirst();
    const row = totals.rows[0];
    return {
      daily_volume: num(row?.daily_volume),
      open_interest: num(open?.open_interest),
      active_traders: num(row?.active_traders),
      total_volume: num(row?.total_volume),
      system_earnings: num(row?.system_earnings),
      last_update: new Date(now),
    };
  }

  /** The top traders by account value from every platform user's state and stored fills. */
  private async rankedTraders(): Promise<LeaderboardEntry[]> {
    const traders = await sql<{
      user_address: string;
      account_value: number | null;
      unrealized_pnl: number | null;
      volume: number | null;
      trades: string | number;
      realized_pnl: number | null;
      builder_fees: number | null;
    }>`
      select u.user_address, u.account_value, u.unrealized_pnl,
        coalesce(sum(f.notional), 0) as volume,
        count(f.tid) as trades,
        coalesce(sum(f.closed_pnl - f.fee), 0) as realized_pnl,
        coalesce(sum(f.builder_fee), 0) as builder_fees
      from platform_users u
      left join platform_fills f on f.user_address = u.user_address
      where u.account_value is not null
      group by u.user_address, u.account_value, u.unrealized_pnl
    `.execute(this.db);
    return rankLeaderboard(
      traders.rows.map((trader) =>
        leaderboardEntry({
          address: trader.user_address,
          accountValue: num(trader.account_value),
          unrealizedPnl: num(trader.unrealized_pnl),
          fills: {
            volume: num(trader.volume),
            trades: num(trader.trades),
            realizedPnl: num(trader.realized_pnl),
            builderFees: num(trader.builder_fees),
          },
        }),
      ),
    );
  }
}
