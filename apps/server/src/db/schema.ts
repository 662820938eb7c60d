import type { TradeSummary } from '@pluto/core';
import type { ColumnType } from 'kysely';

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

export interface Database {
  sign_in_nonces: SignInNoncesTable;
  sessions: SessionsTable;
  admins: AdminsTable;
  agent_wallets: AgentWalletsTable;
  trade_summaries: TradeSummariesTable;
}
