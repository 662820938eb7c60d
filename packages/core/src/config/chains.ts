/** The seven EVM chains the wallet and spot screens know about (seed 000 §3, seed 002 §3). */
export interface SupportedChain {
  chainId: number;
  name: string;
  shortName: string;
  /** Pool price data provider id. */
  geckoTerminalId: string;
  /** Token data provider chain id. */
  birdeyeChainId: string;
  oneInchSupported: boolean;
  nativeCurrency: { name: string; symbol: string; decimals: 18 };
  /**
   * The mainnet's canonical wrapped native token: what price APIs index for the native coin (Birdeye
   * prices SOL by the wrapped SOL mint, and EVM native coins by their wrapped token).
   */
  wrappedNativeAddress: `0x${string}`;
  explorerUrl: string;
}

export const ARBITRUM_CHAIN_ID = 42161;
export const BSC_CHAIN_ID = 56;

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

export const SUPPORTED_CHAINS: readonly SupportedChain[] = [
  {
    chainId: 1,
    name: 'Ethereum',
    shortName: 'eth',
    geckoTerminalId: 'eth',
    birdeyeChainId: 'ethereum',
    oneInchSupported: true,
    nativeCurrency: ether,
    wrappedNativeAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    explorerUrl: 'https://etherscan.io',
  },
  {
    chainId: 10,
    name: 'Optimism',
    shortName: 'op',
    geckoTerminalId: 'optimism',
    birdeyeChainId: 'optimism',
    oneInchSupported: true,
    nativeCurrency: ether,
    wrappedNativeAddress: '0x4200000000000000000000000000000000000006',
    explorerUrl: 'https://optimistic.etherscan.io',
  },
  {
    chainId: BSC_CHAIN_ID,
    name: 'BSC',
    shortName: 'bsc',
    geckoTerminalId: 'bsc',
    birdeyeChainId: 'bsc',
    oneInchSupported: true,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    wrappedNativeAddress: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    explorerUrl: 'https://bscscan.com',
  },
  {
    chainId: 137,
    name: 'Polygon',
    shortName: 'polygon',
    geckoTerminalId: 'polygon_pos',
    birdeyeChainId: 'polygon',
    oneInchSupported: true,
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    wrappedNativeAddress: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    explorerUrl: 'https://polygonscan.com',
  },
  {
    chainId: 8453,
    name: 'Base',
    shortName: 'base',
    geckoTerminalId: 'base',
    birdeyeChainId: 'base',
    oneInchSupported: true,
    nativeCurrency: ether,
    wrappedNativeAddress: '0x4200000000000000000000000000000000000006',
    explorerUrl: 'https://basescan.org',
  },
  {
    chainId: ARBITRUM_CHAIN_ID,
    name: 'Arbitrum',
    shortName: 'arb',
    geckoTerminalId: 'arbitrum',
    birdeyeChainId: 'arbitrum',
    oneInchSupported: true,
    nativeCurrency: ether,
    wrappedNativeAddress: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
    explorerUrl: 'https://arbiscan.io',
  },
  {
    chainId: 43114,
    name: 'Avalanche',
    shortName: 'avax',
    geckoTerminalId: 'avax',
    birdeyeChainId: 'avalanche',
    oneInchSupported: true,
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
    wrappedNativeAddress: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
    explorerUrl: 'https://snowtrace.io',
  },
];

/**
 * The chains spot trading runs on by default (seed 002 §1, issue 24): Ethereum, BSC, Polygon, Base
 * and Arbitrum, in catalogue order. Optimism and Avalanche are in the catalogue but only configured
 * on demand.
 */
export const SPOT_CHAIN_IDS: readonly number[] = [1, BSC_CHAIN_ID, 137, 8453, ARBITRUM_CHAIN_ID];
export const SPOT_CHAINS: readonly SupportedChain[] = SUPPORTED_CHAINS.filter((chain) =>
  SPOT_CHAIN_IDS.includes(chain.chainId),
);

export function getChainById(chainId: number): SupportedChain | undefined {
  return SUPPORTED_CHAINS.find((chain) => chain.chainId === chainId);
}

/** Route segments such as /spot/ARB/... may arrive in any case. */
export function getChainByShortName(shortName: string): SupportedChain | undefined {
  const wanted = shortName.toLowerCase();
  return SUPPORTED_CHAINS.find((chain) => chain.shortName === wanted);
}

export function explorerTxUrl(chainId: number, hash: string): string | undefined {
  const chain = getChainById(chainId);
  return chain && `${chain.explorerUrl}/tx/${hash}`;
}

export function explorerAddressUrl(chainId: number, address: string): string | undefined {
  const chain = getChainById(chainId);
  return chain && `${chain.explorerUrl}/address/${address}`;
}
