import { oneinchSwapContract } from '@pluto/core';
import { defineFunction } from './function-definition';
import { swapAmount, swapProviderOf } from './oneinch';

/**
 * Seed 002 §7: the swap transaction for the signed-in wallet. `fromAddress` must be the session's
 * own address: the server never builds a swap that pays out to someone else on a caller's word.
 */
export const oneinchSwap = defineFunction(oneinchSwapContract, {
  access: 'wallet',
  actingWallet: (body) => body.fromAddress,
  async handle({ chainId, fromToken, toToken, amount, slippage, fromAddress }, context) {
    const { dstAmount, tx } = await swapProviderOf(context).swap({
      chainId,
      fromToken,
      toToken,
      amount: swapAmount(amount),
      slippagePercent: slippage,
      fromAddress,
    });
    return {
      dstAmount: dstAmount.toString(),
      tx: {
        from: tx.from,
        to: tx.to,
        data: tx.data,
        value: tx.value.toString(),
        gas: Number(tx.gas),
        gasPrice: tx.gasPrice.toString(),
      },
    };
  },
});
