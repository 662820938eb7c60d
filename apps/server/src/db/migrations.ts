import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './schema';

/**
 * Versioned schema changes, applied in name order at start. Never edit a released migration;
 * add the next one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_auth_roles_custody': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_nonces')
        .addColumn('nonce', 'text', (column) => column.primaryKey())
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('address', 'text', (column) => column.notNull().check(sql`address = lower(address)`))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('admins')
        .addColumn('wallet', 'text', (column) => column.primaryKey().check(sql`wallet = lower(wallet)`))
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();

      await db.schema
        .createTable('agent_wallets')
        .addColumn('user_address', 'text', (column) =>
          column.primaryKey().check(sql`user_address = lower(user_address)`),
        )
        .addColumn('agent_address', 'text', (column) => column.notNull())
        .addColumn('key_ciphertext', 'text', (column) => column.notNull())
        .addColumn('key_iv', 'text', (column) => column.notNull())
        .addColumn('key_auth_tag', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0021_trade_summaries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('trade_summaries')
        .addColumn('share_id', 'text', (column) => column.primaryKey())
        .addColumn('wallet', 'text', (column) => column.notNull().check(sql`wallet = lower(wallet)`))
        .addColumn('oid', 'bigint', (column) => column.notNull())
        .addColumn('trade', 'jsonb', (column) => column.notNull())
        .addColumn('image_bucket', 'text', (column) => column.notNull())
        .addColumn('image_path', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('trade_summaries_wallet_oid_key', ['wallet', 'oid'])
        .execute();
    },
  },
  '0023_platform_activity': {
    async up(db: Kysely<unknown>) {
      // The platform users' indexing state: the fills cursor and the account state last read.
      await db.schema
        .createTable('platform_users')
        .addColumn('user_address', 'text', (column) =>
          column.primaryKey().check(sql`user_address = lower(user_address)`),
        )
        .addColumn('fills_cursor', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('account_value', 'double precision')
        .addColumn('unrealized_pnl', 'double precision')
        .addColumn('open_notional', 'double precision')
        .addColumn('synced_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('platform_fills')
        .addColumn('user_address', 'text', (column) => column.notNull())
        .addColumn('hash', 'text', (column) => column.notNull())
        .addColumn('tid', 'bigint', (column) => column.notNull())
        .addColumn('coin', 'text', (column) => column.notNull())
        .addColumn('side', 'text', (column) => column.notNull())
        .addColumn('px', 'double precision', (column) => column.notNull())
        .addColumn('sz', 'double precision', (column) => column.notNull())
        .addColumn('notional', 'double precision', (column) => column.notNull())
        .addColumn('closed_pnl', 'double precision', (column) => column.notNull())
        .addColumn('fee', 'double precision', (column) => column.notNull())
        .addColumn('builder_fee', 'double precision', (column) => column.notNull())
        .addColumn('time', 'bigint', (column) => column.notNull())
        // Both sides of a trade between two platform users carry the same hash and tid.
        .addPrimaryKeyConstraint('platform_fills_pk', ['user_address', 'hash', 'tid'])
        .execute();
      await db.schema.createIndex('platform_fills_time_idx').on('platform_fills').column('time').execute();
      await db.schema
        .createTable('platform_stats')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('daily_volume', 'double precision', (column) => column.notNull())
        .addColumn('open_interest', 'double precision', (column) => column.notNull())
        .addColumn('active_traders', 'integer', (column) => column.notNull())
        .addColumn('total_volume', 'double precision', (column) => column.notNull())
        .addColumn('system_earnings', 'double precision', (column) => column.notNull())
        .addColumn('last_update', 'timestamptz', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      // Every entry is kept: who entered which figures when.
      await db.schema
        .createTable('liquidity_pool_figures')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('liquidity_pool_investment', 'numeric', (column) => column.notNull())
        .addColumn('paid_out_investments', 'numeric', (column) => column.notNull())
        .addColumn('entered_by', 'text', (column) => column.notNull())
        .addColumn('entered_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('leaderboard_entries')
        .addColumn('rank', 'integer', (column) => column.primaryKey())
        .addColumn('eth_address', 'text', (column) => column.notNull().unique())
        .addColumn('account_value', 'double precision', (column) => column.notNull())
        .addColumn('pnl', 'double precision', (column) => column.notNull())
        .addColumn('vlm', 'double precision', (column) => column.notNull())
        .addColumn('n_trades', 'integer', (column) => column.notNull())
        .addColumn('roi', 'double precision', (column) => column.notNull())
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
        .execute();
    },
  },
  '0030_telegram_users': {
    async up(db: Kysely<unknown>) {
      // Seed 002 §3 telegram_users, plus what Pluto adds: the code's expiry, the Telegram name and
      // chat shown and written to, and the fill notifications opt-in.
      await db.schema
        .createTable('telegram_users')
        .addColumn('id', 'serial', (column) => column.primaryKey())
        .addColumn('wallet_address', 'text', (column) =>
          column.notNull().unique().check(sql`wallet_address = lower(wallet_address)`),
        )
        .addColumn('authorization_code', 'text', (column) =>
          column.check(sql`length(authorization_code) = 8`),
        )
        .addColumn('code_expires_at', 'timestamptz')
        .addColumn('is_authorized', 'boolean', (column) => column.notNull().defaultTo(false))
        .addColumn('telegram_user_id', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('telegram_username', 'text')
        .addColumn('chat_id', 'bigint')
        .addColumn('notify_fills', 'boolean', (column) => column.notNull().defaultTo(false))
        // Fills up to this time (ms) were notified (or predate the opt-in): the notifier's cursor.
        .addColumn('notified_fills_until', 'bigint', (column) => column.notNull().defaultTo(0))
        // A liquidation warning was sent and the account has not recovered since.
        .addColumn('liquidation_warned', 'boolean', (column) => column.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      // A live code names one wallet; a Telegram user is linked to at most one wallet.
      await db.schema
        .createIndex('telegram_users_code_idx')
        .on('telegram_users')
        .column('authorization_code')
        .unique()
        .where(sql.ref('authorization_code'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('telegram_users_linked_idx')
        .on('telegram_users')
        .column('telegram_user_id')
        .unique()
        .where(sql.ref('is_authorized'), '=', true)
        .execute();

      // Failed /authorize guesses per Telegram user, for the rate limit.
      await db.schema
        .createTable('telegram_authorize_attempts')
        .addColumn('telegram_user_id', 'bigint', (column) => column.notNull())
        .addColumn('attempted_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('telegram_authorize_attempts_idx')
        .on('telegram_authorize_attempts')
        .columns(['telegram_user_id', 'attempted_at'])
        .execute();
    },
  },
};

const inCodeMigrations: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: inCodeMigrations });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
