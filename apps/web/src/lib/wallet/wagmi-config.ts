import { offeredWalletSdks, type RuntimeConfig, type WalletSdk } from '@pluto/core';
import type { Transport } from 'viem';
import { type Config, createConfig, http, injected } from 'wagmi';
import { configuredChains } from './chains';
import { deferUntilChosen } from './deferred-connector';
import { devWallet } from './dev-wallet';
import { coinbaseWallet, walletConnect } from './sdk-connectors';

const APP_NAME = 'Pluto';

/**
 * wagmi configuration from the runtime configuration: the configured chains with their RPC URLs,
 * injected wallets discovered over EIP-6963, the SDK wallets of `offeredWalletSdks` (which the server's
 * Content-Security-Policy opens to), and the Dev Wallet on a devnet only.
 */
export function createWagmiConfig(runtime: RuntimeConfig): Config {
  const chains = configuredChains(runtime.chains);
  const transports: Record<number, Transport> = Object.fromEntries(
    chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])]),
  );
  const sdkConnector = (sdk: WalletSdk) =>
    deferUntilChosen(
      sdk === 'walletConnect'
        ? walletConnect({ projectId: runtime.walletConnectProjectId ?? '', showQrModal: true })
        : coinbaseWallet({ appName: APP_NAME }),
    );
  const connectors = [
    injected(),
    ...offeredWalletSdks(runtime).map(sdkConnector),
    ...(runtime.network === 'devnet' && runtime.devAccounts.length > 0
      ? [devWallet({ accounts: runtime.devAccounts })]
      : []),
  ];
  return createConfig({ chains, transports, connectors, multiInjectedProviderDiscovery: true });
}
