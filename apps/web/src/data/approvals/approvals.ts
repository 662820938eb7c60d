import { extraAgents, maxBuilderFee } from '@nktkas/hyperliquid/api/info';
import { isAgentApproved, isBuilderFeeApproved } from '@pluto/core';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useOptionalSession } from '../../lib/server/session-context';
import { useAccount } from '../account/account';
import { useExchangeTransport } from '../exchange/transport';
import { useUserSignedActions } from '../exchange/user-signed';
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

/**
 * The approval steps (seed 000 §4): the server creates the agent wallet, the wallet signs
 * `approveAgent` or `approveBuilderFee`, then the checks are refetched.
 */
export function useApprovalActions() {
  const { address } = useAccount();
  const { exchange } = useRuntimeConfig();
  const signed = useUserSignedActions();
  const queryClient = useQueryClient();
  const callFunction = useCallFunction();
  return useMemo(
    () => ({
      async createAgentWallet(user: `0x${string}`): Promise<string> {
        return (await callFunction('create-agent-wallet', { userAddress: user })).agentAddress;
      },
      approveAgent: signed.approveAgent,
      async approveBuilderFee(): Promise<void> {
        if (exchange.builderAddress === null) return;
        await signed.approveBuilderFee(exchange.builderAddress);
      },
      async refetchApprovals(): Promise<void> {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.agentApproval(address) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.builderFee(address, exchange.builderAddress) }),
        ]);
      },
    }),
    [address, exchange.builderAddress, signed, queryClient, callFunction],
  );
}
