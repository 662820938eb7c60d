import {
  type PageSpotPair,
  type PairRouteRequest,
  type RoutePairResolution,
  resolveRoutePair,
  routePairResolution,
  type SpotPair,
  spotPairAnswerSchema,
  spotPairPageSchema,
} from '@pluto/core';
import { type QueryClient, skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

export type ResolvedPair = RoutePairResolution<SpotPair>;

const routePairKey = (request: PairRouteRequest | undefined) =>
  queryKeys.spotPair(request?.chainId, request?.baseSymbol, request?.quoteSymbol);

/** Seed 002 §2.2 (core `resolveRoutePair`): the route's pair, else the newest enabled pair. */
export function useRoutePair(request: PairRouteRequest | undefined) {
  return useQuery({
    queryKey: routePairKey(request),
    queryFn: (): Promise<ResolvedPair> =>
      resolveRoutePair(request, { find: findPair, first: () => fetchFirstEnabledPair() }),
    ...SPOT_PAIR_QUERY,
  });
}

/** The pair the server resolved for this page's route and wrote into it: the cache's copy, as old as the read. */
export function seedRoutePair(queryClient: QueryClient, spotPair: PageSpotPair) {
  queryClient.setQueryData(
    routePairKey(spotPair.request),
    routePairResolution(spotPair.request, spotPair.pair),
    {
      updatedAt: spotPair.time,
    },
  );
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
