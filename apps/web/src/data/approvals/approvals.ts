import { extraAgents, maxBuilderFee } from '@nktkas/hyperliquid/api/info';
import { isAgentApproved, isBuilderFeeApproved } from '@pluto/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useOptionalSession } from '../../lib/server/session-context';
import { useAccount } from '../account/account';
import { useExchangeTransport } from '../exchange/transport';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';
import { AGENT_APPROVAL_QUERY, BUILDER_FEE_QUERY } from '../timings';

export interface AgentApproval {
  approved: boolean;
  /** The server-held agent wallet, when one exists. */
  agentAddress: string | undefined;
}

/**
 * Whether the connected account's server-held agent is approved on the exchange: the server names the
 * agent, the exchange's named-agent list confirms the approval. Needs a session, so it waits for sign-in.
 */
export function useAgentApproval() {
  const { address: user } = useAccount();
  const transport = useExchangeTransport();
  const session = useOptionalSession();
  const callFunction = useCallFunction();
  return useQuery({
    queryKey: queryKeys.agentApproval(user),
    queryFn:
      user && session?.status === 'signed-in'
        ? async (): Promise<AgentApproval> => {
            const owner = user;
            const agent = await callFunction('get-agent-wallet', { userAddress: owner });
            const agentAddress = agent.exists ? (agent.agentAddress ?? undefined) : undefined;
            if (!agentAddress) return { approved: false, agentAddress };
            const agents = await extraAgents({ transport }, { user: owner });
            return { approved: isAgentApproved(agentAddress, agents, Date.now()), agentAddress };
          }
        : skipToken,
    ...AGENT_APPROVAL_QUERY,
  });
}

/** Approved when the exchange's `maxBuilderFee` for the configured builder reaches 1 %. */
export function useBuilderFeeApproval() {
  const { address: user } = useAccount();
  const transport = useExchangeTransport();
  const builder = useRuntimeConfig().exchange.builderAddress;
  return useQuery({
    queryKey: queryKeys.builderFee(user, builder),
    queryFn: user
      ? async () => {
          if (builder === null) return true;
          const fee = await maxBuilderFee({ transport }, { user, builder: builder as `0x${string}` });
          return isBuilderFeeApproved(builder, fee);
        }
      : skipToken,
    ...BUILDER_FEE_QUERY,
  });
}
