import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake third-party API received. */
export interface ReceivedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON unless it is a string (sent as is). */
  body: unknown;
  delayMs?: number;
}

/**
 * A local stand-in for a third-party JSON API (market data, news, an OpenAI-compatible LLM): each
 * request is recorded and answered by `answer`, in the real API's shapes the test gives it.
 */
export interface FakeJsonApi {
  url: string;
  requests: ReceivedRequest[];
  answer: (request: ReceivedRequest) => FakeAnswer;
  close(): Promise<void>;
}

export async function startFakeJsonApi(
  answer: (request: ReceivedRequest) => FakeAnswer,
): Promise<FakeJsonApi> {
  const api: Omit<FakeJsonApi, 'url' | 'close'> = { requests: [], answer };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const received = {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      body: text === '' ? null : (JSON.parse(text) as unknown),
    };
    api.requests.push(received);
    const { status = 200, body, delayMs = 0 } = api.answer(received);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(api, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
