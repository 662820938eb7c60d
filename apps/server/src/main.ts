import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, createTelegram } from './app';
import { loadServerConfig, type ServerConfig } from './config';
import { loadMasterKey, masterKeyPath } from './custody/master-key';
import { createLogger } from './logger';
import { openServices } from './services';
import { CandleSocket } from './spot/candle-service';

const SHUTDOWN_GRACE_MS = 10_000;

const logger = createLogger();

/** The lines a person starting the product needs: where it runs and, on the devnet, where its key is. */
function startOutput(config: ServerConfig, port: number): string {
  const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const lines = [`Pluto is running at http://${shownHost}:${port}`];
  if (config.runtime.network === 'devnet' && config.agentMasterKey === null) {
    lines.push(
      `Devnet: agent keys are encrypted with ${masterKeyPath(config.dataDir)}, kept in the data folder next to the database by design; anywhere else AGENT_MASTER_KEY is required.`,
    );
  }
  return `\n${lines.join('\n')}\n`;
}

async function start(): Promise<void> {
  const config = loadServerConfig();
  // Before anything is written: outside the devnet a missing AGENT_MASTER_KEY refuses the start here.
  const masterKey = loadMasterKey({
    configured: config.agentMasterKey,
    network: config.runtime.network,
    dataDir: config.dataDir,
  });
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

  const services = await openServices(config, masterKey);
  const telegram = createTelegram(config, logger, services);
  const app = createApp(config, logger, services, telegram);
  const server = serve(
    { fetch: app.fetch, hostname: config.host, port: config.port },
    (info: AddressInfo) => {
      logger.info(
        {
          port: info.port,
          dataDir: config.dataDir,
          network: config.runtime.network,
          database: config.databaseUrl ? 'postgresql' : 'pglite',
        },
        'server started',
      );
      console.log(startOutput(config, info.port));
      telegram.start();
      services.spotIndexer?.start(logger);
    },
  );

  // Live candles: pushed as the indexer lands each block range.
  const candleSocket = services.tokenData ? new CandleSocket(services.tokenData, logger) : null;
  if (candleSocket) {
    candleSocket.attach(server);
    services.spotIndexer?.onIndexed((chainId) => void candleSocket.refresh(chainId));
  }

  /** Stops taking requests, lets those in flight finish, then closes the database. */
  function shutdown(signal: string): void {
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    void telegram
      .stop()
      .catch((error: unknown) => logger.warn({ err: error }, 'stopping the telegram bot failed'));
    candleSocket?.close();
    server.close(() => {
      services.close().then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(1);
        },
      );
    });
  }
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'start failed');
  console.error(`\nPluto could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
