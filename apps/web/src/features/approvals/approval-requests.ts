import { useSyncExternalStore } from 'react';

/** The one-time trading approvals a screen can ask the user for (seed 000 §2, §4). */
export type ApprovalKind = 'agent' | 'builderFee';

interface ApprovalRequest {
  kind: ApprovalKind;
  /** Settles the asker's promise: true once approved, false when the dialog closed without it. */
  settle: (approved: boolean) => void;
}

/**
 * The approval being asked for, app-wide: any screen or widget requests one and the host in the app
 * shell shows it, so no screen keeps dialog state of its own for the approvals.
 */
let requested: ApprovalRequest | null = null;
const listeners = new Set<() => void>();

function setRequested(next: ApprovalRequest | null) {
  requested = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the approval shown, telling its asker whether it was given. */
export function finishApproval(approved: boolean) {
  const current = requested;
  if (!current) return;
  setRequested(null);
  current.settle(approved);
}

/**
 * Asks for the approval of `kind`. The promise answers true once the trader approved, false when the
 * dialog was cancelled or closed, so a flow can continue after the approval it asked for.
 */
export function requestApproval(kind: ApprovalKind): Promise<boolean> {
  // A newer request replaces the one shown: its asker learns it was not approved.
  finishApproval(false);
  return new Promise((resolve) => setRequested({ kind, settle: resolve }));
}

/** The approval kind asked for now, or null. */
export function useRequestedApproval(): ApprovalKind | null {
  return useSyncExternalStore(
    subscribe,
    () => requested?.kind ?? null,
    () => null,
  );
}
