import { useDepositRoute } from '../../data';
import { Dialog } from '../../ui/Dialog';
import { amountFormId, UsdcAmountForm } from './UsdcAmountForm';
import { type DepositFormModel, useDepositForm } from './use-deposit-form';
import { useDepositPort } from './use-deposit-port';

export interface FundsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a successful action, before the dialog closes. */
  onSuccess?: () => void;
}

const FORM_NAME = 'deposit';

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
          form: amountFormId(FORM_NAME),
          loading: busy,
          disabled: form === undefined,
        },
      ]}
    >
      {form === undefined ? (
        <p className="text-muted">Deposits are not available in this configuration.</p>
      ) : (
        <UsdcAmountForm
          name={FORM_NAME}
          form={form}
          balanceLabel="Balance"
          balance={form.walletBalance}
          fieldDisabled={form.busy}
          maxDisabled={form.busy || form.walletBalance === undefined}
        />
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
