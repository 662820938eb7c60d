import type { TradeSummary } from '@pluto/core';
import type { ColumnType, Generated } from 'kysely';

/** Read as a Date; written as a Date or left to the column default. */
type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Timestamp = ColumnType<Date, Date, Date>;

export interface SignInNoncesTable {
  nonce: string;
  expires_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the session token: a database leak does not yield usable cookies. */
  token_hash: string;
  /** Lowercase wallet address. */
  address: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface AdminsTable {
  /** Lowercase wallet address. */
  wallet: string;
  role: string;
  created_at: CreatedAt;
}

export interface AgentWalletsTable {
  /** Lowercase wallet address of the user the agent trades for. */
  user_address: string;
  /** Checksummed address of the agent, as the exchange shows it. */
  agent_address: string;
  /** AES-256-GCM ciphertext of the agent's private key, base64. */
  key_ciphertext: string;
  key_iv: string;
  key_auth_tag: string;
  created_at: CreatedAt;
}

export interface TradeSummariesTable {
  /** 128 random bits, URL-safe base64: the shared page's path and the only key to it. */
  share_id: string;
  /** Lowercase wallet address of the trader whose order it is. */
  wallet: string;
  /** The closing order the card summarises (one card per order). */
  oid: ColumnType<string, number, never>;
  /** Core `TradeSummary`, as read from the exchange when the card was made. */
  trade: ColumnType<TradeSummary, string, never>;
  image_bucket: string;
  image_path: string;
  created_at: CreatedAt;
}

/** A Telegram user id: bigint in the database (read back as text by node-postgres), a number in code. */
type TelegramId = ColumnType<string | number, number, number>;

/** Seed 002 §3 telegram_users: one row per wallet that generated a code. */
export interface TelegramUsersTable {
  id: Generated<number>;
  /** Lowercase wallet address. */
  wallet_address: string;
  /** The live code (8 characters), null once used. */
  authorization_code: string | null;
  code_expires_at: Date | null;
  is_authorized: ColumnType<boolean, boolean | undefined, boolean>;
  /** 0 until linked. */
  telegram_user_id: ColumnType<string | number, number | undefined, number>;
  telegram_username: string | null;
  chat_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  notify_fills: ColumnType<boolean, boolean | undefined, boolean>;
  /** Fill time (ms) up to which fills were notified. */
  notified_fills_until: ColumnType<string | number, number | undefined, number>;
  liquidation_warned: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface TelegramAuthorizeAttemptsTable {
  telegram_user_id: TelegramId;
  attempted_at: Timestamp;
}

/** Per-platform links of a token (seed 002 §3), each absent or a URL. */
export interface TokenSocialLinks {
  twitter?: string | null;
  discord?: string | null;
  medium?: string | null;
  website?: string | null;
  telegram?: string | null;
}

export interface TokensTable {
  id: Generated<number>;
  chain_id: number;
  /** As entered (checksummed for seeded tokens); unique per chain case-insensitively. */
  address: string;
  is_native: ColumnType<boolean, boolean | undefined, boolean>;
  symbol: string;
  name: string;
  decimals: number;
  logo_url: string | null;
  wrapped_address: string | null;
  is_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  social_links: ColumnType<TokenSocialLinks, string | undefined, string>;
  created_at: CreatedAt;
}

export interface TradingPairsTable {
  id: Generated<number>;
  chain_id: number;
  base_token_id: number;
  quote_token_id: number;
  /** `BASE/QUOTE` symbols. */
  label: string;
  is_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  announcement_img_url: string | null;
  created_at: CreatedAt;
}

/** The read-only `pairs_with_tokens` view. */
export interface PairsWithTokensView {
  pair_id: number;
  chain_id: number;
  label: string;
  base_token_id: number;
  quote_token_id: number;
  base_symbol: string;
  base_name: string;
  base_address: string;
  base_is_native: boolean;
  base_decimals: number;
  base_wrapped_address: string | null;
  base_logo_url: string | null;
  quote_symbol: string;
  quote_name: string;
  quote_address: string;
  quote_is_native: boolean;
  quote_decimals: number;
  quote_wrapped_address: string | null;
  quote_logo_url: string | null;
  announcement_img_url: string | null;
  created_at: Date;
  pair_enabled: boolean;
}

/** Numeric columns (base units) are read and written as decimal text. */
type Numeric = string;
/** bigint columns (block numbers, unix seconds) are read as text by the drivers; written as text too. */
type BigIntColumn = string;

export interface SpotIndexCursorsTable {
  chain_id: number;
  /** The last block fully indexed. */
  block_number: BigIntColumn;
  block_hash: string;
}

export interface SpotIndexBlocksTable {
  chain_id: number;
  block_number: BigIntColumn;
  block_hash: string;
}

interface SpotEventRow {
  chain_id: number;
  tx_hash: string;
  log_index: number;
  block_number: BigIntColumn;
}

export interface SpotSwapsTable extends SpotEventRow {
  block_time: BigIntColumn;
  pair: string;
  token0: string;
  token1: string;
  /** The wallet that sent the transaction. */
  owner: string;
  amount0_in: Numeric;
  amount1_in: Numeric;
  amount0_out: Numeric;
  amount1_out: Numeric;
  /** Each token's USD price from the reserves just after the swap. */
  token0_price_usd: number;
  token1_price_usd: number;
  volume_usd: number;
}

export interface SpotSyncsTable extends SpotEventRow {
  pair: string;
  reserve0: Numeric;
  reserve1: Numeric;
}

export interface SpotLiquidityEventsTable extends SpotEventRow {
  pair: string;
  kind: 'mint' | 'burn';
  amount0: Numeric;
  amount1: Numeric;
}

export interface SpotTransfersTable extends SpotEventRow {
  block_time: BigIntColumn;
  token: string;
  from_address: string;
  to_address: string;
  value: Numeric;
}

export interface SpotBalancesTable {
  chain_id: number;
  token: string;
  holder: string;
  balance: Numeric;
}

export interface SpotCandlesTable {
  chain_id: number;
  token: string;
  interval: string;
  open_time: BigIntColumn;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

export interface Database {
  sign_in_nonces: SignInNoncesTable;
  sessions: SessionsTable;
  admins: AdminsTable;
  agent_wallets: AgentWalletsTable;
  trade_summaries: TradeSummariesTable;
  telegram_users: TelegramUsersTable;
  telegram_authorize_attempts: TelegramAuthorizeAttemptsTable;
  tokens: TokensTable;
  trading_pairs: TradingPairsTable;
  pairs_with_tokens: PairsWithTokensView;
  spot_index_cursors: SpotIndexCursorsTable;
  spot_index_blocks: SpotIndexBlocksTable;
  spot_swaps: SpotSwapsTable;
  spot_syncs: SpotSyncsTable;
  spot_liquidity_events: SpotLiquidityEventsTable;
  spot_transfers: SpotTransfersTable;
  spot_balances: SpotBalancesTable;
  spot_candles: SpotCandlesTable;
}
