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
  '0028_ai_analysis': {
    async up(db: Kysely<unknown>) {
      // Seed 001 §3 "Strategy": a wallet's saved strategies (picks stored capped).
      await db.schema
        .createTable('ai_strategies')
        .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('wallet', 'text', (column) => column.notNull().check(sql`wallet = lower(wallet)`))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('strategy_type', 'text', (column) => column.notNull())
        .addColumn('market_type', 'text', (column) => column.notNull())
        .addColumn('default_symbol', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('default_interval', 'text', (column) => column.notNull())
        .addColumn('indicators', 'jsonb', (column) => column.notNull())
        .addColumn('timeframes', 'jsonb', (column) => column.notNull())
        .addColumn('custom_prompt', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('analyze_news', 'boolean', (column) => column.notNull().defaultTo(false))
        .addColumn('is_active', 'boolean', (column) => column.notNull().defaultTo(true))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('ai_strategies_wallet_idx')
        .on('ai_strategies')
        .columns(['wallet', 'created_at'])
        .execute();

      // Seed 001 §3 "AI analysis result / history row": a signed-in wallet's analyses.
      await db.schema
        .createTable('ai_analysis_history')
        .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'text', (column) => column.notNull().check(sql`user_id = lower(user_id)`))
        .addColumn('symbol', 'text', (column) => column.notNull())
        .addColumn('market_type', 'text', (column) => column.notNull())
        .addColumn('interval', 'text', (column) => column.notNull())
        .addColumn('strategy_type', 'text', (column) => column.notNull())
        .addColumn('bias', 'text', (column) => column.notNull())
        .addColumn('entry', 'double precision', (column) => column.notNull())
        .addColumn('stop_loss', 'double precision')
        .addColumn('take_profit', 'double precision')
        .addColumn('confirmation_price', 'double precision')
        .addColumn('reasoning', 'text', (column) => column.notNull())
        .addColumn('analysis', 'text', (column) => column.notNull())
        .addColumn('credits_used', 'integer', (column) => column.notNull())
        .addColumn('backtest', 'jsonb', (column) => column.notNull())
        .addColumn('timeframes', 'jsonb', (column) => column.notNull())
        .addColumn('news', 'jsonb', (column) => column.notNull())
        .addColumn('text_source', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('ai_analysis_history_user_idx')
        .on('ai_analysis_history')
        .columns(['user_id', 'created_at'])
        .execute();

      // Credits spent per UTC day: 'wallet:0x…' for a signed-in wallet, 'ip:…' for a visitor.
      await db.schema
        .createTable('ai_credit_usage')
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('day', 'date', (column) => column.notNull())
        .addColumn('used', 'integer', (column) => column.notNull().check(sql`used >= 0`))
        .addPrimaryKeyConstraint('ai_credit_usage_pk', ['subject', 'day'])
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
