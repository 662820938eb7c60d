import { type Kysely, sql } from 'kysely';
import { isEmbeddedDatabase } from '../db/open-database';
import type { Database } from '../db/schema';

/**
 * Work that one instance does at a time: a PostgreSQL session advisory lock taken on a connection
 * held for the work, so server replicas sharing a database take turns. PGlite has one session, in
 * which the lock is re-entrant (every caller gets it), and one process, so it takes no lock (holding
 * its only connection would stall every other query); `LocalMutex` orders the callers within the
 * process, on either database.
 */

/** Held by the platform-activity indexer while it refreshes (issue 23). */
export const PLATFORM_INDEXER_LOCK = 23_000_001;

/**
 * Runs `work` holding lock `key`: waiting for it ('wait'), or only if it is free at once ('try';
 * undefined when another session holds it). The work's queries go through the pool; on PGlite the
 * work just runs.
 */
export async function withAdvisoryLock<T>(
  db: Kysely<Database>,
  key: number,
  mode: 'try' | 'wait',
  work: () => Promise<T>,
): Promise<{ value: T } | undefined> {
  if (isEmbeddedDatabase(db)) return { value: await work() };
  return db.connection().execute(async (session) => {
    if (mode === 'wait') {
      await sql`select pg_advisory_lock(${key})`.execute(session);
    } else {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(
        session,
      );
      if (!rows[0]?.locked) return undefined;
    }
    try {
      return { value: await work() };
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(session);
    }
  });
}

/** Runs the works given to it one after another, in order. */
export class LocalMutex {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  /** Whether a work is running or waiting. */
  get busy(): boolean {
    return this.pending > 0;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    this.pending += 1;
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result.finally(() => {
      this.pending -= 1;
    });
  }
}
