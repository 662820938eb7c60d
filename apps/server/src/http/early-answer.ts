import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

/**
 * Closes the connection after an answer given before the request's body arrived in full (a 413 from
 * its declared length, a 429, 403 or 415 that never reads it). The rest of that body is still on
 * the socket: the HTTP layer drains it for a moment and then drops the socket, so a keep-alive
 * client that reused it would see its next request reset. `Connection: close` tells it to open a
 * fresh one. Without a Node socket (`app.request` in tests) there is nothing to close.
 */
export function closeAfterEarlyAnswer(): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming;
    if (incoming && !incoming.complete) c.header('Connection', 'close');
  };
}
