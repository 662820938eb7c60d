import { type OrderSubmission, toTradingOpenOrder } from '@pluto/core';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { queryKeys } from '../query-keys';
import { createFakeSocket, DataTestProviders, wireOpenOrder } from '../testing';
import { useTradingMutations } from './trading';

const user = '0x14dc79964da2c08b23698b3d3cc7ca32193d9955' as const;

/** The server's `/functions`, answering success; returns what each call sent. */
function stubFunctions() {
  const calls: { name: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = url.replace('/functions/', '');
      calls.push({ name, body: JSON.parse(String(init?.body)) });
      // Each function's success as its contract shapes it (update-leverage answers `result`).
      const answer =
        name === 'update-leverage'
          ? { success: true, error: null, result: null }
          : { success: true, error: null, data: { statuses: ['success'] } };
      return new Response(JSON.stringify(answer));
    }),
  );
  return calls;
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataTestProviders
      config={testRuntimeConfig()}
      socket={createFakeSocket().socket}
      queryClient={queryClient}
      connection={{ status: 'connected', address: user }}
    >
      {children}
    </DataTestProviders>
  );
  const { result } = renderHook(() => useTradingMutations(), { wrapper });
  const invalidatedKeys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { queryClient, mutations: () => result.current, invalidatedKeys };
}

const submission: OrderSubmission = {
  side: 'buy',
  orderType: 'limit',
  price: '95000',
  size: '0.01',
  timeInForce: 'Gtc',
  reduceOnly: false,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('trading mutations', () => {
  it('send a plain order alone, and one with TP/SL as a batch with reduce-only market triggers', async () => {
    const calls = stubFunctions();
    const { mutations } = setup();
    const target = { coin: 'BTC', leverage: 10 };
    await act(() => mutations().placeOrder({ target, submission }));
    await act(() => mutations().placeOrder({ target, submission: { ...submission, takeProfit: '99000' } }));
    expect(calls[0]).toMatchObject({
      name: 'place-order',
      body: { symbol: 'BTC', side: 'buy', leverage: 10 },
    });
    expect(calls[1]?.name).toBe('place-batch-order');
    expect(calls[1]?.body).toMatchObject({
      orders: [
        { side: 'buy', orderType: 'limit', reduceOnly: false },
        { side: 'sell', price: '99000', orderType: 'market', triggerType: 'tp', reduceOnly: true },
      ],
      userAddress: user,
    });
  });

  it('refetch the account, its orders and fills 500 ms after a trade, not before', async () => {
    stubFunctions();
    const { mutations, invalidatedKeys } = setup();
    await act(() => mutations().placeOrder({ target: { coin: 'BTC', leverage: 1 }, submission }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(invalidatedKeys()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(invalidatedKeys()).toEqual([
      queryKeys.accountSummary(user),
      queryKeys.openOrders(user),
      queryKeys.fills(user),
    ]);
  });

  it('take a cancelled order off the open orders at once', async () => {
    const calls = stubFunctions();
    const { queryClient, mutations } = setup();
    queryClient.setQueryData(queryKeys.openOrders(user), [wireOpenOrder(1), wireOpenOrder(2)]);
    await act(() => mutations().cancelOrder(toTradingOpenOrder(wireOpenOrder(1))));
    expect(calls[0]).toMatchObject({ name: 'cancel-order', body: { orderId: 1, symbol: 'BTC' } });
    expect(
      queryClient.getQueryData<{ oid: number }[]>(queryKeys.openOrders(user))?.map((o) => o.oid),
    ).toEqual([2]);
  });

  it('refetch the coin’s leverage after a leverage change', async () => {
    const calls = stubFunctions();
    const { mutations, invalidatedKeys } = setup();
    await act(() => mutations().updateLeverage({ coin: 'ETH', leverage: 5, isCross: false }));
    expect(calls[0]).toEqual({
      name: 'update-leverage',
      body: { userAddress: user, symbol: 'ETH', leverage: 5, isCross: false },
    });
    expect(invalidatedKeys()).toContainEqual(queryKeys.activeAsset(user, 'ETH'));
  });
});
