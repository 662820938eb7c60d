import { createSecretKey, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePageData, parseRuntimeConfig } from '@pluto/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadServerConfig } from './config';
import { createLogger } from './logger';
import { type OpenedServices, openServices } from './services';
import { PGLITE_BACKEND } from './testing/test-databases';

const BTC_LOGO = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';

let distDir: string;
let app: ReturnType<typeof createApp>;
let services: OpenedServices;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'pluto-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const logos = join(distDir, 'data', 'storage', 'perps-logos');
  mkdirSync(logos, { recursive: true });
  writeFileSync(join(logos, 'BTC.svg'), BTC_LOGO);
  writeFileSync(join(logos, 'notes.txt'), 'not a logo');
  const config = loadServerConfig({ PORT: '9100', WEB_DIST_DIR: distDir, DATA_DIR: join(distDir, 'data') });
  services = await openServices(
    config,
    createSecretKey(randomBytes(32)),
    await PGLITE_BACKEND.freshDatabase(),
  );
  app = createApp(config, createLogger(process.env.TEST_LOG ?? 'silent'), services);
});

afterAll(async () => {
  await services.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('server skeleton', () => {
  it('answers the health check', async () => {
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves a runtime configuration that satisfies the contract', async () => {
    const response = await app.request('/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = parseRuntimeConfig(await response.json());
    expect(body.network).toBe('devnet');
    expect(body.exchange.apiUrl).toBe('http://127.0.0.1:9101');
    expect(body.exchange.bridgeMinimumUsdc).toBe(5);
  });

  it('answers every page path with the app shell (history fallback) and its page data, never cached', async () => {
    for (const path of ['/', '/terms', '/spot/arb/WETH_USDC', '/some-share-id', '/a/b/c']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = await response.text();
      expect(page).toContain('<div id="root">');
      const data = /<script type="application\/json" id="pluto-page-data">(.*)<\/script>/.exec(page)?.[1];
      // No exchange runs here: the trading page goes out without markets rather than failing; the
      // pair page says its catalogue has no pair (the page then shows its empty state at once).
      expect(parsePageData(data)).toEqual({
        config: parseRuntimeConfig(await (await app.request('/config.json')).json()),
        perpLogos: ['BTC'],
        ...(path.startsWith('/spot/') && {
          spotPair: {
            time: expect.any(Number),
            request: { chainId: 42161, baseSymbol: 'WETH', quoteSymbol: 'USDC' },
            pair: null,
          },
        }),
      });
    }
  });

  it('serves the listed perp logos as images, and nothing else from the storage path (issue 20)', async () => {
    const logo = await app.request('/storage/perps-logos/BTC.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await logo.text()).toBe(BTC_LOGO);
    for (const path of ['ETH.svg', 'notes.txt', '..%2F..%2Findex.html', 'BTC.svg.bak']) {
      expect((await app.request(`/storage/perps-logos/${path}`)).status, path).toBe(404);
    }
  });

  it('caches hashed assets for a year and refuses missing ones', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await app.request('/assets/index-missing.js');
    expect(missing.status).toBe(404);
    const favicon = await app.request('/favicon.svg');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    for (const path of ['/api/nothing', '/functions/nothing', '/auth/nothing']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('sends the security headers on pages and API answers alike', async () => {
    for (const path of ['/', '/config.json', '/assets/index-abc123.js']) {
      const response = await app.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain('connect-src');
      expect(csp).toContain('http://127.0.0.1:9101');
      expect(csp).toContain('ws://127.0.0.1:9101');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
