import type { ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';
import { type ApprovalPort, useApprovalPort } from './use-trading-approvals';

export interface ApprovalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told once the approval went through, before the dialog closes. */
  onApproved?: () => void;
}

/** What an approval dialog's view takes: whether the approval is running, and how to start it. */
export type ApprovalDialogViewProps = ApprovalDialogProps & { busy: boolean; onApprove: () => void };

/** The frame both approvals share: Cancel and the approve button, and no closing while signing. */
export function ApprovalDialogFrame({
  open,
  onOpenChange,
  busy,
  onApprove,
  title,
  approveLabel,
  children,
}: ApprovalDialogViewProps & { title: string; approveLabel: string; children: ReactNode }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: busy },
        { label: busy ? 'Approving...' : approveLabel, onClick: onApprove, loading: busy },
      ]}
    >
      {children}
    </Dialog>
  );
}

/** Runs an approval flow over the real port; once it approved, `onApproved` is told and the dialog closes. */
export function useApprovalDialog(
  useFlow: (port: ApprovalPort) => { busy: boolean; run: () => Promise<boolean> },
  { onOpenChange, onApproved }: ApprovalDialogProps,
): Pick<ApprovalDialogViewProps, 'busy' | 'onApprove'> {
  const { busy, run } = useFlow(useApprovalPort());
  const onApprove = async () => {
    if (!(await run())) return;
    if (onApproved) onApproved();
    else onOpenChange(false);
  };
  return { busy, onApprove: () => void onApprove() };
}
