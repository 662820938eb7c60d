import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

function incomingOf(bindings: unknown): IncomingMessage | undefined {
  if (typeof bindings !== 'object' || bindings === null || !('incoming' in bindings)) return undefined;
  return bindings.incoming as IncomingMessage;
}

/**
 * The address the request came from. Behind a proxy (trustProxy) it is the last X-Forwarded-For
 * entry, the one the proxy itself appended; earlier entries are client-controlled.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return incomingOf(c.env)?.socket.remoteAddress ?? 'unknown';
}
