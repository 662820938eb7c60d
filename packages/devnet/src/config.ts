import { ARBITRUM_CHAIN_ID, BSC_CHAIN_ID, getChainById, type SupportedChain } from '@pluto/core';

export const BASE_CHAIN_ID = 8453;

export interface SpotTokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  /** Whole tokens minted to each dev account so swaps can be tried at once. */
  devAccountAmount: string;
}

export interface DevnetChainSpec {
  chainId: number;
  /** Fixed RPC port; 0 lets the system pick a free one. */
  port: number;
  /** Interval mining; absent means every transaction is mined at once. */
  blockTimeSeconds?: number;
  spotTokens: readonly SpotTokenSpec[];
}

/** Real tokens of each chain, with their real decimals, so amount formatting meets 6, 8 and 18. */
export const DEFAULT_SPOT_TOKENS: Readonly<Record<number, readonly SpotTokenSpec[]>> = {
  [ARBITRUM_CHAIN_ID]: [
    { symbol: 'ARB', name: 'Arbitrum', decimals: 18, devAccountAmount: '10000' },
    { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, devAccountAmount: '2' },
    { symbol: 'USDT', name: 'Tether USD', decimals: 6, devAccountAmount: '50000' },
    { symbol: 'LINK', name: 'ChainLink Token', decimals: 18, devAccountAmount: '1000' },
  ],
  [BSC_CHAIN_ID]: [
    { symbol: 'CAKE', name: 'PancakeSwap Token', decimals: 18, devAccountAmount: '5000' },
    { symbol: 'BTCB', name: 'BTCB Token', decimals: 18, devAccountAmount: '2' },
    { symbol: 'USDT', name: 'Tether USD', decimals: 18, devAccountAmount: '50000' },
    { symbol: 'DOGE', name: 'Dogecoin', decimals: 8, devAccountAmount: '100000' },
  ],
  [BASE_CHAIN_ID]: [
    { symbol: 'cbBTC', name: 'Coinbase Wrapped BTC', decimals: 8, devAccountAmount: '2' },
    { symbol: 'AERO', name: 'Aerodrome', decimals: 18, devAccountAmount: '20000' },
    { symbol: 'DEGEN', name: 'Degen', decimals: 18, devAccountAmount: '1000000' },
    { symbol: 'USDbC', name: 'USD Base Coin', decimals: 6, devAccountAmount: '50000' },
  ],
};

export const DEFAULT_CHAIN_IDS = [ARBITRUM_CHAIN_ID, BSC_CHAIN_ID, BASE_CHAIN_ID] as const;

/**
 * Default chains, on consecutive ports from `basePort` (stable URLs for wallets across restarts), or on
 * free ports when `basePort` is 0 (tests, several devnets side by side).
 */
export function defaultChainSpecs(
  basePort: number,
  chainIds: readonly number[] = DEFAULT_CHAIN_IDS,
): DevnetChainSpec[] {
  return chainIds.map((chainId, index) => ({
    chainId,
    port: basePort === 0 ? 0 : basePort + index,
    spotTokens: DEFAULT_SPOT_TOKENS[chainId] ?? [],
  }));
}

/** The catalogue entry (name, short name, native coin, explorer) of a chain the devnet runs. */
export function catalogueChain(chainId: number): SupportedChain {
  const chain = getChainById(chainId);
  if (!chain) throw new Error(`chain ${chainId} is not in the @pluto/core chain catalogue`);
  return chain;
}
