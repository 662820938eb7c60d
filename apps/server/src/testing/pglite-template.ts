import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/schema';

export interface PGliteTemplate {
  /** A dumped, migrated PGlite data folder (tar). */
  path: string;
  remove(): void;
}

/**
 * PGlite's initdb costs seconds per instance on a busy machine; the tests start each in-memory
 * database from this one dump instead. The migrations still run (to no effect) on every open.
 */
export async function createPGliteTemplate(): Promise<PGliteTemplate> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    const folder = mkdtempSync(join(tmpdir(), 'pluto-pglite-template-'));
    const path = join(folder, 'template.tar');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    return { path, remove: () => rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await db.destroy();
  }
}
