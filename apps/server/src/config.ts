import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RuntimeConfig, runtimeConfigSchema } from '@pluto/core';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  webDistDir: string;
  runtime: RuntimeConfig;
}

type Env = Record<string, string | undefined>;

const DEFAULT_PORT = 8080;
const BRIDGE_MINIMUM_USDC = 5;

function parsePort(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got '${raw}'`);
  }
  return port;
}

/**
 * Reads the server's configuration from the environment. Every port other than PORT is derived
 * from it, so two copies started with different PORT values never collide.
 */
export function loadServerConfig(env: Env = process.env): ServerConfig {
  const port = parsePort(env.PORT, 'PORT', DEFAULT_PORT);
  const host = env.HOST || '127.0.0.1';
  const exchangePort = parsePort(env.EXCHANGE_PORT, 'EXCHANGE_PORT', port + 1);
  const exchangeHost = env.EXCHANGE_HOST || '127.0.0.1';
  const network = env.PLUTO_NETWORK ?? 'devnet';
  const dataDir = resolve(env.DATA_DIR || resolve(homedir(), '.local/share/pluto'));
  const webDistDir = resolve(env.WEB_DIST_DIR || fileURLToPath(new URL('../../web/dist', import.meta.url)));

  const runtime = runtimeConfigSchema.parse({
    network,
    exchange: {
      apiUrl: env.EXCHANGE_API_URL || `http://${exchangeHost}:${exchangePort}`,
      wsUrl: env.EXCHANGE_WS_URL || `ws://${exchangeHost}:${exchangePort}/ws`,
      isTestnet: network !== 'mainnet',
      builderAddress: env.BUILDER_ADDRESS || null,
      bridgeAddress: env.BRIDGE_ADDRESS || null,
      bridgeMinimumUsdc: BRIDGE_MINIMUM_USDC,
    },
    chains: [],
    devAccounts: [],
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

  return { host, port, dataDir, webDistDir, runtime };
}
