import { formatUsdcUnits, WITHDRAWAL_FEE_USDC, withdrawalArrivalTime } from '@pluto/core';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { Dialog } from '../../ui/Dialog';
import type { FundsDialogProps } from './DepositDialog';
import { UsdcAmountField } from './UsdcAmountField';
import { useWithdrawPort } from './use-funds-ports';
import { useWithdrawForm, type WithdrawFormModel } from './use-withdraw-form';

const FORM_ID = 'withdraw-form';

export function WithdrawDialogView({
  open,
  onOpenChange,
  form,
  arrivalTime,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: WithdrawFormModel;
  arrivalTime: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !form.busy && onOpenChange(next)}
      title="Withdraw USDC"
      description="Withdraw USDC from your exchange account to your wallet"
      buttons={[
        {
          label: form.busy ? 'Processing...' : 'Withdraw USDC',
          type: 'submit',
          form: FORM_ID,
          loading: form.busy,
          disabled: !form.hasAvailable,
        },
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: form.busy },
      ]}
    >
      <form
        id={FORM_ID}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
        className="flex flex-col gap-2"
      >
        <UsdcAmountField
          id="withdraw-amount"
          value={form.amountText}
          onValueChange={form.setAmount}
          onMax={form.fillMax}
          max={form.available}
          disabled={form.busy || !form.hasAvailable}
          maxDisabled={form.busy || !form.hasAvailable}
        />
        <p className="text-muted text-xs">
          Available:{' '}
          <span className="font-mono text-fg">
            {form.available === undefined ? '—' : `${formatUsdcUnits(form.available)} USDC`}
          </span>
        </p>
        <ul className="mt-1 list-disc space-y-0.5 pl-4 text-muted text-xs">
          <li>Withdrawals are processed to your wallet on Arbitrum.</li>
          <li>Funds arrive in {arrivalTime}.</li>
          <li>The exchange deducts a {WITHDRAWAL_FEE_USDC} USDC withdrawal fee.</li>
        </ul>
      </form>
    </Dialog>
  );
}

/** Seed 000 §2 "Withdraw USDC", signed in the wallet as the exchange's `withdraw3`. */
export default function WithdrawDialog({ open, onOpenChange, onSuccess }: FundsDialogProps) {
  const { network } = useRuntimeConfig();
  const form = useWithdrawForm(useWithdrawPort(), () => {
    onSuccess?.();
    onOpenChange(false);
  });
  return (
    <WithdrawDialogView
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      arrivalTime={withdrawalArrivalTime(network)}
    />
  );
}
