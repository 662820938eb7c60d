import { oneinchSpenderContract } from '@pluto/core';
import { defineFunction } from './function-definition';
import { swapProviderOf } from './oneinch';

/** Seed 002 §7: the spender a token is approved to before a swap (public: it names a contract). */
export const oneinchSpender = defineFunction(oneinchSpenderContract, {
  access: 'public',
  async handle({ chainId }, context) {
    return { address: await swapProviderOf(context).spender(chainId) };
  },
});
