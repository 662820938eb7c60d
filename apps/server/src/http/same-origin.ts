import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as coming from another origin; a second line
 * behind the SameSite=Lax cookie and the JSON-only bodies.
 */
export function sameOriginWrites(publicOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(publicOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!SAFE_METHODS.has(c.req.method) && origin !== undefined && !allowed.has(origin)) {
      return c.json({ error: 'Cross-origin request refused' }, 403);
    }
    await next();
  };
}
