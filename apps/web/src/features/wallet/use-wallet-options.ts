import {
  connectorLabel,
  type InjectedProviderFlags,
  isInjectedConnector,
  offeredConnectors,
} from '@pluto/core';
import { useMemo } from 'react';
import { type Connector, useConnectors } from 'wagmi';

export interface WalletOption {
  connector: Connector;
  label: string;
  recommended: boolean;
}

/** `window.ethereum` flags name the legacy injected wallet; absent outside a browser with an extension. */
function legacyInjectedFlags(): InjectedProviderFlags | undefined {
  return (globalThis as { ethereum?: InjectedProviderFlags }).ethereum;
}

/**
 * The Connect dialog's list: one entry per wallet, injected (Recommended) first; the browser wallet
 * only when one is detected (EIP-6963 announce or `window.ethereum`).
 */
export function useWalletOptions(): WalletOption[] {
  const connectors = useConnectors();
  return useMemo(() => {
    const flags = legacyInjectedFlags();
    return offeredConnectors(connectors, flags != null).map((connector) => ({
      connector,
      label: connectorLabel(connector, flags),
      recommended: isInjectedConnector(connector),
    }));
  }, [connectors]);
}

/** The name shown for the connected wallet in the wallet menu. */
export function useConnectedWalletLabel(connector: Connector | undefined): string | undefined {
  return useMemo(() => connector && connectorLabel(connector, legacyInjectedFlags()), [connector]);
}
