import type { PricingChain, SpotChainDeployment } from '@pluto/core';

/** One chain as the indexer reads it. Addresses lowercase. Chain-agnostic: any EVM RPC will do. */
export interface IndexedChain extends PricingChain {
  chainId: number;
  /** The first block to read: nothing the indexer keeps happened before it. */
  startBlock: number;
  /** ERC-20s whose transfers (balances, holders, supply) are kept. */
  tokens: readonly IndexedToken[];
  /** Uniswap V2 pairs whose Swap, Sync, Mint and Burn events are kept. */
  pools: readonly IndexedPool[];
}

export interface IndexedToken {
  address: string;
  symbol: string;
  decimals: number;
}

export interface IndexedPool {
  pair: string;
  /** Uniswap V2 orders a pair's tokens by address. */
  token0: string;
  token1: string;
}

/** The devnet's deployment of a chain as the indexer reads it. */
export function indexedChainOf(deployment: SpotChainDeployment): IndexedChain {
  const tokens = deployment.tokens.map(({ address, symbol, decimals }) => ({
    address: address.toLowerCase(),
    symbol,
    decimals,
  }));
  return {
    chainId: deployment.chainId,
    startBlock: deployment.startBlock,
    stable: deployment.stable.toLowerCase(),
    wrappedNative: deployment.wrappedNative.toLowerCase(),
    tokens,
    decimals: new Map(tokens.map((token) => [token.address, token.decimals])),
    pools: deployment.pools.map(({ pair, base, quote }) => {
      const [token0, token1] = [base.toLowerCase(), quote.toLowerCase()].sort();
      return { pair: pair.toLowerCase(), token0: token0 as string, token1: token1 as string };
    }),
  };
}
