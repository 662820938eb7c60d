import type {
  SpotCandle,
  SpotCandleInterval,
  TokenMetadata,
  TokenMultiPriceRecord,
  TokenPriceRecord,
  TokenPriceVolumeRecord,
  TokenTransaction,
  TokenTransfer,
} from '@pluto/core';
import type { Address } from 'viem';

/** A token on a chain; the all-E placeholder for the native coin. */
export interface TokenRef {
  chainId: number;
  address: Address;
}

/** Records keyed 'chainId-lowercased address' (`tokenDataKey`); tokens the source does not know are left out. */
export type TokenRecords<Record> = { [key: string]: Record };

export interface TokenTransactionsPage {
  items: TokenTransaction[];
  hasNext: boolean;
}

/**
 * Where token data comes from: Birdeye in production, the devnet's chain indexer otherwise. Both
 * answer in the seed's shapes (seed 002 §3). A failing source throws; an `HttpError` carries the text
 * the caller is shown.
 */
export interface TokenDataProvider {
  prices(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenPriceRecord>>;
  priceVolumes(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenPriceVolumeRecord>>;
  multiPrices(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenMultiPriceRecord>>;
  /** The token's swaps, newest first. */
  transactions(token: TokenRef, page: { offset: number; limit: number }): Promise<TokenTransactionsPage>;
  /** Null when the source knows no such token. */
  metadata(token: TokenRef): Promise<TokenMetadata | null>;
  /** Candles of `interval` opening from `timeFrom` to `timeTo` (unix seconds, both included), oldest first. */
  candles(
    token: TokenRef,
    interval: SpotCandleInterval,
    timeFrom: number,
    timeTo: number,
  ): Promise<SpotCandle[]>;
}

export interface TokenTransfersRequest {
  chainId: number;
  /** The wallet whose transfers are listed, as sender or recipient. */
  wallet: Address;
  token: Address;
}

/** ERC-20 transfers of a wallet: Moralis in production, the chain indexer otherwise. */
export interface TransferProvider {
  /** Newest first. */
  transfers(request: TokenTransfersRequest): Promise<TokenTransfer[]>;
}
