import type { PricingChain, SpotChainDeployment } from '@pluto/core';

/**
 * One chain as the indexer reads it. Addresses lowercase. Chain-agnostic: any EVM RPC will do.
 * The token data read from the indexer's tables answers for its tokens; the indexer adds tokens and
 * pools it follows later (the catalogue's) once their history is read (`followInChain`).
 */
export interface IndexedChain extends PricingChain {
  chainId: number;
  /** The first block to read: nothing the indexer keeps happened before it. */
  startBlock: number;
  /** ERC-20s whose transfers (balances, holders, supply) are kept. */
  tokens: IndexedToken[];
  /** Uniswap V2 pairs whose Swap, Sync, Mint and Burn events are kept. */
  pools: IndexedPool[];
  decimals: Map<string, number>;
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

/**
 * One token's holders on any chain, without pools or prices: the treasury's $PLUTO on a BSC RPC
 * outside the devnet (`BSC_RPC_URL`), read from the block it was deployed in.
 */
export function tokenHoldersChain(chainId: number, token: IndexedToken, startBlock: number): IndexedChain {
  const address = token.address.toLowerCase();
  return {
    chainId,
    startBlock,
    // No pools: nothing is priced.
    stable: '',
    wrappedNative: '',
    tokens: [{ ...token, address }],
    decimals: new Map([[address, token.decimals]]),
    pools: [],
  };
}

/** Adds tokens and pools the indexer has read the history of to the chain everyone reads. */
export function followInChain(
  chain: IndexedChain,
  tokens: readonly IndexedToken[],
  pools: readonly IndexedPool[],
): void {
  for (const token of tokens) {
    if (chain.decimals.has(token.address)) continue;
    chain.tokens.push(token);
    chain.decimals.set(token.address, token.decimals);
  }
  for (const pool of pools) {
    if (!chain.pools.some((known) => known.pair === pool.pair)) chain.pools.push(pool);
  }
}
