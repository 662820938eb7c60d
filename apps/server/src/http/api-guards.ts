import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import { loadSession } from '../auth/session-middleware';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { clientIp } from './client-ip';
import { RateLimiter, rateLimit } from './rate-limit';
import { sameOriginWrites } from './same-origin';

/** The paths of the API; everything else is the web app. */
const API_ROUTES = ['/api/*', '/auth/*', '/functions/*'];
const SIGN_IN_ROUTES = ['/auth/nonce', '/auth/verify'];
const MAX_BODY_BYTES = 64 * 1024;
/**
 * Uploads carry an image as a data URL: a logo under 2 MB is under 2.7 MB in base64. The limit is
 * higher so a larger file reaches the upload's own check and gets its text ('Image size must be
 * less than 2MB') rather than this one.
 */
const UPLOAD_ROUTES = ['/functions/upload-token-logo', '/functions/upload-perp-logo'];
const MAX_UPLOAD_BODY_BYTES = 5 * 1024 * 1024;

export function isApiPath(path: string): boolean {
  return API_ROUTES.some((route) => path.startsWith(route.slice(0, -1)));
}

/**
 * What every API request passes before its route: the per-IP limit, the body size limit, the
 * same-origin check for writes, then the session (read from its cookie). Sign-in has a tighter
 * per-IP limit; functions are also limited per session.
 */
export function mountApiGuards(app: Hono, config: ServerConfig, db: Kysely<Database>): void {
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.trustProxy);
  const perIp = new RateLimiter(config.rateLimits.ipPerMinute);
  const perIpSignIn = new RateLimiter(config.rateLimits.signInPerMinute);
  const perSession = new RateLimiter(config.rateLimits.sessionPerMinute);

  for (const route of API_ROUTES) {
    app.use(route, rateLimit(perIp, ipOf));
    app.use(route, async (c, next) => {
      const maxSize = UPLOAD_ROUTES.includes(c.req.path) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
      return bodyLimit({
        maxSize,
        onError: (c) => c.json({ error: `Request body too large (limit ${maxSize} bytes)` }, 413),
      })(c, next);
    });
    app.use(route, sameOriginWrites(config.publicOrigins));
    app.use(route, loadSession(db));
  }
  for (const route of SIGN_IN_ROUTES) app.use(route, rateLimit(perIpSignIn, ipOf));
  app.use(
    '/functions/*',
    rateLimit(perSession, (c) => c.get('session')?.tokenHash ?? null),
  );
}
