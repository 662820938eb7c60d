import { formatUsdcUnits } from '@pluto/core';
import type { ReactNode } from 'react';
import { UsdcAmountField } from './UsdcAmountField';

/** What the Deposit and Withdraw forms share: the amount being typed, Max, and submitting. */
export interface UsdcAmountFormModel {
  amountText: string;
  busy: boolean;
  setAmount: (text: string) => void;
  fillMax: () => void;
  submit: () => Promise<unknown>;
}

/** The id of the `<form>` of a funds dialog, for its dialog's submit button. */
export const amountFormId = (name: string) => `${name}-form`;

/**
 * The Deposit and Withdraw form (seed 000 §2): the USDC amount field with Max, the balance it may
 * use ('Balance' in the wallet, 'Withdrawable' on the exchange), then the dialog's own notes.
 */
export function UsdcAmountForm({
  name,
  form,
  balanceLabel,
  balance,
  max,
  fieldDisabled,
  maxDisabled,
  children,
}: {
  /** Names the form and its field: `<name>-form`, `<name>-amount`. */
  name: string;
  form: UsdcAmountFormModel;
  balanceLabel: string;
  /** Undefined while it loads. */
  balance: bigint | undefined;
  max?: bigint | undefined;
  fieldDisabled: boolean;
  maxDisabled: boolean;
  children?: ReactNode;
}) {
  return (
    <form
      id={amountFormId(name)}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      className="flex flex-col gap-2"
    >
      <UsdcAmountField
        id={`${name}-amount`}
        value={form.amountText}
        onValueChange={form.setAmount}
        onMax={form.fillMax}
        max={max}
        disabled={fieldDisabled}
        maxDisabled={maxDisabled}
      />
      <p className="text-muted text-xs">
        {balanceLabel}:{' '}
        <span className="font-mono text-fg">
          {balance === undefined ? '—' : `${formatUsdcUnits(balance)} USDC`}
        </span>
      </p>
      {children}
    </form>
  );
}
