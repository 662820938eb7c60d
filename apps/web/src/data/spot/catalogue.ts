import {
  isSamePair,
  type PairRouteRequest,
  type SpotPair,
  spotPairAnswerSchema,
  spotPairPageSchema,
} from '@pluto/core';
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  defaultFetch,
  readJson,
  refusal,
  ServerError,
  sendToServer,
  UNEXPECTED_ANSWER,
} from '../../lib/server/server-request';
import { queryKeys } from '../query-keys';
import { SPOT_PAIR_QUERY } from '../timings';

/** A public catalogue read (`GET /api/spot/...`), parsed through its schema. */
async function readCatalogue<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
  const response = await sendToServer(defaultFetch, 'GET', path);
  if (!response.ok) throw await refusal(response);
  const parsed = v.safeParse(schema, await readJson(response));
  if (!parsed.success) throw new ServerError(response.status, UNEXPECTED_ANSWER);
  return parsed.output;
}

const chainQuery = (chainId: number | undefined) => (chainId === undefined ? '' : `chainId=${chainId}`);

/** The newest enabled pair, optionally of one chain (seed 002 §7), or null when there is none. */
export async function fetchFirstEnabledPair(chainId?: number): Promise<SpotPair | null> {
  const query = chainQuery(chainId);
  return (await readCatalogue(`/api/spot/pairs/first${query && `?${query}`}`, spotPairAnswerSchema)).pair;
}

async function findPair(request: PairRouteRequest): Promise<SpotPair | null> {
  const params = new URLSearchParams({
    chainId: String(request.chainId),
    base: request.baseSymbol,
    quote: request.quoteSymbol,
  });
  return (await readCatalogue(`/api/spot/pairs/find?${params}`, spotPairAnswerSchema)).pair;
}

/** Seed 002 §2.5: where `/spot` and `/spot/{chain}` go. */
export function useFirstEnabledPair(chainId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.spotFirstPair(chainId),
    queryFn: () => fetchFirstEnabledPair(chainId),
    ...SPOT_PAIR_QUERY,
    retry: false,
  });
}

/** The pair a page shows, and whether the route must be replaced with that pair's own route. */
export interface ResolvedPair {
  pair: SpotPair | null;
  /** The route named another (or no) pair: replace the URL with this pair's route. */
  replaceRoute: boolean;
}

/**
 * Seed 002 §2.2: the route's pair, looked up by chain and symbols in any case; when the route names
 * none, it is not found, or the lookup fails (§8: "returns nothing"), the newest enabled pair.
 */
export function useRoutePair(request: PairRouteRequest | undefined) {
  return useQuery({
    queryKey: queryKeys.spotPair(request?.chainId, request?.baseSymbol, request?.quoteSymbol),
    queryFn: async (): Promise<ResolvedPair> => {
      const found = request ? await findPair(request).catch(() => null) : null;
      const pair = found ?? (await fetchFirstEnabledPair());
      const shown = pair && {
        chainId: pair.chain_id,
        baseSymbol: pair.base_symbol,
        quoteSymbol: pair.quote_symbol,
      };
      return { pair, replaceRoute: shown !== null && !isSamePair(request, shown) };
    },
    ...SPOT_PAIR_QUERY,
  });
}

const socialLinksSchema = v.object({
  twitter: v.nullish(v.string()),
  telegram: v.nullish(v.string()),
  discord: v.nullish(v.string()),
  website: v.nullish(v.string()),
});
const catalogueTokensSchema = v.object({
  tokens: v.array(v.object({ address: v.string(), social_links: v.nullish(socialLinksSchema) })),
});
export type TokenSocialLinks = v.InferOutput<typeof socialLinksSchema>;

/** A catalogue token's social links (seed 002 §3: the spot view reads X, Telegram, Discord, website). */
export function useTokenSocialLinks(chainId: number | undefined, address: string | undefined) {
  return useQuery({
    queryKey: queryKeys.spotTokens(chainId),
    queryFn:
      chainId === undefined
        ? skipToken
        : () => readCatalogue(`/api/spot/tokens?chainId=${chainId}`, catalogueTokensSchema),
    select: (answer) =>
      answer.tokens.find((token) => token.address.toLowerCase() === address?.toLowerCase())?.social_links ??
      null,
    ...SPOT_PAIR_QUERY,
  });
}

/** Pairs newest first, 30 a page, optionally of one chain (seed 002 §7, §9): the selector and /memes. */
export function useSpotPairs(chainId: number | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.spotPairs(chainId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const params = [chainQuery(chainId), `offset=${pageParam}`].filter(Boolean).join('&');
      return readCatalogue(`/api/spot/pairs?${params}`, spotPairPageSchema);
    },
    getNextPageParam: (page) => page.nextOffset ?? undefined,
    ...SPOT_PAIR_QUERY,
  });
}
