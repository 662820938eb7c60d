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
