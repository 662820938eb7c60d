import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const NONCE_TTL_MS = 10 * 60 * 1000;

/**
 * A fresh sign-in nonce, valid for NONCE_TTL_MS. Made from node:crypto rather than viem's
 * generateSiweNonce, which draws on Math.random.
 */
export async function issueNonce(db: Kysely<Database>): Promise<string> {
  const nonce = randomBytes(16).toString('hex');
  await db.deleteFrom('sign_in_nonces').where('expires_at', '<=', new Date()).execute();
  await db
    .insertInto('sign_in_nonces')
    .values({ nonce, expires_at: new Date(Date.now() + NONCE_TTL_MS) })
    .execute();
  return nonce;
}

/** Uses the nonce up in one statement, so two concurrent sign-ins cannot both spend it. */
export async function consumeNonce(db: Kysely<Database>, nonce: string): Promise<boolean> {
  const spent = await db
    .deleteFrom('sign_in_nonces')
    .where('nonce', '=', nonce)
    .where('expires_at', '>', new Date())
    .returning('nonce')
    .executeTakeFirst();
  return spent !== undefined;
}
