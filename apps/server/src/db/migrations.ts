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
