import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { fundedAccount, type Harness, startHarness } from './harness';

/**
 * Hyperliquid's per-IP request weight (doc §7): 1,200 a minute, weights by request, then HTTP 429
 * with the body `null`; the budget frees up as spends turn a minute old. A test clock drives the
 * window; the requests are real HTTP from two loopback addresses.
 */

let h: Harness | undefined;
let now = 1_000_000;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function start(weightPerMinute = 1200): Promise<Harness> {
  now = 1_000_000;
  h = await startHarness({}, { requestLimits: { weightPerMinute, now: () => now } });
  return h;
}

/** A POST from `localAddress` (127.0.0.1 unless told), answered with its status, type and raw body. */
function post(url: string, path: string, body: unknown, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; type: string | undefined; text: string }>((resolve, reject) => {
    const req = request(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      localAddress,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          text: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const SIG = { r: `0x${'1'.repeat(64)}`, s: `0x${'2'.repeat(64)}`, v: 27 };

/** An (unsigned) order action batching `n` orders: weighed before its signature is looked at. */
function orderBatch(n: number) {
  const order = { a: 0, b: true, p: '100000', s: '0.001', r: false, t: { limit: { tif: 'Gtc' } } };
  return {
    action: { type: 'order', orders: Array.from({ length: n }, () => order), grouping: 'na' },
    nonce: 1,
    signature: SIG,
  };
}

async function spend(url: string, requests: number, body: unknown, localAddress?: string) {
  const statuses = [];
  for (let i = 0; i < requests; i++) statuses.push((await post(url, '/info', body, localAddress)).status);
  return statuses;
}

describe('per-IP request weight (Hyperliquid 1,200 a minute)', () => {
  it("answers 429 with Hyperliquid's body past the budget, then recovers as the minute slides", async () => {
    const { server } = await start();
    // metaAndAssetCtxs weighs 20: 60 of them spend the whole minute's 1,200.
    expect(new Set(await spend(server.url, 60, { type: 'metaAndAssetCtxs' }))).toEqual(new Set([200]));
    const refused = await post(server.url, '/info', { type: 'allMids' });
    expect(refused).toEqual({ status: 429, type: 'application/json', text: 'null' });
    expect((await post(server.url, '/exchange', orderBatch(1))).status).toBe(429);

    // Refusals cost nothing: the spends free up exactly a minute after they were made.
    now += 59_999;
    expect((await post(server.url, '/info', { type: 'allMids' })).status).toBe(429);
    now += 1;
    const recovered = await post(server.url, '/info', { type: 'allMids' });
    expect(recovered.status).toBe(200);
    expect(JSON.parse(recovered.text)).toHaveProperty('BTC');
  });

  it('keeps one budget per IP: another address is still answered', async () => {
    const { server } = await start();
    await spend(server.url, 60, { type: 'meta' });
    expect((await post(server.url, '/info', { type: 'allMids' })).status).toBe(429);
    expect((await post(server.url, '/info', { type: 'allMids' }, '127.0.0.2')).status).toBe(200);
  });

  it('weighs an action 1 + floor(batch / 40) and light info requests 2', async () => {
    const { server } = await start(10);
    // 4 allMids weigh 8 of the 10; a 40-order batch (weight 2) still fits, then a 1-order one does not.
    expect(await spend(server.url, 4, { type: 'allMids' })).toEqual([200, 200, 200, 200]);
    expect((await post(server.url, '/exchange', orderBatch(40))).status).not.toBe(429);
    expect((await post(server.url, '/exchange', orderBatch(1))).status).toBe(429);
    now += 60_000;
    // 80 orders weigh 3; userRole 60 never fits in 10.
    expect((await post(server.url, '/exchange', orderBatch(80))).status).not.toBe(429);
    expect((await post(server.url, '/info', { type: 'userRole', user: `0x${'a'.repeat(40)}` })).status).toBe(
      429,
    );
  });

  it('charges history answers one more per 20 items returned', async () => {
    const harness = await start(30);
    const trader = fundedAccount(harness, '100000');
    const order = (i: number) => ({
      a: 0,
      b: true,
      p: String(90_000 + i),
      s: '0.001',
      r: false,
      t: { limit: { tif: 'Gtc' as const } },
    });
    await harness
      .client(trader)
      .order({ orders: Array.from({ length: 39 }, (_, i) => order(i)), grouping: 'na' });
    now += 60_000;
    // historicalOrders weighs 20 + floor(39 / 20) = 21: 9 left for 4 allMids (8), not 5.
    const orders = await post(harness.server.url, '/info', {
      type: 'historicalOrders',
      user: trader.address,
    });
    expect(JSON.parse(orders.text)).toHaveLength(39);
    expect(await spend(harness.server.url, 5, { type: 'allMids' })).toEqual([200, 200, 200, 200, 429]);
  });
});
