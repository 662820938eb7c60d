import { useConnection } from 'wagmi';
import { useAgentApproval, useBuilderFeeApproval } from '../../lib/exchange/exchange';
import { useSession } from '../../lib/server/session';
import type { ApprovalState } from './place-order';

/**
 * The approval gates of seed 000 §5. While a lookup is still answering, the agent is not reported
 * missing: the order is refused with 'Verifying Approval' instead of opening a dialog it may not need.
 */
export function useTradingApprovalState(): ApprovalState {
  const { address, isConnected } = useConnection();
  const session = useSession();
  const agent = useAgentApproval(address);
  const builder = useBuilderFeeApproval(address);
  const sessionChecking = session.status === 'checking' || session.status === 'signing-in';
  const agentChecking = agent.isLoading || (sessionChecking && agent.data === undefined);
  return {
    walletConnected: isConnected && address !== undefined,
    agentApproved: agent.data?.approved ?? agentChecking,
    approvalCheckPending: agentChecking || builder.isLoading,
    builderFeeApproved: builder.data ?? false,
  };
}
