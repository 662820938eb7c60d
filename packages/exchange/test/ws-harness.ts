import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { WebSocketTransport } from '@nktkas/hyperliquid';
import { WebSocket } from 'ws';
import type { ServiceOptions } from '../src/service';
import { attachWebSocket, type RunningWs, type WsOptions } from '../src/ws/server';
import { type Harness, startHarness } from './harness';

// Node 20 has no global WebSocket; the SDK's transport needs one (doc §9.1).
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

export interface WsHarness extends Harness {
  readonly ws: RunningWs;
  readonly wsUrl: string;
  /** A WebSocket transport for the SDK; closed by `close()`. */
  transportWs(): WebSocketTransport;
}

export async function startWsHarness(
  options: ServiceOptions = {},
  ws: Omit<WsOptions, 'service'> = {},
): Promise<WsHarness> {
  const h = await startHarness(options);
  const running = attachWebSocket(h.server.server, { service: h.service, isTestnet: true, ...ws });
  const wsUrl = `${h.server.url.replace('http', 'ws')}/ws`;
  const transports: WebSocketTransport[] = [];
  return {
    ...h,
    ws: running,
    wsUrl,
    transportWs: () => {
      const t = new WebSocketTransport({
        url: wsUrl,
        isTestnet: true,
        timeout: 10_000,
        reconnect: { maxRetries: 0 },
      });
      transports.push(t);
      return t;
    },
    close: async () => {
      await Promise.all(transports.map((t) => t.close().catch(() => undefined)));
      await running.close();
      await h.close();
    },
  };
}

/** Resolves with the first value `take` accepts among the values pushed to the returned sink. */
export function waitFor<T>(timeoutMs = 5000): {
  push: (v: T) => void;
  next: (pred?: (v: T) => boolean) => Promise<T>;
  all: T[];
} {
  const all: T[] = [];
  const waiters: { pred: (v: T) => boolean; resolve: (v: T) => void }[] = [];
  return {
    all,
    push: (v) => {
      all.push(v);
      for (const w of [...waiters]) {
        if (w.pred(v)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(v);
        }
      }
    },
    next: (pred = () => true) =>
      new Promise<T>((resolve, reject) => {
        const seen = all.find(pred);
        if (seen !== undefined) {
          resolve(seen);
          return;
        }
        const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
        waiters.push({
          pred,
          resolve: (v) => {
            clearTimeout(timer);
            resolve(v);
          },
        });
      }),
  };
}

/**
 * A client that subscribes and then never reads: a raw TCP socket doing the WebSocket handshake by
 * hand (the `ws` client resumes a paused socket on its own). Its frames are masked as RFC 6455 wants.
 */
export async function stalledClient(wsUrl: string, messages: readonly unknown[]): Promise<Socket> {
  const url = new URL(wsUrl);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise((r) => socket.once('connect', r));
  socket.write(
    `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  await new Promise((r) => socket.once('data', r)); // 101 Switching Protocols
  socket.pause();
  for (const m of messages) {
    const payload = Buffer.from(JSON.stringify(m));
    const mask = randomBytes(4);
    const header =
      payload.length < 126
        ? Buffer.from([0x81, 0x80 | payload.length])
        : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
    const body = Buffer.from(payload.map((b, i) => b ^ (mask[i % 4] as number)));
    socket.write(Buffer.concat([header, mask, body]));
  }
  return socket;
}
