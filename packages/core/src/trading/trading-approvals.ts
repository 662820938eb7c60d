/**
 * The one-time approvals trading needs (seed 000 §4, §7, §9): the server-held agent wallet, approved
 * by the user's `approveAgent`, and the platform builder fee, approved by `approveBuilderFee`.
 */

import { FEE_SCHEDULE, feeRateText } from './fees';

/**
 * The agent is approved under this name because the exchange lists named agents only
 * (`extraAgents`); approving a new address under the same name replaces the old agent.
 */
export const AGENT_NAME = 'pluto';

export interface ExtraAgent {
  address: string;
  /** ms timestamp; null never expires. */
  validUntil: number | null;
}

export function isAgentApproved(
  agentAddress: string | undefined,
  extraAgents: readonly ExtraAgent[],
  nowMs: number,
): boolean {
  if (!agentAddress) return false;
  const wanted = agentAddress.toLowerCase();
  return extraAgents.some(
    (agent) =>
      agent.address.toLowerCase() === wanted && (agent.validUntil === null || agent.validUntil > nowMs),
  );
}

export function agentApprovalFailureMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return `Failed to approve agent: ${detail || 'Approval failed'}`;
}

/** The most the builder-fee approval allows: the largest fee of the schedule (the spot fee, 1 %). */
export const BUILDER_FEE_CAP_RATE = Math.max(FEE_SCHEDULE.spot.platformRate, FEE_SCHEDULE.perp.builderRate);
/** The `maxFeeRate` signed in `approveBuilderFee` ("1%"). */
export const BUILDER_MAX_FEE_RATE = feeRateText(BUILDER_FEE_CAP_RATE);
/** `maxBuilderFee` is in tenths of a basis point: 1000 is 1 %. */
export const REQUIRED_BUILDER_FEE_TENTHS_BP = Math.round(BUILDER_FEE_CAP_RATE * 100_000);

/** Without a configured builder there is no fee to approve. */
export function isBuilderFeeApproved(
  builderAddress: string | null,
  maxBuilderFee: number | undefined,
): boolean {
  if (builderAddress === null) return true;
  return maxBuilderFee !== undefined && maxBuilderFee >= REQUIRED_BUILDER_FEE_TENTHS_BP;
}

export const BUILDER_FEE_FAILURE = { title: 'Approval Failed', description: 'Failed to approve builder fee' };
