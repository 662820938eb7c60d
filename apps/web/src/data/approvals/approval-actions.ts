import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useAccount } from '../account/account';
import { useUserSignedActions } from '../exchange/user-signed';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';

// Apart from the approval checks: only the approval dialogs (loaded on use) sign, so the wallet's
// signing hooks stay out of the first screen's bundle.
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
