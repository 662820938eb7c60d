import { Dialog } from '../../ui/Dialog';
import { useApprovalPort, useEnableAgent } from './use-trading-approvals';

export interface ApprovalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EnableAgentDialogView({
  open,
  onOpenChange,
  busy,
  onApprove,
}: ApprovalDialogProps & { busy: boolean; onApprove: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Enable Agent Trading"
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: busy },
        { label: busy ? 'Approving...' : 'Enable Trading', onClick: onApprove, loading: busy },
      ]}
    >
      <div className="space-y-2 text-muted">
        <p>
          Orders are placed by a trading agent: a wallet Pluto creates for you and approves once with a
          signature from your wallet, so trades need no further pop-ups.
        </p>
        <ul className="list-disc space-y-0.5 pl-4 text-xs">
          <li>The agent can place, change and cancel orders for your account.</li>
          <li>The agent cannot withdraw or transfer your funds.</li>
          <li>You can revoke it at any time by approving a different agent.</li>
        </ul>
      </div>
    </Dialog>
  );
}

/** Seed 000 §2, §4: approval of the delegated trading agent. */
export default function EnableAgentDialog({ open, onOpenChange }: ApprovalDialogProps) {
  const { busy, run } = useEnableAgent(useApprovalPort());
  return (
    <EnableAgentDialogView
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      onApprove={() => void run().then((approved) => approved && onOpenChange(false))}
    />
  );
}
