import { join } from 'node:path';
import { isTradingScreenPath } from '@pluto/core';
import { Hono } from 'hono';
import { mountAuthRoutes } from './auth/routes';
import { publicOrigin, type ServerConfig } from './config';
import { isDatabaseReachable } from './db/open-database';
import type { BaseFunctionContext } from './functions/function-definition';
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
import { sharedTradeMetaTags, shareIdOfPath } from './share/share-meta';
import { findSharedTrade } from './share/trade-summaries';
import { mountCandleRoutes } from './spot/candle-service';
import { mountSpotCatalogueRoutes } from './spot/catalogue-routes';
import { spotPairPageData } from './spot/pair-page-data';
import { mountStorageRoutes } from './storage';
import { mountPerpLogos, PerpLogos } from './storage/perp-logos';
import { TelegramService } from './telegram/telegram-service';

function baseFunctionContext(
  config: ServerConfig,
  logger: Logger,
  services: AppServices,
): BaseFunctionContext {
  return {
    db: services.db,
    agentWallets: services.agentWallets,
    logger,
    exchange: services.exchange,
    builderAddress: config.runtime.exchange.builderAddress,
    storage: services.storage,
    publicOrigin: publicOrigin(config),
    swaps: services.swaps,
    plutoPrice: services.plutoPrice,
    aiAnalysis: services.aiAnalysis,
    tokenData: services.tokenData,
    transfers: services.transfers,
    treasuryHolders: services.treasuryHolders,
  };
}

/** The Telegram bot; the devnet also gets its in-browser console. Started (long polling) and stopped by the caller. */
export function createTelegram(config: ServerConfig, logger: Logger, services: AppServices): TelegramService {
  const { wsUrl, isTestnet } = config.runtime.exchange;
  return new TelegramService(config.telegram, baseFunctionContext(config, logger, services), {
    console: config.runtime.network === 'devnet',
    userFeed: { wsUrl, isTestnet, localAddress: config.exchangeLocalAddress },
  });
}

export function createApp(
  config: ServerConfig,
  logger: Logger,
  services: AppServices,
  telegram: TelegramService = createTelegram(config, logger, services),
): Hono {
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
  const perpLogos = new PerpLogos(join(config.dataDir, 'storage', 'perps-logos'));
  mountFunctions(
    app,
    SERVER_FUNCTIONS,
    { ...baseFunctionContext(config, logger, services), telegram, perpLogos },
    (c) => clientIp(c, config.trustProxy),
  );
  telegram.mount(app);
  mountPerpLogos(app, perpLogos);
  mountStorageRoutes(app, services.storage);
  mountSpotCatalogueRoutes(app, db);
  mountCandleRoutes(app, services.tokenData);
  const marketSnapshots = new MarketSnapshots(services.exchange.spareInfo);
  // Read once now, so the first trading page already finds the markets instead of a cold exchange.
  void marketSnapshots.fresh();
  mountStaticSite(app, config.webDistDir, {
    preconnectOrigins: [new URL(config.runtime.exchange.apiUrl).origin],
    pageData: async (path) => {
      const [perpMarkets, logos, spot] = await Promise.all([
        isTradingScreenPath(path) ? marketSnapshots.fresh() : undefined,
        perpLogos.names(),
        spotPairPageData(db, services.tokenData, path),
      ]);
      return { config: config.runtime, perpLogos: logos, ...(perpMarkets && { perpMarkets }), ...spot };
    },
    headTags: async (path) => {
      const shareId = shareIdOfPath(path);
      const shared = shareId && (await findSharedTrade(db, services.storage, shareId));
      return shared ? sharedTradeMetaTags(shared, publicOrigin(config)) : '';
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
