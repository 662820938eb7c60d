import {
  describeWalletError,
  isUserRejection,
  validateWithdraw,
  WITHDRAWAL_FAILED_TITLE,
  withdrawalFailureMessage,
  withdrawalSuccessMessage,
} from '@pluto/core';
import { useReducer } from 'react';
import { toast } from '../../ui';
import { amountFormReducer, INITIAL_AMOUNT_FORM } from './amount-form';

/** What the withdraw form needs; injected so the flow runs without a wallet or an exchange. */
export interface WithdrawPort {
  /** Wallet connected and able to sign. */
  isConnected: boolean;
  /** The exchange's withdrawable USDC, undefined while it loads. */
  available: bigint | undefined;
  /** Signs and submits `withdraw3`. */
  withdraw: (amount: bigint) => Promise<void>;
  /** Refreshes balances after a withdrawal. */
  onWithdrawn: () => void;
}

/** Seed 000 §4, §5, §8 withdraw flow: validate, sign in the wallet, then success or the mapped failure. */
export function useWithdrawForm(port: WithdrawPort, onSuccess: () => void) {
  const [state, dispatch] = useReducer(amountFormReducer, INITIAL_AMOUNT_FORM);
  const available = port.available ?? 0n;

  async function submit() {
    const check = validateWithdraw({
      isConnected: port.isConnected,
      amountText: state.amountText,
      available,
    });
    if (!check.ok)
      return toast({ title: check.title, description: check.description, variant: 'destructive' });
    dispatch({ type: 'submit' });
    try {
      await port.withdraw(check.amount);
    } catch (error) {
      dispatch({ type: 'failed' });
      const description = isUserRejection(error)
        ? describeWalletError(error, '')
        : withdrawalFailureMessage(error);
      return toast({ title: WITHDRAWAL_FAILED_TITLE, description, variant: 'destructive' });
    }
    toast(withdrawalSuccessMessage(check.amount));
    dispatch({ type: 'succeeded' });
    port.onWithdrawn();
    onSuccess();
  }

  return {
    amountText: state.amountText,
    busy: state.busy,
    available: port.available,
    hasAvailable: available > 0n,
    setAmount: (text: string) => dispatch({ type: 'edit', text }),
    fillMax: () => dispatch({ type: 'fillMax', units: available }),
    submit,
  };
}

export type WithdrawFormModel = ReturnType<typeof useWithdrawForm>;
