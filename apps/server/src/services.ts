import type { KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import { bootstrapAdmins } from './auth/roles';
import type { ServerConfig } from './config';
import { AgentWallets } from './custody/agent-wallets';
import { type DatabaseLocation, databaseLocation, openDatabase } from './db/open-database';
import type { Database } from './db/schema';
import { ExchangeGateway } from './providers/exchange/exchange-gateway';
import { AmmSwapProvider } from './providers/spot/amm-swap-provider';
import { OneInchSwapProvider } from './providers/spot/oneinch-swap-provider';
import type { SwapProvider } from './providers/spot/swap-provider';
import { seedSpotCatalogue } from './spot/catalogue';

/** What the HTTP layer needs beyond configuration; opened once at start, closed at shutdown. */
export interface AppServices {
  db: Kysely<Database>;
  agentWallets: AgentWallets;
  exchange: ExchangeGateway;
  swaps: SwapProvider | null;
}

export interface OpenedServices extends AppServices {
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), makes the configured admins and lists the deployment's spot
 * tokens and pools in the catalogue; agent keys are sealed with
 * `masterKey` (`loadMasterKey`). `location` overrides the configured database (tests use in-memory
 * PGlite or a private server).
 */
export async function openServices(
  config: ServerConfig,
  masterKey: KeyObject,
  location: DatabaseLocation = databaseLocation(config.databaseUrl, config.dataDir),
): Promise<OpenedServices> {
  const db = await openDatabase(location);
  try {
    await bootstrapAdmins(db, config.adminWallets);
    await seedSpotCatalogue(db, config.spotChains);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const { apiUrl, isTestnet } = config.runtime.exchange;
  return {
    db,
    agentWallets: new AgentWallets(db, masterKey),
    exchange: new ExchangeGateway({ apiUrl, isTestnet }),
    swaps: swapProviderFor(config),
    close: () => db.destroy(),
  };
}

/** The deployment's own AMM where it names one (the devnet), else 1inch when a key is configured. */
function swapProviderFor(config: ServerConfig): SwapProvider | null {
  if (config.spotChains.length > 0) {
    const rpcUrls = new Map(config.runtime.chains.map((chain) => [chain.chainId, chain.rpcUrl]));
    return new AmmSwapProvider(config.spotChains, rpcUrls);
  }
  return config.oneInch ? new OneInchSwapProvider(config.oneInch) : null;
}
