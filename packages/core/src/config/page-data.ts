import * as v from 'valibot';
import { isPerpMarketSummary, type PerpMarketSummary } from '../markets/market-list';
import { type SpotPair, spotPairSchema } from '../spot/catalogue';
import type { PairRouteRequest } from '../spot/pair-route';
import type { SpotCandle } from '../spot/token-data';
import { type RuntimeConfig, runtimeConfigSchema } from './config';

/**
 * What the server writes into a page's HTML for the first render, so the browser does not wait for
 * round trips after its scripts: the runtime configuration (else `/config.json`) and, on the trading
 * screen, the market list as the server just read it from the exchange (else `metaAndAssetCtxs`);
 * on a spot pair page, the pair the route resolves to (else `/api/spot/pairs/find`) and its chart's
 * first candles (else `/api/spot/ohlcv`).
 */
export interface PageData {
  config: RuntimeConfig;
  perpMarkets?: {
    /** When the server read the markets (ms since the epoch): the client's cache age starts there. */
    time: number;
    markets: PerpMarketSummary[];
  };
  /**
   * The perp coin logos the server has (logo names, `coinLogoName`), so the page asks only for those
   * and shows initials for the rest instead of a failed request per coin (issue 20).
   */
  perpLogos?: string[];
  spotPair?: PageSpotPair;
  spotCandles?: PageSpotCandles;
}

/**
 * A spot pair page's first chart history: the candle service's answer for the base token, the
 * chart's default period, over `spotHistoryWindow(period, endTime)`.
 */
export interface PageSpotCandles {
  chainId: number;
  address: string;
  interval: string;
  /** The window's end (ms since the epoch): when the server read it. */
  endTime: number;
  items: SpotCandle[];
}

/** The pair a `/spot/{chain}/{pair}` page shows (core `resolveRoutePair`), as the catalogue read it. */
export interface PageSpotPair {
  /** When the server read it (ms since the epoch). */
  time: number;
  /** The page's route as a lookup (`pairRouteOfPath`). */
  request: PairRouteRequest;
  /** The pair to show: the route's, else the newest enabled one; null when the catalogue has none. */
  pair: SpotPair | null;
}

/** The `<script type="application/json">` element that carries the page data (data, never run). */
export const PAGE_DATA_ELEMENT_ID = 'pluto-page-data';

/** The paths of the trading screen (the app's routes), for which the page data includes the markets. */
export const TRADING_SCREEN_PATHS = ['/perpetual', '/trading', '/trade'] as const;

export function isTradingScreenPath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '/' || (TRADING_SCREEN_PATHS as readonly string[]).includes(trimmed);
}

/**
 * The page data as the text of a script element: JSON with every `<` (and the line separators
 * JavaScript once disallowed) escaped, so no value, e.g. a market name, can close the element.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page data in `text`, or undefined when there is none or it does not match the contract. The
 * configuration goes through its schema; the few hundred markets through a plain loop, as this runs
 * before the first render.
 */
export function parsePageData(text: string | null | undefined): PageData | undefined {
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(json)) return undefined;
  const config = v.safeParse(runtimeConfigSchema, json.config);
  if (!config.success) return undefined;
  const { perpMarkets, perpLogos } = json;
  if (
    perpLogos !== undefined &&
    !(Array.isArray(perpLogos) && perpLogos.every((name) => typeof name === 'string'))
  ) {
    return undefined;
  }
  const logos = perpLogos === undefined ? {} : { perpLogos: perpLogos as string[] };
  const spotPair = parseOptional(pageSpotPairSchema, json.spotPair);
  const spotCandles = parseOptional(pageSpotCandlesSchema, json.spotCandles);
  if (spotPair === null || spotCandles === null) return undefined;
  const extras = { ...logos, ...(spotPair && { spotPair }), ...(spotCandles && { spotCandles }) };
  if (perpMarkets === undefined) return { config: config.output, ...extras };
  if (
    !isRecord(perpMarkets) ||
    typeof perpMarkets.time !== 'number' ||
    !Number.isSafeInteger(perpMarkets.time) ||
    perpMarkets.time < 0 ||
    !Array.isArray(perpMarkets.markets) ||
    !perpMarkets.markets.every(isPerpMarketSummary)
  ) {
    return undefined;
  }
  return {
    config: config.output,
    perpMarkets: { time: perpMarkets.time, markets: perpMarkets.markets },
    ...extras,
  };
}

const pageSpotPairSchema = v.object({
  time: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  request: v.object({ chainId: v.number(), baseSymbol: v.string(), quoteSymbol: v.string() }),
  pair: v.nullable(spotPairSchema),
});

const finite = v.pipe(v.number(), v.finite());
const pageSpotCandlesSchema = v.object({
  chainId: v.number(),
  address: v.string(),
  interval: v.string(),
  endTime: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  items: v.array(v.object({ unixTime: finite, o: finite, h: finite, l: finite, c: finite, v: finite })),
});

/** An optional part of the page data: undefined when absent, null when present but not matching its contract. */
function parseOptional<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): v.InferOutput<S> | undefined | null {
  if (value === undefined) return undefined;
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : null;
}
