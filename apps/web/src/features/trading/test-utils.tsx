import type { RuntimeConfig } from '@pluto/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ExchangeSocket, SocketStatus, SubscriptionHandlers } from '../../lib/exchange/socket';
import { ExchangeSocketContext } from '../../lib/exchange/socket';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { type WalletConnection, WalletConnectionContext } from '../../lib/wallet/wallet-layer';

export const tradingTestConfig: RuntimeConfig = testRuntimeConfig({
  chains: [],
  exchange: {
    ...testRuntimeConfig().exchange,
    apiUrl: 'http://exchange.test',
    wsUrl: 'ws://exchange.test/ws',
  },
});

interface Live {
  method: string;
  params: unknown;
  handlers: SubscriptionHandlers<unknown>;
  active: boolean;
}

/** An in-memory live feed: tests see every subscription and push events into it. */
export function createFakeSocket(initial: SocketStatus = 'open') {
  let status = initial;
  const listeners = new Set<() => void>();
  const subscriptions: Live[] = [];
  const subscribe = (method: string) =>
    vi.fn((params: unknown, handlers: SubscriptionHandlers<never>) => {
      const live: Live = {
        method,
        params,
        handlers: handlers as SubscriptionHandlers<unknown>,
        active: true,
      };
      subscriptions.push(live);
      return () => {
        live.active = false;
      };
    });
  const socket = {
    l2Book: subscribe('l2Book'),
    candle: subscribe('candle'),
    orderUpdates: subscribe('orderUpdates'),
    userFills: subscribe('userFills'),
    userFundings: subscribe('userFundings'),
    clearinghouseState: subscribe('clearinghouseState'),
    openOrders: subscribe('openOrders'),
    activeAssetData: subscribe('activeAssetData'),
    status: () => status,
    onStatus: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as ExchangeSocket;
  return {
    socket,
    subscriptions,
    active: (method: string) => subscriptions.filter((s) => s.method === method && s.active),
    setStatus(next: SocketStatus) {
      status = next;
      for (const listener of listeners) listener();
    },
  };
}

const DISCONNECTED: WalletConnection = { status: 'disconnected' };

/** The trading screen's providers, with the wallet as the wallet layer would report it. */
export function TradingProviders({
  socket,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  connection = DISCONNECTED,
  children,
}: {
  socket: ExchangeSocket;
  queryClient?: QueryClient;
  connection?: WalletConnection;
  children: ReactNode;
}) {
  return (
    <RuntimeConfigProvider config={tradingTestConfig}>
      <QueryClientProvider client={queryClient}>
        <WalletConnectionContext.Provider value={connection}>
          <ExchangeSocketContext.Provider value={socket}>{children}</ExchangeSocketContext.Provider>
        </WalletConnectionContext.Provider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
