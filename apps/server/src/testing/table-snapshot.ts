import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every row of every table, in a stable order: two equal snapshots mean no row changed between. */
export async function tableSnapshot(db: Kysely<Database>): Promise<string> {
  const tables = await Promise.all([
    db.selectFrom('agent_wallets').selectAll().orderBy('user_address').execute(),
    db.selectFrom('admins').selectAll().orderBy('wallet').execute(),
    db.selectFrom('sessions').selectAll().orderBy('token_hash').execute(),
    db.selectFrom('sign_in_nonces').selectAll().orderBy('nonce').execute(),
    db.selectFrom('ai_strategies').selectAll().orderBy('id').execute(),
    db.selectFrom('ai_analysis_history').selectAll().orderBy('id').execute(),
    db.selectFrom('ai_credit_usage').selectAll().orderBy('subject').orderBy('day').execute(),
    db.selectFrom('tokens').selectAll().orderBy('id').execute(),
    db.selectFrom('trading_pairs').selectAll().orderBy('id').execute(),
    db.selectFrom('admin_audit_log').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify(tables);
}
