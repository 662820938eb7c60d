import { DEPOSIT_NOT_CREDITED_MESSAGE } from '@pluto/core';
import { useConfig } from 'wagmi';
import { type DepositRoute, useAccount, useDepositTransfer, useWalletUsdcBalance } from '../../data';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { ensureArbitrum } from '../../lib/wallet/network';
import { toast } from '../../ui';
import type { DepositPort } from './use-deposit-form';

/**
 * Watches for the exchange's credit after 'Deposit Successful' (seed 000 §4). Success needs no toast
 * of its own (it would replace 'Deposit Successful' in the one-toast toaster; the balance updates);
 * a credit that never shows asks the trader to contact support.
 */
export function trackDepositCredit(watch: Promise<boolean>): Promise<void> {
  return watch.then((credited) => {
    if (!credited) {
      toast({
        title: 'Deposit Not Credited Yet',
        description: DEPOSIT_NOT_CREDITED_MESSAGE,
        variant: 'destructive',
      });
    }
  });
}

/** The deposit form's port onto the wallet (wagmi), Arbitrum and the exchange. */
export function useDepositPort(route: DepositRoute): DepositPort {
  const config = useConfig();
  const { exchange } = useRuntimeConfig();
  const { address } = useAccount();
  const balance = useWalletUsdcBalance(route.usdc);
  const transfer = useDepositTransfer(route);
  return {
    isConnected: address !== undefined,
    walletBalance: balance.data,
    minimumUsdc: exchange.bridgeMinimumUsdc,
    ensureArbitrum: () => ensureArbitrum(config),
    readOnChainBalance: transfer.readOnChainBalance,
    sendTransfer: transfer.sendTransfer,
    waitForConfirmation: transfer.waitForConfirmation,
    onDeposited: () => void trackDepositCredit(transfer.watchCredit()),
  };
}
