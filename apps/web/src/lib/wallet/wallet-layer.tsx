import type { RuntimeConfig } from '@pluto/core';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  use,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { type Config, WagmiContext } from 'wagmi';
import { useRuntimeConfig } from '../runtime-config';
import { SessionContext, type SessionStore } from '../server/session-context';

/** Everything the wallet hooks read: wagmi, the data-query client and the server session. */
export interface WalletLayer {
  wagmiConfig: Config;
  queryClient: QueryClient;
  session: SessionStore;
}

/**
 * wagmi, viem and react-query are most of the app's JavaScript, and the first screen does not need
 * them to paint: this module (in the entry) provides their contexts, empty at first, and loads the
 * layer after the first paint. Providing the same context components before and after keeps every
 * screen mounted when the layer arrives. Screens that read the wallet wait for it (`RequireWalletLayer`).
 */
export const importWalletLayerRuntime = () => import('./wallet-layer-runtime');

interface WalletLayerLoader {
  load: () => Promise<WalletLayer>;
  subscribe: (listener: () => void) => () => void;
  current: () => WalletLayer | null;
}

function createWalletLayerLoader(runtime: RuntimeConfig): WalletLayerLoader {
  let layer: WalletLayer | null = null;
  let loading: Promise<WalletLayer> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importWalletLayerRuntime().then(
        ({ createWalletLayer }) => {
          layer = createWalletLayer(runtime);
          for (const listener of listeners) listener();
          return layer;
        },
        (error: unknown) => {
          // A failed download (deploy in between, network) may be retried by the next caller.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => layer,
  };
}

const WalletLayerLoaderContext = createContext<WalletLayerLoader | null>(null);
const WalletLayerContext = createContext<WalletLayer | null>(null);

function requireLoader(loader: WalletLayerLoader | null): WalletLayerLoader {
  if (!loader) throw new Error('The wallet layer is used outside WalletLayerProvider');
  return loader;
}

/** Runs `task` once the browser is idle after painting; Safari has no requestIdleCallback. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/** The contexts the wallet hooks read; without a layer they are empty and no wallet hook may run. */
export function WalletLayerContexts({ layer, children }: { layer: WalletLayer | null; children: ReactNode }) {
  return (
    <WalletLayerContext.Provider value={layer}>
      <WagmiContext.Provider value={layer?.wagmiConfig}>
        <QueryClientContext.Provider value={layer?.queryClient}>
          <SessionContext.Provider value={layer?.session ?? null}>{children}</SessionContext.Provider>
        </QueryClientContext.Provider>
      </WagmiContext.Provider>
    </WalletLayerContext.Provider>
  );
}

export function WalletLayerProvider({ children }: { children: ReactNode }) {
  const runtime = useRuntimeConfig();
  const [loader] = useState(() => createWalletLayerLoader(runtime));
  const layer = useSyncExternalStore(loader.subscribe, loader.current);
  useEffect(
    () =>
      whenIdle(() => {
        // A failure here is reported by the screen that needs the layer; the header keeps its placeholder.
        loader.load().catch(() => undefined);
      }),
    [loader],
  );
  return (
    <WalletLayerLoaderContext.Provider value={loader}>
      <WalletLayerContexts layer={layer}>{children}</WalletLayerContexts>
    </WalletLayerLoaderContext.Provider>
  );
}

/** The loaded layer, or null while it loads: for parts that show a placeholder meanwhile. */
export function useWalletLayer(): WalletLayer | null {
  return useContext(WalletLayerContext);
}

/** Renders `children` (a screen that reads the wallet) once the layer has loaded, suspending until then. */
export function RequireWalletLayer({ children }: { children: ReactNode }) {
  const loader = useContext(WalletLayerLoaderContext);
  // `use` may be called conditionally. React can resume this component as soon as the download
  // settles, before the provider above has re-rendered, so the layer is provided here as well.
  const layer = useWalletLayer() ?? use(requireLoader(loader).load());
  return <WalletLayerContexts layer={layer}>{children}</WalletLayerContexts>;
}
