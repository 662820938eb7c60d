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

/** A chain the devnet runs, with interval mining every `blockTimeSeconds` (absent: a block per transaction). */
export interface DevnetChainChoice {
  readonly chainId: number;
  readonly blockTimeSeconds?: number;
}

/**
 * `DEVNET_CHAINS`: comma-separated chain ids, each optionally with `:<block time in seconds>`, e.g.
 * `42161:0.25,56:3,8453` (Arbitrum every 250 ms, BSC every 3 s, Base a block per transaction). Every
 * chain must be in the @pluto/core catalogue (the web app knows it) and appear once.
 */
export function parseChainChoices(text: string): DevnetChainChoice[] {
  const choices = text.split(',').map((entry): DevnetChainChoice => {
    const match = /^\s*(\d+)\s*(?::\s*(\d+(?:\.\d+)?)\s*)?$/.exec(entry);
    if (!match) throw new Error(`DEVNET_CHAINS: '${entry}' is not <chain id>[:<block time in seconds>]`);
    const chainId = Number(match[1]);
    catalogueChain(chainId);
    if (match[2] === undefined) return { chainId };
    const blockTimeSeconds = Number(match[2]);
    if (!(blockTimeSeconds > 0))
      throw new Error(`DEVNET_CHAINS: the block time of ${chainId} must be above 0`);
    return { chainId, blockTimeSeconds };
  });
  const ids = choices.map((choice) => choice.chainId);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) throw new Error(`DEVNET_CHAINS: chain ${repeated} is listed twice`);
  return choices;
}

/**
 * The chains' specs, on consecutive ports from `basePort` (stable URLs for wallets across restarts),
 * or on free ports when `basePort` is 0 (tests, several devnets side by side).
 */
export function defaultChainSpecs(
  basePort: number,
  chains: readonly (number | DevnetChainChoice)[] = DEFAULT_CHAIN_IDS,
): DevnetChainSpec[] {
  return chains.map((chain, index) => {
    const { chainId, blockTimeSeconds } = typeof chain === 'number' ? { chainId: chain } : chain;
    return {
      chainId,
      port: basePort === 0 ? 0 : basePort + index,
      ...(blockTimeSeconds !== undefined && { blockTimeSeconds }),
      spotTokens: DEFAULT_SPOT_TOKENS[chainId] ?? [],
    };
  });
}

/** The catalogue entry (name, short name, native coin, explorer) of a chain the devnet runs. */
export function catalogueChain(chainId: number): SupportedChain {
  const chain = getChainById(chainId);
  if (!chain) throw new Error(`chain ${chainId} is not in the @pluto/core chain catalogue`);
  return chain;
}
