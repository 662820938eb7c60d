import { formatUsdcUnits } from '@pluto/core';
import { useDepositRoute } from '../../data';
import { Dialog } from '../../ui/Dialog';
import { UsdcAmountField } from './UsdcAmountField';
import { type DepositFormModel, useDepositForm } from './use-deposit-form';
import { useDepositPort } from './use-deposit-port';

export interface FundsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a successful action, before the dialog closes. */
  onSuccess?: () => void;
}

const FORM_ID = 'deposit-form';

export function DepositDialogView({
  open,
  onOpenChange,
  form,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Undefined when the configuration has no bridge or no USDC on Arbitrum. */
  form: DepositFormModel | undefined;
}) {
  const busy = form?.busy ?? false;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Deposit USDC"
      description="Send USDC on Arbitrum to your exchange account"
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: busy },
        {
          label: busy ? 'Processing...' : 'Deposit',
          type: 'submit',
          form: FORM_ID,
          loading: busy,
          disabled: form === undefined,
        },
      ]}
    >
      {form === undefined ? (
        <p className="text-muted">Deposits are not available in this configuration.</p>
      ) : (
        <form
          id={FORM_ID}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
          className="flex flex-col gap-2"
        >
          <UsdcAmountField
            id="deposit-amount"
            value={form.amountText}
            onValueChange={form.setAmount}
            onMax={form.fillMax}
            disabled={form.busy}
            maxDisabled={form.busy || form.walletBalance === undefined}
          />
          <p className="text-muted text-xs">
            Balance:{' '}
            <span className="font-mono text-fg">
              {form.walletBalance === undefined ? '—' : `${formatUsdcUnits(form.walletBalance)} USDC`}
            </span>
          </p>
        </form>
      )}
    </Dialog>
  );
}

function ConfiguredDeposit({
  route,
  open,
  onOpenChange,
  onSuccess,
}: FundsDialogProps & { route: NonNullable<ReturnType<typeof useDepositRoute>> }) {
  const port = useDepositPort(route);
  const form = useDepositForm(port, () => {
    onSuccess?.();
    onOpenChange(false);
  });
  return <DepositDialogView open={open} onOpenChange={onOpenChange} form={form} />;
}

/** Seed 000 §2 "Deposit USDC", wired to the wallet, Arbitrum and the bridge. */
export default function DepositDialog(props: FundsDialogProps) {
  const route = useDepositRoute();
  if (!route) {
    return <DepositDialogView open={props.open} onOpenChange={props.onOpenChange} form={undefined} />;
  }
  return <ConfiguredDeposit {...props} route={route} />;
}
