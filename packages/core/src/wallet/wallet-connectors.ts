/**
 * Which wallets the Connect dialog lists and what they are called (seed 000 §2). Works on plain
 * connector descriptions so the rule is testable without wagmi.
 */
export interface ConnectorDescription {
  id: string;
  name: string;
  type: string;
  rdns?: string | readonly string[] | undefined;
}

/** Flags a browser-extension provider sets on itself (`window.ethereum.isMetaMask`, ...). */
export interface InjectedProviderFlags {
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  isBraveWallet?: boolean;
  isTrust?: boolean;
  isTrustWallet?: boolean;
}

export const BROWSER_WALLET_LABEL = 'Browser Wallet';
/** wagmi's id for the connector over the legacy `window.ethereum` global. */
export const LEGACY_INJECTED_ID = 'injected';

/** Brave and Trust also set isMetaMask for compatibility, so they are recognised first. */
export function injectedWalletLabel(flags: InjectedProviderFlags | undefined): string {
  if (!flags) return BROWSER_WALLET_LABEL;
  if (flags.isBraveWallet) return 'Brave';
  if (flags.isTrust || flags.isTrustWallet) return 'Trust';
  if (flags.isCoinbaseWallet) return 'Coinbase';
  if (flags.isMetaMask) return 'MetaMask';
  return BROWSER_WALLET_LABEL;
}

/** EIP-6963 reverse-DNS ids of the wallets the product names itself. */
const LABEL_BY_RDNS: Record<string, string> = {
  'io.metamask': 'MetaMask',
  'com.coinbase.wallet': 'Coinbase',
  'com.brave.wallet': 'Brave',
  'com.trustwallet.app': 'Trust',
};

function rdnsList(connector: ConnectorDescription): readonly string[] {
  if (connector.rdns === undefined) return [];
  return typeof connector.rdns === 'string' ? [connector.rdns] : connector.rdns;
}

export function isInjectedConnector(connector: ConnectorDescription): boolean {
  return connector.type === 'injected';
}

export function connectorLabel(connector: ConnectorDescription, legacyFlags?: InjectedProviderFlags): string {
  if (connector.id === LEGACY_INJECTED_ID) return injectedWalletLabel(legacyFlags);
  if (!isInjectedConnector(connector)) return connector.name;
  const known = rdnsList(connector)
    .map((rdns) => LABEL_BY_RDNS[rdns])
    .find((label) => label !== undefined);
  return known ?? connector.name;
}

/** Injected wallets lead the list: they are the Recommended choice. */
const TYPE_ORDER = ['injected', 'walletConnect', 'coinbaseWallet', 'devWallet'];

function typeRank(connector: ConnectorDescription): number {
  const rank = TYPE_ORDER.indexOf(connector.type);
  return rank === -1 ? TYPE_ORDER.length : rank;
}

/**
 * One entry per wallet. A wallet that announces itself over EIP-6963 is also `window.ethereum`, so
 * the legacy injected connector is dropped as soon as any announced one exists; beyond that, entries
 * sharing an id, an rdns or a name are the same wallet and the first one wins.
 */
export function dedupeConnectors<T extends ConnectorDescription>(connectors: readonly T[]): T[] {
  const hasAnnounced = connectors.some(
    (connector) => isInjectedConnector(connector) && connector.id !== LEGACY_INJECTED_ID,
  );
  const seen = new Set<string>();
  const unique: T[] = [];
  for (const connector of connectors) {
    if (hasAnnounced && connector.id === LEGACY_INJECTED_ID) continue;
    const keys = [
      `id:${connector.id}`,
      `name:${connector.name.toLowerCase()}`,
      ...rdnsList(connector).map((rdns) => `rdns:${rdns}`),
    ];
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    unique.push(connector);
  }
  return unique
    .map((connector, index) => ({ connector, index }))
    .sort((a, b) => typeRank(a.connector) - typeRank(b.connector) || a.index - b.index)
    .map(({ connector }) => connector);
}

/**
 * The wallets the Connect dialog offers (issue 20). The legacy injected connector stands for
 * `window.ethereum`: without a provider there it fails when chosen, so it is offered only when one is
 * detected; a wallet announcing itself over EIP-6963 is its own connector and is always offered.
 */
export function offeredConnectors<T extends ConnectorDescription>(
  connectors: readonly T[],
  legacyProviderPresent: boolean,
): T[] {
  const usable = legacyProviderPresent
    ? connectors
    : connectors.filter((connector) => connector.id !== LEGACY_INJECTED_ID);
  return dedupeConnectors(usable);
}

/** Said in the Connect dialog when no browser wallet was detected. */
export const NO_BROWSER_WALLET_HINT =
  'No browser wallet detected. Install a wallet extension such as MetaMask, then reload this page to connect with it.';
/** Where the hint sends the trader to install one. */
export const BROWSER_WALLET_INSTALL_URL = 'https://metamask.io/download/';

/** The wallet SDKs that talk to their vendor's servers from the page. */
export type WalletSdk = 'walletConnect' | 'coinbaseWallet';

/**
 * WalletConnect needs a project id, so it is offered only when one is configured; Coinbase Wallet
 * needs nothing and is always offered. The web app builds its connectors and the server its
 * Content-Security-Policy from this one rule, so the two cannot drift apart.
 */
export function offeredWalletSdks(runtime: { walletConnectProjectId?: string | undefined }): WalletSdk[] {
  return runtime.walletConnectProjectId ? ['walletConnect', 'coinbaseWallet'] : ['coinbaseWallet'];
}

/** Content-Security-Policy sources per directive. */
export type CspSources = Partial<Record<'connect-src' | 'frame-src' | 'img-src' | 'font-src', string[]>>;

/**
 * What each SDK loads, read from the installed versions (@walletconnect/ethereum-provider 2.25 with its
 * @reown/appkit QR modal, email and social logins off; @coinbase/wallet-sdk 4.4). Coinbase's
 * keys.coinbase.com is a pop-up window, which the page's policy does not govern; it needs only the
 * Cross-Origin-Opener-Policy `same-origin-allow-popups`.
 */
export const WALLET_SDK_CSP_SOURCES: Record<WalletSdk, CspSources> = {
  walletConnect: {
    'connect-src': [
      'wss://relay.walletconnect.org', // the relay carrying the encrypted session
      'https://rpc.walletconnect.org', // blockchain API (identity, balances) behind the modal
      'https://pulse.walletconnect.org', // the SDK's event reporting
      'https://api.web3modal.org', // the modal's configuration, wallet list and images
    ],
    // The dapp's Verify attestation runs in a hidden iframe.
    'frame-src': ['https://verify.walletconnect.org'],
    'img-src': ['https://api.web3modal.org'],
    'font-src': ['https://fonts.reown.com'],
  },
  coinbaseWallet: {
    'connect-src': [
      'https://rpc.wallet.coinbase.com', // answers read calls before and after connecting
      'https://www.walletlink.org', // the mobile app link: unseen-event polling
      'wss://www.walletlink.org', // the mobile app link: its socket
    ],
  },
};
