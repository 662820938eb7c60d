import { describe, expect, it, vi } from 'vitest';
import { createServerClient } from './server-client';
import { ServerError } from './server-request';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeFetch(...responses: Response[]) {
  return vi.fn<typeof fetch>(async () => responses.shift() ?? json(500, { error: 'no more answers' }));
}

describe('serverClient', () => {
  it('reads the session, treating 401 as signed out', async () => {
    expect(await createServerClient(fakeFetch(json(200, { address }))).getSession()).toBe(address);
    expect(await createServerClient(fakeFetch(json(401, { error: 'No session' }))).getSession()).toBeNull();
  });

  it('gets a nonce, verifies and logs out', async () => {
    const fetchImpl = fakeFetch(json(200, { nonce: 'abcdefgh12' }), json(200, { ok: true }), json(200, {}));
    const client = createServerClient(fetchImpl);
    expect(await client.getNonce()).toBe('abcdefgh12');
    await client.verify('message', '0xsig');
    await client.logout();
    expect(fetchImpl.mock.calls.map(([path, init]) => `${init?.method} ${path}`)).toEqual([
      'GET /auth/nonce',
      'POST /auth/verify',
      'POST /auth/logout',
    ]);
  });

  it('carries the server error text and status of a refused sign-in step', async () => {
    const client = createServerClient(fakeFetch(json(429, { error: 'Too many requests' })));
    const error = await client.getNonce().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 429, message: 'Too many requests' });
  });
});
