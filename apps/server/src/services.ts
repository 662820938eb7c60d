import type { KeyObject } from 'node:crypto';
import { PLUTO_CHAIN_ID, PLUTO_SYMBOL, tokenDataKey } from '@pluto/core';
import type { Kysely } from 'kysely';
import { type Address, createPublicClient, http, type PublicClient } from 'viem';
import { AiAnalysisService } from './ai-analysis/analysis-service';
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
import { BirdeyeTokenData } from './providers/token-data/birdeye-token-data';
import { CachedTokenData, TOKEN_DATA_TTL_MS } from './providers/token-data/cached-token-data';
import { MoralisTransfers } from './providers/token-data/moralis-transfers';
import type { TokenDataProvider, TransferProvider } from './providers/token-data/token-data-provider';
import { seedSpotCatalogue } from './spot/catalogue';
import { ChainReadingTokenData } from './spot/chain-token-metadata';
import { CatalogueFollower } from './spot/indexer/catalogue-follower';
import { type IndexedChain, indexedChainOf, tokenHoldersChain } from './spot/indexer/indexed-chain';
import { DEFAULT_SPOT_INDEXER_OPTIONS, SpotIndexer } from './spot/indexer/spot-indexer';
import { seedTokenLogos } from './spot/token-logos';
import { type ObjectStorage, openObjectStorage } from './storage';
import { chainContractDetector, IndexedHolderBalances } from './treasury/holder-balances';
import { TreasuryHolders } from './treasury/treasury-holders';

/** What the HTTP layer needs beyond configuration; opened once at start, closed at shutdown. */
export interface AppServices {
  db: Kysely<Database>;
  agentWallets: AgentWallets;
  exchange: ExchangeGateway;
  storage: ObjectStorage;
  swaps: SwapProvider | null;
  plutoPrice: (() => Promise<number>) | null;
  aiAnalysis: AiAnalysisService;
  tokenData: TokenDataProvider | null;
  transfers: TransferProvider | null;
  treasuryHolders: TreasuryHolders | null;
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
  const storage = openObjectStorage(config.storage);
  try {
    await bootstrapAdmins(db, config.adminWallets);
    await seedSpotCatalogue(db, config.spotChains);
    await seedTokenLogos(db, storage, config.spotChains);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const { apiUrl, isTestnet } = config.runtime.exchange;
  const exchange = new ExchangeGateway({
    apiUrl,
    isTestnet,
    localAddress: config.exchangeLocalAddress,
    budget: { weightPerMinute: config.exchangeWeightPerMinute },
  });
  const indexed = config.spotChains.map(indexedChainOf);
  // Metadata also for ERC-20s not listed yet: the admin adds tokens by address (issue 26).
  const indexedData = indexed.length > 0 ? new ChainReadingTokenData(db, indexed, rpcUrlsOf(config)) : null;
  const sources = indexedSources(config, indexed);
  const spotIndexer = spotIndexerFor(config, db, location, sources);
  const tokenData = tokenDataFor(config, indexedData);
  const treasuryHolders = treasuryHoldersFor(db, sources);
  return {
    db,
    agentWallets: new AgentWallets(db, masterKey),
    exchange,
    aiAnalysis: new AiAnalysisService(config.aiAnalysis, db, exchange),
    storage,
    swaps: swapProviderFor(config),
    plutoPrice: plutoPriceFor(config, tokenData),
    tokenData,
    transfers:
      indexedData ?? (config.moralisApiKey ? new MoralisTransfers({ apiKey: config.moralisApiKey }) : null),
    treasuryHolders,
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

/** A chain the spot indexer reads, with the client it reads it through. */
interface IndexedSource {
  chain: IndexedChain;
  client: PublicClient;
}

/**
 * What the spot indexer reads: each deployment chain whose RPC URL is known (the devnet), and, where
 * none of them is BSC, $PLUTO alone on `BSC_RPC_URL` for the treasury's holders (production).
 */
function indexedSources(config: ServerConfig, indexed: IndexedChain[]): IndexedSource[] {
  const rpcUrls = rpcUrlsOf(config);
  const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl, { batch: true }) });
  const sources = indexed.flatMap((chain) => {
    const rpcUrl = rpcUrls.get(chain.chainId);
    return rpcUrl ? [{ chain, client: clientOf(rpcUrl) }] : [];
  });
  const holders = config.plutoHolders;
  if (holders && !sources.some(({ chain }) => chain.chainId === PLUTO_CHAIN_ID)) {
    const pluto = { address: holders.token, symbol: PLUTO_SYMBOL, decimals: PLUTO_DECIMALS };
    sources.push({
      chain: tokenHoldersChain(PLUTO_CHAIN_ID, pluto, holders.startBlock),
      client: clientOf(holders.rpcUrl),
    });
  }
  return sources;
}

/** $PLUTO's price from the token-data provider (cached there); no record is a failure (the default is answered). */
async function tokenDataPrice(tokenData: TokenDataProvider, pluto: Address): Promise<number> {
  const record = (await tokenData.multiPrices([{ chainId: PLUTO_CHAIN_ID, address: pluto }]))[
    tokenDataKey(PLUTO_CHAIN_ID, pluto)
  ];
  if (!record || record.price <= 0) throw new Error('the token-data provider has no $PLUTO price');
  return record.price;
}

/**
 * The indexer of the sources, following on each deployment chain its tokens and pools and those the
 * catalogue lists (looked up on the deployment's factory).
 */
function spotIndexerFor(
  config: ServerConfig,
  db: Kysely<Database>,
  location: DatabaseLocation,
  sources: IndexedSource[],
): SpotIndexer | null {
  if (sources.length === 0) return null;
  const factories = new Map(
    sources.flatMap(({ chain, client }) => {
      const deployment = config.spotChains.find((spot) => spot.chainId === chain.chainId);
      return deployment ? [[chain.chainId, { factory: deployment.factory as Address, client }] as const] : [];
    }),
  );
  return new SpotIndexer(
    db,
    location,
    sources,
    DEFAULT_SPOT_INDEXER_OPTIONS,
    new CatalogueFollower(db, factories),
  );
}

/** The top $PLUTO holders, from the indexed balances of BSC's $PLUTO; null where BSC is not indexed. */
function treasuryHoldersFor(db: Kysely<Database>, sources: IndexedSource[]): TreasuryHolders | null {
  const bsc = sources.find(({ chain }) => chain.chainId === PLUTO_CHAIN_ID);
  const pluto = bsc?.chain.tokens.find((token) => token.symbol === PLUTO_SYMBOL);
  if (!bsc || !pluto) return null;
  const { client } = bsc;
  return new TreasuryHolders(
    db,
    new IndexedHolderBalances(db, PLUTO_CHAIN_ID, pluto.address),
    chainContractDetector(client),
  );
}

/** The deployment's own AMM where it names one (the devnet), else 1inch when a key is configured. */
function swapProviderFor(config: ServerConfig): SwapProvider | null {
  if (config.spotChains.length > 0) return new AmmSwapProvider(config.spotChains, rpcUrlsOf(config));
  return config.oneInch ? new OneInchSwapProvider(config.oneInch) : null;
}

/** $PLUTO is an 18-decimal BEP-20 (the devnet deploys it so too). */
const PLUTO_DECIMALS = 18;

/** Prices are read at most once per 15 s per token, however many browsers ask (issue 24). */
const PRICE_TTL_MS = 15_000;

/**
 * The devnet's indexer, else Birdeye when a key is configured, behind the caches either way (prices
 * 15 s, volumes 20 s, metadata an hour).
 */
function tokenDataFor(config: ServerConfig, indexed: TokenDataProvider | null): TokenDataProvider | null {
  // The local indexer's candles are read fresh: the live socket pushes each block's change.
  if (indexed) return new CachedTokenData(indexed, { ...TOKEN_DATA_TTL_MS, candles: 0 });
  return config.birdeyeApiKey
    ? new CachedTokenData(new BirdeyeTokenData({ apiKey: config.birdeyeApiKey }))
    : null;
}

/**
 * $PLUTO's price: from the devnet's pools, else from the token-data provider (Birdeye in
 * production); without either the function answers the seed's default.
 */
function plutoPriceFor(
  config: ServerConfig,
  tokenData: TokenDataProvider | null,
): (() => Promise<number>) | null {
  const pluto = config.runtime.chains.find((chain) => chain.chainId === PLUTO_CHAIN_ID)?.tokens[PLUTO_SYMBOL];
  if (!pluto) return null;
  if (config.spotChains.length === 0)
    return tokenData ? () => tokenDataPrice(tokenData, pluto as Address) : null;
  const prices = new AmmPriceProvider(config.spotChains, rpcUrlsOf(config));
  const cache = new CoalescingCache<number>(PRICE_TTL_MS);
  return () =>
    cache.get(`${PLUTO_CHAIN_ID}-${pluto.toLowerCase()}`, () =>
      prices.usdPrice(PLUTO_CHAIN_ID, pluto as Address),
    );
}
