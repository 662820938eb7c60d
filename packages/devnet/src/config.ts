import {
  ARBITRUM_CHAIN_ID,
  BSC_CHAIN_ID,
  getChainById,
  PLUTO_FALLBACK_PRICE,
  type SupportedChain,
} from '@pluto/core';

export const ETHEREUM_CHAIN_ID = 1;
export const POLYGON_CHAIN_ID = 137;
export const OPTIMISM_CHAIN_ID = 10;
export const AVALANCHE_CHAIN_ID = 43114;
export const BASE_CHAIN_ID = 8453;

export interface SpotTokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  /** Whole tokens minted to each dev account so swaps can be tried at once. */
  devAccountAmount: string;
  /** The USD price its pools open at (their reserves are set from it). */
  usdPrice: number;
  /** USD on each side of each of its two pools (against the wrapped native coin and the stable). */
  poolDepthUsd: number;
  /** How long ago the catalogue lists it as created: a few hours makes the spot screens' NEW flag show. */
  listedHoursAgo: number;
  /** The chain's USD stablecoin: every other token is pooled against it and the native coin. */
  isStable?: true;
}

export interface DevnetChainSpec {
  chainId: number;
  /** Fixed RPC port; 0 lets the system pick a free one. */
  port: number;
  /** Interval mining; absent means every transaction is mined at once. */
  blockTimeSeconds?: number;
  spotTokens: readonly SpotTokenSpec[];
}

const DAY_HOURS = 24;
/** Listed well before any 24 h window the screens look at. */
export const LONG_LISTED_HOURS = 90 * DAY_HOURS;
/** Listed today, so it is shown as NEW (created less than 12 hours ago). */
const JUST_LISTED_HOURS = 3;

function token(
  symbol: string,
  name: string,
  decimals: number,
  usdPrice: number,
  options: Partial<
    Pick<SpotTokenSpec, 'poolDepthUsd' | 'listedHoursAgo' | 'isStable' | 'devAccountAmount'>
  > = {},
): SpotTokenSpec {
  // About $1,000 of each token per dev account, in whole tokens.
  const devAccountAmount = String(Math.max(1, Math.round(1000 / usdPrice)));
  return {
    symbol,
    name,
    decimals,
    usdPrice,
    poolDepthUsd: 150_000,
    listedHoursAgo: LONG_LISTED_HOURS,
    devAccountAmount,
    ...options,
  };
}

const stable = (symbol: string, name: string, decimals: number) =>
  token(symbol, name, decimals, 1, { isStable: true, poolDepthUsd: 2_000_000, devAccountAmount: '50000' });
const justListed = { listedHoursAgo: JUST_LISTED_HOURS, poolDepthUsd: 40_000 } as const;

/**
 * The spot tokens of each chain: real majors with their real decimals (amount formatting meets 6, 8, 9
 * and 18) and meme-like tokens of the devnet, a few listed today. Prices are opening prices only; the
 * pools move them.
 */
export const DEFAULT_SPOT_TOKENS: Readonly<Record<number, readonly SpotTokenSpec[]>> = {
  [ETHEREUM_CHAIN_ID]: [
    stable('USDT', 'Tether USD', 6),
    token('WBTC', 'Wrapped BTC', 8, 95_000, { poolDepthUsd: 1_000_000 }),
    token('PEPE', 'Pepe', 18, 0.000_011),
    token('SHIB', 'Shiba Inu', 18, 0.000_014),
    token('FLOKI', 'Floki', 9, 0.000_09),
    token('MOG', 'Mog Coin', 18, 0.000_000_7),
    token('TURBO', 'Turbo', 18, 0.004_2, { listedHoursAgo: 20 * DAY_HOURS }),
    token('NEIRO', 'Neiro', 9, 0.000_52, { listedHoursAgo: 6 * DAY_HOURS }),
    token('SPX', 'SPX6900', 8, 0.61),
    token('WOJAK', 'Wojak', 18, 0.000_021, justListed),
  ],
  [BSC_CHAIN_ID]: [
    stable('USDT', 'Tether USD', 18),
    token('CAKE', 'PancakeSwap Token', 18, 2.4, { poolDepthUsd: 600_000 }),
    token('BTCB', 'BTCB Token', 18, 95_000, { poolDepthUsd: 1_000_000 }),
    token('DOGE', 'Dogecoin', 8, 0.32, { poolDepthUsd: 400_000 }),
    token('BABYDOGE', 'Baby Doge Coin', 9, 0.000_000_001_6),
    token('TUT', 'Tutorial', 18, 0.041, { listedHoursAgo: 8 * DAY_HOURS }),
    token('CHEEMS', 'Cheems', 18, 0.000_001_3),
    token('SIREN', 'Siren', 18, 0.09, { listedHoursAgo: 2 * DAY_HOURS }),
    token('MUBARAK', 'Mubarak', 18, 0.035, justListed),
    token('BROCCOLI', 'Broccoli', 18, 0.027, { ...justListed, listedHoursAgo: 9 }),
  ],
  [POLYGON_CHAIN_ID]: [
    stable('USDT', 'Tether USD', 6),
    token('WBTC', 'Wrapped BTC', 8, 95_000, { poolDepthUsd: 500_000 }),
    token('LINK', 'ChainLink Token', 18, 18, { poolDepthUsd: 300_000 }),
    token('POLYDOGE', 'PolyDoge', 18, 0.000_000_012),
    token('POLYCAT', 'Polycat', 9, 0.000_75),
    token('WIFPOL', 'Dogwifpol', 6, 0.013, { listedHoursAgo: 4 * DAY_HOURS }),
    token('PEPEPOLY', 'Pepe on Polygon', 18, 0.000_004, justListed),
  ],
  [BASE_CHAIN_ID]: [
    stable('USDbC', 'USD Base Coin', 6),
    token('cbBTC', 'Coinbase Wrapped BTC', 8, 95_000, { poolDepthUsd: 1_000_000 }),
    token('AERO', 'Aerodrome', 18, 1.1, { poolDepthUsd: 500_000 }),
    token('DEGEN', 'Degen', 18, 0.006_5),
    token('BRETT', 'Brett', 18, 0.07),
    token('TOSHI', 'Toshi', 18, 0.000_55),
    token('MIGGLES', 'Mister Miggles', 18, 0.048, { listedHoursAgo: 12 * DAY_HOURS }),
    token('SKI', 'Ski Mask Dog', 9, 0.033),
    token('KEYCAT', 'Keyboard Cat', 18, 0.004, justListed),
  ],
  [ARBITRUM_CHAIN_ID]: [
    stable('USDT', 'Tether USD', 6),
    token('ARB', 'Arbitrum', 18, 0.55, { poolDepthUsd: 800_000 }),
    token('WBTC', 'Wrapped BTC', 8, 95_000, { poolDepthUsd: 1_000_000 }),
    token('LINK', 'ChainLink Token', 18, 18, { poolDepthUsd: 300_000 }),
    token('AIDOGE', 'ArbDoge AI', 6, 0.000_4),
    token('GOBLIN', 'Goblin Town', 18, 0.002_1, { listedHoursAgo: 3 * DAY_HOURS }),
    token('SMOL', 'Smol Brain', 9, 0.018),
    token('ARBCAT', 'Arbitrum Cat', 18, 0.000_34, justListed),
  ],
  // Configurable chains (DEVNET_CHAINS): a smaller set each.
  [OPTIMISM_CHAIN_ID]: [
    stable('USDT', 'Tether USD', 6),
    token('OP', 'Optimism', 18, 1.6, { poolDepthUsd: 500_000 }),
    token('VELO', 'Velodrome', 18, 0.07),
  ],
  [AVALANCHE_CHAIN_ID]: [
    stable('USDT', 'Tether USD', 6),
    token('COQ', 'Coq Inu', 18, 0.000_000_9),
    token('ARENA', 'The Arena', 18, 0.004, justListed),
  ],
};

/** The native coin's opening USD price per chain: the wrapped-native / stable pool is set from it. */
export const NATIVE_USD_PRICE: Readonly<Record<number, number>> = {
  [ETHEREUM_CHAIN_ID]: 3_200,
  [OPTIMISM_CHAIN_ID]: 3_200,
  [BSC_CHAIN_ID]: 620,
  [POLYGON_CHAIN_ID]: 0.24,
  [BASE_CHAIN_ID]: 3_200,
  [ARBITRUM_CHAIN_ID]: 3_200,
  [AVALANCHE_CHAIN_ID]: 24,
};

/** $PLUTO on BSC opens at the price the web app falls back to (seed 002 §7, get-pluto-price). */
export const PLUTO_USD_PRICE = PLUTO_FALLBACK_PRICE;
export const PLUTO_POOL_DEPTH_USD = 120_000;

export const DEFAULT_CHAIN_IDS = [
  ARBITRUM_CHAIN_ID,
  BSC_CHAIN_ID,
  BASE_CHAIN_ID,
  ETHEREUM_CHAIN_ID,
  POLYGON_CHAIN_ID,
] as const;

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
