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
  '0024_spot_catalogue': {
    async up(db: Kysely<unknown>) {
      // Spot tokens (seed 002 §3). An address is unique per chain whatever its case.
      await db.schema
        .createTable('tokens')
        .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('chain_id', 'integer', (column) => column.notNull())
        .addColumn('address', 'text', (column) =>
          column.notNull().check(sql`address ~ '^0x[0-9a-fA-F]{40}$'`),
        )
        .addColumn('is_native', 'boolean', (column) => column.notNull().defaultTo(false))
        .addColumn('symbol', 'text', (column) =>
          column.notNull().check(sql`char_length(symbol) between 1 and 10`),
        )
        .addColumn('name', 'text', (column) =>
          column.notNull().check(sql`char_length(name) between 1 and 100`),
        )
        .addColumn('decimals', 'integer', (column) => column.notNull().check(sql`decimals between 0 and 18`))
        .addColumn('logo_url', 'text')
        .addColumn('wrapped_address', 'text')
        .addColumn('is_enabled', 'boolean', (column) => column.notNull().defaultTo(true))
        .addColumn('social_links', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        // A pair names its tokens with its own chain id: they cannot be on another chain.
        .addUniqueConstraint('tokens_id_chain_unique', ['id', 'chain_id'])
        .execute();
      await sql`create unique index tokens_chain_address_unique on tokens (chain_id, lower(address))`.execute(
        db,
      );
      await sql`create index tokens_chain_symbol_idx on tokens (chain_id, lower(symbol))`.execute(db);

      await db.schema
        .createTable('trading_pairs')
        .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('chain_id', 'integer', (column) => column.notNull())
        .addColumn('base_token_id', 'integer', (column) => column.notNull())
        .addColumn('quote_token_id', 'integer', (column) => column.notNull())
        .addColumn('label', 'text', (column) => column.notNull())
        .addColumn('is_enabled', 'boolean', (column) => column.notNull().defaultTo(true))
        .addColumn('announcement_img_url', 'text')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addForeignKeyConstraint('trading_pairs_base_fk', ['base_token_id', 'chain_id'], 'tokens', [
          'id',
          'chain_id',
        ])
        .addForeignKeyConstraint('trading_pairs_quote_fk', ['quote_token_id', 'chain_id'], 'tokens', [
          'id',
          'chain_id',
        ])
        .addUniqueConstraint('trading_pairs_chain_base_quote_unique', [
          'chain_id',
          'base_token_id',
          'quote_token_id',
        ])
        .addCheckConstraint('trading_pairs_distinct_tokens', sql`base_token_id <> quote_token_id`)
        .execute();
      await db.schema
        .createIndex('trading_pairs_chain_created_idx')
        .on('trading_pairs')
        .columns(['chain_id', 'created_at'])
        .execute();

      // The pairs with both tokens' details, as the spot screens and the admin read them (seed 002 §3).
      await sql`
        create view pairs_with_tokens as
        select
          p.id as pair_id,
          p.chain_id,
          p.label,
          p.base_token_id,
          p.quote_token_id,
          b.symbol as base_symbol,
          b.name as base_name,
          b.address as base_address,
          b.is_native as base_is_native,
          b.decimals as base_decimals,
          b.wrapped_address as base_wrapped_address,
          b.logo_url as base_logo_url,
          q.symbol as quote_symbol,
          q.name as quote_name,
          q.address as quote_address,
          q.is_native as quote_is_native,
          q.decimals as quote_decimals,
          q.wrapped_address as quote_wrapped_address,
          q.logo_url as quote_logo_url,
          p.announcement_img_url,
          p.created_at,
          p.is_enabled as pair_enabled
        from trading_pairs p
        join tokens b on b.id = p.base_token_id
        join tokens q on q.id = p.quote_token_id
      `.execute(db);
    },
  },
  '0030_telegram_users_fill_keys': {
    async up(db: Kysely<unknown>) {
      // With the time cursor, the fills of its millisecond already notified: several fills share one.
      await db.schema
        .alterTable('telegram_users')
        .addColumn('notified_fill_keys', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
    },
  },
  '0030_telegram_users_fill_outbox': {
    async up(db: Kysely<unknown>) {
      // A fill message waiting to reach Telegram, written with the cursor's move in one transaction:
      // deleted once sent, kept with its reason when Telegram refuses it for good (the user blocked
      // the bot). `leased_until` (ms) keeps one server instance on a message at a time.
      await db.schema
        .createTable('telegram_fill_outbox')
        .addColumn('id', 'serial', (column) => column.primaryKey())
        .addColumn('subscriber_id', 'integer', (column) =>
          column.notNull().references('telegram_users.id').onDelete('cascade'),
        )
        .addColumn('fill_key', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('leased_until', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('failed_reason', 'text')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('telegram_fill_outbox_fill_key', ['subscriber_id', 'fill_key'])
        .execute();
    },
  },
  '0030_telegram_users_outbox_messages': {
    async up(db: Kysely<unknown>) {
      // The outbox carries liquidation warnings too, not only fill messages: each message has a key
      // (the fill's, or the warning's) instead of a fill key.
      await sql`alter table telegram_fill_outbox rename to telegram_outbox`.execute(db);
      await sql`alter table telegram_outbox rename column fill_key to message_key`.execute(db);
      await sql`alter table telegram_outbox rename constraint telegram_fill_outbox_fill_key to telegram_outbox_message_key`.execute(
        db,
      );
      await sql`alter table telegram_outbox rename constraint telegram_fill_outbox_pkey to telegram_outbox_pkey`.execute(
        db,
      );
    },
  },
  '0024_spot_indexer': {
    async up(db: Kysely<unknown>) {
      // The chain indexer (issue 24). Addresses are stored lowercase; amounts in base units as
      // numeric; every event is unique by (chain, tx hash, log index), so replaying a range adds nothing.
      await sql`
        create table spot_index_cursors (
          chain_id integer primary key,
          block_number bigint not null,
          block_hash text not null
        )`.execute(db);
      // The hashes of the last blocks indexed, to find where a reorganised chain forked.
      await sql`
        create table spot_index_blocks (
          chain_id integer not null,
          block_number bigint not null,
          block_hash text not null,
          primary key (chain_id, block_number)
        )`.execute(db);
      await sql`
        create table spot_swaps (
          chain_id integer not null,
          tx_hash text not null,
          log_index integer not null,
          block_number bigint not null,
          block_time bigint not null,
          pair text not null,
          token0 text not null,
          token1 text not null,
          owner text not null,
          amount0_in numeric not null,
          amount1_in numeric not null,
          amount0_out numeric not null,
          amount1_out numeric not null,
          token0_price_usd double precision not null,
          token1_price_usd double precision not null,
          volume_usd double precision not null,
          primary key (chain_id, tx_hash, log_index)
        )`.execute(db);
      await sql`create index spot_swaps_token0_idx on spot_swaps (chain_id, token0, block_time)`.execute(db);
      await sql`create index spot_swaps_token1_idx on spot_swaps (chain_id, token1, block_time)`.execute(db);
      await sql`create index spot_swaps_block_idx on spot_swaps (chain_id, block_number)`.execute(db);
      await sql`
        create table spot_syncs (
          chain_id integer not null,
          tx_hash text not null,
          log_index integer not null,
          block_number bigint not null,
          pair text not null,
          reserve0 numeric not null,
          reserve1 numeric not null,
          primary key (chain_id, tx_hash, log_index)
        )`.execute(db);
      await sql`create index spot_syncs_pair_idx on spot_syncs (chain_id, pair, block_number, log_index)`.execute(
        db,
      );
      await sql`
        create table spot_liquidity_events (
          chain_id integer not null,
          tx_hash text not null,
          log_index integer not null,
          block_number bigint not null,
          pair text not null,
          kind text not null check (kind in ('mint', 'burn')),
          amount0 numeric not null,
          amount1 numeric not null,
          primary key (chain_id, tx_hash, log_index)
        )`.execute(db);
      await sql`create index spot_liquidity_block_idx on spot_liquidity_events (chain_id, block_number)`.execute(
        db,
      );
      await sql`
        create table spot_transfers (
          chain_id integer not null,
          tx_hash text not null,
          log_index integer not null,
          block_number bigint not null,
          block_time bigint not null,
          token text not null,
          from_address text not null,
          to_address text not null,
          value numeric not null,
          primary key (chain_id, tx_hash, log_index)
        )`.execute(db);
      await sql`create index spot_transfers_from_idx on spot_transfers (chain_id, token, from_address)`.execute(
        db,
      );
      await sql`create index spot_transfers_to_idx on spot_transfers (chain_id, token, to_address)`.execute(
        db,
      );
      await sql`create index spot_transfers_block_idx on spot_transfers (chain_id, block_number)`.execute(db);
      // Balances per holder, kept from the transfers (the treasury's $PLUTO holders read them).
      await sql`
        create table spot_balances (
          chain_id integer not null,
          token text not null,
          holder text not null,
          balance numeric not null,
          primary key (chain_id, token, holder)
        )`.execute(db);
      await sql`create index spot_balances_rank_idx on spot_balances (chain_id, token, balance desc)`.execute(
        db,
      );
      // Candles of the base intervals (1m, 1H, 1D); the others are folded from them when read.
      await sql`
        create table spot_candles (
          chain_id integer not null,
          token text not null,
          interval text not null,
          open_time bigint not null,
          o double precision not null,
          h double precision not null,
          l double precision not null,
          c double precision not null,
          v double precision not null,
          primary key (chain_id, token, interval, open_time)
        )`.execute(db);
    },
  },
  '0026_admin_audit': {
    async up(db: Kysely<unknown>) {
      // Every admin write: who, when, what, and the row before and after (issue 26).
      await db.schema
        .createTable('admin_audit_log')
        .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('wallet', 'text', (column) => column.notNull().check(sql`wallet = lower(wallet)`))
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('entity', 'text', (column) => column.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before', 'jsonb')
        .addColumn('after', 'jsonb')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('admin_audit_log_created_idx')
        .on('admin_audit_log')
        .columns(['created_at', 'id'])
        .execute();
    },
  },
  '0027_treasury_holders': {
    async up(db: Kysely<unknown>) {
      // The top $PLUTO holders on BSC as last refreshed (every 30 min), ranked 1..500.
      await sql`
        create table treasury_holders (
          rank integer primary key,
          address text not null unique check (address = lower(address)),
          balance numeric not null check (balance > 0),
          percentage double precision not null,
          refreshed_at timestamptz not null
        )`.execute(db);
    },
  },
};

const inCodeMigrations: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Migrations are numbered by the issue that adds them, so a data folder that already ran a later
  // number meets an earlier one when that issue lands: it must still run.
  const migrator = new Migrator({ db, provider: inCodeMigrations, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
