import '../../ui/test-polyfills';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const preload = vi.fn(async () => ({}));
let dormant = true;
vi.mock('../../lib/wallet/wallet-layer', () => ({ useWalletLayerRequest: () => ({ dormant, preload }) }));
vi.mock('./WalletButton', () => ({}));
vi.mock('./ConnectWalletDialog', () => ({}));

async function renderButton() {
  const { ConnectWalletButton } = await import('./ConnectWalletButton');
  render(<ConnectWalletButton onClick={() => undefined} />);
  return screen.getByRole('button', { name: 'Connect Wallet' });
}

describe('the wallet layer preload (issue 20)', () => {
  let idleTasks: (() => void)[];
  beforeEach(() => {
    preload.mockClear();
    dormant = true;
    idleTasks = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts the layer when the pointer reaches Connect Wallet', async () => {
    const button = await renderButton();
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    expect(preload).toHaveBeenCalledOnce();
  });

  it('starts on focus (keyboard users)', async () => {
    fireEvent.focus(await renderButton());
    expect(preload).toHaveBeenCalledOnce();
  });

  it('starts when the page is idle', async () => {
    await renderButton();
    expect(idleTasks).toHaveLength(1);
    idleTasks[0]?.();
    expect(preload).toHaveBeenCalledOnce();
  });

  it('leaves a layer that is already starting alone', async () => {
    dormant = false;
    fireEvent.pointerEnter(await renderButton());
    idleTasks[0]?.();
    expect(preload).not.toHaveBeenCalled();
  });
});
