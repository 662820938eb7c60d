import '../../ui/test-polyfills';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const importRuntime = vi.fn(async () => ({}));
vi.mock('../../lib/wallet/wallet-layer', () => ({ importWalletLayerRuntime: importRuntime }));
vi.mock('./WalletButton', () => ({}));
vi.mock('./ConnectWalletDialog', () => ({}));

/** A fresh module each test: the preload runs once per page. */
async function renderButton() {
  vi.resetModules();
  const { ConnectWalletButton } = await import('./ConnectWalletButton');
  render(<ConnectWalletButton onClick={() => undefined} />);
  return screen.getByRole('button', { name: 'Connect Wallet' });
}

describe('the wallet layer preload (issue 20)', () => {
  let idleTasks: (() => void)[];
  beforeEach(() => {
    importRuntime.mockClear();
    idleTasks = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts when the pointer reaches Connect Wallet, once', async () => {
    const button = await renderButton();
    expect(importRuntime).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(importRuntime).toHaveBeenCalledOnce();
  });

  it('starts on focus (keyboard users)', async () => {
    fireEvent.focus(await renderButton());
    expect(importRuntime).toHaveBeenCalledOnce();
  });

  it('starts when the page is idle', async () => {
    await renderButton();
    expect(idleTasks).toHaveLength(1);
    idleTasks[0]?.();
    expect(importRuntime).toHaveBeenCalledOnce();
  });
});
