import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Dialect, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';

/**
 * A PostgreSQL server by URL, or the embedded PGlite in a folder (in memory without one).
 * `loadDataDir` starts a new PGlite from a dumped data folder instead of running initdb (tests).
 */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

const POOL_SIZE = 10;
// A health check against an unreachable server must answer, not hang.
const CONNECT_TIMEOUT_MS = 5_000;

function dialectFor(location: DatabaseLocation): Dialect {
  if (location.kind === 'postgres') {
    return new PostgresDialect({
      pool: new pg.Pool({
        connectionString: location.url,
        max: POOL_SIZE,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      }),
    });
  }
  const { dataDir, loadDataDir } = location;
  const options = loadDataDir ? { loadDataDir } : {};
  if (dataDir === null) return new PGliteDialect({ pglite: () => new PGlite(options) });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return new PGliteDialect({ pglite: () => new PGlite(dataDir, options) });
}

export function databaseLocation(databaseUrl: string | null, dataDir: string): DatabaseLocation {
  return databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: join(dataDir, 'db') };
}

const embedded = new WeakSet<Kysely<Database>>();

/** Whether `db` is the embedded PGlite: one process and one session hold it. */
export function isEmbeddedDatabase(db: Kysely<Database>): boolean {
  return embedded.has(db);
}

/** Opens the database and brings its schema to the latest migration. */
export async function openDatabase(location: DatabaseLocation): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: dialectFor(location) });
  if (location.kind === 'pglite') embedded.add(db);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
