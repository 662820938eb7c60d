import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { HttpError } from '../http/http-error';

/** One request the fake received. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** The JSON body, when one was sent. */
  body: unknown;
}

export type FakeReply = (path: string) => { status: number; body: unknown };

export interface FakeApi {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly seen: SeenRequest[];
  /** What the next requests are answered (JSON), by path. */
  reply: FakeReply;
  close(): Promise<void>;
}

/**
 * A local stand-in for a third-party JSON API: answers each request with `reply` and records it, so
 * an adapter is tested against the real API's documented bodies without the network.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const fake = {
    seen: [] as SeenRequest[],
    reply: (() => ({ status: 500, body: null })) as FakeReply,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString();
      fake.seen.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      const { status, body } = fake.reply(url.pathname);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The `HttpError` a call is refused with: its status and text. */
export async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, message: (error as HttpError).message };
}
