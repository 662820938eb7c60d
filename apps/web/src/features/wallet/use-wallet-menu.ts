import { canMoveFunds, formatFixed, shortenAddress, shouldOfferArbitrumSwitch } from '@pluto/core';
import { useLocation } from 'react-router';
import { formatUnits } from 'viem';
import { useBalance, useConfig, useConnection } from 'wagmi';
import { disconnect } from 'wagmi/actions';
import { useSession } from '../../data';
import { ensureArbitrum } from '../../lib/wallet/network';
import { toast } from '../../ui';
import { toastNetworkSwitched, toastNetworkSwitchFailed } from './use-auto-switch-network';
import { useConnectedWalletLabel } from './use-wallet-options';

/** Seed 000 §9: the native balance is shown with 4 decimals. */
const NATIVE_BALANCE_DECIMALS = 4;

/** Everything the connected wallet menu shows and does (seed 000 §2), for a view that only renders. */
export function useWalletMenu() {
  const config = useConfig();
  const { pathname } = useLocation();
  const { address, chain, chainId, connector } = useConnection();
  const walletName = useConnectedWalletLabel(connector);
  const { signOut } = useSession();
  const { data: balance } = useBalance({ address, chainId });

  return {
    address,
    shortAddress: address ? shortenAddress(address) : '',
    walletName: walletName ?? 'Wallet',
    networkName: chain?.name ?? 'Unsupported network',
    balanceText: balance
      ? `${formatFixed(formatUnits(balance.value, balance.decimals), NATIVE_BALANCE_DECIMALS)} ${balance.symbol}`
      : '—',
    offerArbitrumSwitch: shouldOfferArbitrumSwitch(chainId, pathname),
    canMoveFunds: canMoveFunds(chainId),
    switchToArbitrum: () =>
      ensureArbitrum(config).then((outcome) => {
        if (outcome === 'switched') toastNetworkSwitched();
      }, toastNetworkSwitchFailed),
    disconnect: async () => {
      await disconnect(config);
      await signOut();
      toast({ title: 'Wallet Disconnected', description: 'Your wallet has been disconnected' });
    },
  };
}

export type WalletMenuModel = ReturnType<typeof useWalletMenu>;
