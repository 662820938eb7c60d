import { WALLET_NOT_CONNECTED_MESSAGE } from '@pluto/core';
import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../lib/server/server-request';
import { createCallFunction, signInUnavailable } from './functions';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeFetch(...responses: Response[]) {
  return vi.fn<typeof fetch>(async () => responses.shift() ?? json(500, { error: 'no more answers' }));
}

const cancel = {
  orderId: 1,
  symbol: 'BTC',
  userWallet: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
} as const;

describe('callFunction', () => {
  it('posts functions as JSON with credentials and parses the answer', async () => {
    const fetchImpl = fakeFetch(json(200, { isAdmin: true, role: 'admin' }));
    const call = createCallFunction(vi.fn(), fetchImpl);
    await expect(call('check-admin', { walletAddress: address })).resolves.toEqual({
      isAdmin: true,
      role: 'admin',
    });
    const [path, init] = fetchImpl.mock.calls[0] ?? [];
    expect(path).toBe('/functions/check-admin');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({ walletAddress: address });
  });

  it('posts a trading body and resolves with its answer and data', async () => {
    const fetchImpl = fakeFetch(json(200, { success: true, error: null, data: { statuses: ['success'] } }));
    const call = createCallFunction(vi.fn(), fetchImpl);
    const answer = await call('cancel-order', cancel);
    expect(answer.data).toEqual({ statuses: ['success'] });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/functions/cancel-order',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: JSON.stringify(cancel) }),
    );
  });

  it('signs in on a 401 and retries once', async () => {
    const fetchImpl = fakeFetch(json(401, { error: 'No session' }), json(200, { agentAddress: address }));
    const signIn = vi.fn(async () => undefined);
    const call = createCallFunction(signIn, fetchImpl);
    await expect(call('create-agent-wallet', { userAddress: address })).resolves.toEqual({
      agentAddress: address,
    });
    expect(signIn).toHaveBeenCalledOnce();
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const leverageFetch = fakeFetch(
      json(401, { error: 'Sign in first' }),
      json(200, { success: true, error: null, result: { status: 'ok' } }),
    );
    const leverageSignIn = vi.fn(async () => undefined);
    const leverage = await createCallFunction(leverageSignIn, leverageFetch)('update-leverage', {
      userAddress: cancel.userWallet,
      symbol: 'BTC',
      leverage: 5,
      isCross: true,
    });
    expect(leverage.result).toEqual({ status: 'ok' });
    expect(leverageSignIn).toHaveBeenCalledOnce();
    expect(leverageFetch).toHaveBeenCalledTimes(2);
  });

  it('fails loudly when sign-in is refused or the session is still missing', async () => {
    const refused = createCallFunction(
      async () => Promise.reject(new Error('User rejected the request.')),
      fakeFetch(json(401, { error: 'No session' })),
    );
    await expect(refused('check-admin', { walletAddress: address })).rejects.toThrow('User rejected');

    const stillMissing = createCallFunction(
      async () => undefined,
      fakeFetch(json(401, { error: 'No session' }), json(401, { error: 'No session' })),
    );
    await expect(stillMissing('check-admin', { walletAddress: address })).rejects.toMatchObject({
      status: 401,
      message: 'No session',
    });
  });

  it('without a session to sign in with, rejects a 401 as not connected and sends once', async () => {
    const fetchImpl = fakeFetch(json(401, { error: 'No session' }));
    const call = createCallFunction(signInUnavailable, fetchImpl);
    const error = await call('check-admin', { walletAddress: address }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 401, message: WALLET_NOT_CONNECTED_MESSAGE });
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('carries the server error text and status', async () => {
    const call = createCallFunction(vi.fn(), fakeFetch(json(429, { error: 'Too many requests' })));
    const error = await call('get-agent-wallet', { userAddress: address }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 429, message: 'Too many requests' });

    const broken = createCallFunction(vi.fn(), fakeFetch(json(503, { error: 'Trading is unavailable' })));
    await expect(broken('cancel-order', cancel)).rejects.toThrow('Trading is unavailable');
  });

  it('rejects with the server text on success: false', async () => {
    const refused = createCallFunction(
      vi.fn(),
      fakeFetch(json(200, { success: false, error: 'Order 0: Insufficient margin', data: null })),
    );
    const error = await refused('cancel-order', cancel).catch((e: unknown) => e);
    expect(error).toEqual(new ServerError(200, 'Order 0: Insufficient margin'));
    expect(error).toMatchObject({ status: 200, message: 'Order 0: Insufficient margin' });
  });

  it('refuses an answer of another shape', async () => {
    const admin = createCallFunction(vi.fn(), fakeFetch(json(200, { isAdmin: 'yes' })));
    await expect(admin('check-admin', { walletAddress: address })).rejects.toThrow(
      'Unexpected answer from the server',
    );
    const odd = createCallFunction(vi.fn(), fakeFetch(json(200, { ok: true })));
    await expect(odd('cancel-order', cancel)).rejects.toThrow('Unexpected answer from the server');
  });
});
