import { describe, expect, it } from 'vitest';
import {
  BROWSER_WALLET_LABEL,
  type ConnectorDescription,
  connectorLabel,
  dedupeConnectors,
  injectedWalletLabel,
  offeredConnectors,
  offeredWalletSdks,
} from './wallet-connectors';

describe('injectedWalletLabel', () => {
  it('names the detected wallet, else Browser Wallet', () => {
    expect(injectedWalletLabel({ isMetaMask: true })).toBe('MetaMask');
    expect(injectedWalletLabel({ isCoinbaseWallet: true })).toBe('Coinbase');
    expect(injectedWalletLabel({ isBraveWallet: true, isMetaMask: true })).toBe('Brave');
    expect(injectedWalletLabel({ isTrust: true, isMetaMask: true })).toBe('Trust');
    expect(injectedWalletLabel({ isTrustWallet: true })).toBe('Trust');
    expect(injectedWalletLabel({})).toBe(BROWSER_WALLET_LABEL);
    expect(injectedWalletLabel(undefined)).toBe('Browser Wallet');
  });
});

const legacy: ConnectorDescription = { id: 'injected', name: 'Injected', type: 'injected' };
const metaMask: ConnectorDescription = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'injected',
  rdns: 'io.metamask',
};
const rabby: ConnectorDescription = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'injected',
  rdns: 'io.rabby',
};
const walletConnect: ConnectorDescription = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'walletConnect',
};
const coinbaseSdk: ConnectorDescription = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase Wallet',
  type: 'coinbaseWallet',
  rdns: 'com.coinbase.wallet',
};
const coinbaseExtension: ConnectorDescription = {
  id: 'com.coinbase.wallet',
  name: 'Coinbase Wallet',
  type: 'injected',
  rdns: 'com.coinbase.wallet',
};
const devWallet: ConnectorDescription = { id: 'devWallet', name: 'Dev Wallet', type: 'devWallet' };

describe('connectorLabel', () => {
  it('labels the legacy injected connector by detection', () => {
    expect(connectorLabel(legacy, { isMetaMask: true })).toBe('MetaMask');
    expect(connectorLabel(legacy)).toBe('Browser Wallet');
  });

  it('uses the product names for known EIP-6963 wallets and the announced name otherwise', () => {
    expect(connectorLabel(metaMask)).toBe('MetaMask');
    expect(connectorLabel(coinbaseExtension)).toBe('Coinbase');
    expect(connectorLabel({ ...rabby, rdns: ['io.rabby'] })).toBe('Rabby Wallet');
    expect(connectorLabel(walletConnect)).toBe('WalletConnect');
  });
});

describe('dedupeConnectors', () => {
  it('drops the legacy injected connector once a wallet announced itself', () => {
    expect(dedupeConnectors([legacy, walletConnect, metaMask]).map((c) => c.id)).toEqual([
      'io.metamask',
      'walletConnect',
    ]);
  });

  it('keeps the legacy connector when nothing announced itself', () => {
    expect(dedupeConnectors([walletConnect, legacy]).map((c) => c.id)).toEqual(['injected', 'walletConnect']);
  });

  it('merges entries sharing an rdns, id or name, first one wins', () => {
    const list = dedupeConnectors([coinbaseSdk, coinbaseExtension, metaMask, { ...metaMask }, rabby]);
    expect(list.map((c) => c.id)).toEqual(['io.metamask', 'io.rabby', 'coinbaseWalletSDK']);
  });

  it('orders injected, WalletConnect, Coinbase Wallet, Dev Wallet, then the rest', () => {
    const other = { id: 'safe', name: 'Safe', type: 'safe' };
    expect(dedupeConnectors([devWallet, other, coinbaseSdk, walletConnect, rabby]).map((c) => c.id)).toEqual([
      'io.rabby',
      'walletConnect',
      'coinbaseWalletSDK',
      'devWallet',
      'safe',
    ]);
  });
});

describe('offeredConnectors', () => {
  it('offers the legacy injected wallet only when window.ethereum is there', () => {
    expect(offeredConnectors([legacy, walletConnect, devWallet], false).map((c) => c.id)).toEqual([
      'walletConnect',
      'devWallet',
    ]);
    expect(offeredConnectors([legacy, walletConnect], true).map((c) => c.id)).toEqual([
      'injected',
      'walletConnect',
    ]);
  });

  it('always offers a wallet that announced itself over EIP-6963', () => {
    expect(offeredConnectors([legacy, metaMask, walletConnect], false).map((c) => c.id)).toEqual([
      'io.metamask',
      'walletConnect',
    ]);
  });
});

describe('offeredWalletSdks', () => {
  it('offers WalletConnect only with a project id, Coinbase Wallet always', () => {
    expect(offeredWalletSdks({})).toEqual(['coinbaseWallet']);
    expect(offeredWalletSdks({ walletConnectProjectId: 'project-1' })).toEqual([
      'walletConnect',
      'coinbaseWallet',
    ]);
  });
});
