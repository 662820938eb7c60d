import type {
  AiIndicatorId,
  AiInterval,
  AnalysisBias,
  AnalysisResult,
  MarketType,
  StrategyType,
  TradeSummary,
} from '@pluto/core';
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
  /** The fills of that very millisecond already notified (`fill-cursor.ts`), comma-separated. */
  notified_fill_keys: ColumnType<string, string | undefined, string>;
  liquidation_warned: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** A message not yet delivered to Telegram (`telegram-outbox.ts`); times in ms. */
export interface TelegramOutboxTable {
  id: Generated<number>;
  subscriber_id: number;
  /** What it tells, one message each per subscriber: a fill (`fill-cursor.ts` fillKey) or a warning. */
  message_key: string;
  text: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<string | number, number | undefined, number>;
  leased_until: ColumnType<string | number, number | undefined, number>;
  /** Why Telegram refused it for good; null while it waits to be sent. */
  failed_reason: string | null;
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

/** A bigint column: written as a number, read as the driver's text. */
type BigIntColumn = ColumnType<string, number, number>;
/** A numeric column: exact, read as text. */
type NumericColumn = ColumnType<string, string, string>;

/** A platform user (a wallet with an agent in custody) as the platform-activity indexer follows it. */
export interface PlatformUsersTable {
  user_address: string;
  /** Time (ms) of the newest fill stored; the next read starts there. */
  fills_cursor: ColumnType<string, number | undefined, number>;
  account_value: number | null;
  unrealized_pnl: number | null;
  open_notional: number | null;
  synced_at: Date | null;
}

export interface PlatformFillsTable {
  user_address: string;
  hash: string;
  tid: BigIntColumn;
  coin: string;
  side: string;
  px: number;
  sz: number;
  notional: number;
  closed_pnl: number;
  /** Total fee, builder fee included. */
  fee: number;
  builder_fee: number;
  time: BigIntColumn;
}

export interface PlatformStatsTable {
  id: Generated<string>;
  daily_volume: number;
  open_interest: number;
  active_traders: number;
  total_volume: number;
  system_earnings: number;
  last_update: Timestamp;
  created_at: CreatedAt;
}

export interface LiquidityPoolFiguresTable {
  id: Generated<string>;
  liquidity_pool_investment: NumericColumn;
  paid_out_investments: NumericColumn;
  /** Lowercase address of the admin who entered them. */
  entered_by: string;
  entered_at: CreatedAt;
}

export interface LeaderboardEntriesTable {
  rank: number;
  eth_address: string;
  account_value: number;
  pnl: number;
  vlm: number;
  n_trades: number;
  roi: number;
  updated_at: Timestamp;
}

/** A JSON column: written as text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

/** Seed 001 §3 "Strategy", one wallet's. */
export interface AiStrategiesTable {
  id: Generated<string>;
  /** Lowercase wallet address of the owner. */
  wallet: string;
  name: string;
  description: string;
  strategy_type: StrategyType;
  market_type: MarketType;
  default_symbol: string;
  default_interval: AiInterval;
  indicators: Json<AiIndicatorId[]>;
  timeframes: Json<AiInterval[]>;
  custom_prompt: string;
  analyze_news: boolean;
  is_active: boolean;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Seed 001 §3 "AI analysis result / history row". */
export interface AiAnalysisHistoryTable {
  id: Generated<string>;
  /** Lowercase wallet address. */
  user_id: string;
  symbol: string;
  market_type: MarketType;
  interval: AiInterval;
  strategy_type: StrategyType;
  bias: AnalysisBias;
  entry: number;
  stop_loss: number | null;
  take_profit: number | null;
  confirmation_price: number | null;
  reasoning: string;
  analysis: string;
  credits_used: number;
  backtest: Json<AnalysisResult['backtest']>;
  timeframes: Json<AnalysisResult['timeframes']>;
  news: Json<AnalysisResult['news']>;
  text_source: AnalysisResult['textSource'];
  created_at: CreatedAt;
}

/** Analysis credits spent per subject ('wallet:…' or 'ip:…') per UTC day. */
export interface AiCreditUsageTable {
  subject: string;
  /** The UTC day, 'YYYY-MM-DD'. */
  day: ColumnType<string | Date, string, string>;
  used: number;
}

/** Numeric columns (base units) are read and written as decimal text. */
type Numeric = string;
/** bigint columns (block numbers, unix seconds) are read as text by the drivers; written as text too. */
type BigIntText = string;

export interface SpotIndexCursorsTable {
  chain_id: number;
  /** The last block fully indexed. */
  block_number: BigIntText;
  block_hash: string;
}

export interface SpotIndexBlocksTable {
  chain_id: number;
  block_number: BigIntText;
  block_hash: string;
}

interface SpotEventRow {
  chain_id: number;
  tx_hash: string;
  log_index: number;
  block_number: BigIntText;
}

export interface SpotSwapsTable extends SpotEventRow {
  block_time: BigIntText;
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
  block_time: BigIntText;
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
  open_time: BigIntText;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

/** One admin write (issue 26): create, update, delete, upload, image generation or role change. */
export interface AdminAuditLogTable {
  /** bigint: read back as text by node-postgres. */
  id: ColumnType<string | number, never, never>;
  /** Lowercase wallet of the admin who acted. */
  wallet: string;
  action: string;
  /** 'token', 'pair', 'token-logo', 'announcement', 'admin'. */
  entity: string;
  entity_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: CreatedAt;
}

/** The top $PLUTO holders (seed 002 §3 "Treasury holder row"); `balance` in base units. */
export interface TreasuryHoldersTable {
  rank: number;
  address: string;
  balance: Numeric;
  percentage: number;
  refreshed_at: Timestamp;
}

export interface Database {
  sign_in_nonces: SignInNoncesTable;
  sessions: SessionsTable;
  admins: AdminsTable;
  agent_wallets: AgentWalletsTable;
  trade_summaries: TradeSummariesTable;
  telegram_users: TelegramUsersTable;
  telegram_authorize_attempts: TelegramAuthorizeAttemptsTable;
  telegram_outbox: TelegramOutboxTable;
  tokens: TokensTable;
  trading_pairs: TradingPairsTable;
  pairs_with_tokens: PairsWithTokensView;
  platform_users: PlatformUsersTable;
  platform_fills: PlatformFillsTable;
  platform_stats: PlatformStatsTable;
  liquidity_pool_figures: LiquidityPoolFiguresTable;
  leaderboard_entries: LeaderboardEntriesTable;
  ai_strategies: AiStrategiesTable;
  ai_analysis_history: AiAnalysisHistoryTable;
  ai_credit_usage: AiCreditUsageTable;
  admin_audit_log: AdminAuditLogTable;
  spot_index_cursors: SpotIndexCursorsTable;
  spot_index_blocks: SpotIndexBlocksTable;
  spot_swaps: SpotSwapsTable;
  spot_syncs: SpotSyncsTable;
  spot_liquidity_events: SpotLiquidityEventsTable;
  spot_transfers: SpotTransfersTable;
  spot_balances: SpotBalancesTable;
  spot_candles: SpotCandlesTable;
  treasury_holders: TreasuryHoldersTable;
}
