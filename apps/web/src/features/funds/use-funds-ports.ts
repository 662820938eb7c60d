import { useAccount, useAccountSummary, useFundsActions, useRefreshBalances } from '../../data';
import type { WithdrawPort } from './use-withdraw-form';

/** The withdraw form's port onto the wallet and the exchange. */
export function useWithdrawPort(): WithdrawPort {
  const { address } = useAccount();
  const summary = useAccountSummary();
  const actions = useFundsActions();
  return {
    isConnected: address !== undefined,
    available: summary.data?.withdrawable,
    withdraw: actions.withdraw,
    onWithdrawn: useRefreshBalances(),
  };
}
