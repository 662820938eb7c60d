import { Dialog } from '../../ui/Dialog';
import type { ApprovalDialogProps } from './EnableAgentDialog';
import { useApprovalPort, useApproveBuilderFee } from './use-trading-approvals';

export function ApproveBuilderFeeDialogView({
  open,
  onOpenChange,
  busy,
  onApprove,
}: ApprovalDialogProps & { busy: boolean; onApprove: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Approve Builder Fee"
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: busy },
        { label: busy ? 'Approving...' : 'Approve', onClick: onApprove, loading: busy },
      ]}
    >
      <div className="space-y-2 text-muted">
        <p>Pluto charges a builder fee on trades, approved once with a signature from your wallet.</p>
        <dl className="grid grid-cols-2 gap-1 text-xs">
          <dt>Spot fee</dt>
          <dd className="text-right font-mono text-fg">1%</dd>
          <dt>Perpetual fee</dt>
          <dd className="text-right font-mono text-fg">0.1%</dd>
        </dl>
        <p className="text-xs">The approval allows at most 1%; no fee above it can ever be charged.</p>
      </div>
    </Dialog>
  );
}

/** Seed 000 §2: Approve Builder Fee, signed as `approveBuilderFee` with a 1 % maximum. */
export default function ApproveBuilderFeeDialog({ open, onOpenChange }: ApprovalDialogProps) {
  const { busy, run } = useApproveBuilderFee(useApprovalPort());
  return (
    <ApproveBuilderFeeDialogView
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      onApprove={() => void run().then((approved) => approved && onOpenChange(false))}
    />
  );
}
