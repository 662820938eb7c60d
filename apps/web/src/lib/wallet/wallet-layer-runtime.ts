import type { RuntimeConfig } from '@pluto/core';
import type { Config } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { type ServerClient, serverClient } from '../server/server-client';
import { createSessionStore } from '../server/session';
import { createConnectionStore } from './connection-store';
import { createWagmiConfig } from './wagmi-config';
import type { WalletLayer } from './wallet-layer';

/** The layer over a wagmi configuration: the server session and the connection store follow it. */
export function assembleWalletLayer(wagmiConfig: Config, server: ServerClient): WalletLayer {
  return {
    wagmiConfig,
    session: createSessionStore(wagmiConfig, server),
    connection: createConnectionStore(wagmiConfig),
  };
}

/**
 * Builds the wallet layer once per page: wagmi over the configured chains and wallets, the server
 * session and the connection store. Loaded after the first paint (see `wallet-layer.tsx`).
 */
export function createWalletLayer(runtime: RuntimeConfig): WalletLayer {
  const layer = assembleWalletLayer(createWagmiConfig(runtime), serverClient);
  // What WagmiProvider does on mount, done once for the page's lifetime: restore the last connection.
  void reconnect(layer.wagmiConfig);
  return layer;
}
