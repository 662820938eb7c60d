import type { SpotChainDeployment } from '@pluto/core';
import { type Address, formatUnits, parseAbi } from 'viem';
import { type AmmChainClient, ammChainClients } from './amm-chains';

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
]);

/** A token's USD price where its data comes from (Birdeye in production, the devnet's pools here). */
export interface TokenPriceProvider {
  usdPrice(chainId: number, token: Address): Promise<number>;
}

interface PricedChain extends AmmChainClient {
  decimals: Map<string, number>;
}

/**
 * Spot prices read from the devnet's Uniswap V2 reserves: through the token's stablecoin pool, or its
 * native-coin pool times the native coin's stable price. The mid price, before any fee.
 */
export class AmmPriceProvider implements TokenPriceProvider {
  private readonly chains = new Map<number, PricedChain>();

  constructor(deployments: readonly SpotChainDeployment[], rpcUrls: ReadonlyMap<number, string>) {
    for (const [chainId, chain] of ammChainClients(deployments, rpcUrls)) {
      const decimals = chain.deployment.tokens.map(
        (token) => [token.address.toLowerCase(), token.decimals] as const,
      );
      this.chains.set(chainId, { ...chain, decimals: new Map(decimals) });
    }
  }

  async usdPrice(chainId: number, token: Address): Promise<number> {
    const chain = this.chains.get(chainId);
    if (!chain) throw new Error(`no pools on chain ${chainId}`);
    const { stable, wrappedNative } = chain.deployment;
    if (same(token, stable)) return 1;
    if (this.pool(chain, token, stable)) return this.poolPrice(chain, token, stable);
    if (!same(token, wrappedNative) && this.pool(chain, token, wrappedNative)) {
      const [inNative, nativePrice] = await Promise.all([
        this.poolPrice(chain, token, wrappedNative),
        this.poolPrice(chain, wrappedNative, stable),
      ]);
      return inNative * nativePrice;
    }
    throw new Error(`no pool prices ${token} on chain ${chainId}`);
  }

  private pool(chain: PricedChain, a: string, b: string): Address | undefined {
    return chain.deployment.pools.find(
      (pool) => (same(pool.base, a) && same(pool.quote, b)) || (same(pool.base, b) && same(pool.quote, a)),
    )?.pair as Address | undefined;
  }

  /** `token` priced in `quote` by their pool's reserves. */
  private async poolPrice(chain: PricedChain, token: string, quote: string): Promise<number> {
    const pair = this.pool(chain, token, quote);
    if (!pair) throw new Error(`no pool of ${token} and ${quote}`);
    const [[reserve0, reserve1], token0] = await Promise.all([
      chain.client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
      chain.client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
    ]);
    const [tokenReserve, quoteReserve] = same(token0, token) ? [reserve0, reserve1] : [reserve1, reserve0];
    const decimalsOf = (address: string) => chain.decimals.get(address.toLowerCase()) ?? 18;
    return (
      Number(formatUnits(quoteReserve, decimalsOf(quote))) /
      Number(formatUnits(tokenReserve, decimalsOf(token)))
    );
  }
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
