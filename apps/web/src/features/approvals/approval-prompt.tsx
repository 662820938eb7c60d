import { lazy, Suspense, useSyncExternalStore } from 'react';

/** The one-time trading approvals a screen can ask the user for (seed 000 §2, §4). */
export type ApprovalKind = 'agent' | 'builderFee';

// Loaded on first use, keeping the first screen small.
const EnableAgentDialog = lazy(() => import('./EnableAgentDialog'));
const ApproveBuilderFeeDialog = lazy(() => import('./ApproveBuilderFeeDialog'));

/**
 * The approval being asked for, app-wide: any screen or widget requests one and the host in the app
 * shell shows it, so no screen keeps dialog state of its own for the approvals.
 */
let requested: ApprovalKind | null = null;
const listeners = new Set<() => void>();

function setRequested(next: ApprovalKind | null) {
  requested = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const requestApproval = (kind: ApprovalKind) => setRequested(kind);

/** Opens the approval dialog of `kind` (a stable function: safe in dependency lists). */
export function useRequestApproval(): (kind: ApprovalKind) => void {
  return requestApproval;
}

/** Renders the requested approval dialog; mounted once, in the app shell. */
export function ApprovalPromptHost() {
  const kind = useSyncExternalStore(
    subscribe,
    () => requested,
    () => null,
  );
  const closeOn = (open: boolean) => !open && setRequested(null);
  return (
    <Suspense fallback={null}>
      {kind === 'agent' && <EnableAgentDialog open onOpenChange={closeOn} />}
      {kind === 'builderFee' && <ApproveBuilderFeeDialog open onOpenChange={closeOn} />}
    </Suspense>
  );
}
