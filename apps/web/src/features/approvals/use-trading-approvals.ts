import {
  agentApprovalFailureMessage,
  BUILDER_FEE_FAILURE,
  describeWalletError,
  WALLET_NOT_CONNECTED_MESSAGE,
} from '@pluto/core';
import { useState } from 'react';
import { useAccount, useApprovalActions } from '../../data';
import { toast } from '../../ui';

/** The steps of each approval; injected so the flows run without a server, wallet or exchange. */
export interface ApprovalPort {
  user: `0x${string}` | undefined;
  createAgentWallet: (user: `0x${string}`) => Promise<string>;
  approveAgent: (agentAddress: string) => Promise<void>;
  approveBuilderFee: () => Promise<void>;
  /** Refetches the approval checks (seed 000 §4: on success the check is refetched). */
  refetchApprovals: () => Promise<void>;
}

function useBusyAction(action: () => Promise<boolean>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Seed 000 §4: the server creates the agent wallet, then the user signs `approveAgent` for it. */
export function useEnableAgent(port: ApprovalPort) {
  return useBusyAction(async () => {
    try {
      if (!port.user) throw new Error(WALLET_NOT_CONNECTED_MESSAGE);
      const agentAddress = await port.createAgentWallet(port.user);
      await port.approveAgent(agentAddress);
    } catch (error) {
      const description = agentApprovalFailureMessage(
        new Error(describeWalletError(error, 'Approval failed')),
      );
      toast({ title: 'Approval Failed', description, variant: 'destructive' });
      return false;
    }
    toast({ title: 'Agent Trading Enabled', description: 'Your trading agent is approved' });
    await port.refetchApprovals();
    return true;
  });
}

/** Seed 000 §4, §8: signs `approveBuilderFee` with a 1 % maximum. */
export function useApproveBuilderFee(port: ApprovalPort) {
  return useBusyAction(async () => {
    try {
      if (!port.user) throw new Error(WALLET_NOT_CONNECTED_MESSAGE);
      await port.approveBuilderFee();
    } catch {
      toast({ ...BUILDER_FEE_FAILURE, variant: 'destructive' });
      return false;
    }
    toast({ title: 'Builder Fee Approved', description: 'You can now place orders' });
    await port.refetchApprovals();
    return true;
  });
}

/** The approval flows' port onto the server, the wallet and the exchange. */
export function useApprovalPort(): ApprovalPort {
  return { user: useAccount().address, ...useApprovalActions() };
}
