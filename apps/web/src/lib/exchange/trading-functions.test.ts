import { describe, expect, it, vi } from 'vitest';
import { createTradingCall, TradingError } from './trading-functions';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const cancel = {
  orderId: 1,
  symbol: 'BTC',
  userWallet: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
} as const;

describe('trading functions', () => {
  it('posts the body and resolves with data', async () => {
    const fetchImpl = vi.fn(async () =>
      json(200, { success: true, error: null, data: { statuses: ['success'] } }),
    );
    const call = createTradingCall(vi.fn(), fetchImpl as unknown as typeof fetch);
    await expect(call('cancel-order', cancel)).resolves.toEqual({ statuses: ['success'] });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/functions/cancel-order',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: JSON.stringify(cancel) }),
    );
  });

  it('signs in once on a 401 and retries', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(json(401, { error: 'Sign in first' }))
      .mockResolvedValueOnce(json(200, { success: true, error: null, result: { status: 'ok' } }));
    const signIn = vi.fn(async () => undefined);
    const call = createTradingCall(signIn, fetchImpl as unknown as typeof fetch);
    await expect(
      call('update-leverage', { userAddress: cancel.userWallet, symbol: 'BTC', leverage: 5, isCross: true }),
    ).resolves.toEqual({ status: 'ok' });
    expect(signIn).toHaveBeenCalledOnce();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('rejects with the server text on success: false or an HTTP error', async () => {
    const refused = createTradingCall(vi.fn(), (async () =>
      json(200, {
        success: false,
        error: 'Order 0: Insufficient margin',
        data: null,
      })) as unknown as typeof fetch);
    await expect(refused('cancel-order', cancel)).rejects.toEqual(
      new TradingError('Order 0: Insufficient margin'),
    );
    const broken = createTradingCall(vi.fn(), (async () =>
      json(503, { error: 'Trading is unavailable' })) as unknown as typeof fetch);
    await expect(broken('cancel-order', cancel)).rejects.toThrow('Trading is unavailable');
    const odd = createTradingCall(vi.fn(), (async () => json(200, { ok: true })) as unknown as typeof fetch);
    await expect(odd('cancel-order', cancel)).rejects.toThrow('Unexpected answer from the server');
  });
});
