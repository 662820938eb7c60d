/**
 * The chart's symbols (seed 001 §2 "symbol button" and "symbol search"): what a chart source lists,
 * the button's text and the search dialog's filter.
 */

/** A symbol a chart source offers (the shape of KLineChart Pro's SymbolInfo the seed describes). */
export interface ChartSymbol {
  /** The code the source's candles are asked for, e.g. 'BTC'. */
  ticker: string;
  name?: string;
  shortName?: string;
  /** An image URL; without one the dialog shows the ticker's initials. */
  logo?: string;
}

/** Seed 001 §2: the symbol's short name, else its name, else its ticker. */
export function chartSymbolLabel(symbol: ChartSymbol): string {
  return symbol.shortName || symbol.name || symbol.ticker;
}

/** How well a symbol matches the search text: lower is better, undefined is no match. */
function matchRank(symbol: ChartSymbol, search: string): number | undefined {
  const ticker = symbol.ticker.toLowerCase();
  if (ticker === search) return 0;
  if (ticker.startsWith(search)) return 1;
  if (ticker.includes(search)) return 2;
  const names = [symbol.shortName, symbol.name].map((name) => name?.toLowerCase() ?? '');
  if (names.some((name) => name.startsWith(search))) return 3;
  if (names.some((name) => name.includes(search))) return 4;
  return undefined;
}

/**
 * The symbols matching `search` by code (ticker) or name, case-insensitive: an exact code first, then
 * codes starting with it, codes containing it, names starting with it, names containing it; the
 * source's order within each. A blank search lists every symbol.
 */
export function searchChartSymbols(symbols: readonly ChartSymbol[], search: string): ChartSymbol[] {
  const text = search.trim().toLowerCase();
  if (text === '') return [...symbols];
  return symbols
    .map((symbol, index) => ({ symbol, index, rank: matchRank(symbol, text) }))
    .filter(
      (entry): entry is { symbol: ChartSymbol; index: number; rank: number } => entry.rank !== undefined,
    )
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.symbol);
}
