import type { SwapRouteToken } from '@pluto/core';
import type { Address, Hex } from 'viem';

export interface SwapQuoteRequest {
  chainId: number;
  /** The all-E placeholder for the native coin. */
  fromToken: Address;
  toToken: Address;
  /** Base units of `fromToken`. */
  amount: bigint;
}

export interface SwapRequest extends SwapQuoteRequest {
  /** Percent the output may fall short of the quote. */
  slippagePercent: number;
  /** The wallet that sends the transaction and receives the output. */
  fromAddress: Address;
}

/** What a quote answers: the output, and the path the swap takes where the provider tells it. */
export interface SwapQuote {
  /** Base units of `toToken`, after the platform fee. */
  dstAmount: bigint;
  /** The request's `fromToken` first, its `toToken` last, the pool tokens between. */
  route?: SwapRouteToken[];
}

/** A transaction ready for the wallet to send, in 1inch's `tx` shape. */
export interface SwapTransaction {
  from: Address;
  to: Address;
  data: Hex;
  value: bigint;
  gas: bigint;
  gasPrice: bigint;
}

/**
 * Where swaps are priced and built: 1inch in production, the devnet's Uniswap V2 pools through the fee
 * router otherwise. Refusals are `HttpError`s with the seed's texts.
 */
export interface SwapProvider {
  /** The address a token must be approved to before it can be swapped. */
  spender(chainId: number): Promise<Address>;
  /** The output `amount` buys now, after the platform fee, and its route. */
  quote(request: SwapQuoteRequest): Promise<SwapQuote>;
  swap(request: SwapRequest): Promise<{ dstAmount: bigint; tx: SwapTransaction }>;
}
