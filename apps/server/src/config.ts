import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DeploymentFile,
  IP_WEIGHT_PER_MINUTE,
  parseDeploymentFile,
  parseRuntimeConfig,
  type RuntimeConfig,
  type SpotChainDeployment,
} from '@pluto/core';
import type { AiAnalysisConfig } from './ai-analysis/analysis-service';
import { defaultStorageDir, type StorageConfig } from './storage';

export interface RateLimits {
  /** Requests to the API paths per client IP per minute. */
  ipPerMinute: number;
  /** Function calls per signed-in session per minute. */
  sessionPerMinute: number;
  /** Nonce and verify requests per client IP per minute (sign-in is cheap to abuse). */
  signInPerMinute: number;
}

/** The Telegram bot (issue 30); without a token it does not run and the page shows it as not configured. */
export interface TelegramConfig {
  botToken: string | null;
  /** The server's public base URL for Telegram's webhook; without it the bot uses long polling. */
  webhookUrl: string | null;
  /** The Bot API server: Telegram's, a self-hosted one, or a test's fake. */
  apiRoot: string;
}

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  webDistDir: string;
  runtime: RuntimeConfig;
  /** A PostgreSQL server; when absent the embedded PGlite database in `${dataDir}/db` is used. */
  databaseUrl: string | null;
  /** Origins the web app is served from; a sign-in message must name one of them. */
  publicOrigins: string[];
  /** Lowercase wallet addresses made admins at start. */
  adminWallets: string[];
  /** 32 bytes, hex or base64; only the devnet may go without (it generates one in the data folder). */
  agentMasterKey: string | null;
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** Exchange request weight the platform-activity indexer may spend per minute (hyperliquid-api §7). */
  platformIndexerWeightPerMinute: number;
  /** How often the platform-activity indexer refreshes, in ms (seed 001 §2: every minute). */
  platformIndexerIntervalMs: number;
  /** The local address the server's exchange requests leave from (null: the system's choice). */
  exchangeLocalAddress: string | null;
  /** Request weight the server spends on the exchange per minute (its IP's budget, doc §7). */
  exchangeWeightPerMinute: number;
  /** Public files (trade-summary cards, uploads): the data folder, or an S3-compatible bucket. */
  storage: StorageConfig;
  telegram: TelegramConfig;
  /** The spot contracts, tokens and pools of each chain a deployment file names (the devnet's AMM). */
  spotChains: SpotChainDeployment[];
  /** The 1inch Swap API: used for swaps where no devnet AMM is deployed. */
  oneInch: { apiKey: string; referrer: `0x${string}` } | null;
  /** AI analysis (issue 28): credits, and the optional LLM, market-data and news providers. */
  aiAnalysis: AiAnalysisConfig;
  /** Birdeye (token prices, volumes, transactions, candles, metadata) where no devnet indexer answers. */
  birdeyeApiKey: string | null;
  /** Moralis (wallets' ERC-20 transfers) where no devnet indexer answers. */
  moralisApiKey: string | null;
  /**
   * $PLUTO on a BSC RPC, indexed for the treasury's holders where no devnet deployment indexes BSC
   * (production): the token's transfers from the block it was deployed in.
   */
  plutoHolders: { rpcUrl: string; token: `0x${string}`; startBlock: number } | null;
}

type Env = Record<string, string | undefined>;

const DEFAULT_PORT = 8080;
const BRIDGE_MINIMUM_USDC = 5;
/** Anvil's dev account #0, which the devnet makes an admin. */
const DEVNET_ADMIN_WALLET = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
/** Half of Hyperliquid's 1200 weight per IP per minute: the rest stays for trading and the web app. */
const DEFAULT_PLATFORM_INDEXER_WEIGHT = 600;
const DEFAULT_PLATFORM_INDEXER_INTERVAL_MS = 60_000;
const DEFAULT_RATE_LIMITS: RateLimits = { ipPerMinute: 600, sessionPerMinute: 240, signInPerMinute: 30 };

function parsePositiveInteger(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got '${raw}'`);
  }
  return value;
}

function parseList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function parseAdminWallets(raw: string | undefined, network: string): string[] {
  const wallets = parseList(raw);
  if (wallets.length === 0) return network === 'devnet' ? [DEVNET_ADMIN_WALLET] : [];
  for (const wallet of wallets) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(wallet)) {
      throw new Error(`ADMIN_WALLETS must be comma-separated 0x addresses, got '${wallet}'`);
    }
  }
  return wallets.map((wallet) => wallet.toLowerCase());
}

function parseOrigins(raw: string | undefined, port: number): string[] {
  const origins = parseList(raw);
  if (origins.length === 0) return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  return origins.map((origin) => {
    try {
      return new URL(origin).origin;
    } catch {
      throw new Error(`PUBLIC_ORIGINS must be comma-separated URLs, got '${origin}'`);
    }
  });
}

/**
 * On the devnet the browsers reach the exchange from 127.0.0.1; the server's requests leave from
 * this address instead, so the exchange's per-IP request weight counts them apart, as Hyperliquid
 * counts a server's and each browser's.
 */
const DEVNET_EXCHANGE_LOCAL_ADDRESS = '127.0.0.2';

/**
 * `EXCHANGE_LOCAL_ADDRESS`: an IP address, or `system` for the system's choice. Unset: 127.0.0.2 on
 * a Linux devnet whose exchange is on a 127.x address (Linux answers on all of 127/8; other systems
 * only on 127.0.0.1), else the system's choice.
 */
function parseExchangeLocalAddress(
  raw: string | undefined,
  network: string,
  apiUrl: string,
  platform: NodeJS.Platform,
): string | null {
  if (raw === 'system') return null;
  if (raw !== undefined && raw !== '') {
    if (isIP(raw) === 0)
      throw new Error(`EXCHANGE_LOCAL_ADDRESS must be an IP address or 'system', got '${raw}'`);
    return raw;
  }
  const loopbackExchange = /^127\./.test(new URL(apiUrl).hostname);
  return network === 'devnet' && platform === 'linux' && loopbackExchange
    ? DEVNET_EXCHANGE_LOCAL_ADDRESS
    : null;
}

const TELEGRAM_API_ROOT = 'https://api.telegram.org';

/** An http(s) URL without a trailing slash (grammY refuses an API root ending in one). */
function parseBaseUrl(raw: string | undefined, name: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  }
  return url.toString().replace(/\/+$/, '');
}

function parseTelegram(env: Env): TelegramConfig {
  const botToken = env.TELEGRAM_BOT_TOKEN || null;
  if (botToken !== null && !/^\d+:[A-Za-z0-9_-]+$/.test(botToken)) {
    throw new Error('TELEGRAM_BOT_TOKEN must be a token from @BotFather (digits, a colon, then letters)');
  }
  const webhookUrl = parseBaseUrl(env.TELEGRAM_WEBHOOK_URL, 'TELEGRAM_WEBHOOK_URL');
  if (webhookUrl?.startsWith('http:')) throw new Error('TELEGRAM_WEBHOOK_URL must be an https URL');
  return {
    botToken,
    webhookUrl,
    apiRoot: parseBaseUrl(env.TELEGRAM_API_ROOT, 'TELEGRAM_API_ROOT') ?? TELEGRAM_API_ROOT,
  };
}

/** The token-data API keys (secrets: never logged or answered); an empty value is none. */
function tokenDataKeys(env: Env): Pick<ServerConfig, 'birdeyeApiKey' | 'moralisApiKey'> {
  return { birdeyeApiKey: env.BIRDEYE_API_KEY || null, moralisApiKey: env.MORALIS_API_KEY || null };
}

/** `BSC_RPC_URL` + `PLUTO_TOKEN_ADDRESS` + `PLUTO_START_BLOCK`: all three, or none. */
function parsePlutoHolders(env: Env): ServerConfig['plutoHolders'] {
  const rpcUrl = parseBaseUrl(env.BSC_RPC_URL, 'BSC_RPC_URL');
  const token = env.PLUTO_TOKEN_ADDRESS || null;
  const startBlock = env.PLUTO_START_BLOCK || null;
  if (rpcUrl === null && token === null && startBlock === null) return null;
  if (rpcUrl === null || token === null || startBlock === null) {
    throw new Error(
      'BSC_RPC_URL, PLUTO_TOKEN_ADDRESS and PLUTO_START_BLOCK go together: the $PLUTO holders are indexed from that block on that RPC',
    );
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(token))
    throw new Error(`PLUTO_TOKEN_ADDRESS must be a 0x address, got '${token}'`);
  if (!/^\d+$/.test(startBlock))
    throw new Error(`PLUTO_START_BLOCK must be a block number, got '${startBlock}'`);
  return { rpcUrl, token: token as `0x${string}`, startBlock: Number(startBlock) };
}

function parseOneInch(apiKey: string | undefined, referrer: string | undefined): ServerConfig['oneInch'] {
  if (!apiKey) return null;
  if (!referrer || !/^0x[0-9a-fA-F]{40}$/.test(referrer)) {
    throw new Error(
      'ONEINCH_API_KEY needs SPOT_FEE_REFERRER, the 0x address that receives the spot platform fee',
    );
  }
  return { apiKey, referrer: referrer as `0x${string}` };
}

const AI_DEFAULTS = {
  walletDailyCredits: 50,
  visitorDailyCredits: 10,
  llmBaseUrl: 'https://api.openai.com/v1',
  llmModel: 'gpt-4o-mini',
  llmTimeoutMs: 8_000,
  marketDataBaseUrl: 'https://api.twelvedata.com',
  newsBaseUrl: 'https://newsapi.org',
};

/** Each provider is on when its key is set; the devnet simulates stock and forex without one. */
function parseAiAnalysis(env: Env, network: string): AiAnalysisConfig {
  const llmKey = env.LLM_API_KEY || null;
  const marketDataKey = env.MARKET_DATA_API_KEY || null;
  const newsKey = env.NEWS_API_KEY || null;
  return {
    walletDailyCredits: parsePositiveInteger(
      env.AI_WALLET_DAILY_CREDITS,
      'AI_WALLET_DAILY_CREDITS',
      AI_DEFAULTS.walletDailyCredits,
    ),
    visitorDailyCredits: parsePositiveInteger(
      env.AI_VISITOR_DAILY_CREDITS,
      'AI_VISITOR_DAILY_CREDITS',
      AI_DEFAULTS.visitorDailyCredits,
    ),
    llm: llmKey
      ? {
          apiKey: llmKey,
          baseUrl: parseBaseUrl(env.LLM_BASE_URL, 'LLM_BASE_URL') ?? AI_DEFAULTS.llmBaseUrl,
          model: env.LLM_MODEL || AI_DEFAULTS.llmModel,
          timeoutMs: parsePositiveInteger(env.LLM_TIMEOUT_MS, 'LLM_TIMEOUT_MS', AI_DEFAULTS.llmTimeoutMs),
        }
      : null,
    marketData: marketDataKey
      ? {
          apiKey: marketDataKey,
          baseUrl:
            parseBaseUrl(env.MARKET_DATA_BASE_URL, 'MARKET_DATA_BASE_URL') ?? AI_DEFAULTS.marketDataBaseUrl,
        }
      : null,
    news: newsKey
      ? {
          apiKey: newsKey,
          baseUrl: parseBaseUrl(env.NEWS_API_BASE_URL, 'NEWS_API_BASE_URL') ?? AI_DEFAULTS.newsBaseUrl,
        }
      : null,
    simulatedMarkets: network === 'devnet',
  };
}

function parsePort(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got '${raw}'`);
  }
  return port;
}

function requiredS3(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required when STORAGE_PROVIDER is s3`);
  return value;
}

/** STORAGE_PROVIDER: `disk` (default, under STORAGE_DIR) or `s3` (an S3-compatible bucket). */
function parseStorage(env: Env, dataDir: string): StorageConfig {
  const provider = env.STORAGE_PROVIDER || 'disk';
  if (provider === 'disk') return { provider, dir: resolve(env.STORAGE_DIR || defaultStorageDir(dataDir)) };
  if (provider !== 's3') throw new Error(`STORAGE_PROVIDER must be disk or s3, got '${provider}'`);
  const endpoint = env.S3_ENDPOINT || null;
  return {
    provider,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket: requiredS3(env, 'S3_BUCKET'),
    accessKeyId: requiredS3(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: requiredS3(env, 'S3_SECRET_ACCESS_KEY'),
    publicBaseUrl: requiredS3(env, 'S3_PUBLIC_BASE_URL'),
    // S3-compatible services mostly address buckets by path; AWS itself by host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== null,
  };
}

/**
 * What a deployment knows only after it is up: the chains with their RPC URLs and token addresses,
 * the builder and bridge addresses and, on the devnet only, the dev accounts. The devnet supervisor
 * writes this file; a production deployment can ship one too.
 */
function readDeploymentFile(path: string | undefined, network: string): DeploymentFile {
  if (!path) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`RUNTIME_CONFIG_FILE ${path} could not be read: ${(error as Error).message}`);
  }
  const deployment = parseDeploymentFile(raw, `RUNTIME_CONFIG_FILE ${path}`);
  // Dev keys are public anvil keys; offering them outside the devnet would be a trap.
  if (network !== 'devnet' && (deployment.devAccounts?.length ?? 0) > 0) {
    throw new Error('RUNTIME_CONFIG_FILE lists devAccounts, which only a devnet may offer');
  }
  return deployment;
}

/** The origin links made by the server point at (shared trade pages): the first public origin. */
export function publicOrigin(config: Pick<ServerConfig, 'publicOrigins'>): string {
  return config.publicOrigins[0] ?? '';
}

/**
 * Reads the server's configuration from the environment. Every port other than PORT is derived
 * from it, so two copies started with different PORT values never collide.
 */
export function loadServerConfig(
  env: Env = process.env,
  platform: NodeJS.Platform = process.platform,
): ServerConfig {
  const port = parsePort(env.PORT, 'PORT', DEFAULT_PORT);
  const host = env.HOST || '127.0.0.1';
  const exchangePort = parsePort(env.EXCHANGE_PORT, 'EXCHANGE_PORT', port + 1);
  const exchangeHost = env.EXCHANGE_HOST || '127.0.0.1';
  const network = env.PLUTO_NETWORK ?? 'devnet';
  const dataDir = resolve(env.DATA_DIR || resolve(homedir(), '.local/share/pluto'));
  const webDistDir = resolve(env.WEB_DIST_DIR || fileURLToPath(new URL('../../web/dist', import.meta.url)));
  const deployment = readDeploymentFile(env.RUNTIME_CONFIG_FILE, network);

  const runtime = parseRuntimeConfig({
    network,
    exchange: {
      apiUrl: env.EXCHANGE_API_URL || `http://${exchangeHost}:${exchangePort}`,
      wsUrl: env.EXCHANGE_WS_URL || `ws://${exchangeHost}:${exchangePort}/ws`,
      isTestnet: network !== 'mainnet',
      builderAddress: env.BUILDER_ADDRESS || deployment.builderAddress || null,
      bridgeAddress: env.BRIDGE_ADDRESS || deployment.bridgeAddress || null,
      bridgeMinimumUsdc: BRIDGE_MINIMUM_USDC,
    },
    chains: deployment.chains ?? [],
    devAccounts: deployment.devAccounts ?? [],
    links: {
      liquidityPool: env.LIQUIDITY_POOL_URL || 'https://pool.pluto.trade',
      x: env.X_URL || 'https://x.com/plutotrade',
      telegram: env.TELEGRAM_URL || 'https://t.me/plutotrade',
    },
    legal: {
      jurisdiction: env.LEGAL_JURISDICTION || 'Singapore',
      contactEmail: env.LEGAL_CONTACT_EMAIL || 'legal@pluto.trade',
    },
  });

  return {
    host,
    port,
    dataDir,
    webDistDir,
    runtime,
    databaseUrl: env.DATABASE_URL || null,
    publicOrigins: parseOrigins(env.PUBLIC_ORIGINS, port),
    adminWallets: parseAdminWallets(env.ADMIN_WALLETS, runtime.network),
    agentMasterKey: env.AGENT_MASTER_KEY || null,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    spotChains: deployment.spot ?? [],
    oneInch: parseOneInch(env.ONEINCH_API_KEY, env.SPOT_FEE_REFERRER),
    ...tokenDataKeys(env),
    plutoHolders: parsePlutoHolders(env),
    rateLimits: {
      ipPerMinute: parsePositiveInteger(
        env.RATE_LIMIT_IP_PER_MINUTE,
        'RATE_LIMIT_IP_PER_MINUTE',
        DEFAULT_RATE_LIMITS.ipPerMinute,
      ),
      sessionPerMinute: parsePositiveInteger(
        env.RATE_LIMIT_SESSION_PER_MINUTE,
        'RATE_LIMIT_SESSION_PER_MINUTE',
        DEFAULT_RATE_LIMITS.sessionPerMinute,
      ),
      signInPerMinute: parsePositiveInteger(
        env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
        'RATE_LIMIT_SIGN_IN_PER_MINUTE',
        DEFAULT_RATE_LIMITS.signInPerMinute,
      ),
    },
    platformIndexerWeightPerMinute: parsePositiveInteger(
      env.PLATFORM_INDEXER_WEIGHT_PER_MINUTE,
      'PLATFORM_INDEXER_WEIGHT_PER_MINUTE',
      DEFAULT_PLATFORM_INDEXER_WEIGHT,
    ),
    platformIndexerIntervalMs: parsePositiveInteger(
      env.PLATFORM_INDEXER_INTERVAL_MS,
      'PLATFORM_INDEXER_INTERVAL_MS',
      DEFAULT_PLATFORM_INDEXER_INTERVAL_MS,
    ),
    exchangeWeightPerMinute: parsePositiveInteger(
      env.EXCHANGE_WEIGHT_PER_MINUTE,
      'EXCHANGE_WEIGHT_PER_MINUTE',
      IP_WEIGHT_PER_MINUTE,
    ),
    exchangeLocalAddress: parseExchangeLocalAddress(
      env.EXCHANGE_LOCAL_ADDRESS,
      runtime.network,
      runtime.exchange.apiUrl,
      platform,
    ),
    storage: parseStorage(env, dataDir),
    telegram: parseTelegram(env),
    aiAnalysis: parseAiAnalysis(env, runtime.network),
  };
}
