import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Paths owned by the API; a miss there is a JSON 404, never the app's HTML. */
const API_PREFIXES = ['/api/', '/functions/', '/auth/', '/storage/'];

function readIndexHtml(webDistDir: string): string {
  try {
    return readFileSync(join(webDistDir, 'index.html'), 'utf8');
  } catch {
    throw new Error(`The web app is not built: ${webDistDir}/index.html is missing (run 'npm run build').`);
  }
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else revalidated,
 * and any other page path answered with index.html so the client router decides (history fallback).
 */
export function mountStaticSite(app: Hono, webDistDir: string): void {
  const indexHtml = readIndexHtml(webDistDir);

  const files = serveStatic({ root: webDistDir, index: '' });
  app.use('*', async (c, next) => {
    // Directory paths are pages, answered by the fallback below.
    if (c.req.path.endsWith('/')) return next();
    const file = await files(c, next);
    if (!(file instanceof Response)) return;
    file.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : SHORT);
    return file;
  });

  app.get('*', (c) => {
    const path = c.req.path;
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return c.json({ error: 'Not found' }, 404);
    }
    // A missing hashed asset must fail loudly, not load HTML as a script.
    if (path.startsWith('/assets/')) return c.text('Not found', 404);
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml);
  });
}
