import {
  checkOnChainDepositBalance,
  DEPOSIT_PENDING,
  depositSuccessMessage,
  describeWalletError,
  type FundsMessage,
  validateDeposit,
} from '@pluto/core';
import { useReducer } from 'react';
import { NETWORK_SWITCH_FAILED_TITLE, NetworkSwitchError } from '../../lib/wallet/network';
import { toast } from '../../ui';
import { amountFormReducer, INITIAL_AMOUNT_FORM } from './amount-form';

/** What the deposit form needs from the wallet and the chain; injected so the flow runs without either. */
export interface DepositPort {
  isConnected: boolean;
  /** The wallet's USDC balance on Arbitrum, undefined while it loads. */
  walletBalance: bigint | undefined;
  minimumUsdc: number;
  ensureArbitrum: () => Promise<unknown>;
  readOnChainBalance: () => Promise<bigint>;
  /** Sends the USDC transfer to the bridge; resolves once submitted. */
  sendTransfer: (amount: bigint) => Promise<`0x${string}`>;
  waitForConfirmation: (hash: `0x${string}`) => Promise<void>;
  /** Runs after confirmation (balances refresh, credit watch). */
  onDeposited: (amount: bigint) => void;
}

function showError(message: FundsMessage) {
  toast({ ...message, variant: 'destructive' });
}

/**
 * Seed 000 §4, §5 deposit flow: validate in order, ensure Arbitrum, re-read the balance on chain,
 * send, "Deposit Pending", then on confirmation "Deposit Successful", clear, call back and close.
 */
export function useDepositForm(port: DepositPort, onSuccess: () => void) {
  const [state, dispatch] = useReducer(amountFormReducer, INITIAL_AMOUNT_FORM);

  async function submit() {
    const check = validateDeposit({
      isConnected: port.isConnected,
      amountText: state.amountText,
      walletBalance: port.walletBalance ?? 0n,
      minimumUsdc: port.minimumUsdc,
    });
    if (!check.ok) return showError(check);
    dispatch({ type: 'submit' });
    try {
      await port.ensureArbitrum();
      const shortfall = checkOnChainDepositBalance(check.amount, await port.readOnChainBalance());
      if (shortfall) {
        dispatch({ type: 'failed' });
        return showError(shortfall);
      }
      const hash = await port.sendTransfer(check.amount);
      toast(DEPOSIT_PENDING);
      await port.waitForConfirmation(hash);
    } catch (error) {
      dispatch({ type: 'failed' });
      return showError(
        error instanceof NetworkSwitchError
          ? { title: NETWORK_SWITCH_FAILED_TITLE, description: error.message }
          : { title: 'Deposit Failed', description: describeWalletError(error, 'Deposit failed') },
      );
    }
    toast(depositSuccessMessage(check.amount));
    dispatch({ type: 'succeeded' });
    port.onDeposited(check.amount);
    onSuccess();
  }

  return {
    amountText: state.amountText,
    busy: state.busy,
    walletBalance: port.walletBalance,
    setAmount: (text: string) => dispatch({ type: 'edit', text }),
    fillMax: () =>
      port.walletBalance !== undefined && dispatch({ type: 'fillMax', units: port.walletBalance }),
    submit,
  };
}

export type DepositFormModel = ReturnType<typeof useDepositForm>;
