import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import type { WalletConnection } from '../../lib/wallet/wallet-layer';
import { queryKeys } from '../query-keys';
import { createFakeSocket, DataTestProviders } from '../testing';
import { useAccountSummary, useActiveAssetData, useTradingAccount } from './user-data';

const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as const;
const connected: WalletConnection = { status: 'connected', address: user };
const config = testRuntimeConfig({
  exchange: {
    ...testRuntimeConfig().exchange,
    apiUrl: 'http://exchange.test',
    wsUrl: 'ws://exchange.test/ws',
  },
});

const clearinghouse = (accountValue: string, withdrawable: string) => ({
  assetPositions: [],
  marginSummary: { accountValue, totalNtlPos: '0.0', totalRawUsd: accountValue, totalMarginUsed: '0.0' },
  crossMarginSummary: { accountValue, totalNtlPos: '0.0', totalRawUsd: accountValue, totalMarginUsed: '0.0' },
  crossMaintenanceMarginUsed: '0.0',
  withdrawable,
  time: 1,
});

/** The exchange's /info, answering the clearinghouse state; returns the request types it saw. */
function stubInfo() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { type } = JSON.parse(String(init?.body ?? '{}')) as { type: string };
      requests.push(type);
      const body = type === 'clearinghouseState' ? clearinghouse('120.5', '100.123456') : null;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

function setup(connection: WalletConnection = connected, status: 'open' | 'closed' = 'open') {
  const fake = createFakeSocket(status);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataTestProviders config={config} socket={fake.socket} queryClient={queryClient} connection={connection}>
      {children}
    </DataTestProviders>
  );
  return { fake, queryClient, wrapper };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the clearinghouse state', () => {
  it('is fetched once for the trading account and the account summary, each a view of it', async () => {
    const requests = stubInfo();
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ trading: useTradingAccount(), summary: useAccountSummary() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.summary.data).toBeDefined());
    expect(result.current.summary.data).toEqual({ withdrawable: 100_123_456n, accountValue: 120_500_000n });
    expect(result.current.trading.data?.positions).toEqual([]);
    expect(requests.filter((type) => type === 'clearinghouseState')).toHaveLength(1);
  });

  it('follows the live feed in both views, whatever the page', async () => {
    stubInfo();
    const { fake, wrapper } = setup();
    const { result } = renderHook(() => ({ trading: useTradingAccount(), summary: useAccountSummary() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.summary.data).toBeDefined());
    act(() =>
      fake
        .active('clearinghouseState')[0]
        ?.handlers.onData({ dex: '', user, clearinghouseState: clearinghouse('250', '200') }),
    );
    await waitFor(() =>
      expect(result.current.summary.data).toEqual({ withdrawable: 200_000_000n, accountValue: 250_000_000n }),
    );
    expect(result.current.trading.data?.summary.withdrawable).toBe(200);
  });

  it('is polled every 15 s while the feed is not open, and not while it is', async () => {
    vi.useFakeTimers();
    const requests = stubInfo();
    const count = () => requests.filter((type) => type === 'clearinghouseState').length;
    const { fake, wrapper } = setup(connected, 'closed');
    renderHook(() => useAccountSummary(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(count()).toBe(2);
    act(() => fake.setStatus('open'));
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(count()).toBe(2);
  });
});

describe('the user streams', () => {
  it('run for the connected account without any screen asking, and stop with the app', () => {
    const { fake, wrapper } = setup();
    const view = renderHook(() => null, { wrapper });
    expect(fake.active('clearinghouseState').map((s) => s.params)).toEqual([{ user }]);
    expect(fake.active('openOrders')).toHaveLength(1);
    expect(fake.active('userFills')).toHaveLength(1);
    expect(fake.active('activeAssetData')).toHaveLength(0);
    view.unmount();
    expect(fake.subscriptions.every((s) => !s.active)).toBe(true);
  });

  it('stop when the wallet disconnects', () => {
    const { fake, queryClient } = setup();
    let connection: WalletConnection = connected;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DataTestProviders
        config={config}
        socket={fake.socket}
        queryClient={queryClient}
        connection={connection}
      >
        {children}
      </DataTestProviders>
    );
    const { rerender } = renderHook(() => null, { wrapper });
    expect(fake.active('userFundings')).toHaveLength(1);
    connection = { status: 'disconnected' };
    rerender();
    expect(fake.subscriptions.every((s) => !s.active)).toBe(true);
  });

  it('do not start without a connected account', () => {
    const { fake, wrapper } = setup({ status: 'disconnected' });
    renderHook(() => null, { wrapper });
    expect(fake.subscriptions).toHaveLength(0);
  });

  it('include the active asset data of the coin a hook reads, following the coin', () => {
    stubInfo();
    const { fake, queryClient, wrapper } = setup();
    const { rerender } = renderHook(({ coin }) => useActiveAssetData(coin), {
      wrapper,
      initialProps: { coin: 'BTC' },
    });
    expect(fake.active('activeAssetData').map((s) => s.params)).toEqual([{ user, coin: 'BTC' }]);
    rerender({ coin: 'ETH' });
    expect(fake.active('activeAssetData').map((s) => s.params)).toEqual([{ user, coin: 'ETH' }]);
    const event = { user, coin: 'ETH', leverage: { type: 'cross', value: 5 } };
    act(() => fake.active('activeAssetData')[0]?.handlers.onData(event));
    expect(queryClient.getQueryData(queryKeys.activeAsset(user, 'ETH'))).toBe(event);
  });
});
