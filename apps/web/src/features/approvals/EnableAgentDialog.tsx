import {
  ApprovalDialogFrame,
  type ApprovalDialogProps,
  type ApprovalDialogViewProps,
  useApprovalDialog,
} from './ApprovalDialog';
import { useEnableAgent } from './use-trading-approvals';

export function EnableAgentDialogView(props: ApprovalDialogViewProps) {
  return (
    <ApprovalDialogFrame {...props} title="Enable Agent Trading" approveLabel="Enable Trading">
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
    </ApprovalDialogFrame>
  );
}

/** Seed 000 §2, §4: approval of the delegated trading agent. */
export default function EnableAgentDialog(props: ApprovalDialogProps) {
  return (
    <EnableAgentDialogView
      open={props.open}
      onOpenChange={props.onOpenChange}
      {...useApprovalDialog(useEnableAgent, props)}
    />
  );
}
