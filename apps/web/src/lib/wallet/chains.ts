import { ARBITRUM_CHAIN_ID, type ChainConfig, getChainById } from '@pluto/core';
import { type Chain, defineChain } from 'viem';

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

export function toViemChain(chain: ChainConfig): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: getChainById(chain.chainId)?.nativeCurrency ?? ETHER,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    blockExplorers: { default: { name: chain.name, url: chain.explorerUrl } },
  });
}

/** Arbitrum's public RPC; used only when a configuration lists no chains at all. */
const FALLBACK_ARBITRUM: ChainConfig = {
  chainId: ARBITRUM_CHAIN_ID,
  name: 'Arbitrum',
  shortName: 'arb',
  rpcUrl: 'https://arb1.arbitrum.io/rpc',
  explorerUrl: 'https://arbiscan.io',
  tokens: {},
};

/**
 * The configured chains as viem chains, Arbitrum first: wagmi connects to the first chain by
 * default, and Arbitrum is where funds move.
 */
export function configuredChains(chains: readonly ChainConfig[]): [Chain, ...Chain[]] {
  const ordered = [...chains].sort(
    (a, b) => Number(b.chainId === ARBITRUM_CHAIN_ID) - Number(a.chainId === ARBITRUM_CHAIN_ID),
  );
  const [first = FALLBACK_ARBITRUM, ...rest] = ordered;
  return [toViemChain(first), ...rest.map(toViemChain)];
}
