import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface Session {
  /** Lowercase wallet address the session acts for. */
  address: string;
  expiresAt: Date;
  /** Identifies the session (rate limits, logout) without being the secret cookie value. */
  tokenHash: string;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new session and answers its token, the cookie value; only its hash is stored. */
export async function createSession(db: Kysely<Database>, address: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).execute();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashSessionToken(token), address: address.toLowerCase(), expires_at: expiresAt })
    .execute();
  return token;
}

export async function findSession(db: Kysely<Database>, token: string): Promise<Session | null> {
  const tokenHash = hashSessionToken(token);
  const row = await db
    .selectFrom('sessions')
    .select(['address', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { address: row.address, expiresAt: row.expires_at, tokenHash } : null;
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}
