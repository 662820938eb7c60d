import {
  AGENT_EXPIRED_MESSAGE,
  checkOrderMargin,
  checkOrderPlacement,
  checkOrderTpsl,
  type FeeSchedule,
  isAgentError,
  ORDER_CHECK_FAILURES,
  type OrderCheckFailure,
  type OrderFormPlacement,
  type OrderSubmission,
  orderFailureMessage,
  orderPlacedDescription,
  TRADING_FAILURE_TITLES,
} from '@pluto/core';
import { toast } from '../../ui';
import type { ApprovalKind } from '../approvals';

export interface ApprovalState {
  walletConnected: boolean;
  agentApproved: boolean;
  /** The agent or builder-fee lookup has not answered yet. */
  approvalCheckPending: boolean;
  builderFeeApproved: boolean;
}

/** Everything placement needs from the outside, injected so the flow runs without a server. */
export interface PlacementPort {
  coin: string;
  /** The trader's fee schedule, for the confirmation's fee estimate. */
  fees: FeeSchedule;
  /** The approval gates as they stand now (read again after each approval the flow asked for). */
  approvals: () => ApprovalState;
  /** Opens an approval dialog; answers whether the trader approved in it. */
  requestApproval: (kind: ApprovalKind) => Promise<boolean>;
  /** Sends the order (single, or batch with TP/SL); rejects with the server's text. */
  submit: (submission: OrderSubmission) => Promise<void>;
}

const fail = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

/** The approval dialog each onboarding gate opens, and the gate it passes once approved. */
const APPROVAL_GATES = new Map<
  OrderCheckFailure,
  { kind: ApprovalKind; passes: 'agentApproved' | 'builderFeeApproved' }
>([
  [ORDER_CHECK_FAILURES.agentApprovalRequired, { kind: 'agent', passes: 'agentApproved' }],
  [ORDER_CHECK_FAILURES.builderFeeApprovalRequired, { kind: 'builderFee', passes: 'builderFeeApproved' }],
]);

/**
 * Seed 000 §5's eight checks in order. An approval gate is an onboarding step, not an error: its
 * notice is informative, its dialog opens, and once approved the checks go on from there, so a new
 * trader's first order needs one press. Answers the first failure left, or null when the order may
 * go; `undefined` when the trader cancelled an approval (nothing is placed, nothing more is said).
 */
async function passPlacementChecks(
  placement: OrderFormPlacement,
  port: PlacementPort,
): Promise<OrderCheckFailure | null | undefined> {
  // The gates approved in this flow stay passed even if the refetched checks have not caught up.
  const passed: Partial<ApprovalState> = {};
  for (;;) {
    const failure = checkOrderPlacement({ ...port.approvals(), ...passed, ...placement.order });
    const gate = failure && APPROVAL_GATES.get(failure);
    if (!gate) return failure;
    toast({ title: failure.title, description: failure.message });
    if (!(await port.requestApproval(gate.kind))) return undefined;
    passed[gate.passes] = true;
  }
}

/** Sends the order; an agent error (an expired agent) asks for the approval again and retries once. */
async function submitOrder(submission: OrderSubmission, port: PlacementPort): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await port.submit(submission);
      return true;
    } catch (error) {
      if (!isAgentError(error)) {
        fail(TRADING_FAILURE_TITLES.order, orderFailureMessage(error));
        return false;
      }
      fail(ORDER_CHECK_FAILURES.agentApprovalRequired.title, AGENT_EXPIRED_MESSAGE);
      if (attempt > 0 || !(await port.requestApproval('agent'))) return false;
    }
  }
}

/**
 * Seed 000 §5 in order: the eight placement checks (going through the approval dialogs at their
 * gates), the TP/SL rules when TP/SL is on, the margin the order needs (issue 20), then the order
 * through the server; §8 maps a refusal.
 * Answers whether the order was placed.
 */
export async function placeOrder(placement: OrderFormPlacement, port: PlacementPort): Promise<boolean> {
  const failure = await passPlacementChecks(placement, port);
  if (failure === undefined) return false;
  if (failure) {
    fail(failure.title, failure.message);
    return false;
  }
  const { submission } = placement;
  if (placement.tpsl) {
    const tpsl = checkOrderTpsl(placement.tpsl);
    if (tpsl) {
      fail(tpsl.title, tpsl.message);
      return false;
    }
  }
  if (!submission) {
    fail(ORDER_CHECK_FAILURES.invalidSize.title, ORDER_CHECK_FAILURES.invalidSize.message);
    return false;
  }
  const margin = checkOrderMargin(placement);
  if (margin) {
    fail(margin.title, margin.message);
    return false;
  }
  if (!(await submitOrder(submission, port))) return false;
  toast({
    title: 'Order Placed',
    description: orderPlacedDescription({
      coin: port.coin,
      submission,
      referencePrice: placement.referencePrice,
      fees: port.fees,
    }),
    variant: 'success',
  });
  return true;
}
