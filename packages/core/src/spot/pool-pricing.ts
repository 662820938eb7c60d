/**
 * Spot prices from Uniswap V2 reserves (issue 24): a token's mid price in another through their
 * pool, and its USD price through a pool to the chain's stablecoin, or to the wrapped native coin
 * priced by the native coin's own stable pool. Addresses are compared lowercase.
 */

export interface PoolReserves {
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
}

export interface PricingChain {
  /** The chain's USD stablecoin (worth 1). */
  stable: string;
  wrappedNative: string;
  /** Decimals of each token, by lowercase address. */
  decimals: ReadonlyMap<string, number>;
}

/** Base units as a decimal number (approximate beyond 2^53, as prices are). */
export function unitsToNumber(amount: bigint, decimals: number): number {
  return Number(amount) / 10 ** decimals;
}

function decimalsOf(chain: PricingChain, token: string): number {
  return chain.decimals.get(token) ?? 18;
}

/** `token`'s price in the pool's other token, from the reserves; 0 when the pool is empty. */
export function poolMidPrice(chain: PricingChain, pool: PoolReserves, token: string): number {
  const isToken0 = pool.token0 === token;
  const [own, other] = isToken0 ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0];
  const otherToken = isToken0 ? pool.token1 : pool.token0;
  const ownUnits = unitsToNumber(own, decimalsOf(chain, token));
  return ownUnits > 0 ? unitsToNumber(other, decimalsOf(chain, otherToken)) / ownUnits : 0;
}

function poolKey(a: string, b: string): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}

/** Pools by their two tokens, whichever order they are asked in. */
export class PoolBook {
  private readonly pools = new Map<string, PoolReserves>();

  constructor(pools: Iterable<PoolReserves> = []) {
    for (const pool of pools) this.set(pool);
  }

  set(pool: PoolReserves): void {
    this.pools.set(poolKey(pool.token0, pool.token1), pool);
  }

  get(a: string, b: string): PoolReserves | undefined {
    return this.pools.get(poolKey(a, b));
  }

  all(): IterableIterator<PoolReserves> {
    return this.pools.values();
  }
}

/** `token`'s USD price now, or 0 when no pool leads to the stablecoin. */
export function usdPrice(chain: PricingChain, pools: PoolBook, token: string): number {
  if (token === chain.stable) return 1;
  const stablePool = pools.get(token, chain.stable);
  if (stablePool) return poolMidPrice(chain, stablePool, token);
  if (token === chain.wrappedNative) return 0;
  const nativePool = pools.get(token, chain.wrappedNative);
  if (!nativePool) return 0;
  return poolMidPrice(chain, nativePool, token) * usdPrice(chain, pools, chain.wrappedNative);
}

/** A pool's USD value: both reserves at their USD prices. */
export function poolLiquidityUsd(chain: PricingChain, pools: PoolBook, pool: PoolReserves): number {
  return (
    unitsToNumber(pool.reserve0, decimalsOf(chain, pool.token0)) * usdPrice(chain, pools, pool.token0) +
    unitsToNumber(pool.reserve1, decimalsOf(chain, pool.token1)) * usdPrice(chain, pools, pool.token1)
  );
}
