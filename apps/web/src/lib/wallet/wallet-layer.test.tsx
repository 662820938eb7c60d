import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useConnection } from 'wagmi';
import { RuntimeConfigProvider } from '../runtime-config';
import { useSession } from '../server/session-context';
import { testRuntimeConfig } from '../testing/runtime-config';
import { RequireWalletLayer, useWalletLayer, WalletLayerProvider } from './wallet-layer';

const runtime = testRuntimeConfig({
  network: 'mainnet',
  exchange: { ...testRuntimeConfig().exchange, isTestnet: false },
});

/** Reads only what the first screen may read; counts its mounts. */
function FirstScreen({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return <p>{useWalletLayer() ? 'wallet ready' : 'wallet loading'}</p>;
}

/** Reads the wallet, as the trading and wallet screens do. */
function WalletReader() {
  const { isConnected } = useConnection();
  const { status } = useSession();
  return <p>{`connected: ${isConnected}, session: ${status}`}</p>;
}

function renderApp(children: ReactNode) {
  return render(
    <RuntimeConfigProvider config={runtime}>
      <WalletLayerProvider>{children}</WalletLayerProvider>
    </RuntimeConfigProvider>,
  );
}

describe('wallet layer', () => {
  it('paints without the layer, loads it after the first paint and keeps the screen mounted', async () => {
    const mounts = vi.fn();
    renderApp(<FirstScreen onMount={mounts} />);
    expect(screen.getByText('wallet loading')).toBeTruthy();
    expect(await screen.findByText('wallet ready', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(mounts).toHaveBeenCalledTimes(1);
  });

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
    expect(
      await screen.findByText('connected: false, session: signed-out', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
  }, 10_000);
});
