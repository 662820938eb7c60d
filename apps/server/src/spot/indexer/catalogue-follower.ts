import type { Kysely } from 'kysely';
import { type Address, type PublicClient, parseAbi, zeroAddress } from 'viem';
import type { Database } from '../../db/schema';
import type { IndexedChain, IndexedPool, IndexedToken } from './indexed-chain';

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)']);

/** What the catalogue lists on one chain, as the indexer follows it. */
export interface CatalogueFollowing {
  tokens: IndexedToken[];
  pools: IndexedPool[];
}

/** A chain's Uniswap V2 factory, where an enabled pair's pool is looked up. */
export interface FollowedFactory {
  factory: Address;
  client: PublicClient;
}

/**
 * The catalogue's enabled tokens and the pools of its enabled pairs on a chain (issue 26's admin adds
 * them while the server runs): the indexer follows them besides the deployment's own. A pair's pool is
 * the factory's pair of its two tokens (the native coin's side is its wrapped token); a pair without a
 * pool yet is looked up again on the next read. Only chains with a factory are followed (the devnet's):
 * in production Birdeye answers for the catalogue.
 */
export class CatalogueFollower {
  /** Pools found, by `chainId:tokenA:tokenB`: a pair's pool never moves. */
  private readonly found = new Map<string, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly factories: ReadonlyMap<number, FollowedFactory>,
  ) {}

  /** Nothing on a chain without a deployment's factory: production's BSC indexes $PLUTO alone. */
  async following(chain: IndexedChain): Promise<CatalogueFollowing> {
    if (!this.factories.has(chain.chainId)) return { tokens: [], pools: [] };
    const tokens = await this.db
      .selectFrom('tokens')
      .select(['address', 'symbol', 'decimals'])
      .where('chain_id', '=', chain.chainId)
      .where('is_native', '=', false)
      .where('is_enabled', '=', true)
      .execute();
    const pairs = await this.db
      .selectFrom('trading_pairs as pair')
      .innerJoin('tokens as base', 'base.id', 'pair.base_token_id')
      .innerJoin('tokens as quote', 'quote.id', 'pair.quote_token_id')
      .select([
        'base.address as baseAddress',
        'base.wrapped_address as baseWrapped',
        'quote.address as quoteAddress',
        'quote.wrapped_address as quoteWrapped',
      ])
      .where('pair.chain_id', '=', chain.chainId)
      .where('pair.is_enabled', '=', true)
      .where('base.is_enabled', '=', true)
      .where('quote.is_enabled', '=', true)
      .execute();
    const pools: IndexedPool[] = [];
    for (const pair of pairs) {
      const sides = [pair.baseWrapped ?? pair.baseAddress, pair.quoteWrapped ?? pair.quoteAddress];
      const [token0, token1] = sides.map((side) => side.toLowerCase()).sort() as [string, string];
      const pool = await this.poolOf(chain, token0, token1);
      if (pool) pools.push({ pair: pool, token0, token1 });
    }
    return {
      tokens: tokens.map(({ address, symbol, decimals }) => ({
        address: address.toLowerCase(),
        symbol,
        decimals,
      })),
      pools,
    };
  }

  private async poolOf(chain: IndexedChain, token0: string, token1: string): Promise<string | null> {
    const deployed = chain.pools.find((pool) => pool.token0 === token0 && pool.token1 === token1);
    if (deployed) return deployed.pair;
    const key = `${chain.chainId}:${token0}:${token1}`;
    const known = this.found.get(key);
    if (known) return known;
    const factory = this.factories.get(chain.chainId);
    if (!factory) return null;
    const pair = await factory.client.readContract({
      address: factory.factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [token0 as Address, token1 as Address],
    });
    if (pair === zeroAddress) return null;
    this.found.set(key, pair.toLowerCase());
    return pair.toLowerCase();
  }
}
