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

/** The same token list however it is ordered or spelt. */
function listKey(tokens: readonly TokenRef[]): string {
  return [...new Set(tokens.map((token) => tokenDataKey(token.chainId, token.address)))].sort().join(',');
}

/**
 * A token-data source behind per-request caches with request coalescing: a thousand browsers asking
 * for the same list in one period cost one upstream call.
 */
export class CachedTokenData implements TokenDataProvider {
  private readonly priceCache = new CoalescingCache<TokenRecords<TokenPriceRecord>>(TOKEN_DATA_TTL_MS.prices);
  private readonly volumeCache = new CoalescingCache<TokenRecords<TokenPriceVolumeRecord>>(
    TOKEN_DATA_TTL_MS.priceVolumes,
  );
  private readonly multiPriceCache = new CoalescingCache<TokenRecords<TokenMultiPriceRecord>>(
    TOKEN_DATA_TTL_MS.multiPrices,
  );
  private readonly transactionCache = new CoalescingCache<TokenTransactionsPage>(
    TOKEN_DATA_TTL_MS.transactions,
  );
  private readonly candleCache = new CoalescingCache<SpotCandle[]>(TOKEN_DATA_TTL_MS.candles);
  private readonly metadataCache = new CoalescingCache<TokenMetadata | null>(TOKEN_DATA_TTL_MS.metadata);

  constructor(private readonly source: TokenDataProvider) {}

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
