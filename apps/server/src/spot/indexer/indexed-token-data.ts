import {
  isNativeTokenAddress,
  PoolBook,
  poolLiquidityUsd,
  type SpotCandle,
  type SpotCandleInterval,
  SWAP_ERRORS,
  type TokenMetadata,
  type TokenMultiPriceRecord,
  type TokenPriceRecord,
  type TokenPriceVolumeRecord,
  type TokenTransaction,
  type TokenTransfer,
  tokenDataKey,
  unitsToNumber,
  usdPrice,
} from '@pluto/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type {
  TokenDataProvider,
  TokenRecords,
  TokenRef,
  TokenTransactionsPage,
  TokenTransfersRequest,
  TransferProvider,
} from '../../providers/token-data/token-data-provider';
import { readCandles } from './candles';
import type { IndexedChain } from './indexed-chain';

const DAY_SECONDS = 86_400;
/** Moralis's default page: the newest 100 transfers. */
const TRANSFERS_LIMIT = 100;

/**
 * Held by no one: burn addresses. Their balances count in the total supply but not in the
 * circulating supply (and their holders are not counted). The zero address holds nothing (mints and
 * burns move through it).
 */
export const EXCLUDED_SUPPLY_HOLDERS = ['0x000000000000000000000000000000000000dead'];

/** Where a token's figures come from on its chain. */
interface Resolved {
  chain: IndexedChain;
  /** Lowercase; the wrapped native token for the native coin. */
  token: string;
}

/**
 * Token data answered from the chain indexer's tables (the devnet's Birdeye and Moralis): prices
 * from the pools' last reserves, 24 h change from the candles, volumes from the swaps, holders and
 * supply from the balances, metadata from the catalogue.
 */
export class IndexedTokenData implements TokenDataProvider, TransferProvider {
  private readonly chains: Map<number, IndexedChain>;

  constructor(
    private readonly db: Kysely<Database>,
    chains: readonly IndexedChain[],
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.chains = new Map(chains.map((chain) => [chain.chainId, chain]));
  }

  async prices(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenPriceRecord>> {
    return this.eachToken(tokens, async (resolved, pools) => {
      const [price, change, volume, supply] = await Promise.all([
        usdPrice(resolved.chain, pools, resolved.token),
        this.priceChangePercent(resolved, pools),
        this.volume(resolved, this.now() - DAY_SECONDS),
        this.supply(resolved),
      ]);
      return {
        price,
        priceChangePercent: change,
        v24hUSD: volume.total,
        vBuy24hUSD: volume.buy,
        vSell24hUSD: volume.total - volume.buy,
        liquidity: liquidity(resolved, pools),
        marketCap: price * supply.circulating,
        holder: supply.holders,
        totalSupply: supply.total,
        circulatingSupply: supply.circulating,
      };
    });
  }

  async priceVolumes(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenPriceVolumeRecord>> {
    return this.eachToken(tokens, async (resolved, pools) => {
      const now = this.now();
      const [today, yesterday, change] = await Promise.all([
        this.volume(resolved, now - DAY_SECONDS),
        this.volume(resolved, now - 2 * DAY_SECONDS, now - DAY_SECONDS),
        this.priceChangePercent(resolved, pools),
      ]);
      return {
        volumeUSD: today.total,
        volumeChangePercent: percentChange(yesterday.total, today.total),
        change24h: change,
        liquidity: liquidity(resolved, pools),
      };
    });
  }

  async multiPrices(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenMultiPriceRecord>> {
    return this.eachToken(tokens, async (resolved, pools) => ({
      price: usdPrice(resolved.chain, pools, resolved.token),
      change24h: await this.priceChangePercent(resolved, pools),
    }));
  }

  async transactions(ref: TokenRef, page: { offset: number; limit: number }): Promise<TokenTransactionsPage> {
    const { chain, token } = this.resolve(ref);
    const rows = await this.db
      .selectFrom('spot_swaps')
      .selectAll()
      .where('chain_id', '=', chain.chainId)
      .where((eb) => eb.or([eb('token0', '=', token), eb('token1', '=', token)]))
      .orderBy('block_number', 'desc')
      .orderBy('log_index', 'desc')
      .offset(page.offset)
      .limit(page.limit + 1)
      .execute();
    const items = rows.slice(0, page.limit).map((row): TokenTransaction => {
      const isToken0 = row.token0 === token;
      const [tokenIn, tokenOut, otherIn, otherOut] = isToken0
        ? [row.amount0_in, row.amount0_out, row.amount1_in, row.amount1_out]
        : [row.amount1_in, row.amount1_out, row.amount0_in, row.amount0_out];
      const other = isToken0 ? row.token1 : row.token0;
      const tokenPrice = isToken0 ? row.token0_price_usd : row.token1_price_usd;
      return {
        // The trader bought the token when the pool paid it out.
        side: BigInt(tokenOut) > 0n ? 'buy' : 'sell',
        base: {
          symbol: symbolOf(chain, token),
          uiAmount: units(chain, token, BigInt(tokenIn) + BigInt(tokenOut)),
        },
        quote: {
          symbol: symbolOf(chain, other),
          uiAmount: units(chain, other, BigInt(otherIn) + BigInt(otherOut)),
          price: isToken0 ? row.token1_price_usd : row.token0_price_usd,
        },
        tokenPrice,
        blockUnixTime: Number(row.block_time),
        txHash: row.tx_hash,
        owner: row.owner,
      };
    });
    return { items, hasNext: rows.length > page.limit };
  }

  async metadata(ref: TokenRef): Promise<TokenMetadata | null> {
    const row = await this.db
      .selectFrom('tokens')
      .select(['symbol', 'name', 'decimals', 'logo_url', 'social_links'])
      .where('chain_id', '=', ref.chainId)
      .where(sql<string>`lower(address)`, '=', ref.address.toLowerCase())
      .executeTakeFirst();
    if (!row) return null;
    const links = row.social_links;
    return {
      symbol: row.symbol,
      name: row.name,
      decimals: row.decimals,
      logoUrl: row.logo_url,
      socialLinks: {
        twitter: links.twitter ?? null,
        discord: links.discord ?? null,
        medium: links.medium ?? null,
        website: links.website ?? null,
      },
    };
  }

  candles(
    ref: TokenRef,
    interval: SpotCandleInterval,
    timeFrom: number,
    timeTo: number,
  ): Promise<SpotCandle[]> {
    const { chain, token } = this.resolve(ref);
    return readCandles(this.db, chain.chainId, token, interval, timeFrom, timeTo);
  }

  async transfers({ chainId, wallet, token }: TokenTransfersRequest): Promise<TokenTransfer[]> {
    const holder = wallet.toLowerCase();
    const rows = await this.db
      .selectFrom('spot_transfers')
      .select(['tx_hash', 'from_address', 'to_address', 'value', 'block_time'])
      .where('chain_id', '=', chainId)
      .where('token', '=', token.toLowerCase())
      .where((eb) => eb.or([eb('from_address', '=', holder), eb('to_address', '=', holder)]))
      .orderBy('block_number', 'desc')
      .orderBy('log_index', 'desc')
      .limit(TRANSFERS_LIMIT)
      .execute();
    return rows.map((row) => ({
      hash: row.tx_hash,
      from: row.from_address,
      to: row.to_address,
      value: row.value,
      timeStamp: Number(row.block_time),
    }));
  }

  /** The chain and token a request names; a chain or token not indexed is refused with the seed's text. */
  private resolve(ref: TokenRef): Resolved {
    const resolved = this.tryResolve(ref);
    if (!resolved) throw new HttpError(400, SWAP_ERRORS.tokenNotAvailable);
    return resolved;
  }

  private tryResolve(ref: TokenRef): Resolved | null {
    const chain = this.chains.get(ref.chainId);
    if (!chain) return null;
    const token = isNativeTokenAddress(ref.address) ? chain.wrappedNative : ref.address.toLowerCase();
    return chain.decimals.has(token) ? { chain, token } : null;
  }

  /** Each known token's record under its key (as asked, native coin included); unknown ones left out. */
  private async eachToken<Record>(
    tokens: readonly TokenRef[],
    record: (resolved: Resolved, pools: PoolBook) => Promise<Record>,
  ): Promise<TokenRecords<Record>> {
    const books = new Map<number, Promise<PoolBook>>();
    const entries = await Promise.all(
      tokens.map(async (ref) => {
        const resolved = this.tryResolve(ref);
        if (!resolved) return null;
        const chainId = resolved.chain.chainId;
        if (!books.has(chainId)) books.set(chainId, this.reserves(resolved.chain));
        const pools = await (books.get(chainId) as Promise<PoolBook>);
        return [tokenDataKey(ref.chainId, ref.address), await record(resolved, pools)] as const;
      }),
    );
    return Object.fromEntries(entries.filter((entry) => entry !== null));
  }

  /** The chain's pools at their last indexed reserves. */
  private async reserves(chain: IndexedChain): Promise<PoolBook> {
    const { rows } = await sql<{ pair: string; reserve0: string; reserve1: string }>`
      select distinct on (pair) pair, reserve0, reserve1 from spot_syncs
      where chain_id = ${chain.chainId}
      order by pair, block_number desc, log_index desc`.execute(this.db);
    const byPair = new Map(chain.pools.map((pool) => [pool.pair, pool]));
    const book = new PoolBook();
    for (const row of rows) {
      const pool = byPair.get(row.pair);
      if (pool) book.set({ ...pool, reserve0: BigInt(row.reserve0), reserve1: BigInt(row.reserve1) });
    }
    return book;
  }

  /**
   * The change from the price 24 h ago (the close of the last minute candle at or before then, or
   * the open of the first one after when the token traded only since) to the price now.
   */
  private async priceChangePercent({ chain, token }: Resolved, pools: PoolBook): Promise<number> {
    const dayAgo = this.now() - DAY_SECONDS;
    const candles = this.db
      .selectFrom('spot_candles')
      .where('chain_id', '=', chain.chainId)
      .where('token', '=', token)
      .where('interval', '=', '1m');
    const before = await candles
      .select('c as price')
      .where('open_time', '<=', String(dayAgo))
      .orderBy('open_time', 'desc')
      .limit(1)
      .executeTakeFirst();
    const then =
      before ??
      (await candles
        .select('o as price')
        .where('open_time', '>', String(dayAgo))
        .orderBy('open_time')
        .limit(1)
        .executeTakeFirst());
    return then ? percentChange(then.price, usdPrice(chain, pools, token)) : 0;
  }

  /** USD volume of the token's swaps since `from` (until `to`), and the part the traders bought. */
  private async volume(
    { chain, token }: Resolved,
    from: number,
    to?: number,
  ): Promise<{ total: number; buy: number }> {
    const row = await this.db
      .selectFrom('spot_swaps')
      .select([
        sql<number>`coalesce(sum(volume_usd), 0)`.as('total'),
        sql<number>`coalesce(sum(volume_usd) filter (where (token0 = ${token} and amount0_out > 0) or (token1 = ${token} and amount1_out > 0)), 0)`.as(
          'buy',
        ),
      ])
      .where('chain_id', '=', chain.chainId)
      .where('block_time', '>', String(from))
      .$if(to !== undefined, (query) => query.where('block_time', '<=', String(to)))
      .where((eb) => eb.or([eb('token0', '=', token), eb('token1', '=', token)]))
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), buy: Number(row.buy) };
  }

  private async supply({
    chain,
    token,
  }: Resolved): Promise<{ total: number; circulating: number; holders: number }> {
    const row = await this.db
      .selectFrom('spot_balances')
      .select([
        sql<string>`coalesce(sum(balance), 0)`.as('total'),
        sql<string>`coalesce(sum(balance) filter (where holder in (${sql.join(EXCLUDED_SUPPLY_HOLDERS)})), 0)`.as(
          'excluded',
        ),
        sql<string>`count(*) filter (where balance > 0 and holder not in (${sql.join(EXCLUDED_SUPPLY_HOLDERS)}))`.as(
          'holders',
        ),
      ])
      .where('chain_id', '=', chain.chainId)
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const total = BigInt(row.total);
    return {
      total: units(chain, token, total),
      circulating: units(chain, token, total - BigInt(row.excluded)),
      holders: Number(row.holders),
    };
  }
}

/** The USD value of every pool the token is in. */
function liquidity({ chain, token }: Resolved, pools: PoolBook): number {
  let total = 0;
  for (const pool of pools.all()) {
    if (pool.token0 === token || pool.token1 === token) total += poolLiquidityUsd(chain, pools, pool);
  }
  return total;
}

function percentChange(from: number, to: number): number {
  return from > 0 ? ((to - from) / from) * 100 : 0;
}

function units(chain: IndexedChain, token: string, amount: bigint): number {
  return unitsToNumber(amount, chain.decimals.get(token) ?? 18);
}

function symbolOf(chain: IndexedChain, token: string): string {
  return chain.tokens.find((entry) => entry.address === token)?.symbol ?? '';
}
