import { HYPERLIQUID_WS_LIMITS, type WsLimits } from '@pluto/core';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startWsHarness, type WsHarness, waitFor } from './ws-harness';

/**
 * Hyperliquid's per-IP WebSocket limits (doc §7) on the real `/ws`: connections (HTTP 429 `null` at
 * the upgrade), new connections a minute, subscriptions, distinct users, messages a minute and
 * in-flight posts, each refused with Hyperliquid's `error`-channel text. Small limits keep the
 * counts short (one test checks Hyperliquid's own connection limit); a test clock drives the minute.
 */

let h: WsHarness | undefined;
let now = 1_000_000;
const open: WebSocket[] = [];

afterEach(async () => {
  for (const ws of open.splice(0)) ws.terminate();
  await h?.close();
  h = undefined;
});

const SMALL: WsLimits = {
  connections: 2,
  newConnectionsPerMinute: 3,
  subscriptions: 3,
  users: 2,
  messagesPerMinute: 8,
  inflightPosts: 1,
};

async function start(limits: WsLimits = SMALL): Promise<WsHarness> {
  now = 1_000_000;
  h = await startWsHarness({}, { limits: { ...limits, now: () => now } });
  return h;
}

interface Client {
  readonly ws: WebSocket;
  readonly frames: ReturnType<typeof waitFor<{ channel: string; data?: unknown }>>;
  send(message: unknown): void;
}

/** A `ws` client from `localAddress`; resolves once open, or rejects with the refused upgrade's status. */
function connect(url: string, localAddress = '127.0.0.1'): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { localAddress });
    open.push(ws);
    const frames = waitFor<{ channel: string; data?: unknown }>();
    ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
    ws.on('open', () => resolve({ ws, frames, send: (m) => ws.send(JSON.stringify(m)) }));
    ws.on('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => reject(new Error(`${res.statusCode} ${Buffer.concat(chunks).toString()}`)));
    });
    ws.on('error', reject);
  });
}

const closed = (ws: WebSocket) => new Promise((r) => ws.once('close', r));
const book = (coin: string) => ({ method: 'subscribe', subscription: { type: 'l2Book', coin } });
const userSub = (user: string) => ({ method: 'subscribe', subscription: { type: 'openOrders', user } });
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const isError = (f: { channel: string }) => f.channel === 'error';
const acked = (f: { channel: string }) => f.channel === 'subscriptionResponse';

describe('WebSocket connections per IP', () => {
  it('refuses the 11th open connection with 429 null, and takes one again once another closes', async () => {
    const { wsUrl } = await start(HYPERLIQUID_WS_LIMITS);
    const clients = await Promise.all(Array.from({ length: 10 }, () => connect(wsUrl)));
    await expect(connect(wsUrl)).rejects.toThrow('429 null');
    // Another address has its own connections.
    await connect(wsUrl, '127.0.0.2');
    const first = clients[0] as Client;
    first.ws.close();
    await closed(first.ws);
    await expect(connect(wsUrl)).resolves.toBeDefined();
  });

  it('refuses a fourth new connection within the minute, then allows it a minute later', async () => {
    const { wsUrl } = await start();
    for (let i = 0; i < 3; i++) {
      const c = await connect(wsUrl);
      c.ws.close();
      await closed(c.ws);
    }
    await expect(connect(wsUrl)).rejects.toThrow('429 null');
    now += 60_000;
    await expect(connect(wsUrl)).resolves.toBeDefined();
  });
});

describe('WebSocket subscriptions per IP', () => {
  it('refuses a subscription past the limit across connections; an unsubscribe frees one', async () => {
    const { wsUrl } = await start();
    const a = await connect(wsUrl);
    const b = await connect(wsUrl);
    a.send(book('BTC'));
    a.send(book('ETH'));
    b.send(book('SOL'));
    await b.frames.next(acked);
    expect(a.frames.all.filter(acked)).toHaveLength(2);
    b.send(book('BTC'));
    expect((await b.frames.next(isError)).data).toBe('Cannot subscribe to more than 3 channels.');
    a.send({ method: 'unsubscribe', subscription: { type: 'l2Book', coin: 'ETH' } });
    await a.frames.next((f) => acked(f) && (f.data as { method: string }).method === 'unsubscribe');
    b.send(book('BTC'));
    await b.frames.next((f) => acked(f) && JSON.stringify(f.data).includes('"BTC"'));
  });

  it('frees a closed connection’s subscriptions', async () => {
    const { wsUrl } = await start();
    const a = await connect(wsUrl);
    for (const coin of ['BTC', 'ETH', 'SOL']) a.send(book(coin));
    await a.frames.next((f) => acked(f) && JSON.stringify(f.data).includes('SOL'));
    a.ws.close();
    await closed(a.ws);
    const b = await connect(wsUrl);
    for (const coin of ['BTC', 'ETH', 'SOL']) b.send(book(coin));
    await b.frames.next((f) => acked(f) && JSON.stringify(f.data).includes('SOL'));
    expect(b.frames.all.filter(isError)).toEqual([]);
  });

  it('refuses a third distinct user across user-specific subscriptions, not another feed of a tracked one', async () => {
    const { wsUrl } = await start({ ...SMALL, subscriptions: 10 });
    const a = await connect(wsUrl);
    a.send(userSub(address(1)));
    a.send(userSub(address(2)));
    a.send({ method: 'subscribe', subscription: { type: 'clearinghouseState', user: address(1) } });
    a.send(userSub(address(3)));
    expect((await a.frames.next(isError)).data).toBe('Cannot track more than 2 total users.');
    expect(a.frames.all.filter(acked)).toHaveLength(3);
  });
});

describe('WebSocket messages and posts per IP', () => {
  it('answers the messages past the minute’s limit with the limit’s error and ignores them', async () => {
    const { wsUrl } = await start();
    const a = await connect(wsUrl);
    for (let i = 0; i < 8; i++) a.send({ method: 'ping' });
    a.send(book('BTC'));
    expect((await a.frames.next(isError)).data).toBe('Cannot send more than 8 messages per minute.');
    expect(a.frames.all.filter((f) => f.channel === 'pong')).toHaveLength(8);
    expect(a.frames.all.filter(acked)).toEqual([]);
    now += 60_000;
    a.send(book('BTC'));
    await a.frames.next(acked);
  });

  it('refuses a post while the IP’s limit of posts waits for answers', async () => {
    const { wsUrl } = await start();
    const a = await connect(wsUrl);
    const action = {
      action: { type: 'noop' },
      nonce: Date.now(),
      signature: { r: `0x${'1'.repeat(64)}`, s: `0x${'2'.repeat(64)}`, v: 27 },
    };
    // Sent in one tick: the first waits for its signature check while the second arrives.
    a.send({ method: 'post', id: 1, request: { type: 'action', payload: action } });
    a.send({ method: 'post', id: 2, request: { type: 'action', payload: action } });
    expect((await a.frames.next(isError)).data).toBe('too many pending post requests id=2');
    await a.frames.next((f) => f.channel === 'post');
    // Answered, the post no longer counts.
    a.send({ method: 'post', id: 3, request: { type: 'info', payload: { type: 'allMids' } } });
    const answer = await a.frames.next((f) => f.channel === 'post' && (f.data as { id: number }).id === 3);
    expect((answer.data as { response: { type: string } }).response.type).toBe('info');
  });
});
