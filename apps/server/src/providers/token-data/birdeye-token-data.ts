import {
  getChainById,
  isNativeTokenAddress,
  type SpotCandle,
  type SpotCandleInterval,
  SWAP_ERRORS,
  type TokenMetadata,
  type TokenMultiPriceRecord,
  type TokenPriceRecord,
  type TokenPriceVolumeRecord,
  type TokenTransaction,
  tokenDataKey,
} from '@pluto/core';
import * as v from 'valibot';
import { HttpError } from '../../http/http-error';
import type { TokenDataProvider, TokenRecords, TokenRef, TokenTransactionsPage } from './token-data-provider';

export const BIRDEYE_API_URL = 'https://public-api.birdeye.so';
const REQUEST_TIMEOUT_MS = 10_000;
/** The text a failing Birdeye call answers (its own message is logged, never shown). */
export const TOKEN_DATA_FAILED = 'Token data is unavailable right now';

export interface BirdeyeOptions {
  apiKey: string;
  /** Default: the public API; tests point it at a local fake. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** Birdeye leaves out or nulls what it does not know; a missing figure reads as 0. */
const figure = v.optional(v.nullable(v.number()), null);
const text = v.optional(v.nullable(v.string()), null);

const overviewSchema = v.object({
  price: figure,
  priceChange24hPercent: figure,
  v24hUSD: figure,
  vBuy24hUSD: figure,
  vSell24hUSD: figure,
  // Older answers: mc and supply; current: marketCap and totalSupply.
  mc: figure,
  marketCap: figure,
  liquidity: figure,
  holder: figure,
  supply: figure,
  totalSupply: figure,
  circulatingSupply: figure,
});
const multiPriceSchema = v.record(
  v.string(),
  v.nullable(v.object({ value: figure, priceChange24h: figure, liquidity: figure })),
);
const priceVolumeSchema = v.record(
  v.string(),
  v.nullable(v.object({ volumeUSD: figure, volumeChangePercent: figure, priceChangePercent: figure })),
);
const side = v.object({ symbol: text, uiAmount: figure, price: figure });
const transactionsSchema = v.object({
  items: v.array(
    v.object({
      side: v.picklist(['buy', 'sell']),
      quote: side,
      base: side,
      tokenPrice: figure,
      blockUnixTime: v.number(),
      txHash: v.string(),
      owner: v.string(),
    }),
  ),
  hasNext: v.boolean(),
});
const metadataSchema = v.nullable(
  v.object({
    symbol: v.string(),
    name: v.string(),
    decimals: v.number(),
    logo_uri: text,
    extensions: v.optional(
      v.nullable(v.object({ twitter: text, discord: text, medium: text, website: text })),
      null,
    ),
  }),
);
const ohlcvSchema = v.object({
  items: v.array(
    v.object({
      unixTime: v.number(),
      o: v.number(),
      h: v.number(),
      l: v.number(),
      c: v.number(),
      v: v.number(),
    }),
  ),
});

const errorSchema = v.object({ message: v.optional(v.string()) });

const amount = (value: number | null): number => (value !== null && Number.isFinite(value) ? value : 0);

/** Birdeye's chain name (`x-chain`: without it Birdeye reads Solana); a chain it does not cover is refused. */
function birdeyeChain(chainId: number): string {
  const chain = getChainById(chainId);
  if (!chain) throw new HttpError(400, SWAP_ERRORS.tokenNotAvailable);
  return chain.birdeyeChainId;
}

/**
 * The address Birdeye indexes for a token: the native coin's all-E placeholder is no contract and has
 * no trades, so the chain's wrapped native token stands for it (as Birdeye prices SOL by the wrapped
 * SOL mint); answers stay keyed by the address asked.
 */
function birdeyeAddress(token: TokenRef): string {
  if (!isNativeTokenAddress(token.address)) return token.address;
  const chain = getChainById(token.chainId);
  if (!chain) throw new HttpError(400, SWAP_ERRORS.tokenNotAvailable);
  return chain.wrappedNativeAddress;
}

/** Tokens grouped by chain, each list in the order asked. */
function byChain(tokens: readonly TokenRef[]): Map<number, TokenRef[]> {
  const chains = new Map<number, TokenRef[]>();
  for (const token of tokens) chains.set(token.chainId, [...(chains.get(token.chainId) ?? []), token]);
  return chains;
}

/** Birdeye's map answers are keyed by address as it spells it; found whatever the case. */
function lookup<Value>(map: Record<string, Value>, address: string): Value | undefined {
  const wanted = address.toLowerCase();
  const key = Object.keys(map).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : map[key];
}

/**
 * Token data from the Birdeye public API (production): token overview for the price records,
 * multi_price, price_volume/multi, txs/token, v3 meta-data and ohlcv, each with the API key and the
 * chain in `x-chain`. A 429 is answered with the seed's rate-limit text; other failures with
 * `TOKEN_DATA_FAILED` (502); the caller caches.
 */
export class BirdeyeTokenData implements TokenDataProvider {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: BirdeyeOptions) {
    this.baseUrl = (options.baseUrl ?? BIRDEYE_API_URL).replace(/\/$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async prices(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenPriceRecord>> {
    const entries = await Promise.all(
      tokens.map(async (token) => {
        const overview = await this.call(
          token.chainId,
          '/defi/token_overview',
          { address: birdeyeAddress(token) },
          v.nullable(overviewSchema),
        );
        if (!overview) return null;
        const record: TokenPriceRecord = {
          price: amount(overview.price),
          priceChangePercent: amount(overview.priceChange24hPercent),
          v24hUSD: amount(overview.v24hUSD),
          vBuy24hUSD: amount(overview.vBuy24hUSD),
          vSell24hUSD: amount(overview.vSell24hUSD),
          marketCap: amount(overview.mc ?? overview.marketCap),
          liquidity: amount(overview.liquidity),
          holder: Math.max(0, Math.round(amount(overview.holder))),
          totalSupply: amount(overview.supply ?? overview.totalSupply),
          circulatingSupply: amount(overview.circulatingSupply),
        };
        return [tokenDataKey(token.chainId, token.address), record] as const;
      }),
    );
    return Object.fromEntries(entries.filter((entry) => entry !== null));
  }

  async priceVolumes(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenPriceVolumeRecord>> {
    const records: TokenRecords<TokenPriceVolumeRecord> = {};
    for (const [chainId, refs] of byChain(tokens)) {
      const list = refs.map(birdeyeAddress).join(',');
      const [volumes, prices] = await Promise.all([
        this.call(chainId, '/defi/price_volume/multi', {}, priceVolumeSchema, {
          list_address: list,
          type: '24h',
        }),
        this.call(
          chainId,
          '/defi/multi_price',
          { list_address: list, include_liquidity: 'true' },
          multiPriceSchema,
        ),
      ]);
      for (const ref of refs) {
        const volume = lookup(volumes, birdeyeAddress(ref));
        if (!volume) continue;
        records[tokenDataKey(chainId, ref.address)] = {
          volumeUSD: amount(volume.volumeUSD),
          volumeChangePercent: amount(volume.volumeChangePercent),
          change24h: amount(volume.priceChangePercent),
          liquidity: amount(lookup(prices, birdeyeAddress(ref))?.liquidity ?? null),
        };
      }
    }
    return records;
  }

  async multiPrices(tokens: readonly TokenRef[]): Promise<TokenRecords<TokenMultiPriceRecord>> {
    const records: TokenRecords<TokenMultiPriceRecord> = {};
    for (const [chainId, refs] of byChain(tokens)) {
      const list = refs.map(birdeyeAddress).join(',');
      const prices = await this.call(chainId, '/defi/multi_price', { list_address: list }, multiPriceSchema);
      for (const ref of refs) {
        const price = lookup(prices, birdeyeAddress(ref));
        if (price)
          records[tokenDataKey(chainId, ref.address)] = {
            price: amount(price.value),
            change24h: amount(price.priceChange24h),
          };
      }
    }
    return records;
  }

  async transactions(
    token: TokenRef,
    page: { offset: number; limit: number },
  ): Promise<TokenTransactionsPage> {
    const answer = await this.call(
      token.chainId,
      '/defi/txs/token',
      {
        address: birdeyeAddress(token),
        offset: String(page.offset),
        limit: String(page.limit),
        tx_type: 'swap',
        sort_type: 'desc',
      },
      transactionsSchema,
    );
    return {
      hasNext: answer.hasNext,
      items: answer.items.map(
        (item): TokenTransaction => ({
          side: item.side,
          quote: {
            symbol: item.quote.symbol ?? '',
            uiAmount: Math.abs(amount(item.quote.uiAmount)),
            price: amount(item.quote.price),
          },
          base: { symbol: item.base.symbol ?? '', uiAmount: Math.abs(amount(item.base.uiAmount)) },
          tokenPrice: amount(item.tokenPrice ?? item.base.price),
          blockUnixTime: item.blockUnixTime,
          txHash: item.txHash,
          owner: item.owner,
        }),
      ),
    };
  }

  async metadata(token: TokenRef): Promise<TokenMetadata | null> {
    let answer: v.InferOutput<typeof metadataSchema>;
    try {
      answer = await this.call(
        token.chainId,
        '/defi/v3/token/meta-data/single',
        { address: token.address },
        metadataSchema,
      );
    } catch (error) {
      // Birdeye answers an address it does not know with 400/404 'Not found'.
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
    if (!answer) return null;
    const links = answer.extensions;
    return {
      symbol: answer.symbol,
      name: answer.name,
      decimals: answer.decimals,
      logoUrl: answer.logo_uri,
      socialLinks: {
        twitter: links?.twitter ?? null,
        discord: links?.discord ?? null,
        medium: links?.medium ?? null,
        website: links?.website ?? null,
      },
    };
  }

  async candles(
    token: TokenRef,
    interval: SpotCandleInterval,
    timeFrom: number,
    timeTo: number,
  ): Promise<SpotCandle[]> {
    const answer = await this.call(
      token.chainId,
      '/defi/ohlcv',
      {
        address: birdeyeAddress(token),
        type: interval,
        time_from: String(timeFrom),
        time_to: String(timeTo),
        currency: 'usd',
      },
      ohlcvSchema,
    );
    return answer.items.map(({ unixTime, o, h, l, c, v: volume }) => ({ unixTime, o, h, l, c, v: volume }));
  }

  /** One Birdeye call: GET with `query`, or POST `body` as JSON; answers the envelope's `data`. */
  private async call<S extends v.GenericSchema>(
    chainId: number,
    path: string,
    query: Record<string, string>,
    schema: S,
    body?: Record<string, string>,
  ): Promise<v.InferOutput<S>> {
    const url = `${this.baseUrl}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: {
          'X-API-KEY': this.options.apiKey,
          accept: 'application/json',
          'x-chain': birdeyeChain(chainId),
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, TOKEN_DATA_FAILED);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.status === 429) throw new HttpError(429, SWAP_ERRORS.rateLimited);
    const envelope = answer as { success?: unknown; data?: unknown } | null;
    if (!response.ok || envelope?.success !== true) {
      const message = v.safeParse(errorSchema, answer);
      const notFound = message.success && /not found/i.test(message.output.message ?? '');
      throw new HttpError(notFound ? 404 : 502, TOKEN_DATA_FAILED);
    }
    const parsed = v.safeParse(schema, envelope.data ?? null);
    if (!parsed.success) throw new HttpError(502, TOKEN_DATA_FAILED);
    return parsed.output;
  }
}
