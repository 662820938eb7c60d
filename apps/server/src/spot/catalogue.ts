import {
  getChainById,
  NATIVE_TOKEN_ADDRESS,
  nextPairOffset,
  pairLabel,
  SPOT_PAIR_PAGE_SIZE,
  type SpotChainDeployment,
} from '@pluto/core';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, PairsWithTokensView, TokensTable } from '../db/schema';

export type PairWithTokens = Selectable<PairsWithTokensView>;
export type CatalogueToken = Selectable<TokensTable>;

export interface PairPage {
  pairs: PairWithTokens[];
  /** The offset of the next page, or null when this page was not full. */
  nextOffset: number | null;
}

/**
 * Pairs with their tokens, newest first, 30 a page, optionally of one chain (seed 002 §7). Disabled
 * pairs are hidden from the trading interface (seed 002 §4): they are left out.
 */
export async function listPairs(
  db: Kysely<Database>,
  { chainId, offset = 0 }: { chainId?: number; offset?: number },
): Promise<PairPage> {
  let query = db.selectFrom('pairs_with_tokens').selectAll().where('pair_enabled', '=', true);
  if (chainId !== undefined) query = query.where('chain_id', '=', chainId);
  const pairs = await query
    .orderBy('created_at', 'desc')
    .orderBy('pair_id', 'desc')
    .limit(SPOT_PAIR_PAGE_SIZE)
    .offset(offset)
    .execute();
  return { pairs, nextOffset: nextPairOffset(offset, pairs.length) };
}

/** The pair of a chain with these base and quote symbols, in any case; the newest if several. */
export async function findPair(
  db: Kysely<Database>,
  { chainId, baseSymbol, quoteSymbol }: { chainId: number; baseSymbol: string; quoteSymbol: string },
): Promise<PairWithTokens | undefined> {
  return db
    .selectFrom('pairs_with_tokens')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where(sql<string>`lower(base_symbol)`, '=', baseSymbol.toLowerCase())
    .where(sql<string>`lower(quote_symbol)`, '=', quoteSymbol.toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('pair_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest enabled pair, optionally of one chain: where the spot entry redirect goes. */
export async function firstEnabledPair(
  db: Kysely<Database>,
  chainId?: number,
): Promise<PairWithTokens | undefined> {
  let query = db.selectFrom('pairs_with_tokens').selectAll().where('pair_enabled', '=', true);
  if (chainId !== undefined) query = query.where('chain_id', '=', chainId);
  return query.orderBy('created_at', 'desc').orderBy('pair_id', 'desc').limit(1).executeTakeFirst();
}

/** The tokens, optionally of one chain, ordered by symbol. */
export async function listTokens(db: Kysely<Database>, chainId?: number): Promise<CatalogueToken[]> {
  let query = db.selectFrom('tokens').selectAll();
  if (chainId !== undefined) query = query.where('chain_id', '=', chainId);
  return query.orderBy('symbol').orderBy('id').execute();
}

interface SeedToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  isNative: boolean;
  wrappedAddress: string | null;
  createdAt: Date;
}

/**
 * The chain's tokens plus its native coin (the all-E address, wrapping to the wrapped native token):
 * pools against the wrapped native token are listed against the native coin, as traders name them.
 */
function seedTokens(chain: SpotChainDeployment): SeedToken[] {
  const native = getChainById(chain.chainId)?.nativeCurrency;
  if (!native) throw new Error(`chain ${chain.chainId} is not in the chain catalogue`);
  const wrapped = chain.tokens.find((token) => sameAddress(token.address, chain.wrappedNative));
  return [
    {
      address: NATIVE_TOKEN_ADDRESS,
      symbol: native.symbol,
      name: native.name,
      decimals: native.decimals,
      isNative: true,
      wrappedAddress: chain.wrappedNative,
      createdAt: new Date(wrapped?.listedAt ?? 0),
    },
    ...chain.tokens.map((token) => ({
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      isNative: false,
      wrappedAddress: null,
      createdAt: new Date(token.listedAt),
    })),
  ];
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Lists a deployment's tokens and pools in the catalogue as enabled tokens and pairs. Idempotent: a
 * token (chain + address) or pair (chain + base + quote) already listed is left as it is, so an
 * admin's later edits (logo, links, disabling) survive restarts.
 */
export async function seedSpotCatalogue(
  db: Kysely<Database>,
  chains: readonly SpotChainDeployment[],
): Promise<void> {
  for (const chain of chains) {
    const tokens = seedTokens(chain);
    await db
      .insertInto('tokens')
      .values(
        tokens.map((token) => ({
          chain_id: chain.chainId,
          address: token.address,
          symbol: token.symbol,
          name: token.name,
          decimals: token.decimals,
          is_native: token.isNative,
          wrapped_address: token.wrappedAddress,
          logo_url: null,
          created_at: token.createdAt,
        })),
      )
      .onConflict((conflict) => conflict.expression(sql`chain_id, lower(address)`).doNothing())
      .execute();
    const listed = await db
      .selectFrom('tokens')
      .select(['id', 'address', 'symbol', 'created_at'])
      .where('chain_id', '=', chain.chainId)
      .execute();
    const byAddress = new Map(listed.map((token) => [token.address.toLowerCase(), token]));
    const listedToken = (address: string) => {
      const pairSide = sameAddress(address, chain.wrappedNative) ? NATIVE_TOKEN_ADDRESS : address;
      const token = byAddress.get(pairSide.toLowerCase());
      if (!token) throw new Error(`pool token ${address} on chain ${chain.chainId} is not in the catalogue`);
      return token;
    };
    const pairs = chain.pools.map((pool) => {
      const base = listedToken(pool.base);
      const quote = listedToken(pool.quote);
      return {
        chain_id: chain.chainId,
        base_token_id: base.id,
        quote_token_id: quote.id,
        label: pairLabel(base.symbol, quote.symbol),
        created_at: new Date(Math.max(base.created_at.getTime(), quote.created_at.getTime())),
      };
    });
    if (pairs.length === 0) continue;
    await db
      .insertInto('trading_pairs')
      .values(pairs)
      .onConflict((conflict) => conflict.columns(['chain_id', 'base_token_id', 'quote_token_id']).doNothing())
      .execute();
  }
}
