import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpRequestError } from '@nktkas/hyperliquid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExchangeGateway, META_TTL_MS } from './exchange-gateway';

/** A stand-in `/info` that counts `meta` requests and can be told to fail. */
let server: Server;
let url: string;
let metaRequests = 0;
let failNext = false;
let hangNext = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    metaRequests += 1;
    req.resume();
    if (hangNext) {
      hangNext = false;
      return;
    }
    if (failNext) {
      failNext = false;
      res.writeHead(500, { 'content-type': 'application/json' }).end('"down"');
      return;
    }
    const universe = [
      { name: 'BTC', szDecimals: 5, maxLeverage: 40, marginTableId: 51 },
      { name: 'ETH', szDecimals: 4, maxLeverage: 25, marginTableId: 52 },
    ];
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ universe, marginTables: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe('market metadata', () => {
  it('knows each market by name with its asset id, and is cached for META_TTL_MS', async () => {
    let now = 1_000;
    metaRequests = 0;
    const gateway = new ExchangeGateway({ apiUrl: url, isTestnet: true, now: () => now });
    expect(await gateway.market('ETH')).toEqual({
      symbol: 'ETH',
      assetId: 1,
      szDecimals: 4,
      maxLeverage: 25,
    });
    expect(await gateway.market('BTC')).toMatchObject({ assetId: 0, szDecimals: 5 });
    expect(await gateway.market('NOPE')).toBeUndefined();
    expect(metaRequests).toBe(1);
    now += META_TTL_MS;
    await gateway.market('BTC');
    expect(metaRequests).toBe(2);
  });

  it('does not keep a failed load', async () => {
    metaRequests = 0;
    failNext = true;
    const gateway = new ExchangeGateway({ apiUrl: url, isTestnet: true });
    await expect(gateway.market('BTC')).rejects.toThrow();
    expect(await gateway.market('BTC')).toMatchObject({ assetId: 0 });
    expect(metaRequests).toBe(2);
  });
});

describe('the exchange transport', () => {
  it('allows a request 10 000 ms by default (seed 000 §7)', () => {
    expect(new ExchangeGateway({ apiUrl: url, isTestnet: true }).timeoutMs).toBe(10_000);
  });

  it('gives up on an exchange that does not answer within the timeout', async () => {
    hangNext = true;
    const gateway = new ExchangeGateway({ apiUrl: url, isTestnet: true, timeoutMs: 300 });
    const started = performance.now();
    await expect(gateway.market('BTC')).rejects.toBeInstanceOf(HttpRequestError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
