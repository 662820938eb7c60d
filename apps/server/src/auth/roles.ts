import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Session } from './sessions';

const BOOTSTRAP_ADMIN_ROLE = 'admin';

/**
 * Makes the configured wallets admins. Existing rows are left alone, so a role changed in the
 * database survives restarts; removing a wallet from the configuration does not demote it.
 */
export async function bootstrapAdmins(db: Kysely<Database>, wallets: readonly string[]): Promise<void> {
  if (wallets.length === 0) return;
  await db
    .insertInto('admins')
    .values(wallets.map((wallet) => ({ wallet: wallet.toLowerCase(), role: BOOTSTRAP_ADMIN_ROLE })))
    .onConflict((conflict) => conflict.column('wallet').doNothing())
    .execute();
}

export async function findAdminRole(db: Kysely<Database>, wallet: string): Promise<string | null> {
  const row = await db
    .selectFrom('admins')
    .select('role')
    .where('wallet', '=', wallet.toLowerCase())
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * Admin-only functions answer every refusal with 'Unauthorized' (the web app shows 'Admin access
 * required'): 401 without a session, 403 for anyone not in the admins table.
 */
export async function requireAdmin(db: Kysely<Database>, session: Session | null): Promise<Session> {
  if (!session) throw new HttpError(401, 'Unauthorized');
  if ((await findAdminRole(db, session.address)) === null) throw new HttpError(403, 'Unauthorized');
  return session;
}
