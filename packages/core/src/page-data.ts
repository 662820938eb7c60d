import * as v from 'valibot';
import { runtimeConfigSchema } from './config';
import { isPerpMarketSummary, type PerpMarketSummary } from './market-list';

/**
 * What the server writes into a page's HTML for the first render, so the browser does not wait for
 * round trips after its scripts: the runtime configuration (else `/config.json`) and, on the trading
 * screen, the market list as the server just read it from the exchange (else `metaAndAssetCtxs`).
 */
export const pageDataSchema = v.object({
  config: runtimeConfigSchema,
  perpMarkets: v.optional(
    v.object({
      /** When the server read the markets (ms since the epoch): the client's cache age starts there. */
      time: v.pipe(v.number(), v.integer(), v.minValue(0)),
      markets: v.array(v.custom<PerpMarketSummary>(isPerpMarketSummary)),
    }),
  ),
});
export type PageData = v.InferOutput<typeof pageDataSchema>;

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

/** The page data in `text`, or undefined when there is none or it does not match the contract. */
export function parsePageData(text: string | null | undefined): PageData | undefined {
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(pageDataSchema, json);
  return parsed.success ? parsed.output : undefined;
}
