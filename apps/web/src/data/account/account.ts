import { useMemo } from 'react';
import { useWalletConnection } from '../../lib/wallet/wallet-layer';

export type Address = `0x${string}`;

/** The connected wallet as every feature reads it: `loading` until the wallet layer knows. */
export type Account =
  | { status: 'loading' | 'disconnected'; address: undefined }
  | { status: 'connected'; address: Address };

/**
 * The connected account, from the wallet layer's connection (readable before the layer has loaded),
 * so no feature reads wagmi for it.
 */
export function useAccount(): Account {
  const connection = useWalletConnection();
  return useMemo(
    () =>
      connection.status === 'connected'
        ? { status: 'connected', address: connection.address }
        : { status: connection.status, address: undefined },
    [connection],
  );
}
