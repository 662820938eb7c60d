import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ExchangeClient, HttpTransport } from '@nktkas/hyperliquid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerInfo } from '../src/http/info';
import { MIN_COMPRESSED_BYTES } from '../src/http/server';
import { encodeState } from '../src/persist/codec';
import { DESERIALIZE } from '../src/shape';
import { fundedAccount, type Harness, startHarness } from './harness';

/** HTTP framing: status codes, content type, body limit, internal commands unreachable. */

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

async function post(path: string, body: string) {
  const res = await fetch(`${h.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown };
}

/** A POST answered as sent on the wire: the raw (possibly compressed) bytes and headers. */
function postRaw(path: string, body: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
    (resolve, reject) => {
      const req = request(`${h.server.url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
        },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

const SIG = { r: `0x${'1'.repeat(64)}`, s: `0x${'2'.repeat(64)}`, v: 27 };

describe('HTTP framing', () => {
  it('answers JSON everywhere: 200, 400 invalid JSON, 422 wrong shape, 404', async () => {
    const ok = await post('/info', JSON.stringify({ type: 'allMids' }));
    expect(ok).toMatchObject({ status: 200, type: 'application/json' });
    const bad = await post('/info', '{"type":');
    expect(bad).toMatchObject({ status: 400, type: 'application/json' });
    const shape = await post('/info', JSON.stringify({ type: 'clearinghouseState', user: 42 }));
    expect(shape.status).toBe(422);
    expect(shape.type).toBe('application/json');
    expect(String(shape.body).startsWith(DESERIALIZE)).toBe(true);
    expect((await post('/info', JSON.stringify({ type: 'constructor' }))).status).toBe(422);
    expect((await post('/exchange', JSON.stringify({ action: { type: 'order' } }))).status).toBe(422);
    expect((await post('/nope', '{}')).status).toBe(404);
  });

  it('lets the web app call from its own origin (CORS preflight and headers)', async () => {
    const preflight = await fetch(`${h.server.url}/info`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const answer = await fetch(`${h.server.url}/info`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:8080' },
      body: JSON.stringify({ type: 'allMids' }),
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const refused = await post('/info', '{"type":');
    expect(refused.status).toBe(400);
  });

  it('compresses large answers by Accept-Encoding, byte-identical once decoded', async () => {
    const meta = JSON.stringify({ type: 'metaAndAssetCtxs' });
    const plain = await postRaw('/info', meta);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.bytes.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length);

    const brotli = await postRaw('/info', meta, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.bytes.length);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);

    const gzip = await postRaw('/info', meta, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);

    // Small answers stay uncompressed; an accepted coding changes nothing there.
    const small = await postRaw('/info', '{"type":', 'br');
    expect(small.bytes.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toBe('Invalid JSON body');
  });

  it('serves an answer that depends on the state alone from one serialisation until the next command', async () => {
    const trader = fundedAccount(h, '10000');
    const user = trader.address.toLowerCase();
    const book = JSON.stringify({ type: 'l2Book', coin: 'BTC' });
    const account = JSON.stringify({ type: 'clearinghouseState', user });
    const fresh = (body: string) => JSON.stringify(answerInfo(h.service.engine.state, JSON.parse(body)));
    const [book1, account1] = [await postRaw('/info', book), await postRaw('/info', account)];
    expect((await postRaw('/info', book)).bytes.equals(book1.bytes)).toBe(true);
    expect(JSON.stringify({ ok: true, body: JSON.parse(book1.bytes.toString()) })).toBe(fresh(book));
    // A resting bid far below the market: the next answers are recomputed and show it.
    const res = h.service.apply({
      time: Date.now(),
      user,
      action: {
        type: 'order',
        orders: [{ a: 0, b: true, p: '60000', s: '0.01', r: false, t: { limit: { tif: 'Gtc' } } }],
        grouping: 'na',
      },
    });
    expect(res).toMatchObject({ status: 'ok' });
    const [book2, account2] = [await postRaw('/info', book), await postRaw('/info', account)];
    expect(book2.bytes.equals(book1.bytes)).toBe(false);
    expect(JSON.stringify({ ok: true, body: JSON.parse(book2.bytes.toString()) })).toBe(fresh(book));
    expect(JSON.stringify({ ok: true, body: JSON.parse(account2.bytes.toString()) })).toBe(fresh(account));
    expect(account2.bytes.equals(account1.bytes)).toBe(false);
  });

  it('refuses oversized bodies with 413', async () => {
    const big = JSON.stringify({ type: 'allMids', pad: 'x'.repeat(2_000_000) });
    const res = await post('/info', big);
    expect(res).toMatchObject({ status: 413, type: 'application/json' });
  });

  it('internal commands are not reachable from /exchange', async () => {
    const before = encodeState(h.service.engine.state);
    for (const action of [
      { type: 'deposit', usdc: '1000000' },
      { type: 'setOracle', prices: { BTC: '1' } },
      { type: 'settleFunding' },
      { type: 'creditDeposit', user: `0x${'a'.repeat(40)}`, usdc: '100', txHash: '0x01', logIndex: 0 },
      { type: 'ackWithdrawal', id: 1 },
      { type: 'samplePortfolio' },
    ]) {
      const res = await post('/exchange', JSON.stringify({ action, nonce: Date.now(), signature: SIG }));
      expect(res.status).toBe(422);
    }
    expect(encodeState(h.service.engine.state)).toBe(before);
  });

  it('a mainnet-signed action is refused by a testnet engine', async () => {
    const wallet = fundedAccount(h, '100');
    const mainnet = new ExchangeClient({
      transport: new HttpTransport({ apiUrl: h.server.url, isTestnet: false }),
      wallet,
    });
    await expect(mainnet.usdClassTransfer({ amount: '1', toPerp: false })).rejects.toThrow(
      'Invalid hyperliquidChain: expected Testnet.',
    );
    // An L1 action signed with source "a" recovers to some other address.
    await expect(mainnet.updateLeverage({ asset: 0, isCross: true, leverage: 5 })).rejects.toThrow(
      /^User or API Wallet 0x[0-9a-f]{40} does not exist\.$/,
    );
  });

  it('Python-style nulls and unpadded r/s are accepted as absent / integers', async () => {
    const res = await post(
      '/exchange',
      JSON.stringify({
        action: { type: 'noop' },
        nonce: Date.now(),
        signature: { r: '0x1', s: '0x2', v: 28 },
        vaultAddress: null,
        expiresAfter: null,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'err' });
  });
});
