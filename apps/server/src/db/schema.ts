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
  liquidation_warned: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface TelegramAuthorizeAttemptsTable {
  telegram_user_id: TelegramId;
  attempted_at: Timestamp;
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

export interface Database {
  sign_in_nonces: SignInNoncesTable;
  sessions: SessionsTable;
  admins: AdminsTable;
  agent_wallets: AgentWalletsTable;
  trade_summaries: TradeSummariesTable;
  telegram_users: TelegramUsersTable;
  telegram_authorize_attempts: TelegramAuthorizeAttemptsTable;
  ai_strategies: AiStrategiesTable;
  ai_analysis_history: AiAnalysisHistoryTable;
  ai_credit_usage: AiCreditUsageTable;
}
