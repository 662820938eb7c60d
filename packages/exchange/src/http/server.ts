import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { answerWeight, requestWeight } from '@pluto/core';
import { type ContentEncoding, negotiateEncoding } from '@pluto/http-encoding';
import type { ExchangeService } from '../service';
import type { EngineState } from '../state';
import { answerInfo, stateAnswerKey } from './info';
import {
  clientIp,
  DEFAULT_REQUEST_LIMITS,
  IpRequestLimits,
  RATE_LIMITED_BODY,
  RATE_LIMITED_STATUS,
  type RequestLimitOptions,
} from './request-limits';
import { verifyExchangeBody } from './verify';

/**
 * The HTTP API (doc §1): `POST /info` and `POST /exchange`, every reply `Content-Type:
 * application/json` (the SDK refuses anything else). Invalid JSON → 400, wrong shape → 422 with
 * Hyperliquid's text (sent as a JSON string so the header stays truthful), oversized body → 413,
 * over the IP's request weight → 429 `null` (`request-limits.ts`); anything unexpected → 500
 * without touching state. Internal commands have no route here.
 */

export interface HttpOptions {
  readonly service: ExchangeService;
  readonly port?: number;
  readonly host?: string;
  /** Testnet: L1 source "b", hyperliquidChain "Testnet" (the default, so nothing is replayable on mainnet). */
  readonly isTestnet?: boolean;
  readonly bodyLimit?: number;
  /** Bytes the `/info` state-answer cache may hold (default `DEFAULT_INFO_CACHE_BYTES`). */
  readonly infoCacheBytes?: number;
  /**
   * Hyperliquid's per-IP request weight budget (default `DEFAULT_REQUEST_LIMITS`, 1,200 a minute);
   * null: no limit (a test or benchmark flooding from one address on purpose).
   */
  readonly requestLimits?: RequestLimitOptions | null;
}

export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

export const DEFAULT_BODY_LIMIT = 1_000_000;

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Browsers call the API from the web app's own origin, as they call Hyperliquid's. Every request is
 * authorised by its signature, never by cookies, so any origin may read the answers.
 */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
} as const;

/** Below this a compressed answer saves less than the compression costs (most order answers). */
export const MIN_COMPRESSED_BYTES = 1024;
const ANSWER_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];
/** Per request, so speed over ratio: brotli 5 is about gzip's speed at a better ratio. */
const BROTLI_QUALITY = 5;

function encode(body: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return encoding === 'gzip' ? gzipSync(body) : body;
}

/**
 * A JSON answer, brotli- or gzip-compressed when the client accepts it and the answer is large
 * (a browser's first `metaAndAssetCtxs` is ~43 KB); the decoded bytes are the same either way.
 */
function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  sendJson(req, res, status, Buffer.from(JSON.stringify(body)));
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, json: Buffer): void {
  const encoding =
    json.length < MIN_COMPRESSED_BYTES
      ? 'identity'
      : negotiateEncoding(req.headers['accept-encoding'], ANSWER_ENCODINGS);
  const payload = encode(json, encoding);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json',
    'Content-Length': payload.length,
    // Whether an answer is compressed depends on Accept-Encoding, whatever its size.
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(payload);
}

/** Bytes of serialised answers (and their keys) the `/info` state-answer cache holds at most. */
export const DEFAULT_INFO_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * `/info` answers that depend on the engine state alone (`stateAnswerKey`), serialised once per
 * state version: between two commands every client polling the same book or account gets the same
 * bytes, and a trading UI polls these far more often than commands arrive. `state.seq` counts
 * executed commands, the only way this state changes. Keyed by the request's canonical parameters
 * and bounded by bytes (oldest entries go first), so padded or reordered bodies cannot inflate it.
 */
class StateAnswerCache {
  private state: EngineState | null = null;
  private seq = -1;
  private bytes = 0;
  private readonly answers = new Map<string, Buffer>();

  constructor(private readonly maxBytes: number) {}

  /** The serialised answer under `key` at the state's current version, if cached. */
  get(state: EngineState, key: string): Buffer | undefined {
    if (state !== this.state || state.seq !== this.seq) {
      this.state = state;
      this.seq = state.seq;
      this.answers.clear();
      this.bytes = 0;
      return undefined;
    }
    return this.answers.get(key);
  }

  set(key: string, json: Buffer): void {
    const size = key.length + json.length;
    if (size > this.maxBytes) return;
    for (const [oldKey, oldJson] of this.answers) {
      if (this.bytes + size <= this.maxBytes) break;
      this.answers.delete(oldKey);
      this.bytes -= oldKey.length + oldJson.length;
    }
    this.answers.set(key, json);
    this.bytes += size;
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop buffering but drain the rest, so the 413 can still be answered on this socket.
        req.removeAllListeners('data');
        req.resume();
        reject(new HttpFailure(413, 'Request body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const INVALID_JSON = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

export function createHandler(options: HttpOptions) {
  const isTestnet = options.isTestnet ?? true;
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const { service } = options;
  const stateAnswers = new StateAnswerCache(options.infoCacheBytes ?? DEFAULT_INFO_CACHE_BYTES);
  const limitOptions = options.requestLimits === undefined ? DEFAULT_REQUEST_LIMITS : options.requestLimits;
  const limits = limitOptions ? new IpRequestLimits(limitOptions) : null;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/info' && path !== '/exchange') throw new HttpFailure(404, 'Not found');
    if (req.method !== 'POST') throw new HttpFailure(405, 'Method not allowed');
    const text = await readBody(req, limit);
    const body = parseJson(text);
    // Weighed before anything else is decided: an unreadable body costs what an unknown request does.
    const ip = clientIp(req.socket.remoteAddress);
    if (limits && !limits.admit(ip, requestWeight(path === '/info' ? 'info' : 'exchange', body))) {
      send(req, res, RATE_LIMITED_STATUS, RATE_LIMITED_BODY);
      return;
    }
    if (body === INVALID_JSON) throw new HttpFailure(400, 'Invalid JSON body');
    if (path === '/info') {
      const state = service.engine.state;
      const key = stateAnswerKey(body);
      const cached = key === null ? undefined : stateAnswers.get(state, key);
      if (cached) {
        sendJson(req, res, 200, cached);
        return;
      }
      const answer = answerInfo(state, body, service.market);
      if (!answer.ok) throw new HttpFailure(422, answer.message);
      limits?.charge(ip, answerWeight(body, answer.body));
      const json = Buffer.from(JSON.stringify(answer.body));
      if (key !== null) stateAnswers.set(key, json);
      sendJson(req, res, 200, json);
      return;
    }
    const verified = await verifyExchangeBody(body, isTestnet);
    if (verified.kind === 'malformed') throw new HttpFailure(422, verified.message);
    if (verified.kind === 'reject') {
      send(req, res, 200, { status: 'err', response: verified.message });
      return;
    }
    // Synchronous from here: logged (fsynced) and executed before the next request is looked at.
    send(req, res, 200, service.signed(verified.cmd));
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    handle(req, res).catch((e: unknown) => {
      const status = e instanceof HttpFailure ? e.status : 500;
      const message = e instanceof HttpFailure ? e.message : 'Internal server error';
      if (!res.headersSent) {
        if (status === 413) res.setHeader('Connection', 'close');
        send(req, res, status, message);
      }
    });
  };
}

export function startHttpServer(options: HttpOptions): Promise<RunningServer> {
  const server = createServer(createHandler(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const host = options.host ?? '127.0.0.1';
      resolve({
        url: `http://${host}:${port}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
