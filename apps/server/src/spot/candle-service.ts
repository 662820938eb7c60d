import type { IncomingMessage, Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { Duplex } from 'node:stream';
import {
  candleOpenTime,
  chainIdOfHeader,
  isSpotCandleInterval,
  SPOT_CANDLE_INTERVALS,
  type SpotCandle,
  type SpotCandleInterval,
  SWAP_ERRORS,
  tokenDataKey,
} from '@pluto/core';
import type { Context, Hono } from 'hono';
import type { Address } from 'viem';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { HttpError } from '../http/http-error';
import type { Logger } from '../logger';
import type { TokenDataProvider, TokenRef } from '../providers/token-data/token-data-provider';

/** Birdeye answers at most 1,000 candles a request; so does this service (the newest). */
export const MAX_CANDLES_PER_REQUEST = 1_000;
export const CANDLE_SOCKET_PATH = '/api/spot/candles/socket';
/** Subscriptions one socket may hold (Birdeye's complex query takes 100). */
const MAX_SUBSCRIPTIONS = 100;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function tokenOf(c: Context, name = 'address'): TokenRef {
  const chainId = chainIdOfHeader(c.req.header('x-chain'));
  if (chainId === undefined)
    throw new HttpError(400, 'x-chain must name a supported chain (bsc, ethereum, … or its id)');
  const address = c.req.query(name) ?? '';
  if (!ADDRESS.test(address)) throw new HttpError(400, SWAP_ERRORS.tokenNotAvailable);
  return { chainId, address: address as Address };
}

function unixSecondsOf(c: Context, name: string): number {
  const raw = c.req.query(name) ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw new HttpError(400, `${name} must be unix seconds`);
  return Number(raw);
}

/**
 * Seed 002 §7 candle service, in Birdeye's shapes: `GET /api/spot/ohlcv?address&type&time_from&time_to`
 * and `GET /api/spot/price?address`, the chain named by the `x-chain` header. Public market data.
 */
export function mountCandleRoutes(app: Hono, tokenData: TokenDataProvider | null): void {
  const source = () => {
    if (!tokenData) throw new HttpError(503, 'Token data is not available on this server');
    return tokenData;
  };
  app.get('/api/spot/ohlcv', async (c) => {
    const token = tokenOf(c);
    const interval = c.req.query('type') ?? c.req.query('interval') ?? '';
    if (!isSpotCandleInterval(interval))
      throw new HttpError(400, `type must be one of ${Object.keys(SPOT_CANDLE_INTERVALS).join(', ')}`);
    const timeFrom = unixSecondsOf(c, 'time_from');
    const timeTo = unixSecondsOf(c, 'time_to');
    if (timeTo < timeFrom) throw new HttpError(400, 'time_to must not be before time_from');
    const candles = await source().candles(token, interval, timeFrom, timeTo);
    return c.json({ success: true, data: { items: candles.slice(-MAX_CANDLES_PER_REQUEST) } });
  });
  app.get('/api/spot/price', async (c) => {
    const token = tokenOf(c);
    const record = (await source().multiPrices([token]))[tokenDataKey(token.chainId, token.address)];
    if (!record) throw new HttpError(404, SWAP_ERRORS.tokenNotAvailable);
    return c.json({
      success: true,
      data: {
        value: record.price,
        priceChange24h: record.change24h,
        updateUnixTime: Math.floor(Date.now() / 1000),
      },
    });
  });
}

interface Subscription {
  token: TokenRef;
  interval: SpotCandleInterval;
  /** The last candle sent, to send only changes. */
  last: string;
}

/** What a client sends (Birdeye's simple query): `{type, data: {chartType, address, …}}`. */
function parseMessage(raw: RawData): { type: string; interval: string; address: string } | null {
  try {
    const message = JSON.parse(raw.toString()) as {
      type?: unknown;
      data?: { chartType?: unknown; address?: unknown };
    };
    const { type, data } = message;
    if (typeof type !== 'string' || typeof data?.address !== 'string' || typeof data.chartType !== 'string')
      return null;
    return { type, interval: data.chartType, address: data.address };
  } catch {
    return null;
  }
}

/**
 * Live candles over a WebSocket at `CANDLE_SOCKET_PATH?chain=<x-chain value>`: `SUBSCRIBE_PRICE` with
 * `{chartType, address}` sends the token's current candle as `PRICE_DATA` at once and whenever it
 * changes (`refresh`, which the indexer calls as each block range lands); `UNSUBSCRIBE_PRICE` stops it.
 */
export class CandleSocket {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4_096 });
  private readonly subscriptions = new Map<WebSocket, Map<string, Subscription & { chainId: number }>>();

  constructor(
    private readonly tokenData: TokenDataProvider,
    private readonly logger: Logger,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** Takes the upgrades to the socket's path on `server`; other paths are left alone. */
  attach(server: Server | Http2Server | Http2SecureServer): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== CANDLE_SOCKET_PATH) return;
      const chainId = chainIdOfHeader(url.searchParams.get('chain') ?? undefined);
      if (chainId === undefined) {
        socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, chainId));
    });
  }

  /** Sends each subscription of `chainId` (all chains without one) its candle if it changed. */
  async refresh(chainId?: number): Promise<void> {
    const sends: Promise<void>[] = [];
    for (const [ws, subscriptions] of this.subscriptions) {
      for (const subscription of subscriptions.values()) {
        if (chainId === undefined || subscription.chainId === chainId)
          sends.push(this.push(ws, subscription));
      }
    }
    await Promise.all(sends);
  }

  close(): void {
    for (const ws of this.subscriptions.keys()) ws.terminate();
    this.wss.close();
  }

  private accept(ws: WebSocket, chainId: number): void {
    const subscriptions = new Map<string, Subscription & { chainId: number }>();
    this.subscriptions.set(ws, subscriptions);
    ws.on('close', () => this.subscriptions.delete(ws));
    ws.on('error', () => ws.terminate());
    ws.on('message', (raw) => {
      const message = parseMessage(raw);
      if (!message || !isSpotCandleInterval(message.interval) || !ADDRESS.test(message.address)) {
        ws.send(
          JSON.stringify({ type: 'ERROR', data: { message: 'Expected {type, data: {chartType, address}}' } }),
        );
        return;
      }
      const key = `${message.interval}:${message.address.toLowerCase()}`;
      if (message.type === 'UNSUBSCRIBE_PRICE') {
        subscriptions.delete(key);
        return;
      }
      if (message.type !== 'SUBSCRIBE_PRICE' || subscriptions.size >= MAX_SUBSCRIPTIONS) return;
      const subscription = {
        chainId,
        token: { chainId, address: message.address as Address },
        interval: message.interval,
        last: '',
      };
      subscriptions.set(key, subscription);
      void this.push(ws, subscription);
    });
  }

  private async push(ws: WebSocket, subscription: Subscription): Promise<void> {
    const { token, interval } = subscription;
    const now = this.now();
    let candle: SpotCandle | undefined;
    try {
      const candles = await this.tokenData.candles(token, interval, candleOpenTime(interval, now), now);
      candle = candles.at(-1);
    } catch (error) {
      this.logger.warn({ err: error }, 'a live candle could not be read');
      return;
    }
    if (!candle) return;
    const payload = JSON.stringify({
      type: 'PRICE_DATA',
      data: { ...candle, eventType: 'ohlcv', type: interval, address: token.address },
    });
    if (payload === subscription.last || ws.readyState !== ws.OPEN) return;
    subscription.last = payload;
    ws.send(payload);
  }
}
