import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_BACKEND } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Answer {
  status: number;
  connection: string | undefined;
}

describe('early answers on a keep-alive connection', () => {
  let server: TestServer;
  let listener: ServerType;
  let port: number;
  // One socket, kept alive: every request of a test reuses the connection the previous one left.
  let agent: Agent;

  beforeAll(async () => {
    server = await startTestServer(PGLITE_BACKEND);
    await new Promise<void>((resolve) => {
      listener = serve({ fetch: server.app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await server.close();
  });

  function send(method: string, path: string, body?: { bytes: Buffer; chunked: boolean }): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { 'content-type': 'application/json' };
      if (body && !body.chunked) headers['content-length'] = body.bytes.length;
      const outgoing = request({ host: '127.0.0.1', port, method, path, agent, headers }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end(body?.bytes);
    });
  }

  const oversized = Buffer.alloc(1024 * 1024, 'x');

  for (const chunked of [false, true]) {
    it(`serves the next request on the same agent after a 413 (${chunked ? 'chunked' : 'declared length'})`, async () => {
      agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let round = 0; round < 5; round += 1) {
          const refused = await send('POST', '/auth/verify', { bytes: oversized, chunked });
          // Rejects with ECONNRESET when the refused request's socket was reused and then dropped.
          const next = await send('GET', '/auth/session');
          expect(next).toEqual({ status: 401, connection: 'keep-alive' });
          expect(refused).toEqual({ status: 413, connection: 'close' });
        }
      } finally {
        agent.destroy();
      }
    });
  }

  it('keeps the connection of an answer that read the whole body', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const malformed = await send('POST', '/auth/verify', {
        bytes: Buffer.from('{"message":1}'),
        chunked: false,
      });
      expect(malformed).toEqual({ status: 400, connection: 'keep-alive' });
      expect(await send('GET', '/health')).toEqual({ status: 200, connection: 'keep-alive' });
    } finally {
      agent.destroy();
    }
  });
});
