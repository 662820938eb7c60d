import { lazy, Suspense } from 'react';
import {
  type ApprovalKind,
  finishApproval,
  requestApproval,
  useRequestedApproval,
} from './approval-requests';

export type { ApprovalKind };

// Loaded on first use, keeping the first screen small.
const EnableAgentDialog = lazy(() => import('./EnableAgentDialog'));
const ApproveBuilderFeeDialog = lazy(() => import('./ApproveBuilderFeeDialog'));

/**
 * Opens the approval dialog of `kind` (a stable function: safe in dependency lists). The promise
 * answers true once the trader approved in it, false when the dialog was cancelled or closed.
 */
export function useRequestApproval(): (kind: ApprovalKind) => Promise<boolean> {
  return requestApproval;
}

const closeOn = (open: boolean) => !open && finishApproval(false);
const approved = () => finishApproval(true);

/** Renders the requested approval dialog; mounted once, in the app shell. */
export function ApprovalPromptHost() {
  const kind = useRequestedApproval();
  return (
    <Suspense fallback={null}>
      {kind === 'agent' && <EnableAgentDialog open onOpenChange={closeOn} onApproved={approved} />}
      {kind === 'builderFee' && <ApproveBuilderFeeDialog open onOpenChange={closeOn} onApproved={approved} />}
    </Suspense>
  );
}
