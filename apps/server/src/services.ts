import type { KeyObject } from 'node:crypto';
import { PLUTO_CHAIN_ID, PLUTO_SYMBOL } from '@pluto/core';
import type { Kysely } from 'kysely';
import { type Address, createPublicClient, http } from 'viem';
import { bootstrapAdmins } from './auth/roles';
import type { ServerConfig } from './config';
import { AgentWallets } from './custody/agent-wallets';
import { type DatabaseLocation, databaseLocation, openDatabase } from './db/open-database';
import type { Database } from './db/schema';
import { CoalescingCache } from './providers/coalescing-cache';
import { ExchangeGateway } from './providers/exchange/exchange-gateway';
import { AmmPriceProvider } from './providers/spot/amm-prices';
import { AmmSwapProvider } from './providers/spot/amm-swap-provider';
import { OneInchSwapProvider } from './providers/spot/oneinch-swap-provider';
import type { SwapProvider } from './providers/spot/swap-provider';
import type { TokenDataProvider, TransferProvider } from './providers/token-data/token-data-provider';
import { seedSpotCatalogue } from './spot/catalogue';
import { type IndexedChain, indexedChainOf } from './spot/indexer/indexed-chain';
import { IndexedTokenData } from './spot/indexer/indexed-token-data';
import { SpotIndexer } from './spot/indexer/spot-indexer';
import { type ObjectStorage, openObjectStorage } from './storage';

/** What the HTTP layer needs beyond configuration; opened once at start, closed at shutdown. */
export interface AppServices {
  db: Kysely<Database>;
  agentWallets: AgentWallets;
  exchange: ExchangeGateway;
  storage: ObjectStorage;
  swaps: SwapProvider | null;
  plutoPrice: (() => Promise<number>) | null;
  tokenData: TokenDataProvider | null;
  transfers: TransferProvider | null;
}

export interface OpenedServices extends AppServices {
  /** The chain indexer of the deployment's spot chains (the caller starts it); null without any. */
  spotIndexer: SpotIndexer | null;
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
  const indexed = config.spotChains.map(indexedChainOf);
  const indexedData = indexed.length > 0 ? new IndexedTokenData(db, indexed) : null;
  const spotIndexer = spotIndexerFor(config, db, location, indexed);
  return {
    db,
    agentWallets: new AgentWallets(db, masterKey),
    exchange: new ExchangeGateway({
      apiUrl,
      isTestnet,
      localAddress: config.exchangeLocalAddress,
      budget: { weightPerMinute: config.exchangeWeightPerMinute },
    }),
    storage: openObjectStorage(config.storage),
    swaps: swapProviderFor(config),
    plutoPrice: plutoPriceFor(config),
    tokenData: indexedData,
    transfers: indexedData,
    spotIndexer,
    async close() {
      await spotIndexer?.stop();
      await db.destroy();
    },
  };
}

function rpcUrlsOf(config: ServerConfig): Map<number, string> {
  return new Map(config.runtime.chains.map((chain) => [chain.chainId, chain.rpcUrl]));
}

/** The indexer of each spot chain whose RPC URL is known. */
function spotIndexerFor(
  config: ServerConfig,
  db: Kysely<Database>,
  location: DatabaseLocation,
  chains: IndexedChain[],
): SpotIndexer | null {
  const rpcUrls = rpcUrlsOf(config);
  const clients = chains.flatMap((chain) => {
    const rpcUrl = rpcUrls.get(chain.chainId);
    return rpcUrl
      ? [{ chain, client: createPublicClient({ transport: http(rpcUrl, { batch: true }) }) }]
      : [];
  });
  return clients.length > 0 ? new SpotIndexer(db, location, clients) : null;
}

/** The deployment's own AMM where it names one (the devnet), else 1inch when a key is configured. */
function swapProviderFor(config: ServerConfig): SwapProvider | null {
  if (config.spotChains.length > 0) return new AmmSwapProvider(config.spotChains, rpcUrlsOf(config));
  return config.oneInch ? new OneInchSwapProvider(config.oneInch) : null;
}

/** Prices are read at most once per 15 s per token, however many browsers ask (issue 24). */
const PRICE_TTL_MS = 15_000;

/**
 * $PLUTO's price from the devnet's pools; production's token-data provider (Birdeye) is to come, and
 * until then the function answers the seed's default.
 */
function plutoPriceFor(config: ServerConfig): (() => Promise<number>) | null {
  const pluto = config.runtime.chains.find((chain) => chain.chainId === PLUTO_CHAIN_ID)?.tokens[PLUTO_SYMBOL];
  if (!pluto || config.spotChains.length === 0) return null;
  const prices = new AmmPriceProvider(config.spotChains, rpcUrlsOf(config));
  const cache = new CoalescingCache<number>(PRICE_TTL_MS);
  return () =>
    cache.get(`${PLUTO_CHAIN_ID}-${pluto.toLowerCase()}`, () =>
      prices.usdPrice(PLUTO_CHAIN_ID, pluto as Address),
    );
}
