import type { RuntimeConfig } from '@pluto/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { type WalletConnection, WalletConnectionContext } from '../../lib/wallet/wallet-layer';
import { UserStreamsProvider } from '../account/user-streams';
import { type ExchangeSocket, ExchangeSocketContext } from '../exchange/socket';

const DISCONNECTED: WalletConnection = { status: 'disconnected' };

/**
 * The data layer as the app mounts it (query cache, user streams), over a fake live feed and the
 * wallet as the wallet layer would report it.
 */
export function DataTestProviders({
  config,
  socket,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  connection = DISCONNECTED,
  children,
}: {
  config: RuntimeConfig;
  socket: ExchangeSocket;
  queryClient?: QueryClient;
  connection?: WalletConnection;
  children: ReactNode;
}) {
  return (
    <RuntimeConfigProvider config={config}>
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
