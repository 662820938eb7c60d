import { BUILDER_MAX_FEE_RATE, FEE_SCHEDULE, feeRateText } from '@pluto/core';
import {
  ApprovalDialogFrame,
  type ApprovalDialogProps,
  type ApprovalDialogViewProps,
  useApprovalDialog,
} from './ApprovalDialog';
import { useApproveBuilderFee } from './use-trading-approvals';

export function ApproveBuilderFeeDialogView(props: ApprovalDialogViewProps) {
  return (
    <ApprovalDialogFrame {...props} title="Approve Builder Fee" approveLabel="Approve">
      <div className="space-y-2 text-muted">
        <p>Pluto charges a builder fee on trades, approved once with a signature from your wallet.</p>
        <dl className="grid grid-cols-2 gap-1 text-xs">
          <dt>Spot fee</dt>
          <dd className="text-right font-mono text-fg">{feeRateText(FEE_SCHEDULE.spot.platformRate)}</dd>
          <dt>Perpetual fee</dt>
          <dd className="text-right font-mono text-fg">{feeRateText(FEE_SCHEDULE.perp.builderRate)}</dd>
        </dl>
        <p className="text-xs">
          The approval allows at most {BUILDER_MAX_FEE_RATE}; no fee above it can ever be charged.
        </p>
      </div>
    </ApprovalDialogFrame>
  );
}

/** Seed 000 §2: Approve Builder Fee, signed as `approveBuilderFee` with a 1 % maximum. */
export default function ApproveBuilderFeeDialog(props: ApprovalDialogProps) {
  return (
    <ApproveBuilderFeeDialogView
      open={props.open}
      onOpenChange={props.onOpenChange}
      {...useApprovalDialog(useApproveBuilderFee, props)}
    />
  );
}
