import {
  type SpotCandle,
  type SpotCandleInterval,
  type TokenMetadata,
  type TokenMultiPriceRecord,
  type TokenPriceRecord,
  type TokenPriceVolumeRecord,
  tokenDataKey,
} from '@pluto/core';
import { CoalescingCache } from '../coalescing-cache';
import type { TokenDataProvider, TokenRecords, TokenRef, TokenTransactionsPage } from './token-data-provider';

/** How long each answer is kept (issue 24: prices 15 s, price-volume 20 s, metadata longer). */
export const TOKEN_DATA_TTL_MS = {
  prices: 15_000,
  priceVolumes: 20_000,
  multiPrices: 15_000,
  transactions: 15_000,
  candles: 15_000,
  metadata: 3_600_000,
} as const;

export type TokenDataTtls = { readonly [Kind in keyof typeof TOKEN_DATA_TTL_MS]: number };

/** The same token list however it is ordered or spelt. */
function listKey(tokens: readonly TokenRef[]): string {
  return [...new Set(tokens.map((token) => tokenDataKey(token.chainId, token.address)))].sort().join(',');
}

/**
 * A token-data source behind per-request caches with request coalescing: a thousand browsers asking
 * for the same list in one period cost one upstream call.
 */
export class CachedTokenData implements TokenDataProvider {
  private readonly priceCache: CoalescingCache<TokenRecords<TokenPriceRecord>>;
  private readonly volumeCache: CoalescingCache<TokenRecords<TokenPriceVolumeRecord>>;
  private readonly multiPriceCache: CoalescingCache<TokenRecords<TokenMultiPriceRecord>>;
  private readonly transactionCache: CoalescingCache<TokenTransactionsPage>;
  private readonly candleCache: CoalescingCache<SpotCandle[]>;
  private readonly metadataCache: CoalescingCache<TokenMetadata | null>;

  constructor(
    private readonly source: TokenDataProvider,
    ttls: TokenDataTtls = TOKEN_DATA_TTL_MS,
  ) {
    this.priceCache = new CoalescingCache(ttls.prices);
    this.volumeCache = new CoalescingCache(ttls.priceVolumes);
    this.multiPriceCache = new CoalescingCache(ttls.multiPrices);
    this.transactionCache = new CoalescingCache(ttls.transactions);
    this.candleCache = new CoalescingCache(ttls.candles);
    this.metadataCache = new CoalescingCache(ttls.metadata);
  }

  prices(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenPriceRecord>> {
    return this.priceCache.get(listKey(tokens), () => this.source.prices(tokens));
  }

  priceVolumes(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenPriceVolumeRecord>> {
    return this.volumeCache.get(listKey(tokens), () => this.source.priceVolumes(tokens));
  }

  multiPrices(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenMultiPriceRecord>> {
    return this.multiPriceCache.get(listKey(tokens), () => this.source.multiPrices(tokens));
  }

  transactions(token: TokenRef, page: { offset: number; limit: number }): Promise<TokenTransactionsPage> {
    const key = `${tokenDataKey(token.chainId, token.address)}:${page.offset}:${page.limit}`;
    return this.transactionCache.get(key, () => this.source.transactions(token, page));
  }

  metadata(token: TokenRef): Promise<TokenMetadata | null> {
    return this.metadataCache.get(tokenDataKey(token.chainId, token.address), () =>
      this.source.metadata(token),
    );
  }

  candles(
    token: TokenRef,
    interval: SpotCandleInterval,
    timeFrom: number,
    timeTo: number,
  ): Promise<SpotCandle[]> {
    const key = `${tokenDataKey(token.chainId, token.address)}:${interval}:${timeFrom}:${timeTo}`;
    return this.candleCache.get(key, () => this.source.candles(token, interval, timeFrom, timeTo));
  }
}
