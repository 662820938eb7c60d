import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PAGE_DATA_ELEMENT_ID, type PageData, serializePageData } from '@pluto/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountStaticSite } from './static-site';

const SCRIPT = `export const numbers = [${Array.from({ length: 2000 }, (_, i) => i).join(',')}];\n`;
const PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><div id="root"></div></html>';

let distDir: string;
let app: Hono;

/** A build as vite.config.ts writes it: every text file with .br and .gz beside it, except the favicon. */
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'pluto-static-'));
  mkdirSync(join(distDir, 'assets'));
  const write = (path: string, text: string, precompress: boolean) => {
    writeFileSync(join(distDir, path), text);
    if (!precompress) return;
    writeFileSync(join(distDir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(distDir, `${path}.gz`), gzipSync(text));
  };
  write('index.html', PAGE, true);
  write('assets/index-abc123.js', SCRIPT, true);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  app = new Hono();
  mountStaticSite(app, distDir);
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(path, { method, headers });

describe('static site compression', () => {
  it('sends the brotli file to a client that accepts it, with its own length and ETag', async () => {
    const response = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
    expect(Number(plain.headers.get('content-length'))).toBe(SCRIPT.length);

    const etags = new Set([gzip, plain].map((response) => response.headers.get('etag')));
    expect(etags.size).toBe(2);
  });

  it('answers a matching If-None-Match with 304 for that representation only', async () => {
    const first = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    const again = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(await again.text()).toBe('');
    const otherEncoding = await get('/assets/index-abc123.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('answers HEAD with the headers of the chosen representation and no body', async () => {
    const head = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(Number(head.headers.get('content-length'))).toBe(gzipSync(SCRIPT).length);
    expect(await head.text()).toBe('');
  });

  it('compresses the app shell of every page path, revalidated', async () => {
    for (const path of ['/', '/perpetual', '/index.html', '/spot/arb/WETH_USDC']) {
      const response = await get(path, { 'Accept-Encoding': 'br' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(PAGE);
    }
  });

  it('sends a file without precompressed copies as it is, without Vary', async () => {
    const favicon = await get('/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(favicon.headers.get('content-encoding')).toBeNull();
    expect(favicon.headers.get('vary')).toBeNull();
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('never serves the precompressed copies or paths outside the build as files', async () => {
    expect((await get('/assets/index-abc123.js.br')).status).toBe(404);
    expect((await get('/assets/../index.html')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/api/missing')).status).toBe(404);
  });
});

describe('static site preconnect', () => {
  it('names the given origins in a preconnect Link header on every page answer, not on assets', async () => {
    const withExchange = new Hono();
    mountStaticSite(withExchange, distDir, { preconnectOrigins: ['https://api.exchange.test'] });
    for (const path of ['/', '/perpetual', '/trading?symbol=ETH']) {
      const page = await withExchange.request(path);
      expect(page.headers.get('link'), path).toBe('<https://api.exchange.test>; rel=preconnect; crossorigin');
    }
    expect((await withExchange.request('/assets/index-abc123.js')).headers.get('link')).toBeNull();
    expect((await get('/perpetual')).headers.get('link')).toBeNull();
  });
});

describe('static site page data', () => {
  const shell =
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
  let pageDir: string;
  let paths: string[];
  let withData: Hono;
  const data = {
    config: { network: 'devnet', note: '</script><script>alert(1)</script>' },
  } as unknown as PageData;

  beforeAll(() => {
    pageDir = mkdtempSync(join(tmpdir(), 'pluto-page-'));
    writeFileSync(join(pageDir, 'index.html'), shell);
    writeFileSync(join(pageDir, 'index.html.br'), brotliCompressSync(shell));
    paths = [];
    withData = new Hono();
    mountStaticSite(withData, pageDir, {
      preconnectOrigins: ['https://api.exchange.test'],
      pageData: async (path) => {
        paths.push(path);
        return data;
      },
    });
  });
  afterAll(() => rmSync(pageDir, { recursive: true, force: true }));

  const pageText = (body: ArrayBuffer, encoding: string | null) => {
    const bytes = Buffer.from(body);
    if (encoding === 'br') return brotliDecompressSync(bytes).toString();
    if (encoding === 'gzip') return gunzipSync(bytes).toString();
    return bytes.toString();
  };

  it('writes the page data into the page as an inert JSON element before </body>, per request', async () => {
    for (const [path, acceptEncoding, encoding] of [
      ['/perpetual', 'gzip, deflate, br', 'br'],
      ['/wallet', 'gzip', 'gzip'],
      ['/', '', null],
    ] as const) {
      const response = await withData.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('link')).toBe('<https://api.exchange.test>; rel=preconnect; crossorigin');
      const body = await response.arrayBuffer();
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
      const page = pageText(body, encoding);
      const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>`;
      expect(page).toBe(shell.replace('</body>', `${element}</body>`));
      // The value's "</script>" cannot end the element early.
      expect(page.match(/<\/script>/g)).toHaveLength(2);
      expect(JSON.parse(page.slice(page.indexOf('>{') + 1, page.lastIndexOf('</script>')))).toEqual(data);
    }
    expect(paths).toEqual(['/perpetual', '/wallet', '/']);
  });

  it('answers HEAD without a body, and assets as files', async () => {
    const head = await withData.request('/perpetual', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await withData.request('/assets/missing.js')).status).toBe(404);
  });
});
