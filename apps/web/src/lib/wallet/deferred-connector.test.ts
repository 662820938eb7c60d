import { arbitrum } from 'viem/chains';
import { describe, expect, it, vi } from 'vitest';
import { createConnector, createStorage } from 'wagmi';
import { deferUntilChosen } from './deferred-connector';

function sdkConnector() {
  const getProvider = vi.fn(async () => ({ sdk: true }));
  const setup = vi.fn(async () => undefined);
  const create = createConnector(() => ({
    id: 'sdkWallet',
    name: 'SDK Wallet',
    type: 'sdkWallet',
    setup,
    getProvider,
    // wagmi types `accounts` by a capability generic this stand-in does not model.
    connect: async () =>
      ({ accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'], chainId: 42161 }) as never,
    disconnect: async () => undefined,
    getAccounts: async () => [],
    getChainId: async () => 42161,
    isAuthorized: async () => true,
    onAccountsChanged: () => undefined,
    onChainChanged: () => undefined,
    onDisconnect: () => undefined,
  }));
  return { create, getProvider, setup };
}

function instantiate(create: ReturnType<typeof sdkConnector>['create'], recent?: string) {
  const memory = new Map<string, string>();
  const storage = createStorage({
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
  });
  if (recent) memory.set('wagmi.recentConnectorId', JSON.stringify(recent));
  const emitter = {
    emit: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
    once: vi.fn(),
    listenerCount: vi.fn(),
    uid: 'u',
  };
  return deferUntilChosen(create)({
    chains: [arbitrum],
    emitter: emitter as never,
    providers: [],
    storage: storage as never,
  });
}

describe('deferUntilChosen', () => {
  it('keeps the SDK untouched until the wallet is picked', async () => {
    const { create, getProvider, setup } = sdkConnector();
    const connector = instantiate(create);
    await connector.setup?.();
    await expect(connector.isAuthorized()).resolves.toBe(false);
    await expect(connector.getProvider()).rejects.toThrow();
    expect(getProvider).not.toHaveBeenCalled();
    expect(setup).not.toHaveBeenCalled();

    await connector.connect();
    expect(setup).toHaveBeenCalledOnce();
    await expect(connector.getProvider()).resolves.toEqual({ sdk: true });
    await expect(connector.isAuthorized()).resolves.toBe(true);
  });

  it('wakes up on reload when it was the last wallet used', async () => {
    const { create, getProvider, setup } = sdkConnector();
    const connector = instantiate(create, 'sdkWallet');
    await connector.setup?.();
    expect(setup).toHaveBeenCalledOnce();
    await expect(connector.isAuthorized()).resolves.toBe(true);
    await expect(connector.getProvider()).resolves.toEqual({ sdk: true });
    expect(getProvider).toHaveBeenCalled();
  });
});
