import type { RuntimeConfig } from '@pluto/core';
import { reconnect } from 'wagmi/actions';
import { serverClient } from '../server/server-client';
import { createSessionStore } from '../server/session';
import { createQueryClient } from './query-client';
import { createWagmiConfig } from './wagmi-config';
import type { WalletLayer } from './wallet-layer';

/**
 * Builds the wallet layer once per page: wagmi over the configured chains and wallets, the data-query
 * client and the server session. Loaded after the first paint (see `wallet-layer.tsx`).
 */
export function createWalletLayer(runtime: RuntimeConfig): WalletLayer {
  const wagmiConfig = createWagmiConfig(runtime);
  const queryClient = createQueryClient();
  // What WagmiProvider and QueryClientProvider do on mount, done once for the page's lifetime:
  // restore the last wallet connection and follow window focus and connectivity.
  void reconnect(wagmiConfig);
  queryClient.mount();
  return { wagmiConfig, queryClient, session: createSessionStore(wagmiConfig, serverClient) };
}
