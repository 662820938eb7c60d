import { type AdminRole, LAST_ADMIN_TEXT } from '@pluto/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordAudit } from './audit-log';

export async function listAdmins(db: Kysely<Database>) {
  const rows = await db.selectFrom('admins').selectAll().orderBy('created_at').orderBy('wallet').execute();
  return rows.map((row) => ({ wallet: row.wallet, role: row.role, createdAt: row.created_at.toISOString() }));
}

/**
 * Serialises role changes: two admins removing each other at once cannot both pass the last-admin
 * check (a transaction-scoped advisory lock, released with the transaction).
 */
const ROLE_CHANGE_LOCK = 26_001;

async function adminCountAfter(db: Kysely<Database>, wallet: string): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('role', '=', 'admin')
    .where('wallet', '<>', wallet)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

type Transaction = Kysely<Database>;

/**
 * Runs a role change of `wallet` under the role-change lock, given its role before; a change that
 * would leave no admin is refused.
 */
async function changeRole(
  db: Kysely<Database>,
  wallet: string,
  change: (trx: Transaction, target: string, before: { role: string } | undefined) => Promise<void>,
): Promise<void> {
  const target = wallet.toLowerCase();
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`.execute(trx);
    const before = await trx
      .selectFrom('admins')
      .select('role')
      .where('wallet', '=', target)
      .executeTakeFirst();
    await change(trx, target, before);
  });
}

async function refuseLastAdmin(trx: Transaction, target: string, before: { role: string } | undefined) {
  if (before?.role === 'admin' && (await adminCountAfter(trx, target)) === 0) {
    throw new HttpError(409, LAST_ADMIN_TEXT);
  }
}

/** Gives `wallet` a role (or changes it); demoting the last admin is refused. */
export function grantRole(
  db: Kysely<Database>,
  actor: string,
  wallet: string,
  role: AdminRole,
): Promise<void> {
  return changeRole(db, wallet, async (trx, target, before) => {
    if (before?.role === role) return;
    if (role !== 'admin') await refuseLastAdmin(trx, target, before);
    await trx
      .insertInto('admins')
      .values({ wallet: target, role })
      .onConflict((conflict) => conflict.column('wallet').doUpdateSet({ role }))
      .execute();
    await recordAudit(trx, {
      wallet: actor,
      action: 'grant',
      entity: 'admin',
      entityId: target,
      before: before ?? null,
      after: { role },
    });
  });
}

/** Takes `wallet`'s role away; the last admin stays. */
export function revokeRole(db: Kysely<Database>, actor: string, wallet: string): Promise<void> {
  return changeRole(db, wallet, async (trx, target, before) => {
    if (!before) throw new HttpError(404, 'Not an admin');
    await refuseLastAdmin(trx, target, before);
    await trx.deleteFrom('admins').where('wallet', '=', target).execute();
    await recordAudit(trx, { wallet: actor, action: 'revoke', entity: 'admin', entityId: target, before });
  });
}
