import * as v from 'valibot';

/** Spot pair lists load 30 pairs a page (seed 002 §9). */
export const SPOT_PAIR_PAGE_SIZE = 30;

/** The next page's offset: there is one only when a full page came back (seed 002 §7). */
export function nextPairOffset(offset: number, returned: number): number | null {
  return returned === SPOT_PAIR_PAGE_SIZE ? offset + SPOT_PAIR_PAGE_SIZE : null;
}

/** A pair's label: the base symbol, a slash, the quote symbol (seed 002 §3). */
export function pairLabel(baseSymbol: string, quoteSymbol: string): string {
  return `${baseSymbol}/${quoteSymbol}`;
}

/**
 * The conventional all-E placeholder a token list (and 1inch) uses for a chain's native coin (seed 002
 * §3); a swap from or to it goes through the wrapped native token.
 */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const;

export function isNativeTokenAddress(address: string): boolean {
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase();
}

/** $PLUTO on BSC (seed 002 §9), and the price answered only when no price can be had (seed 002 §7). */
export const PLUTO_CHAIN_ID = 56;
export const PLUTO_SYMBOL = 'PLUTO';
export const PLUTO_FALLBACK_PRICE = 0.001_205_88;

const nullableText = v.nullable(v.string());

/** A row of the pairs-with-tokens view as the catalogue reads answer it (seed 002 §3), dates as ISO text. */
export const spotPairSchema = v.object({
  pair_id: v.number(),
  chain_id: v.number(),
  label: v.string(),
  base_token_id: v.number(),
  quote_token_id: v.number(),
  base_symbol: v.string(),
  base_name: v.string(),
  base_address: v.string(),
  base_is_native: v.boolean(),
  base_decimals: v.number(),
  base_wrapped_address: nullableText,
  base_logo_url: nullableText,
  quote_symbol: v.string(),
  quote_name: v.string(),
  quote_address: v.string(),
  quote_is_native: v.boolean(),
  quote_decimals: v.number(),
  quote_wrapped_address: nullableText,
  quote_logo_url: nullableText,
  announcement_img_url: nullableText,
  created_at: v.string(),
  // Seed 002 §3: treated as true when absent.
  pair_enabled: v.optional(v.boolean(), true),
});
export type SpotPair = v.InferOutput<typeof spotPairSchema>;

export const spotPairPageSchema = v.object({
  pairs: v.array(spotPairSchema),
  nextOffset: v.nullable(v.number()),
});
export const spotPairAnswerSchema = v.object({ pair: v.nullable(spotPairSchema) });
