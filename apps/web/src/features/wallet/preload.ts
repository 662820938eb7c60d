import { useCallback } from 'react';
import { whenIdle as whenIdleUnheld } from '../../lib/idle-work';
import { useWalletLayerRequest } from '../../lib/wallet/wallet-layer';

/** The latest the idle preload waits: the page's own first work has had its turn by then. */
const IDLE_PRELOAD_TIMEOUT_MS = 3_000;

/**
 * Starts the wallet layer ahead of a Connect Wallet press (issue 20: the dialog opens in ≤ 300 ms):
 * the layer itself (wagmi, viem, its configuration; nothing connects until the trader chooses a
 * wallet) and the code of the wallet menu and the Connect dialog. The layer stays dormant, so the
 * wallet keeps reading as disconnected (no loading state). Calling it again costs nothing.
 */
export function useWalletPreload(): () => void {
  const { dormant, preload } = useWalletLayerRequest();
  return useCallback(() => {
    // A failed download is retried by the press itself, which reports it.
    import('./WalletButton').catch(() => undefined);
    import('./ConnectWalletDialog').catch(() => undefined);
    if (dormant) preload().catch(() => undefined);
  }, [dormant, preload]);
}

/**
 * Runs `task` when the browser is idle (after a while, where requestIdleCallback is missing) and no
 * screen holds idle work back for its first content.
 */
export function whenIdle(task: () => void): () => void {
  return whenIdleUnheld(task, IDLE_PRELOAD_TIMEOUT_MS);
}
