import { WALLET_NOT_CONNECTED_MESSAGE } from '@pluto/core';
import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from 'wagmi';
import { exchangeQueryKeys, useAccountSummary } from '../../lib/exchange/exchange';
import { useUserSignedActions } from '../../lib/exchange/user-signed';
import type { WithdrawPort } from './use-withdraw-form';

/** Seed 000 §7: balances are refetched after an action that moves funds. */
export function useRefreshBalances() {
  const queryClient = useQueryClient();
  const { address } = useConnection();
  return () => {
    void queryClient.invalidateQueries({ queryKey: exchangeQueryKeys.accountSummary(address) });
    // The wallet's on-chain USDC (wagmi's readContract queries) moves with deposits and payouts.
    void queryClient.invalidateQueries({ queryKey: ['readContract'] });
  };
}

/** The withdraw form's port onto the wallet and the exchange. */
export function useWithdrawPort(): WithdrawPort {
  const { address, isConnected } = useConnection();
  const summary = useAccountSummary(address);
  const actions = useUserSignedActions();
  const refresh = useRefreshBalances();
  return {
    isConnected: isConnected && address !== undefined,
    available: summary.data?.withdrawable,
    withdraw: (amount) => {
      if (!address) return Promise.reject(new Error(WALLET_NOT_CONNECTED_MESSAGE));
      return actions.withdraw(address, amount);
    },
    onWithdrawn: refresh,
  };
}
