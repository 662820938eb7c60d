import type { KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AiAnalysisService } from './ai-analysis/analysis-service';
import { bootstrapAdmins } from './auth/roles';
import type { ServerConfig } from './config';
import { AgentWallets } from './custody/agent-wallets';
import { type DatabaseLocation, databaseLocation, openDatabase } from './db/open-database';
import type { Database } from './db/schema';
import { ExchangeGateway } from './providers/exchange/exchange-gateway';
import { type ObjectStorage, openObjectStorage } from './storage';

/** What the HTTP layer needs beyond configuration; opened once at start, closed at shutdown. */
export interface AppServices {
  db: Kysely<Database>;
  agentWallets: AgentWallets;
  exchange: ExchangeGateway;
  storage: ObjectStorage;
  aiAnalysis: AiAnalysisService;
}

export interface OpenedServices extends AppServices {
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it) and makes the configured admins; agent keys are sealed with
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
  return {
    db,
    agentWallets: new AgentWallets(db, masterKey),
    exchange,
    aiAnalysis: new AiAnalysisService(config.aiAnalysis, db, exchange),
    storage: openObjectStorage(config.storage),
    close: () => db.destroy(),
  };
}
