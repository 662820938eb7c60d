import { oneinchQuoteContract } from '@pluto/core';
import { defineFunction } from './function-definition';
import { swapAmount, swapProviderOf } from './oneinch';

/**
 * Seed 002 §7: what a swap would give now, after the platform fee, and the route it takes where the
 * provider tells it (public, like the price it is).
 */
export const oneinchQuote = defineFunction(oneinchQuoteContract, {
  access: 'public',
  async handle({ chainId, fromToken, toToken, amount }, context) {
    const { dstAmount, route } = await swapProviderOf(context).quote({
      chainId,
      fromToken,
      toToken,
      amount: swapAmount(amount),
    });
    return { dstAmount: dstAmount.toString(), ...(route && { route }) };
  },
});
