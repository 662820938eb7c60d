import type { Hono } from 'hono';
import { isObjectName, type ObjectStorage } from './object-storage';

/** Where the server serves stored objects. */
export const STORAGE_ROUTE_PREFIX = '/storage';

/**
 * `GET /storage/<bucket>/<path>`: a stored object with the content type and cache header it was
 * stored with (the server's, never guessed from the name), sandboxed, or a JSON 404.
 */
export function mountStorageRoutes(app: Hono, storage: ObjectStorage): void {
  app.get(`${STORAGE_ROUTE_PREFIX}/:bucket/*`, async (c) => {
    const bucket = c.req.param('bucket');
    // Object names are URL-safe: the path is taken as it came, so no escape can form '..' or '/'.
    const path = c.req.path.slice(`${STORAGE_ROUTE_PREFIX}/${bucket}/`.length);
    const object = isObjectName(bucket, path) ? await storage.get(bucket, path) : null;
    if (!object) return c.json({ error: 'Not found' }, 404);
    c.header('Content-Type', object.contentType);
    c.header('Cache-Control', object.cacheControl);
    c.header('X-Content-Type-Options', 'nosniff');
    // Uploads are served as files, never as documents: opened on their own they run nothing.
    c.header('Content-Security-Policy', 'sandbox');
    return c.body(object.body as Uint8Array<ArrayBuffer>);
  });
}
