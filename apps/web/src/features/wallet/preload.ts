import { importWalletLayerRuntime } from '../../lib/wallet/wallet-layer';

/** The latest the idle preload waits: the page's own first work has had its turn by then. */
const IDLE_PRELOAD_TIMEOUT_MS = 3_000;

let preloading: Promise<unknown> | undefined;

/**
 * Fetches the wallet layer's code (wagmi, viem, the wallet menu and the Connect dialog) without
 * starting the layer, so a Connect Wallet press opens the dialog at once (issue 20: ≤ 300 ms). Once
 * is enough; a failed fetch may be tried again.
 */
export function preloadWalletLayer(): Promise<unknown> {
  preloading ??= Promise.all([
    importWalletLayerRuntime(),
    import('./WalletButton'),
    import('./ConnectWalletDialog'),
  ]).catch(() => {
    preloading = undefined;
  });
  return preloading;
}

/** Runs `task` when the browser is idle (soon after, where requestIdleCallback is missing). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_PRELOAD_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}
