import { createAgentWalletContract } from '@pluto/core';
import { defineFunction } from './function-definition';

/**
 * Seed 000 §7: a fresh agent wallet for the signed-in user, which the browser then approves on the
 * exchange. Calling it again replaces the previous agent (see AgentWallets.createAgent).
 */
export const createAgentWallet = defineFunction(createAgentWalletContract, {
  access: 'wallet',
  actingWallet: (body) => body.userAddress,
  async handle({ userAddress }, { agentWallets, logger }) {
    const agentAddress = await agentWallets.createAgent(userAddress);
    logger.info({ userAddress: userAddress.toLowerCase(), agentAddress }, 'agent wallet created');
    return { agentAddress };
  },
});
