import { oneinchQuoteContract } from '@pluto/core';
import { defineFunction } from './function-definition';
import { swapAmount, swapProviderOf } from './oneinch';

/** Seed 002 §7: what a swap would give now, after the platform fee (public, like the price it is). */
export const oneinchQuote = defineFunction(oneinchQuoteContract, {
  access: 'public',
  async handle({ chainId, fromToken, toToken, amount }, context) {
    const dstAmount = await swapProviderOf(context).quote({
      chainId,
      fromToken,
      toToken,
      amount: swapAmount(amount),
    });
    return { dstAmount: dstAmount.toString() };
  },
});
