import type { RuntimeConfig } from '@pluto/core';
import {
  createContext,
  type ReactNode,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { type Config, WagmiContext } from 'wagmi';
import { useRuntimeConfig } from '../runtime-config';
import { SessionContext, type SessionStore } from '../server/session-context';

/**
 * The wallet as screens that paint before the wallet layer see it: `loading` until the layer has
 * loaded and restored (or failed to restore) the last connection.
 */
export type WalletConnection =
  | { status: 'loading' }
  | { status: 'disconnected' }
  | { status: 'connected'; address: `0x${string}` };

/** The connected account's address, undefined while loading or disconnected. */
export const connectedAddress = (connection: WalletConnection): `0x${string}` | undefined =>
  connection.status === 'connected' ? connection.address : undefined;

export interface WalletConnectionStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => WalletConnection;
}

/** Everything the wallet hooks read: wagmi, the server session and the connection it keeps. */
export interface WalletLayer {
  wagmiConfig: Config;
  session: SessionStore;
  connection: WalletConnectionStore;
}

/**
 * wagmi and viem are most of the app's JavaScript, and the first screen does not need them to paint:
 * this module (in the entry) provides their contexts, empty at first, and loads the layer after the
 * first paint, or, for a visitor with no wallet to restore, only once they ask for one (Connect
 * Wallet, a wallet screen). Providing the same context components before and after keeps every screen
 * mounted when the layer arrives. Screens built on wagmi wait for it (`RequireWalletLayer`); the
 * trading screen reads `useWalletConnection` and paints its market data meanwhile.
 */
/** The toast text when the wallet layer's code could not be downloaded. */
export const WALLET_LOAD_FAILED = 'The wallet could not be loaded. Check your connection and try again.';

export const importWalletLayerRuntime = () => import('./wallet-layer-runtime');

const LOADING: WalletConnection = { status: 'loading' };
const DISCONNECTED: WalletConnection = { status: 'disconnected' };

/**
 * Where the layer is: not needed yet (`dormant`), downloading, or there; and whether the user has
 * pressed Connect Wallet and the Connect dialog has not opened yet (`connectPending`). Kept here,
 * above the router, because the header that took the press may be replaced before the dialog can
 * open (the router's fallback header gives way to the layout's once a screen's code has loaded).
 */
interface LoaderSnapshot {
  layer: WalletLayer | null;
  dormant: boolean;
  connectPending: boolean;
}

interface WalletLayerLoader {
  /** Wakes the layer (no longer dormant) and provides it once loaded. */
  load: () => Promise<WalletLayer>;
  /**
   * Loads and provides the layer ahead of a Connect Wallet press without waking it: a page with
   * nothing to restore keeps Connect Wallet and reads the wallet as disconnected throughout, so the
   * wallet's readers neither switch to a loading state while it loads nor re-render when it arrives.
   */
  preload: () => Promise<WalletLayer>;
  /** Records a Connect Wallet press and loads the layer. */
  requestConnect: () => Promise<WalletLayer>;
  /** The Connect dialog has opened for the press (or the load failed): nothing pending any more. */
  clearConnect: () => void;
  /** Whether the page started without a wallet to restore (Connect Wallet offered at once). */
  startedDormant: boolean;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => LoaderSnapshot;
}

function createWalletLayerLoader(
  runtime: RuntimeConfig,
  startDormant: boolean,
  assembled: WalletLayer | undefined,
): WalletLayerLoader {
  let snapshot: LoaderSnapshot = { layer: assembled ?? null, dormant: startDormant, connectPending: false };
  let loading: Promise<WalletLayer> | undefined = assembled && Promise.resolve(assembled);
  const listeners = new Set<() => void>();
  const publish = (next: Partial<LoaderSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const provide = () => {
    loading ??= importWalletLayerRuntime().then(
      ({ createWalletLayer }) => {
        const layer = createWalletLayer(runtime);
        publish({ layer });
        return layer;
      },
      (error: unknown) => {
        // A failed download (deploy in between, network) may be retried by the next caller.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const load = () => {
    if (snapshot.dormant) publish({ dormant: false });
    return provide();
  };
  return {
    load,
    preload: provide,
    requestConnect() {
      if (!snapshot.connectPending) publish({ connectPending: true });
      return load();
    },
    clearConnect() {
      if (snapshot.connectPending) publish({ connectPending: false });
    },
    startedDormant: startDormant,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
  };
}

/** wagmi's storage keys (prefix "wagmi"): the last connector used, and the persisted connections. */
const RECENT_CONNECTOR_KEY = 'wagmi.recentConnectorId';

/**
 * Whether the layer has work right after the first paint: this browser connected a wallet here before
 * (wagmi restores it), or has an injected wallet that may already have authorised this site. Anyone
 * else sees Connect Wallet, and the layer loads when they press it.
 */
export function hasWalletToRestore(win: Window = window): boolean {
  try {
    if (win.localStorage.getItem(RECENT_CONNECTOR_KEY) !== null) return true;
  } catch {
    // Storage blocked (private mode, policy): nothing was persisted either.
  }
  return 'ethereum' in win && win.ethereum != null;
}

declare global {
  interface Window {
    ethereum?: unknown;
  }
}

const WalletLayerLoaderContext = createContext<WalletLayerLoader | null>(null);
const WalletLayerContext = createContext<WalletLayer | null>(null);
/** Provided by `WalletLayerContexts`; tests of the trading screen put a connection here directly. */
export const WalletConnectionContext = createContext<WalletConnection | null>(null);

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

const noSubscription = () => () => undefined;

/** The contexts the wallet hooks read; without a layer they are empty and no wagmi hook may run. */
export function WalletLayerContexts({
  layer,
  unasked = false,
  children,
}: {
  layer: WalletLayer | null;
  /**
   * The page started with no wallet to restore and the user has not asked for one: the wallet is
   * disconnected, whether the layer is still loading or trying its restore (which reads as connecting).
   */
  unasked?: boolean;
  children: ReactNode;
}) {
  const connection = useSyncExternalStore(layer?.connection.subscribe ?? noSubscription, () => {
    if (!layer) return unasked ? DISCONNECTED : LOADING;
    // The same value as before the layer arrived keeps the wallet's readers from re-rendering for it.
    const snapshot = layer.connection.getSnapshot();
    return snapshot.status === 'disconnected' || (unasked && snapshot.status === 'loading')
      ? DISCONNECTED
      : snapshot;
  });
  return (
    <WalletLayerContext.Provider value={layer}>
      <WalletConnectionContext.Provider value={connection}>
        <WagmiContext.Provider value={layer?.wagmiConfig}>
          <SessionContext.Provider value={layer?.session ?? null}>{children}</SessionContext.Provider>
        </WagmiContext.Provider>
      </WalletConnectionContext.Provider>
    </WalletLayerContext.Provider>
  );
}

export function WalletLayerProvider({
  children,
  startDormant = !hasWalletToRestore(),
  layer: assembled,
}: {
  children: ReactNode;
  /** Tests choose; the app asks `hasWalletToRestore`. */
  startDormant?: boolean;
  /** A layer assembled already (tests of what the loaded layer shows); the app loads its own. */
  layer?: WalletLayer;
}) {
  const runtime = useRuntimeConfig();
  const [loader] = useState(() => createWalletLayerLoader(runtime, startDormant, assembled));
  const { layer, dormant } = useSyncExternalStore(loader.subscribe, loader.snapshot);
  useEffect(() => {
    if (startDormant) return;
    return whenIdle(() => {
      // A failure here is reported by the screen that needs the layer; the header keeps its placeholder.
      loader.load().catch(() => undefined);
    });
  }, [loader, startDormant]);
  return (
    <WalletLayerLoaderContext.Provider value={loader}>
      <WalletLayerContexts layer={layer} unasked={loader.startedDormant && dormant}>
        {children}
      </WalletLayerContexts>
    </WalletLayerLoaderContext.Provider>
  );
}

/** The loaded layer, or null while it loads: for parts that show a placeholder meanwhile. */
export function useWalletLayer(): WalletLayer | null {
  return useContext(WalletLayerContext);
}

/** The header's Connect Wallet press, held until the Connect dialog opens for it. */
export interface ConnectRequest {
  /** Pressed, and the dialog has not opened yet. */
  pending: boolean;
  /** The page started without a wallet to restore, so Connect Wallet was offered at once. */
  offered: boolean;
  /** Records the press and loads the layer. */
  request: () => Promise<WalletLayer>;
  /** The dialog opened for the press, or the layer failed to load. */
  clear: () => void;
}

const NO_LOADER: LoaderSnapshot = { layer: null, dormant: false, connectPending: false };

/** Whether the layer waits for the user to ask for a wallet, how to ask for it, and the Connect press. */
export function useWalletLayerRequest(): {
  dormant: boolean;
  request: () => Promise<WalletLayer>;
  /** Loads and provides the layer for a later request without waking it (see the loader). */
  preload: () => Promise<WalletLayer>;
  connect: ConnectRequest;
} {
  // Without a loader the layer was provided directly (`WalletLayerContexts`): nothing to request.
  const loader = useContext(WalletLayerLoaderContext);
  const { dormant, connectPending } = useSyncExternalStore(
    loader?.subscribe ?? noSubscription,
    () => loader?.snapshot() ?? NO_LOADER,
  );
  const actions = useMemo(
    () => ({
      load: () => requireLoader(loader).load(),
      preload: () => requireLoader(loader).preload(),
      requestConnect: () => requireLoader(loader).requestConnect(),
      clearConnect: () => loader?.clearConnect(),
    }),
    [loader],
  );
  return {
    dormant,
    request: actions.load,
    preload: actions.preload,
    connect: {
      pending: connectPending,
      offered: loader?.startedDormant ?? false,
      request: actions.requestConnect,
      clear: actions.clearConnect,
    },
  };
}

/** The connected account, readable before the wallet layer has loaded (then `loading`). */
export function useWalletConnection(): WalletConnection {
  const connection = useContext(WalletConnectionContext);
  if (!connection) throw new Error('useWalletConnection must be used inside the wallet layer contexts');
  return connection;
}

/** Renders `children` (a screen that reads the wallet) once the layer has loaded, suspending until then. */
export function RequireWalletLayer({ children }: { children: ReactNode }) {
  const loader = useContext(WalletLayerLoaderContext);
  // `use` may be called conditionally. React can resume this component as soon as the download
  // settles, before the provider above has re-rendered, so the layer is provided here as well.
  const layer = useWalletLayer() ?? use(requireLoader(loader).load());
  return <WalletLayerContexts layer={layer}>{children}</WalletLayerContexts>;
}
