import type { Config } from 'wagmi';
import { getConnection, watchConnection } from 'wagmi/actions';
import type { WalletConnection, WalletConnectionStore } from './wallet-layer';

type WagmiConnection = ReturnType<typeof getConnection>;

function toWalletConnection(connection: WagmiConnection): WalletConnection {
  if (connection.status === 'connected') return { status: 'connected', address: connection.address };
  // Restoring the last connection, or the user connecting now: the answer is not known yet.
  if (connection.status === 'reconnecting' || connection.status === 'connecting')
    return { status: 'loading' };
  return { status: 'disconnected' };
}

const sameConnection = (a: WalletConnection, b: WalletConnection) =>
  a.status === b.status &&
  (a.status !== 'connected' || (b.status === 'connected' && a.address === b.address));

/** wagmi's connection as the small external store the first screen reads (`useWalletConnection`). */
export function createConnectionStore(config: Config): WalletConnectionStore {
  let snapshot = toWalletConnection(getConnection(config));
  const listeners = new Set<() => void>();
  watchConnection(config, {
    onChange(connection) {
      const next = toWalletConnection(connection);
      if (sameConnection(next, snapshot)) return;
      snapshot = next;
      for (const listener of listeners) listener();
    },
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
