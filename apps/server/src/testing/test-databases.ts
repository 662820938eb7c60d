import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseLocation } from '../db/open-database';

export interface TestBackend {
  name: 'pglite' | 'postgresql';
  /** A fresh, empty database on this backend. */
  freshDatabase(): Promise<DatabaseLocation>;
}

async function freshPostgresDatabase(): Promise<DatabaseLocation> {
  const adminUrl = inject('postgresUrl');
  const name = `pluto_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString() };
}

/** A migrated PGlite data folder to start from: initdb takes seconds, loading this well under one. */
export function pgliteTemplate(): Blob {
  return new Blob([readFileSync(inject('pgliteTemplatePath'))]);
}

export const PGLITE_BACKEND: TestBackend = {
  name: 'pglite',
  freshDatabase: async () => ({ kind: 'pglite', dataDir: null, loadDataDir: pgliteTemplate() }),
};

export const POSTGRESQL_BACKEND: TestBackend = { name: 'postgresql', freshDatabase: freshPostgresDatabase };

/** The database suites run once per backend: embedded PGlite and a real PostgreSQL server. */
export const TEST_BACKENDS: readonly TestBackend[] = [PGLITE_BACKEND, POSTGRESQL_BACKEND];
