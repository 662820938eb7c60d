import { isTradingScreenPath } from '@pluto/core';
import { Hono } from 'hono';
import { mountAuthRoutes } from './auth/routes';
import type { ServerConfig } from './config';
import { isDatabaseReachable } from './db/open-database';
import { mountFunctions } from './functions/mount-functions';
import { SERVER_FUNCTIONS } from './functions/registry';
import { isApiPath, mountApiGuards } from './http/api-guards';
import { clientIp } from './http/client-ip';
import { closeAfterEarlyAnswer } from './http/early-answer';
import { HttpError } from './http/http-error';
import { securityHeaders } from './http/security-headers';
import { mountStaticSite } from './http/static-site';
import type { Logger } from './logger';
import { MarketSnapshots } from './providers/exchange/market-snapshot';
import type { AppServices } from './services';
import { mountSpotCatalogueRoutes } from './spot/catalogue-routes';

export function createApp(config: ServerConfig, logger: Logger, services: AppServices): Hono {
  const app = new Hono();
  const { db } = services;

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const api = isApiPath(c.req.path);
    logger[api ? 'info' : 'debug'](
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ...(api ? { ip: clientIp(c, config.trustProxy), address: c.get('session')?.address } : {}),
      },
      'request',
    );
  });
  app.use('*', closeAfterEarlyAnswer());
  app.use('*', securityHeaders(config.runtime));

  mountApiGuards(app, config, db);

  app.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (await isDatabaseReachable(db)) return c.json({ status: 'ok' });
    return c.json({ status: 'unavailable', error: 'Database unreachable' }, 503);
  });
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config.runtime);
  });

  mountAuthRoutes(app, {
    db,
    logger,
    publicOrigins: config.publicOrigins,
    secureCookie: config.runtime.network !== 'devnet',
  });
  mountFunctions(app, SERVER_FUNCTIONS, {
    db,
    agentWallets: services.agentWallets,
    logger,
    exchange: services.exchange,
    builderAddress: config.runtime.exchange.builderAddress,
    swaps: services.swaps,
    plutoPrice: services.plutoPrice,
  });
  mountSpotCatalogueRoutes(app, db);
  const marketSnapshots = new MarketSnapshots(services.exchange.info);
  // Read once now, so the first trading page already finds the markets instead of a cold exchange.
  void marketSnapshots.fresh();
  mountStaticSite(app, config.webDistDir, {
    preconnectOrigins: [new URL(config.runtime.exchange.apiUrl).origin],
    pageData: async (path) => {
      const perpMarkets = isTradingScreenPath(path) ? await marketSnapshots.fresh() : undefined;
      return perpMarkets ? { config: config.runtime, perpMarkets } : { config: config.runtime };
    },
  });

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message }, error.status);
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'Internal server error' }, 500);
  });

  return app;
}
