import { type FunctionRequest, SWAP_ERRORS, SWAP_MESSAGES } from '@pluto/core';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Address, type Hex, isAddress } from 'viem';
import { useConfig } from 'wagmi';
import { useAccount } from '../account/account';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';
import { SPOT_BALANCE_STALE_MS } from '../timings';

/** The chain reads and writes load when first used, not with the first screen. */
const loadChain = () => import('./chain');

export interface SwapToken {
  address: Address;
  isNative: boolean;
}

/** The connected wallet's balance of `token` on `chainId`, native or ERC-20 (seed 002 §7: stale 10 s). */
export function useTokenBalance(chainId: number | undefined, token: SwapToken | undefined) {
  const config = useConfig();
  const { address } = useAccount();
  return useQuery({
    queryKey: queryKeys.spotBalance(chainId ?? 0, token?.address ?? '', address),
    queryFn:
      address && token && chainId !== undefined
        ? async () => (await loadChain()).readTokenBalance(config, chainId, token, address)
        : skipToken,
    staleTime: SPOT_BALANCE_STALE_MS,
  });
}

/** The address a token is approved to before a swap (seed 002 §7 `oneinch-spender`). */
export function useSwapSpender(chainId: number | undefined) {
  const call = useCallFunction();
  return useQuery({
    queryKey: queryKeys.spotSpender(chainId ?? 0),
    queryFn:
      chainId === undefined
        ? skipToken
        : async () => {
            const { address } = await call('oneinch-spender', { chainId }).catch(() => {
              throw new Error(SWAP_MESSAGES.spenderFailed);
            });
            if (!isAddress(address)) throw new Error(SWAP_MESSAGES.invalidSpender);
            return address;
          },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** How much of the paying ERC-20 the spender may move for the connected wallet (native: no allowance). */
export function useSwapAllowance(
  chainId: number | undefined,
  token: SwapToken | undefined,
  spender: Address | undefined,
) {
  const config = useConfig();
  const { address } = useAccount();
  const needed = token !== undefined && !token.isNative;
  return useQuery({
    queryKey: queryKeys.spotAllowance(chainId ?? 0, token?.address ?? '', address, spender),
    queryFn:
      address && needed && spender && chainId !== undefined
        ? async () => (await loadChain()).readAllowance(config, chainId, token.address, address, spender)
        : skipToken,
    staleTime: SPOT_BALANCE_STALE_MS,
  });
}

export interface QuoteRequest {
  chainId: number;
  fromToken: Address;
  toToken: Address;
  /** Base units of the paying token. */
  amount: bigint;
}

/**
 * The quote of `amount` (already debounced and gated by the caller), and a quote of a thousandth of
 * it along the same route for the price impact. Errors carry the server's §8 text.
 */
export function useSwapQuote(request: QuoteRequest | undefined) {
  const call = useCallFunction();
  const body = (amount: bigint): FunctionRequest<'oneinch-quote'> | undefined =>
    request && {
      chainId: request.chainId,
      fromToken: request.fromToken,
      toToken: request.toToken,
      amount: amount.toString(),
    };
  const main = body(request?.amount ?? 0n);
  return useQuery({
    queryKey: queryKeys.spotQuote(
      request?.chainId ?? 0,
      request?.fromToken ?? '',
      request?.toToken ?? '',
      main?.amount ?? '',
    ),
    queryFn:
      request && main
        ? async () => {
            const referenceIn = request.amount / 1_000n;
            const reference = body(referenceIn);
            const [quote, small] = await Promise.all([
              call('oneinch-quote', main),
              // A reference too small to price is left out rather than failing the quote.
              referenceIn > 0n && reference
                ? call('oneinch-quote', reference).catch(() => undefined)
                : undefined,
            ]);
            return {
              amountIn: request.amount,
              amountOut: BigInt(quote.dstAmount),
              route: quote.route,
              reference: small && { amountIn: referenceIn, amountOut: BigInt(small.dstAmount) },
            };
          }
        : skipToken,
    // A quote is a moment's price: never reused for a later amount typed again.
    staleTime: 0,
    retry: false,
  });
}

export interface SwapOrder extends QuoteRequest {
  slippagePercent: number;
}

/**
 * The approval and the swap, both sent from the user's wallet on the pair's chain: the server builds
 * the swap (`oneinch-swap`, signed-in wallet only), the wallet sends it; afterwards balances and the
 * allowance are read again.
 */
export function useSwapActions() {
  const config = useConfig();
  const { address } = useAccount();
  const call = useCallFunction();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      async approve(chainId: number, token: Address, spender: Address, amount: bigint): Promise<Hex> {
        return (await loadChain()).sendApproval(config, chainId, token, spender, amount);
      },
      async buildAndSendSwap(order: SwapOrder): Promise<Hex> {
        if (!address) throw new Error(SWAP_ERRORS.walletNotConnected);
        const built = await call('oneinch-swap', {
          chainId: order.chainId,
          fromToken: order.fromToken,
          toToken: order.toToken,
          amount: order.amount.toString(),
          slippage: order.slippagePercent,
          fromAddress: address,
        });
        return (await loadChain()).sendSwapTransaction(config, order.chainId, {
          to: built.tx.to as Address,
          data: built.tx.data as Hex,
          value: BigInt(built.tx.value),
          gas: BigInt(built.tx.gas),
        });
      },
      async waitForSuccess(chainId: number, hash: Hex): Promise<void> {
        await (await loadChain()).waitForSuccess(config, chainId, hash);
      },
      /**
       * Seed 002 §4: balances refresh after a swap; the allowance after an approval or a swap; the
       * token's figures and transactions at once rather than at their next 30 s poll.
       */
      refresh(): Promise<void> {
        const keys = ['spotBalance', 'spotAllowance', 'tokenPrices', 'tokenTransactions'];
        return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))).then(
          () => undefined,
        );
      },
    }),
    [config, address, call, queryClient],
  );
}
