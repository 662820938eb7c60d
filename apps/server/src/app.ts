import { Hono } from 'hono';
import type { ServerConfig } from './config';
import { securityHeaders } from './http/security-headers';
import { mountStaticSite } from './http/static-site';
import type { Logger } from './logger';

export function createApp(config: ServerConfig, logger: Logger): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use('*', securityHeaders(config.runtime));

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config.runtime);
  });

  mountStaticSite(app, config.webDistDir);

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'Internal server error' }, 500);
  });

  return app;
}
