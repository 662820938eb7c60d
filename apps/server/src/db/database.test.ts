import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRESQL_BACKEND, pgliteTemplate, TEST_BACKENDS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { migrateToLatest } from './migrations';
import { databaseLocation, isDatabaseReachable, openDatabase } from './open-database';

describe.each(TEST_BACKENDS)('database on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('has run every migration, and running them again changes nothing', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      server.services.db,
    );
    expect(rows.map((row) => row.name)).toEqual([
      '0001_auth_roles_custody',
      '0021_trade_summaries',
      '0023_platform_activity',
      '0024_spot_catalogue',
      '0024_spot_indexer',
      '0026_admin_audit',
      '0027_treasury_holders',
      '0028_ai_analysis',
      '0030_telegram_users',
      '0030_telegram_users_fill_keys',
      '0030_telegram_users_fill_outbox',
      '0030_telegram_users_outbox_messages',
    ]);
    expect(await migrateToLatest(server.services.db)).toEqual([]);
  });

  it('bootstraps the devnet admin, dev account #0, when ADMIN_WALLETS is unset', async () => {
    const admins = await server.services.db.selectFrom('admins').select(['wallet', 'role']).execute();
    expect(admins).toEqual([{ wallet: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', role: 'admin' }]);
  });

  it('refuses mixed-case addresses at the schema level', async () => {
    await expect(
      server.services.db
        .insertInto('admins')
        .values({ wallet: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266', role: 'admin' })
        .execute(),
    ).rejects.toThrow();
  });

  it('reports its reachability on /health', async () => {
    const response = await server.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

// These tests open their own databases, which can take seconds on a busy machine.
describe('databaseLocation', () => {
  it('uses DATABASE_URL when set, else PGlite in the data folder', () => {
    expect(databaseLocation('postgres://db.internal/pluto', '/data')).toEqual({
      kind: 'postgres',
      url: 'postgres://db.internal/pluto',
    });
    expect(databaseLocation(null, '/data')).toEqual({ kind: 'pglite', dataDir: '/data/db' });
  });
});

describe('database outages and restarts', () => {
  it('answers /health with 503 once the database is gone', async () => {
    const server = await startTestServer(POSTGRESQL_BACKEND);
    await server.services.db.destroy();
    expect(await isDatabaseReachable(server.services.db)).toBe(false);
    const response = await server.request('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', error: 'Database unreachable' });
    await server.close().catch(() => undefined);
  }, 30_000);

  it('keeps the embedded database in its folder across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pluto-pglite-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: pgliteTemplate() });
      await first
        .insertInto('admins')
        .values({ wallet: '0x0000000000000000000000000000000000000001', role: 'ops' })
        .execute();
      await first.destroy();
      const second = await openDatabase({ kind: 'pglite', dataDir });
      expect(await second.selectFrom('admins').select('role').executeTakeFirst()).toEqual({ role: 'ops' });
      await second.destroy();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('runs a migration named before one that already ran (a data folder older than the issue that adds it)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pluto-pglite-'));
    try {
      const db = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: pgliteTemplate() });
      // As if this folder ran every migration except 0021, which landed after 0030 had run.
      await sql`drop table trade_summaries`.execute(db);
      await db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '0021_trade_summaries' as never)
        .execute();
      expect(await migrateToLatest(db)).toEqual(['0021_trade_summaries']);
      expect(await db.selectFrom('trade_summaries').select('share_id').execute()).toEqual([]);
      await db.destroy();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
