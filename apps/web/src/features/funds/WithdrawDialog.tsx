import { WITHDRAWAL_FEE_USDC, withdrawalArrivalTime } from '@pluto/core';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { Dialog } from '../../ui/Dialog';
import type { FundsDialogProps } from './DepositDialog';
import { amountFormId, UsdcAmountForm } from './UsdcAmountForm';
import { useWithdrawPort } from './use-funds-ports';
import { useWithdrawForm, type WithdrawFormModel } from './use-withdraw-form';

const FORM_NAME = 'withdraw';

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
          form: amountFormId(FORM_NAME),
          loading: form.busy,
          disabled: !form.hasAvailable,
        },
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: form.busy },
      ]}
    >
      <UsdcAmountForm
        name={FORM_NAME}
        form={form}
        balanceLabel="Withdrawable"
        balance={form.available}
        max={form.available}
        fieldDisabled={form.busy || !form.hasAvailable}
        maxDisabled={form.busy || !form.hasAvailable}
      >
        <ul className="mt-1 list-disc space-y-0.5 pl-4 text-muted text-xs">
          <li>Withdrawals are processed to your wallet on Arbitrum.</li>
          <li>Funds arrive in {arrivalTime}.</li>
          <li>The exchange deducts its {WITHDRAWAL_FEE_USDC} USDC withdrawal fee; Pluto adds no fee.</li>
        </ul>
      </UsdcAmountForm>
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
