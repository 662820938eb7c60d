import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConnection } from 'wagmi';
import { RuntimeConfigProvider } from '../runtime-config';
import { useSession } from '../server/session-context';
import { testRuntimeConfig } from '../testing/runtime-config';
import {
  hasWalletToRestore,
  RequireWalletLayer,
  useWalletConnection,
  useWalletLayer,
  useWalletLayerRequest,
  WalletLayerProvider,
} from './wallet-layer';

const runtime = testRuntimeConfig({
  network: 'mainnet',
  exchange: { ...testRuntimeConfig().exchange, isTestnet: false },
});

/** Reads only what the first screen may read; counts its mounts. */
function FirstScreen({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  const connection = useWalletConnection();
  return <p>{`${useWalletLayer() ? 'wallet ready' : 'wallet loading'}, ${connection.status}`}</p>;
}

/** The header's part: asks for the layer when the user presses Connect Wallet. */
function ConnectButton() {
  const { request } = useWalletLayerRequest();
  return (
    <button type="button" onClick={() => void request()}>
      Connect
    </button>
  );
}

/** Notes each render's layer and connection status in `log`. */
function StatusLog({ log }: { log: string[] }) {
  const connection = useWalletConnection();
  log.push(`${useWalletLayer() ? 'ready' : 'none'} ${connection.status}`);
  return <p>{connection.status}</p>;
}

/** Reads only the connection, as the trading screen's widgets do (`useAccount`). */
function ConnectionReader({ onRender }: { onRender: () => void }) {
  onRender();
  return <p>{useWalletConnection().status}</p>;
}

/** The Connect Wallet button's preload (idle, pointer, focus). */
function PreloadButton() {
  const { preload } = useWalletLayerRequest();
  return (
    <button type="button" onClick={() => void preload()}>
      Preload
    </button>
  );
}

/** Reads the wallet, as the trading and wallet screens do. */
function WalletReader() {
  const { isConnected } = useConnection();
  const { status } = useSession();
  return <p>{`connected: ${isConnected}, session: ${status}`}</p>;
}

function renderApp(children: ReactNode, startDormant = false) {
  return render(
    <RuntimeConfigProvider config={runtime}>
      <WalletLayerProvider startDormant={startDormant}>{children}</WalletLayerProvider>
    </RuntimeConfigProvider>,
  );
}

describe('wallet layer', () => {
  it('paints without the layer, loads it after the first paint and keeps the screen mounted', async () => {
    const mounts = vi.fn();
    renderApp(<FirstScreen onMount={mounts} />);
    screen.getByText('wallet loading, loading');
    // Nothing to restore in this browser: the connection settles as disconnected.
    await screen.findByText('wallet ready, disconnected', undefined, { timeout: 8_000 });
    expect(mounts).toHaveBeenCalledTimes(1);
  }, 10_000);

  it('without a wallet to restore, reports disconnected and loads only when asked', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <FirstScreen onMount={() => undefined} />
        <ConnectButton />
      </>,
      true,
    );
    screen.getByText('wallet loading, disconnected');
    // Well past the idle load of a restoring browser: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    screen.getByText('wallet loading, disconnected');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByText('wallet ready, disconnected', undefined, { timeout: 8_000 });
  }, 12_000);

  it('without a wallet to restore, a preload provides the layer while the wallet reads disconnected', async () => {
    const user = userEvent.setup();
    const statuses: string[] = [];
    const connectionReads = vi.fn();
    renderApp(
      <>
        <StatusLog log={statuses} />
        <ConnectionReader onRender={connectionReads} />
        <PreloadButton />
        <ConnectButton />
      </>,
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Preload' }));
    await waitFor(() => expect(statuses.at(-1)).toBe('ready disconnected'), { timeout: 8_000 });
    // Never 'loading' on the way, and a part that reads only the connection did not re-render.
    expect(statuses).toEqual(['none disconnected', 'ready disconnected']);
    expect(connectionReads).toHaveBeenCalledOnce();
    // The press finds the layer there: nothing changes for the wallet's readers.
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(statuses.at(-1)).toBe('ready disconnected');
    expect(connectionReads).toHaveBeenCalledOnce();
  }, 12_000);

  it('renders a screen that reads the wallet only once the layer is there', async () => {
    // A suspending render must run inside an awaited act for React to retry it in a test.
    await act(async () => {
      renderApp(
        <Suspense fallback={<p>waiting</p>}>
          <RequireWalletLayer>
            <WalletReader />
          </RequireWalletLayer>
        </Suspense>,
      );
    });
    await screen.findByText('connected: false, session: signed-out', undefined, { timeout: 5_000 });
  }, 10_000);

  describe('hasWalletToRestore', () => {
    afterEach(() => {
      localStorage.clear();
      Reflect.deleteProperty(window, 'ethereum');
    });

    it('is false for a browser that never connected here and has no wallet of its own', () => {
      expect(hasWalletToRestore()).toBe(false);
    });

    it('is true once wagmi remembered a connector, or with an injected wallet', () => {
      localStorage.setItem('wagmi.recentConnectorId', '"devWallet"');
      expect(hasWalletToRestore()).toBe(true);
      localStorage.clear();
      window.ethereum = { request: async () => [] };
      expect(hasWalletToRestore()).toBe(true);
    });
  });
});
