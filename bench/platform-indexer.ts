/**
 * Issue 23: the platform-activity indexer with 2,000 platform users of 50 fills each on the devnet
 * engine (its real HTTP API, in this process) and the server's database (PGlite in memory, or
 * PostgreSQL at DATABASE_URL). Measures the first full sync, a steady refresh with the default
 * request-weight budget, and a steady refresh of every user (no budget, what the devnet can take).
 *
 *   node node_modules/tsx/dist/cli.mjs bench/platform-indexer.ts [users] [fillsPerUser]
 */
import { performance } from 'node:perf_hooks';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { openDatabase } from '../apps/server/src/db/open-database';
import { DEFAULT_WEIGHT_BUDGET, PlatformIndexer } from '../apps/server/src/platform/platform-indexer';
import { startTestExchange } from '../apps/server/src/testing/test-exchange';

const USERS = Number(process.argv[2] ?? 2_000);
const FILLS_PER_USER = Number(process.argv[3] ?? 50);
/** Users signing their orders at once while the fills are made. */
const SETUP_CONCURRENCY = 16;
/** Hyperliquid's documented limit (hyperliquid-api §7). */
const HYPERLIQUID_WEIGHT_PER_MINUTE = 1_200;

const exchange = await startTestExchange();
const db = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: null },
);

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  // A maker deep enough for every user's orders on both sides of the BTC book.
  const maker = privateKeyToAccount(generatePrivateKey());
  exchange.fund(maker.address, '100000000');
  const depth = String((USERS * FILLS_PER_USER * 0.001) / 2 + 1);
  await exchange.client(maker).order({
    orders: [
      { a: 0, b: false, p: '113100', s: depth, r: false, t: { limit: { tif: 'Gtc' } } },
      { a: 0, b: true, p: '112900', s: depth, r: false, t: { limit: { tif: 'Gtc' } } },
    ],
    grouping: 'na',
  });

  const setupStart = performance.now();
  const users = Array.from({ length: USERS }, () => privateKeyToAccount(generatePrivateKey()));
  await inBatches(users, SETUP_CONCURRENCY, async (user) => {
    exchange.fund(user.address, '1000');
    // One signed batch of IOC orders crossing the book, alternating sides: one fill each.
    await exchange.client(user).order({
      orders: Array.from({ length: FILLS_PER_USER }, (_, i) => ({
        a: 0,
        b: i % 2 === 0,
        p: i % 2 === 0 ? '113100' : '112900',
        s: '0.001',
        r: false,
        t: { limit: { tif: 'Ioc' as const } },
      })),
      grouping: 'na',
    });
  });
  // Platform users are the wallets with an agent in custody; the indexer reads only the address.
  for (let start = 0; start < users.length; start += 500) {
    await db
      .insertInto('agent_wallets')
      .values(
        users.slice(start, start + 500).map((user) => ({
          user_address: user.address.toLowerCase(),
          agent_address: user.address,
          key_ciphertext: '-',
          key_iv: '-',
          key_auth_tag: '-',
        })),
      )
      .execute();
  }
  console.log(
    `setup: ${USERS} users × ${FILLS_PER_USER} fills in ${seconds(performance.now() - setupStart)}`,
  );

  const timed = async (label: string, indexer: PlatformIndexer) => {
    const start = performance.now();
    const report = await indexer.refresh();
    const ms = performance.now() - start;
    console.log(
      `${label}: ${seconds(ms)} — users ${report?.usersSynced}, fills added ${report?.fillsAdded}, weight ${report?.weightUsed}, failures ${report?.failures}`,
    );
    return { ms, report };
  };

  const unlimited = new PlatformIndexer({ db, info: exchange.info, weightBudget: Number.POSITIVE_INFINITY });
  const first = await timed('first full sync (no budget)', unlimited);
  const stored = await db
    .selectFrom('platform_fills')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`stored fills: ${stored.n} (expected ${USERS * FILLS_PER_USER})`);

  const budgeted = new PlatformIndexer({ db, info: exchange.info });
  const steady = await timed(`steady refresh (budget ${DEFAULT_WEIGHT_BUDGET} weight/min)`, budgeted);
  const steadyAll = await timed('steady refresh of every user (no budget)', unlimited);

  const perRound = steady.report?.usersSynced ?? 0;
  console.log(
    `rotation at ${DEFAULT_WEIGHT_BUDGET} weight/min: every user re-read within ${Math.ceil(USERS / Math.max(1, perRound))} min; ` +
      `all users each minute would need ${steadyAll.report?.weightUsed} weight/min (Hyperliquid allows ${HYPERLIQUID_WEIGHT_PER_MINUTE})`,
  );
  console.log(
    `first sync on Hyperliquid at ${DEFAULT_WEIGHT_BUDGET} weight/min: ≈ ${Math.ceil((first.report?.weightUsed ?? 0) / DEFAULT_WEIGHT_BUDGET)} min`,
  );
} finally {
  await db.destroy();
  await exchange.close();
}
