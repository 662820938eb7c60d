import {
  DEFAULT_CHART_PERIOD,
  type PageData,
  type PageSpotCandles,
  type PageSpotPair,
  pairRouteOfPath,
  resolveRoutePair,
  type SpotPair,
  spotCandleInterval,
  spotHistoryWindow,
  spotPairSchema,
} from '@pluto/core';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Address } from 'viem';
import type { Database } from '../db/schema';
import type { TokenDataProvider } from '../providers/token-data/token-data-provider';
import { MAX_CANDLES_PER_REQUEST } from './candle-service';
import { findPair, firstEnabledPair, type PairWithTokens } from './catalogue';

/**
 * How long a page answer waits for the chart's candles: a slow token-data source (Birdeye) must not
 * hold the page back; without them the chart asks itself.
 */
export const PAGE_CANDLES_WAIT_MS = 300;

/** A catalogue row as the reads answer it (dates as ISO text), so the page's copy equals the API's. */
const wirePair = (row: PairWithTokens | undefined): SpotPair | null =>
  row ? v.parse(spotPairSchema, JSON.parse(JSON.stringify(row))) : null;

async function pageSpotPair(db: Kysely<Database>, path: string): Promise<PageSpotPair | undefined> {
  const request = pairRouteOfPath(path);
  if (!request) return undefined;
  const { pair } = await resolveRoutePair(request, {
    find: async (lookup) => wirePair(await findPair(db, lookup)),
    first: async () => wirePair(await firstEnabledPair(db)),
  });
  return { time: Date.now(), request, pair };
}

async function pageSpotCandles(tokenData: TokenDataProvider, pair: SpotPair): Promise<PageSpotCandles> {
  const endTime = Date.now();
  const interval = spotCandleInterval(DEFAULT_CHART_PERIOD);
  const { timeFrom, timeTo } = spotHistoryWindow(DEFAULT_CHART_PERIOD, endTime);
  const token = { chainId: pair.chain_id, address: pair.base_address as Address };
  const candles = await tokenData.candles(token, interval, timeFrom, timeTo);
  return {
    chainId: pair.chain_id,
    address: pair.base_address,
    interval,
    endTime,
    items: candles.slice(-MAX_CANDLES_PER_REQUEST),
  };
}

const withinWait = <T>(work: Promise<T>): Promise<T | undefined> =>
  Promise.race([
    work,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PAGE_CANDLES_WAIT_MS).unref()),
  ]);

/**
 * What a `/spot/{chain}/{pair}` page's first paint needs, written into the page so it paints without
 * the lookup and history round trips (issue 25): the pair its route resolves to (seed 002 §2.2, core
 * `resolveRoutePair`) and its chart's first candles. Nothing for another path, or for what cannot be
 * read in time: the page then asks itself.
 */
export async function spotPairPageData(
  db: Kysely<Database>,
  tokenData: TokenDataProvider | null,
  path: string,
): Promise<Pick<PageData, 'spotPair' | 'spotCandles'>> {
  const spotPair = await pageSpotPair(db, path).catch(() => undefined);
  const pair = spotPair?.pair;
  if (!spotPair || !pair) return spotPair ? { spotPair } : {};
  const spotCandles =
    tokenData && (await withinWait(pageSpotCandles(tokenData, pair)).catch(() => undefined));
  return spotCandles ? { spotPair, spotCandles } : { spotPair };
}
