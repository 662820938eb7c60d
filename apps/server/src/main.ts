import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadServerConfig } from './config';
import { createLogger } from './logger';
import { openServices } from './services';

const SHUTDOWN_GRACE_MS = 10_000;

const logger = createLogger();
const config = loadServerConfig();
mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

const services = await openServices(config);
const app = createApp(config, logger, services);
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info: AddressInfo) => {
  const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  logger.info(
    {
      port: info.port,
      dataDir: config.dataDir,
      network: config.runtime.network,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
    },
    'server started',
  );
  // The one line a person starting the product needs.
  console.log(`\nPluto is running at http://${shownHost}:${info.port}\n`);
});

/** Stops taking requests, lets those in flight finish, then closes the database. */
function shutdown(signal: string): void {
  logger.info({ signal }, 'shutting down');
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
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
