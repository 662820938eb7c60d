import {
  AGENT_EXPIRED_MESSAGE,
  checkOrderPlacement,
  checkOrderTpsl,
  type FeeSchedule,
  isAgentError,
  ORDER_CHECK_FAILURES,
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
  approvals: ApprovalState;
  openApproval: (kind: ApprovalKind) => void;
  /** Sends the order (single, or batch with TP/SL); rejects with the server's text. */
  submit: (submission: OrderSubmission) => Promise<void>;
}

const fail = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

/**
 * Seed 000 §5 in order: the eight placement checks (opening the approval dialogs at their gates),
 * the TP/SL rules when TP/SL is on, then the order through the server; §8 maps a refusal, and an
 * agent error reopens the approval. Answers whether the order was placed.
 */
export async function placeOrder(placement: OrderFormPlacement, port: PlacementPort): Promise<boolean> {
  const failure = checkOrderPlacement({ ...port.approvals, ...placement.order });
  if (failure) {
    fail(failure.title, failure.message);
    if (failure === ORDER_CHECK_FAILURES.agentApprovalRequired) port.openApproval('agent');
    if (failure === ORDER_CHECK_FAILURES.builderFeeApprovalRequired) port.openApproval('builderFee');
    return false;
  }
  if (placement.tpsl) {
    const tpsl = checkOrderTpsl(placement.tpsl);
    if (tpsl) {
      fail(tpsl.title, tpsl.message);
      return false;
    }
  }
  const { submission } = placement;
  if (!submission) {
    fail(ORDER_CHECK_FAILURES.invalidSize.title, ORDER_CHECK_FAILURES.invalidSize.message);
    return false;
  }
  try {
    await port.submit(submission);
  } catch (error) {
    if (isAgentError(error)) {
      fail(ORDER_CHECK_FAILURES.agentApprovalRequired.title, AGENT_EXPIRED_MESSAGE);
      port.openApproval('agent');
    } else {
      fail(TRADING_FAILURE_TITLES.order, orderFailureMessage(error));
    }
    return false;
  }
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
