import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { useWalletLayer, useWalletLayerRequest, WalletLayerProvider } from '../../lib/wallet/wallet-layer';

/** The wallet button's code arrives when the test says so. */
const walletButtonModule = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});

vi.mock('../../features/wallet/WalletButton', async () => {
  await walletButtonModule.arrived;
  return {
    WalletButton: ({
      connectRequested,
      onConnectOpened,
    }: {
      connectRequested?: boolean;
      onConnectOpened?: () => void;
    }) => {
      const [opened, setOpened] = useState(false);
      useEffect(() => {
        if (!connectRequested) return;
        setOpened(true);
        onConnectOpened?.();
      }, [connectRequested, onConnectOpened]);
      return opened ? <p>wallet dialog opening</p> : null;
    },
  };
});

const { WalletSlot } = await import('./WalletSlot');

/** A screen that needs the wallet loads the layer on its own, before the user presses anything. */
function ScreenLoadingTheLayer() {
  const { request } = useWalletLayerRequest();
  const layer = useWalletLayer();
  return (
    <button type="button" onClick={() => void request()}>
      {layer ? 'wallet screen open' : 'open the wallet screen'}
    </button>
  );
}

describe('WalletSlot', () => {
  it('keeps Connect Wallet pressable while the wallet code arrives, and the press is not lost', async () => {
    const user = userEvent.setup();
    render(
      <RuntimeConfigProvider config={testRuntimeConfig()}>
        <WalletLayerProvider startDormant>
          <WalletSlot />
          <ScreenLoadingTheLayer />
        </WalletLayerProvider>
      </RuntimeConfigProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'open the wallet screen' }));
    // The layer is there and the button's code is still on its way: no placeholder in its place.
    await screen.findByText('wallet screen open', undefined, { timeout: 8_000 });
    expect(screen.queryByRole('status', { name: 'Loading wallet' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    await user.click(button);
    walletButtonModule.release();
    await screen.findByText('wallet dialog opening');
    // The same element throughout: a press straddling the code's arrival lands on one button.
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBe(button);
  }, 15_000);

  it('keeps the press when the header that took it is replaced before the dialog can open', async () => {
    const page = (header: string) => (
      <RuntimeConfigProvider config={testRuntimeConfig()}>
        <WalletLayerProvider startDormant>
          {/* The router's fallback header, then the layout's: two different slots, one press. */}
          <WalletSlot key={header} />
        </WalletLayerProvider>
      </RuntimeConfigProvider>
    );
    const { rerender } = render(page('fallback'));
    // Replaced in the same task as the press, before the wallet's code can arrive.
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    rerender(page('layout'));
    await screen.findByText('wallet dialog opening', undefined, { timeout: 8_000 });
    // Opened once: a later header (another remount) shows the plain button.
    rerender(page('later'));
    expect(screen.queryByText('wallet dialog opening')).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect Wallet' }).getAttribute('aria-busy')).toBeNull();
  }, 15_000);
});
