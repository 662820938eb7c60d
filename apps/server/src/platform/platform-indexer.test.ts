import {
  fillTotals,
  type LeaderboardEntry,
  leaderboardEntry,
  platformActivityFigures,
  rankLeaderboard,
} from '@pluto/core';
import type { LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { ExchangeGateway } from '../providers/exchange/exchange-gateway';
import { POSTGRESQL_BACKEND, TEST_BACKENDS } from '../testing/test-databases';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PlatformIndexer } from './platform-indexer';
import { latestPlatformStats, readLeaderboard } from './platform-reads';

/**
 * The platform-activity indexer against the devnet exchange's real HTTP API, on each database
 * backend: fills are real trades against a resting book, with the builder fee attached.
 */

const maker = privateKeyToAccount(generatePrivateKey());
const admin = privateKeyToAccount(generatePrivateKey());
const builder = privateKeyToAccount(generatePrivateKey());
/** f = 100 tenths of a basis point: 0.1 % of notional. */
const BUILDER_FEE = 100;

let exchange: TestExchange;

beforeAll(async () => {
  exchange = await startTestExchange();
  exchange.fund(maker.address, '10000000');
  exchange.fund(builder.address, '100');
  await exchange.client(maker).order({
    orders: [
      { a: 0, b: false, p: '113100', s: '5', r: false, t: { limit: { tif: 'Gtc' } } },
      { a: 0, b: true, p: '112900', s: '5', r: false, t: { limit: { tif: 'Gtc' } } },
    ],
    grouping: 'na',
  });
});

afterAll(async () => {
  await exchange?.close();
});

async function newTrader(usdc = '10000'): Promise<LocalAccount> {
  const trader = privateKeyToAccount(generatePrivateKey());
  exchange.fund(trader.address, usdc);
  await exchange.client(trader).approveBuilderFee({ maxFeeRate: '0.1%', builder: builder.address });
  return trader;
}

/** An IOC order crossing the maker's book, with the builder fee: one real fill. */
async function trade(trader: LocalAccount, side: 'buy' | 'sell', size: string): Promise<void> {
  await exchange.client(trader).order({
    orders: [
      {
        a: 0,
        b: side === 'buy',
        p: side === 'buy' ? '113100' : '112900',
        s: size,
        r: false,
        t: { limit: { tif: 'Ioc' } },
      },
    ],
    grouping: 'na',
    builder: { b: builder.address, f: BUILDER_FEE },
  });
}

/** The figures recomputed from the exchange's own answers for `traders`. */
async function recompute(traders: readonly LocalAccount[], now: number) {
  const fills = [];
  const accounts = [];
  const entries: LeaderboardEntry[] = [];
  for (const trader of traders) {
    const own = await exchange.info.userFills({ user: trader.address });
    const state = await exchange.info.clearinghouseState({ user: trader.address });
    const account = {
      accountValue: state.marginSummary.accountValue,
      positions: state.assetPositions.map((entry) => entry.position),
    };
    fills.push(...own.map((fill) => ({ ...fill, user: trader.address })));
    accounts.push(account);
    entries.push(
      leaderboardEntry({
        address: trader.address,
        accountValue: Number(account.accountValue),
        unrealizedPnl: account.positions.reduce((sum, p) => sum + Number(p.unrealizedPnl), 0),
        fills: fillTotals(own),
      }),
    );
  }
  return { figures: platformActivityFigures(fills, accounts, now), leaderboard: rankLeaderboard(entries) };
}

describe.each(TEST_BACKENDS)('platform-activity indexer on $name', (backend) => {
  let server: TestServer;
  let alice: LocalAccount;
  let bob: LocalAccount;
  let outsider: LocalAccount;

  beforeAll(async () => {
    server = await startTestServer(backend, { EXCHANGE_API_URL: exchange.url, ADMIN_WALLETS: admin.address });
    [alice, bob, outsider] = await Promise.all([newTrader('20000'), newTrader('5000'), newTrader()]);
    // Platform users: wallets with an agent in custody. The outsider trades on the exchange only.
    await server.services.agentWallets.createAgent(alice.address);
    await server.services.agentWallets.createAgent(bob.address);
    await trade(alice, 'buy', '0.02');
    await trade(bob, 'sell', '0.01');
    await trade(outsider, 'buy', '0.03');
  });

  afterAll(async () => {
    await server?.close();
  });

  const indexer = () => new PlatformIndexer({ db: server.services.db, info: exchange.info });
  const countRows = async (table: 'platform_fills' | 'platform_stats') =>
    Number(
      (
        await server.services.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedFills = () => countRows('platform_fills');

  it('stores the platform users’ fills once and computes what the exchange’s answers give', async () => {
    const report = await indexer().refresh();
    expect(report).toMatchObject({ usersSynced: 2, fillsAdded: 2, failures: 0 });
    const stats = await latestPlatformStats(server.services.db);
    const expected = await recompute([alice, bob], Date.parse(stats?.lastUpdate ?? ''));
    expect(stats?.dailyVolume).toBeCloseTo(expected.figures.dailyVolume, 6);
    expect(stats?.dailyVolume).toBeCloseTo(0.03 * 113000, -2);
    expect(stats?.totalVolume).toBeCloseTo(expected.figures.totalVolume, 6);
    expect(stats?.openInterest).toBeCloseTo(expected.figures.openInterest, 6);
    expect(stats?.activeTraders).toBe(2);
    expect(stats?.systemEarnings).toBeCloseTo(expected.figures.systemEarnings, 8);
    expect(stats?.systemEarnings).toBeGreaterThan(0);
    const board = await readLeaderboard(server.services.db);
    expect(board.entries.map((row) => row.ethAddress)).toEqual(
      expected.leaderboard.map((entry) => entry.ethAddress),
    );
    for (const [index, row] of board.entries.entries()) {
      const want = expected.leaderboard[index] as LeaderboardEntry;
      expect(row.rank).toBe(index + 1);
      expect(row.accountValue).toBeCloseTo(want.accountValue, 6);
      expect(row.pnl).toBeCloseTo(want.pnl, 6);
      expect(row.vlm).toBeCloseTo(want.vlm, 6);
      expect(row.nTrades).toBe(want.nTrades);
      expect(row.roi).toBeCloseTo(want.roi, 6);
    }
    expect(board.entries.map((row) => row.ethAddress)).not.toContain(outsider.address.toLowerCase());
  });

  it('counts nothing twice across a re-run, a restart and a cursor lost before it was saved', async () => {
    const before = await latestPlatformStats(server.services.db);
    expect(await indexer().refresh()).toMatchObject({ fillsAdded: 0 });
    // A crash between storing the fills and moving the cursor: the next run reads them again.
    await server.services.db.updateTable('platform_users').set({ fills_cursor: 0 }).execute();
    expect(await indexer().refresh()).toMatchObject({ fillsAdded: 0 });
    expect(await storedFills()).toBe(2);
    const after = await latestPlatformStats(server.services.db);
    expect(after?.totalVolume).toBeCloseTo(before?.totalVolume ?? Number.NaN, 9);
    await trade(alice, 'sell', '0.01');
    expect(await indexer().refresh()).toMatchObject({ fillsAdded: 1 });
    expect(await storedFills()).toBe(3);
  });

  it('picks up a user who gets an agent later, with the fills made before', async () => {
    await server.services.agentWallets.createAgent(outsider.address);
    expect(await indexer().refresh()).toMatchObject({ fillsAdded: 1 });
    const stats = await latestPlatformStats(server.services.db);
    const expected = await recompute([alice, bob, outsider], Date.parse(stats?.lastUpdate ?? ''));
    expect(stats?.activeTraders).toBe(3);
    expect(stats?.dailyVolume).toBeCloseTo(expected.figures.dailyVolume, 6);
    const board = await readLeaderboard(server.services.db);
    expect(board.entries).toHaveLength(3);
  });

  it('stays within the weight budget per minute, syncing the longest unsynced users first', async () => {
    let clock = Date.now();
    const small = new PlatformIndexer({
      db: server.services.db,
      info: exchange.info,
      weightBudget: 46,
      now: () => clock,
    });
    const first = await small.refresh();
    expect(first).toMatchObject({ usersSynced: 2 });
    expect(first?.weightUsed).toBeLessThanOrEqual(46);
    // However often it refreshes, the minute's weight is spent: the next round waits for it.
    clock += 30_000;
    expect(await small.refresh()).toMatchObject({ usersSynced: 0, weightUsed: 0 });
    clock += 30_001;
    expect(await small.refresh()).toMatchObject({ usersSynced: 2 });
    const synced = await server.services.db
      .selectFrom('platform_users')
      .select(['user_address', 'synced_at'])
      .orderBy('synced_at', 'asc')
      .execute();
    // Each round took the two synced longest ago: none was synced twice before the third once.
    expect(new Set(synced.map((user) => user.synced_at?.getTime())).size).toBe(2);
    expect(synced[0]?.synced_at?.getTime()).toBeLessThan(synced[2]?.synced_at?.getTime() ?? 0);
  });

  it("reads only the gateway's spare weight, leaving the rest of the server's budget to trading", async () => {
    // The server's whole budget: 100 a minute; spare reads stop at half of it (3 users cost 69).
    const gateway = new ExchangeGateway({
      apiUrl: exchange.url,
      isTestnet: true,
      budget: { weightPerMinute: 100 },
    });
    const report = await new PlatformIndexer({
      db: server.services.db,
      info: gateway.spareInfo,
      weightBudget: Number.POSITIVE_INFINITY,
    }).refresh();
    expect(report).toMatchObject({ usersSynced: 2, failures: 1 });
    // A trader's read still goes out at once.
    const started = Date.now();
    await gateway.info.clearinghouseState({ user: alice.address });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('makes one set of rows from concurrent initialize-leaderboard calls', async () => {
    await server.services.db.deleteFrom('leaderboard_entries').execute();
    const statsRows = () => countRows('platform_stats');
    const rowsBefore = await statsRows();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.postJson('/functions/initialize-leaderboard', {})),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect((bodies[0] as { entries: unknown[] }).entries).toHaveLength(3);
    expect(await statsRows()).toBe(rowsBefore + 1);
    // With rows present it computes nothing.
    await server.postJson('/functions/initialize-leaderboard', {});
    expect(await statsRows()).toBe(rowsBefore + 1);
  });
});

describe.each(TEST_BACKENDS)('liquidity-pool figures on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { EXCHANGE_API_URL: exchange.url, ADMIN_WALLETS: admin.address });
  });

  afterAll(async () => {
    await server?.close();
  });

  const figures = (walletAddress: string) => ({
    walletAddress,
    liquidityPoolInvestment: '1250000.50',
    paidOutInvestments: 98000,
  });

  it("refuses a non-admin and a caller without a session with 'Unauthorized', storing nothing", async () => {
    const someone = privateKeyToAccount(generatePrivateKey());
    const cookie = await server.signIn(someone);
    const refused = await server.postJson(
      '/functions/set-liquidity-pool-figures',
      figures(someone.address),
      cookie,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Unauthorized' });
    const anonymous = await server.postJson('/functions/set-liquidity-pool-figures', figures(admin.address));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Unauthorized' });
    expect(await server.services.db.selectFrom('liquidity_pool_figures').selectAll().execute()).toEqual([]);
  });

  it('refuses an admin amount the form rule refuses (more than cents), storing nothing', async () => {
    const cookie = await server.signIn(admin);
    const refused = await server.postJson(
      '/functions/set-liquidity-pool-figures',
      { ...figures(admin.address), paidOutInvestments: '98000.125' },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'paidOutInvestments: Enter a USD amount: digits, up to 2 decimals',
    });
    expect(await server.services.db.selectFrom('liquidity_pool_figures').selectAll().execute()).toEqual([]);
  });

  it('keeps an admin’s figures with who entered them and when, and shows them with the statistics', async () => {
    const cookie = await server.signIn(admin);
    const before = Date.now();
    const answer = await server.postJson(
      '/functions/set-liquidity-pool-figures',
      figures(admin.address),
      cookie,
    );
    expect(answer.status).toBe(200);
    const entered = (await answer.json()) as { enteredBy: string; enteredAt: string };
    expect(entered).toMatchObject({
      liquidityPoolInvestment: 1250000.5,
      paidOutInvestments: 98000,
      enteredBy: admin.address.toLowerCase(),
    });
    expect(Date.parse(entered.enteredAt)).toBeGreaterThanOrEqual(before - 1000);
    await new PlatformIndexer({ db: server.services.db, info: exchange.info }).refresh();
    const stats = await server.postJson('/functions/platform-stats', {});
    expect(((await stats.json()) as { stats: { liquidityPool: unknown } }).stats.liquidityPool).toEqual(
      entered,
    );
  });
});

describe('platform-activity indexer across replicas on PostgreSQL', () => {
  it('lets one replica refresh at a time and shares one initialization', async () => {
    const location = await POSTGRESQL_BACKEND.freshDatabase();
    const [one, two] = await Promise.all([openDatabase(location), openDatabase(location)]);
    try {
      const trader = await newTrader();
      await one
        .insertInto('agent_wallets')
        .values({
          user_address: trader.address.toLowerCase(),
          agent_address: trader.address,
          key_ciphertext: 'x',
          key_iv: 'x',
          key_auth_tag: 'x',
        })
        .execute();
      await trade(trader, 'buy', '0.01');
      const replicas = [one, two].map((db) => new PlatformIndexer({ db, info: exchange.info }));
      await Promise.all(replicas.map((replica) => replica.initializeLeaderboard()));
      const stats = await one.selectFrom('platform_stats').selectAll().execute();
      expect(stats).toHaveLength(1);
      expect((await readLeaderboard(two)).entries).toHaveLength(1);
      const rounds = await Promise.all(replicas.map((replica) => replica.refresh()));
      // The replica that found the lock taken skipped its round.
      expect(rounds.filter((round) => round === undefined).length).toBeGreaterThanOrEqual(1);
      expect(await one.selectFrom('platform_fills').selectAll().execute()).toHaveLength(1);
    } finally {
      await Promise.all([one.destroy(), two.destroy()]);
    }
  });
});
