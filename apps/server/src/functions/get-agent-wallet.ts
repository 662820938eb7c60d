import { getAgentWalletContract } from '@pluto/core';
import { defineFunction } from './function-definition';

/** Seed 000 §7: the signed-in user's agent address, if the server holds one. */
export const getAgentWallet = defineFunction(getAgentWalletContract, {
  access: 'wallet',
  actingWallet: (body) => body.userAddress,
  async handle({ userAddress }, { agentWallets }) {
    const agentAddress = await agentWallets.findAgentAddress(userAddress);
    return { exists: agentAddress !== null, agentAddress };
  },
});
