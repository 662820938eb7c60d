import { HttpTransport } from '@nktkas/hyperliquid';
import { clearinghouseState, extraAgents, maxBuilderFee } from '@nktkas/hyperliquid/api/info';
import {
  AGENT_APPROVAL_QUERY,
  BUILDER_FEE_QUERY,
  isAgentApproved,
  isBuilderFeeApproved,
  parseExchangeUsdc,
  type RuntimeConfig,
} from '@pluto/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRuntimeConfig } from '../runtime-config';
import { useOptionalSession } from '../server/session-context';

/** Seed 000 §7: the exchange HTTP transport times out after 10 s. */
export const EXCHANGE_TIMEOUT_MS = 10_000;

function createExchangeTransport(exchange: RuntimeConfig['exchange']): HttpTransport {
  return new HttpTransport({
    apiUrl: exchange.apiUrl,
    isTestnet: exchange.isTestnet,
    timeout: EXCHANGE_TIMEOUT_MS,
  });
}

/** One transport per configured exchange, shared by every hook. */
export function useExchangeTransport(): HttpTransport {
  const { exchange } = useRuntimeConfig();
  return useMemo(() => createExchangeTransport(exchange), [exchange]);
}

export const exchangeQueryKeys = {
  /** Seed 000 §7: the account summary is keyed by "accountSummary" plus the account. */
  accountSummary: (user: string | undefined) => ['accountSummary', user?.toLowerCase()] as const,
  agentApproval: (user: string | undefined) => ['agentApproval', user?.toLowerCase()] as const,
  builderFee: (user: string | undefined, builder: string | null) =>
    ['builderFee', user?.toLowerCase(), builder?.toLowerCase()] as const,
};

export interface AccountSummary {
  /** USDC that can leave the perp account (withdraw or move to spot). */
  withdrawable: bigint;
  /** Total perp account value, which rises when a deposit is credited. */
  accountValue: bigint;
}

export async function fetchAccountSummary(
  transport: HttpTransport,
  user: `0x${string}`,
): Promise<AccountSummary> {
  const state = await clearinghouseState({ transport }, { user });
  return {
    withdrawable: parseExchangeUsdc(state.withdrawable),
    accountValue: parseExchangeUsdc(state.marginSummary.accountValue),
  };
}

/** Seed 000 §9: account summary stale after 10 s, refetched every 15 s. */
export function useAccountSummary(user: `0x${string}` | undefined) {
  const transport = useExchangeTransport();
  return useQuery({
    queryKey: exchangeQueryKeys.accountSummary(user),
    queryFn: user ? () => fetchAccountSummary(transport, user) : skipToken,
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
}

export interface AgentApproval {
  approved: boolean;
  /** The server-held agent wallet, when one exists. */
  agentAddress: string | undefined;
}

/**
 * Whether the user's server-held agent is approved on the exchange: the server names the agent, the
 * exchange's named-agent list confirms the approval. Needs a session, so it waits for sign-in.
 */
export function useAgentApproval(user: `0x${string}` | undefined) {
  const transport = useExchangeTransport();
  const session = useOptionalSession();
  return useQuery({
    queryKey: exchangeQueryKeys.agentApproval(user),
    queryFn:
      user && session?.status === 'signed-in'
        ? async (): Promise<AgentApproval> => {
            const owner = user;
            const agent = await session.client.call('get-agent-wallet', { userAddress: owner });
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
export function useBuilderFeeApproval(user: `0x${string}` | undefined) {
  const transport = useExchangeTransport();
  const { exchange } = useRuntimeConfig();
  const builder = exchange.builderAddress;
  return useQuery({
    queryKey: exchangeQueryKeys.builderFee(user, builder),
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
