import { useAccount, useAgentApproval, useBuilderFeeApproval, useOptionalSession } from '../../data';
import type { ApprovalState } from './place-order';

/**
 * The approval gates of seed 000 §5. While a lookup is still answering, the agent is not reported
 * missing: the order is refused with 'Verifying Approval' instead of opening a dialog it may not need.
 */
export function useTradingApprovalState(): ApprovalState {
  const { address } = useAccount();
  const session = useOptionalSession();
  const agent = useAgentApproval();
  const builder = useBuilderFeeApproval();
  const sessionChecking = session?.status === 'checking' || session?.status === 'signing-in';
  const agentChecking = agent.isLoading || (sessionChecking && agent.data === undefined);
  return {
    walletConnected: address !== undefined,
    agentApproved: agent.data?.approved ?? agentChecking,
    approvalCheckPending: agentChecking || builder.isLoading,
    builderFeeApproved: builder.data ?? false,
  };
}
