/** Trading approvals (agent, builder fee): ask for one from anywhere; the shell's host shows it. */
export { type ApprovalKind, ApprovalPromptHost, useRequestApproval } from './approval-prompt';
export { useActionFailure } from './use-action-failure';
