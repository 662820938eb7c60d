import * as v from 'valibot';
import {
  TOKEN_DATA_MAX_TOKENS,
  TOKEN_TRANSACTIONS_MAX_DEPTH,
  TOKEN_TRANSACTIONS_PAGE_SIZE,
} from '../spot/token-data';
import { defineContract } from './function-contract';
import { chainIdField, requestListField, requestObject, walletAddressField } from './request-fields';
import { tokenAddressField } from './spot-functions';

/**
 * The token-data and transfer functions of seed 002 §7 (Birdeye and Moralis in production, the
 * devnet's chain indexer otherwise). Maps are keyed 'chainId-lowercased address' (`tokenDataKey`);
 * a token the source does not know is left out of the map.
 */

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));
const txHash = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/));
const baseUnits = v.pipe(v.string(), v.regex(/^\d+$/));
const usd = v.pipe(v.number(), v.finite());
const amount = v.pipe(v.number(), v.finite(), v.minValue(0));
const unixSeconds = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A token on a chain, by address (the all-E placeholder for the native coin). */
export const tokenRefField = requestObject({ address: tokenAddressField, chainId: chainIdField });

const tokenList = requestObject({ tokens: requestListField(tokenRefField, TOKEN_DATA_MAX_TOKENS) });

/** Seed 002 §3 "Price record". Change in percent; volumes, liquidity and market cap in USD. */
export const tokenPriceRecordSchema = v.object({
  price: amount,
  priceChangePercent: usd,
  v24hUSD: amount,
  vBuy24hUSD: amount,
  vSell24hUSD: amount,
  marketCap: amount,
  liquidity: amount,
  holder: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalSupply: amount,
  circulatingSupply: amount,
});
export type TokenPriceRecord = v.InferOutput<typeof tokenPriceRecordSchema>;

/** Seed 002 §3 "Price-volume record", with the change and liquidity the listings read. */
export const tokenPriceVolumeRecordSchema = v.object({
  volumeUSD: amount,
  volumeChangePercent: usd,
  change24h: usd,
  liquidity: amount,
});
export type TokenPriceVolumeRecord = v.InferOutput<typeof tokenPriceVolumeRecordSchema>;

export const tokenMultiPriceRecordSchema = v.object({ price: amount, change24h: usd });
export type TokenMultiPriceRecord = v.InferOutput<typeof tokenMultiPriceRecordSchema>;

/**
 * Seed 002 §3 "Token transaction": one swap of the token. `side` is the token's: buy when the
 * trader received it. `quote` is the other side of the swap (amount, USD price, symbol), `base` the
 * token itself; `tokenPrice` the token's USD price in that swap.
 */
export const tokenTransactionSchema = v.object({
  side: v.picklist(['buy', 'sell']),
  quote: v.object({ symbol: v.string(), uiAmount: amount, price: amount }),
  base: v.object({ symbol: v.string(), uiAmount: amount }),
  tokenPrice: amount,
  blockUnixTime: unixSeconds,
  txHash,
  owner: address,
});
export type TokenTransaction = v.InferOutput<typeof tokenTransactionSchema>;

/** Seed 002 §3 token social links, as the metadata source gives them (each may be missing). */
const socialLinks = v.object({
  twitter: v.nullable(v.string()),
  discord: v.nullable(v.string()),
  medium: v.nullable(v.string()),
  website: v.nullable(v.string()),
});

export const tokenMetadataSchema = v.object({
  symbol: v.string(),
  name: v.string(),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
  logoUrl: v.nullable(v.string()),
  socialLinks,
});
export type TokenMetadata = v.InferOutput<typeof tokenMetadataSchema>;

/** Seed 002 §3 "Transfer record" as Moralis/BscScan give it: value in base units, time in seconds. */
export const tokenTransferSchema = v.object({
  hash: txHash,
  from: address,
  to: address,
  value: baseUnits,
  timeStamp: unixSeconds,
});
export type TokenTransfer = v.InferOutput<typeof tokenTransferSchema>;

/** Seed 002 §7: the price record of each token (refetched every 30 s, stale after 15 s). */
export const birdeyePricesContract = defineContract({
  name: 'birdeye-prices',
  request: tokenList,
  response: v.record(v.string(), tokenPriceRecordSchema),
});

/** Seed 002 §7: each token's 24 h volume and its change (refetched every 30 s, stale after 20 s). */
export const birdeyePriceVolumeContract = defineContract({
  name: 'birdeye-price-volume',
  request: tokenList,
  response: v.record(v.string(), tokenPriceVolumeRecordSchema),
});

/** Seed 002 §7: each token's price and 24 h change (the pair selector's list). */
export const birdeyeMultiPriceContract = defineContract({
  name: 'birdeye-multi-price',
  request: tokenList,
  response: v.record(v.string(), tokenMultiPriceRecordSchema),
});

/** A whole number from `min` to `max`, named so when it is not. */
function boundedCount(min: number, max: number) {
  return v.pipe(
    v.number(),
    v.check(
      (count) => Number.isInteger(count) && count >= min && count <= max,
      `must be a whole number from ${min} to ${max}`,
    ),
  );
}

const transactionsOffset = v.optional(
  boundedCount(0, TOKEN_TRANSACTIONS_MAX_DEPTH - TOKEN_TRANSACTIONS_PAGE_SIZE),
  0,
);
const transactionsLimit = v.optional(
  boundedCount(1, TOKEN_TRANSACTIONS_PAGE_SIZE),
  TOKEN_TRANSACTIONS_PAGE_SIZE,
);

/** Seed 002 §7: the token's swaps, newest first, `limit` (≤ 50) from `offset`. */
export const birdeyeTokenTransactionsContract = defineContract({
  name: 'birdeye-token-transactions',
  request: requestObject({
    tokenAddress: tokenAddressField,
    chainId: chainIdField,
    offset: transactionsOffset,
    limit: transactionsLimit,
  }),
  response: v.object({
    data: v.object({ items: v.array(tokenTransactionSchema), hasNext: v.boolean() }),
  }),
});

/**
 * Seed 002 §7: what the admin's token form fills in from an address; `error` when the source knows
 * no such token (the form then asks for the details by hand).
 */
export const birdeyeTokenMetadataContract = defineContract({
  name: 'birdeye-token-metadata',
  request: requestObject({ address: tokenAddressField, chainId: chainIdField }),
  response: v.union([tokenMetadataSchema, v.object({ error: v.string() })]),
});

/**
 * Seed 002 §7: the `tokenAddress` transfers to and from wallet `address`, newest first (the
 * treasury's buy/sell history); `error` true when the source failed (the list is then empty).
 */
export const moralisTokenTransfersContract = defineContract({
  name: 'moralis-token-transfers',
  request: requestObject({
    address: walletAddressField,
    chainId: chainIdField,
    tokenAddress: tokenAddressField,
  }),
  response: v.object({ result: v.array(tokenTransferSchema), error: v.boolean() }),
});
