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
