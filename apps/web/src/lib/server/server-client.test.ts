import { describe, expect, it, vi } from 'vitest';
import { createServerClient, ServerError } from './server-client';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeFetch(...responses: Response[]) {
  return vi.fn<typeof fetch>(async () => responses.shift() ?? json(500, { error: 'no more answers' }));
}

describe('serverClient', () => {
  it('posts functions as JSON with credentials and parses the answer', async () => {
    const fetchImpl = fakeFetch(json(200, { isAdmin: true, role: 'admin' }));
    const client = createServerClient(fetchImpl);
    await expect(client.call('check-admin', { walletAddress: address })).resolves.toEqual({
      isAdmin: true,
      role: 'admin',
    });
    const [path, init] = fetchImpl.mock.calls[0] ?? [];
    expect(path).toBe('/functions/check-admin');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({ walletAddress: address });
  });

  it('signs in on a 401 and retries once', async () => {
    const fetchImpl = fakeFetch(json(401, { error: 'No session' }), json(200, { agentAddress: address }));
    const client = createServerClient(fetchImpl);
    const signIn = vi.fn(async () => undefined);
    client.onUnauthorized(signIn);
    await expect(client.call('create-agent-wallet', { userAddress: address })).resolves.toEqual({
      agentAddress: address,
    });
    expect(signIn).toHaveBeenCalledOnce();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('fails loudly when sign-in is refused or the session is still missing', async () => {
    const refused = createServerClient(fakeFetch(json(401, { error: 'No session' })));
    refused.onUnauthorized(async () => Promise.reject(new Error('User rejected the request.')));
    await expect(refused.call('check-admin', { walletAddress: address })).rejects.toThrow('User rejected');

    const stillMissing = createServerClient(
      fakeFetch(json(401, { error: 'No session' }), json(401, { error: 'No session' })),
    );
    stillMissing.onUnauthorized(async () => undefined);
    await expect(stillMissing.call('check-admin', { walletAddress: address })).rejects.toMatchObject({
      status: 401,
      message: 'No session',
    });
  });

  it('carries the server error text and status', async () => {
    const client = createServerClient(fakeFetch(json(429, { error: 'Too many requests' })));
    const error = await client.call('get-agent-wallet', { userAddress: address }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 429, message: 'Too many requests' });
  });

  it('refuses an answer of another shape', async () => {
    const client = createServerClient(fakeFetch(json(200, { isAdmin: 'yes' })));
    await expect(client.call('check-admin', { walletAddress: address })).rejects.toThrow(
      'Unexpected answer from the server',
    );
  });

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

  it('stops calling an unregistered sign-in handler', async () => {
    const client = createServerClient(fakeFetch(json(401, { error: 'No session' })));
    const signIn = vi.fn(async () => undefined);
    client.onUnauthorized(signIn)();
    await expect(client.call('check-admin', { walletAddress: address })).rejects.toBeInstanceOf(ServerError);
    expect(signIn).not.toHaveBeenCalled();
  });
});
