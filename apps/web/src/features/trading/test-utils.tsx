export { createFakeSocket } from '../../data/testing';

import type { RuntimeConfig } from '@pluto/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ExchangeSocket, ExchangeSocketContext, UserStreamsProvider } from '../../data';
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

const DISCONNECTED: WalletConnection = { status: 'disconnected' };

/** The trading screen's providers as the app mounts them, with the wallet as the wallet layer would report it. */
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
          <ExchangeSocketContext.Provider value={socket}>
            <UserStreamsProvider>{children}</UserStreamsProvider>
          </ExchangeSocketContext.Provider>
        </WalletConnectionContext.Provider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
