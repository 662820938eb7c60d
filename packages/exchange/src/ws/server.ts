import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { answerInfo } from '../http/info';
import { clientIp, RATE_LIMITED_BODY, RATE_LIMITED_STATUS } from '../http/request-limits';
import { verifyExchangeBody } from '../http/verify';
import type { ExchangeService } from '../service';
import { WsClient } from './client';
import * as feeds from './feeds';
import { Hub } from './hub';
import { DEFAULT_WS_LIMITS, WsIpLimits, type WsLimitOptions } from './limits';
import { parseSub, type Sub, subKey } from './subscriptions';

/**
 * `/ws` on the exchange's HTTP server (doc §6): subscribe/unsubscribe with acks echoing the
 * subscription, `{"method":"ping"}` → `{"channel":"pong"}`, `post` requests (info and signed actions)
 * answered on the `post` channel, and the feeds of hub.ts. Connections silent for `idleMs` (60 s, as
 * Hyperliquid) are closed; the SDK pings every 30 s. Hyperliquid's per-IP limits (`limits.ts`) apply
 * unless `limits` is null.
 */

export interface WsOptions {
  readonly service: ExchangeService;
  readonly isTestnet?: boolean;
  /** Unsent bytes a client may accumulate before it is disconnected (default 4 MiB). */
  readonly maxBuffered?: number;
  readonly idleMs?: number;
  /** Largest accepted client frame (default 1 MB, as the HTTP body limit). */
  readonly maxPayload?: number;
  /**
   * Hyperliquid's per-IP WebSocket limits (default `DEFAULT_WS_LIMITS`); null: none (a benchmark
   * opening hundreds of clients from one address).
   */
  readonly limits?: WsLimitOptions | null;
}

export interface RunningWs {
  readonly clients: () => number;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

export function attachWebSocket(server: Server, o: WsOptions): RunningWs {
  const { service } = o;
  const isTestnet = o.isTestnet ?? true;
  const maxBuffered = o.maxBuffered ?? 4 * 1024 * 1024;
  const idleMs = o.idleMs ?? 60_000;
  const hub = new Hub({ state: service.engine.state, market: service.market });
  const unsubscribe = service.subscribe((ev) => hub.onEvents(ev));
  const wss = new WebSocketServer({ noServer: true, maxPayload: o.maxPayload ?? 1_000_000 });
  const clients = new Set<WsClient>();
  const limitOptions = o.limits === undefined ? DEFAULT_WS_LIMITS : o.limits;
  const limits = limitOptions ? new WsIpLimits(limitOptions) : null;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').split('?')[0] !== '/ws') {
      socket.destroy();
      return;
    }
    const ip = clientIp(req.socket.remoteAddress);
    if (limits && !limits.admitConnection(ip)) {
      refuseUpgrade(socket);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => connect(ws, ip));
  };
  server.on('upgrade', onUpgrade);

  function connect(ws: WebSocket, ip: string): void {
    const client = new WsClient(ws, maxBuffered, ip);
    clients.add(client);
    ws.on('message', (data: RawData) => {
      client.lastSeen = Date.now();
      onMessage(client, data.toString());
    });
    ws.on('close', () => {
      clients.delete(client);
      if (limits) for (const sub of client.subs.values()) limits.subscriptionRemoved(ip, subUser(sub));
      hub.drop(client);
      limits?.connectionClosed(ip);
    });
    ws.on('error', () => ws.terminate());
  }

  function onMessage(client: WsClient, text: string): void {
    const overLimit = limits?.messageRefusal(client.ip);
    if (overLimit) {
      client.sendJson('error', overLimit);
      return;
    }
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      client.sendJson('error', `Invalid message: ${text.slice(0, 200)}`);
      return;
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) {
      client.sendJson('error', `Invalid message: ${text.slice(0, 200)}`);
      return;
    }
    const m = msg as Json;
    if (m.method === 'ping') client.sendJson('pong');
    else if (m.method === 'subscribe' || m.method === 'unsubscribe') onSubscription(client, m);
    else if (m.method === 'post') onPost(client, m);
    else client.sendJson('error', `Unknown method: ${text.slice(0, 200)}`);
  }

  function onSubscription(client: WsClient, m: Json): void {
    const raw = m.subscription;
    const text = JSON.stringify(raw ?? null);
    const sub = parseSub(raw, service.engine.universe);
    if (!sub) {
      client.sendJson('error', `Invalid subscription ${text}`);
      return;
    }
    if (m.method === 'subscribe') {
      if (client.subs.has(subKey(sub))) {
        client.sendJson('error', `Already subscribed: ${text}`);
        return;
      }
      const overLimit = limits?.subscriptionRefusal(client.ip, subUser(sub));
      if (overLimit) {
        client.sendJson('error', overLimit);
        return;
      }
      hub.add(client, sub);
      // The received object plus the normalised defaults: a superset of what the SDK sent (doc §6.5).
      client.sendJson('subscriptionResponse', {
        method: 'subscribe',
        subscription: { ...sub, ...(raw as Json) },
      });
      const first = feeds.snapshot({ state: service.engine.state, market: service.market }, sub);
      if (first) client.sendJson(first[0], first[1]);
      return;
    }
    if (!hub.remove(client, sub)) {
      client.sendJson('error', `Already unsubscribed: ${text}`);
      return;
    }
    limits?.subscriptionRemoved(client.ip, subUser(sub));
    client.sendJson('subscriptionResponse', {
      method: 'unsubscribe',
      subscription: { ...sub, ...(raw as Json) },
    });
  }

  function onPost(client: WsClient, m: Json): void {
    const id = m.id;
    const req = m.request;
    if (typeof id !== 'number' || typeof req !== 'object' || req === null) {
      client.sendJson('error', `Invalid post request ${JSON.stringify(m).slice(0, 200)}`);
      return;
    }
    const overLimit = limits?.postRefusal(client.ip, id);
    if (overLimit) {
      client.sendJson('error', overLimit);
      return;
    }
    const { type, payload } = req as Json;
    // A post is in flight until its one answer is sent (signed actions wait for the signature check).
    let answered = false;
    const reply = (response: unknown) => {
      if (answered) return;
      answered = true;
      limits?.postAnswered(client.ip);
      client.sendJson('post', { id, response });
    };
    if (type === 'info') {
      reply(infoPostResponse(payload));
      return;
    }
    if (type !== 'action') {
      reply({ type: 'error', payload: 'Unknown post request type' });
      return;
    }
    verifyExchangeBody(payload, isTestnet)
      .then((v) => {
        if (v.kind === 'malformed') reply({ type: 'error', payload: v.message });
        else if (v.kind === 'reject')
          reply({ type: 'action', payload: { status: 'err', response: v.message } });
        else reply({ type: 'action', payload: service.signed(v.cmd) });
      })
      .catch(() => reply({ type: 'error', payload: 'Internal server error' }));
  }

  /** An info post's `response`; an unexpected failure answers as the HTTP API's 500 does. */
  function infoPostResponse(payload: unknown): unknown {
    try {
      const answer = answerInfo(
        service.engine.state,
        payload,
        service.market,
        service.addressLimits?.initialRequests,
      );
      const infoType = (payload as Json | null)?.type;
      return answer.ok
        ? { type: 'info', payload: { type: infoType, data: answer.body } }
        : { type: 'error', payload: answer.message };
    } catch {
      return { type: 'error', payload: 'Internal server error' };
    }
  }

  const sweep = setInterval(
    () => {
      const cutoff = Date.now() - idleMs;
      for (const c of clients) if (c.lastSeen < cutoff) c.socket.terminate();
    },
    Math.min(idleMs, 10_000),
  );
  sweep.unref();

  return {
    clients: () => clients.size,
    close: () =>
      new Promise<void>((done) => {
        clearInterval(sweep);
        unsubscribe();
        server.off('upgrade', onUpgrade);
        for (const c of clients) c.socket.terminate();
        wss.close(() => done());
      }),
  };
}

/** The user a subscription names (user-specific feeds), or null. */
function subUser(sub: Sub): string | null {
  return 'user' in sub ? sub.user : null;
}

/** Hyperliquid's over-the-limit answer (HTTP 429, JSON `null`), written on the raw upgrade socket. */
function refuseUpgrade(socket: Duplex): void {
  const body = JSON.stringify(RATE_LIMITED_BODY);
  socket.end(
    `HTTP/1.1 ${RATE_LIMITED_STATUS} Too Many Requests\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}
