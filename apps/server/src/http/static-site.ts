import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PAGE_DATA_ELEMENT_ID, type PageData, serializePageData } from '@pluto/core';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { type ContentEncoding, negotiateEncoding, PRECOMPRESSED_ENCODINGS } from './content-encoding';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Paths owned by the API; a miss there is a JSON 404, never the app's HTML. */
const API_PREFIXES = ['/api/', '/functions/', '/auth/', '/storage/'];

const INDEX_PATH = '/index.html';

interface Representation {
  file: string;
  size: number;
  etag: string;
  lastModified: string;
}

interface StaticFile {
  contentType: string;
  /** identity always; br / gzip when the build wrote them next to the file. */
  representations: Map<ContentEncoding, Representation>;
}

function representation(file: string): Representation {
  const stats = statSync(file);
  return {
    file,
    size: stats.size,
    // Strong and distinct per encoding (RFC 9110 §8.8.3): size and modification time of that file.
    etag: `"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`,
    lastModified: stats.mtime.toUTCString(),
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

const isPrecompressed = (file: string) =>
  PRECOMPRESSED_ENCODINGS.some((encoding) => file.endsWith(encoding.extension));

/**
 * The build's files by URL path, read once at start: the build is immutable while the server runs
 * (index.html was always read once), and a lookup in this map is the only way a request reaches the
 * disk, so no path can escape the folder.
 */
function indexSite(webDistDir: string): Map<string, StaticFile> {
  const site = new Map<string, StaticFile>();
  for (const file of listFiles(webDistDir)) {
    if (isPrecompressed(file)) continue;
    const representations = new Map<ContentEncoding, Representation>([['identity', representation(file)]]);
    for (const { name, extension } of PRECOMPRESSED_ENCODINGS) {
      if (existsSync(file + extension)) representations.set(name, representation(file + extension));
    }
    const urlPath = `/${relative(webDistDir, file).split(sep).join('/')}`;
    site.set(urlPath, { contentType: getMimeType(file) ?? 'application/octet-stream', representations });
  }
  return site;
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Answers with the representation of `file` the client accepts best (brotli, gzip or identity),
 * honouring If-None-Match; `Vary: Accept-Encoding` whenever the answer depends on it.
 */
async function sendFile(
  c: Context,
  file: StaticFile,
  cacheControl: string,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<Response> {
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), [...file.representations.keys()]);
  // The identity representation always exists; the map is built with it first.
  const chosen =
    file.representations.get(encoding) ?? (file.representations.get('identity') as Representation);
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    ETag: chosen.etag,
    'Last-Modified': chosen.lastModified,
  };
  if (file.representations.size > 1) headers.Vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  if (ifNoneMatch(c.req.header('If-None-Match'), chosen.etag)) return c.body(null, 304, headers);
  headers['Content-Length'] = String(chosen.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(await readFile(chosen.file)), 200, headers);
}

export interface StaticSiteOptions {
  /**
   * Origins the page fetches from at once (the exchange): every page answer names them in a
   * `Link: rel=preconnect` header, so the browser opens the connection while it loads the scripts
   * instead of after them. Anonymous (`crossorigin`), as the app's fetches carry no credentials.
   */
  preconnectOrigins?: readonly string[];
  /**
   * The data a page's first render needs (core `PageData`), written into every page answer so the
   * browser does not fetch it after its scripts. The page is then composed and compressed per request.
   */
  pageData?: (path: string) => Promise<PageData>;
  /** Tags written into the page's `<head>` for `path` (e.g. a shared trade's preview meta tags). */
  headTags?: (path: string) => Promise<string>;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** Per-request compression of a page: fast settings, as the page is small and goes out at once. */
const compressPage: Record<Exclude<ContentEncoding, 'identity'>, (page: Buffer) => Promise<Buffer>> = {
  br: (page) => compressBrotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (page) => compressGzip(page, { level: 6 }),
};

/** `html` with `insert` placed before its last `marker` (appended without one). */
function insertBefore(html: string, marker: string, insert: string): string {
  if (insert === '') return html;
  const at = html.lastIndexOf(marker);
  return at === -1 ? html + insert : `${html.slice(0, at)}${insert}${html.slice(at)}`;
}

/**
 * index.html with the page data in a JSON script element (never executed: the CSP allows no inline
 * script), and any head tags of the page.
 */
function composePage(indexHtml: string, data: PageData, headTags = ''): string {
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>`;
  return insertBefore(insertBefore(indexHtml, '</body>', element), '</head>', headTags);
}

/** A composed page, compressed as the client accepts; never cached (it carries live data). */
async function sendPage(c: Context, page: string, extraHeaders: Readonly<Record<string, string>>) {
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
  const plain = Buffer.from(page);
  const body = encoding === 'identity' ? plain : await compressPage[encoding](plain);
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
  };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body), 200, headers);
}

/** The `Link` header value preconnecting to each origin, or none without origins. */
function preconnectLinks(origins: readonly string[]): Record<string, string> {
  if (origins.length === 0) return {};
  return { Link: origins.map((origin) => `<${origin}>; rel=preconnect; crossorigin`).join(', ') };
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else revalidated,
 * and any other page path answered with index.html so the client router decides (history fallback).
 * Every file goes out precompressed when the client accepts it (the build writes .br and .gz).
 */
export function mountStaticSite(app: Hono, webDistDir: string, options: StaticSiteOptions = {}): void {
  const site = existsSync(webDistDir) ? indexSite(webDistDir) : new Map<string, StaticFile>();
  const indexHtml = site.get(INDEX_PATH);
  if (!indexHtml) {
    throw new Error(`The web app is not built: ${webDistDir}/index.html is missing (run 'npm run build').`);
  }
  const pageHeaders = preconnectLinks(options.preconnectOrigins ?? []);
  const { pageData, headTags } = options;
  const indexHtmlText = pageData
    ? readFileSync((indexHtml.representations.get('identity') as Representation).file, 'utf8')
    : '';

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    const file = path === INDEX_PATH ? undefined : site.get(path);
    if (file) return sendFile(c, file, path.startsWith('/assets/') ? IMMUTABLE : SHORT);
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return c.json({ error: 'Not found' }, 404);
    }
    // A missing hashed asset must fail loudly, not load HTML as a script.
    if (path.startsWith('/assets/')) return c.text('Not found', 404);
    if (pageData) {
      const [data, head] = await Promise.all([pageData(path), headTags?.(path) ?? '']);
      return sendPage(c, composePage(indexHtmlText, data, head), pageHeaders);
    }
    return sendFile(c, indexHtml, REVALIDATE, pageHeaders);
  });
}
