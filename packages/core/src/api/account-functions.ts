import * as v from 'valibot';
import { defineContract } from './function-contract';
import { requestObject, walletAddressField } from './request-fields';

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));

/** Seed 000 §6: whether a wallet is an admin; public, it grants nothing by itself. */
export const checkAdminContract = defineContract({
  name: 'check-admin',
  request: requestObject({ walletAddress: walletAddressField }),
  response: v.object({ isAdmin: v.boolean(), role: v.nullish(v.string()) }),
});

/** Seed 000 §7: the signed-in user's agent address, if the server holds one. */
export const getAgentWalletContract = defineContract({
  name: 'get-agent-wallet',
  request: requestObject({ userAddress: walletAddressField }),
  response: v.object({ exists: v.boolean(), agentAddress: v.nullish(address) }),
});

/** Seed 000 §7: a fresh agent wallet for the signed-in user (replacing any previous one). */
export const createAgentWalletContract = defineContract({
  name: 'create-agent-wallet',
  request: requestObject({ userAddress: walletAddressField }),
  response: v.object({ agentAddress: address }),
});
