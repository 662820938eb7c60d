import { compareForSort, type SortState } from '../controls/sort';
import { formatFundingRate } from '../format/format';

/**
 * The perp market list of seed 000 §3 and the market picker of seed 001 §2, §4, §9: markets built
 * from the exchange's `metaAndAssetCtxs`, the picker's tabs, search and sort, and the coin logo rule.
 */

/** One perp market as every trading view reads it (numbers, already parsed). */
export interface PerpMarketSummary {
  coin: string;
  /** Position of the market in the exchange's universe (its asset id). */
  assetIndex: number;
  /** The market's size decimals (the seed's `marginDecimals`). */
  szDecimals: number;
  maxLeverage: number;
  onlyIsolated: boolean;
  /** Last price: the mid when the book is two-sided, else the mark. */
  price: number;
  markPrice: number;
  /** The oracle price. */
  indexPrice: number;
  prevDayPrice: number;
  /** Percent versus the previous day's price, 2 decimals; 0 without a previous price. */
  change24h: number;
  /** Absolute change versus the previous day's price. */
  changeAbsolute: number;
  /** USD notional volume over 24 h. */
  volume24h: number;
  /** Hourly funding rate (a fraction). */
  fundingRate: number;
  /** Open interest in USD (coins × mark). */
  openInterest: number;
  /** Percent of mark versus oracle, 4 decimals. */
  premium: number;
}

/** Every field's kind; the Record type makes a field added to the interface fail to compile here. */
const SUMMARY_FIELDS: Record<keyof PerpMarketSummary, 'string' | 'number' | 'boolean'> = {
  coin: 'string',
  assetIndex: 'number',
  szDecimals: 'number',
  maxLeverage: 'number',
  onlyIsolated: 'boolean',
  price: 'number',
  markPrice: 'number',
  indexPrice: 'number',
  prevDayPrice: 'number',
  change24h: 'number',
  changeAbsolute: 'number',
  volume24h: 'number',
  fundingRate: 'number',
  openInterest: 'number',
  premium: 'number',
};
const SUMMARY_ENTRIES = Object.entries(SUMMARY_FIELDS);

/**
 * Whether `value` is a market summary (every field of its kind, numbers finite). A plain loop, not
 * a schema: a page carries a few hundred of them and checks them before its first render.
 */
export function isPerpMarketSummary(value: unknown): value is PerpMarketSummary {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  for (const [name, kind] of SUMMARY_ENTRIES) {
    const field = fields[name];
    if (typeof field !== kind || (kind === 'number' && !Number.isFinite(field))) return false;
  }
  return true;
}

/** The shapes of `metaAndAssetCtxs` this module reads (hyperliquid-api §3.2). */
export interface UniverseEntryLike {
  name: string;
  szDecimals: number;
  maxLeverage: number;
  onlyIsolated?: boolean;
  isDelisted?: boolean;
  marginMode?: string;
}
export interface AssetCtxLike {
  funding: string;
  openInterest: string;
  prevDayPx: string;
  dayNtlVlm: string;
  markPx: string;
  oraclePx: string;
  midPx?: string | null;
  premium?: string | null;
}
export type MetaAndAssetCtxsLike = readonly [
  { universe: readonly UniverseEntryLike[] },
  readonly AssetCtxLike[],
];

const num = (value: string | null | undefined): number => {
  const parsed = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : 0;
};

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Percent change of `price` versus `previous`, 2 decimals; 0 without a usable previous price. */
export function percentChange(price: number, previous: number): number {
  if (!(previous > 0) || !Number.isFinite(price)) return 0;
  return round(((price - previous) / previous) * 100, 2);
}

type MarketListing = Pick<PerpMarketSummary, 'coin' | 'szDecimals' | 'maxLeverage' | 'onlyIsolated'>;

/** One market's summary from its listing and its context. */
function summarize(listing: MarketListing, assetIndex: number, ctx: AssetCtxLike): PerpMarketSummary {
  const markPrice = num(ctx.markPx);
  const price = num(ctx.midPx) || markPrice;
  const prevDayPrice = num(ctx.prevDayPx);
  const indexPrice = num(ctx.oraclePx);
  return {
    ...listing,
    assetIndex,
    price,
    markPrice,
    indexPrice,
    prevDayPrice,
    change24h: percentChange(price, prevDayPrice),
    changeAbsolute: prevDayPrice > 0 ? price - prevDayPrice : 0,
    volume24h: num(ctx.dayNtlVlm),
    fundingRate: num(ctx.funding),
    openInterest: num(ctx.openInterest) * markPrice,
    premium: indexPrice > 0 ? round(((markPrice - indexPrice) / indexPrice) * 100, 4) : 0,
  };
}

/** The markets of `metaAndAssetCtxs`, in universe order; delisted markets are left out. */
export function parsePerpMarkets(data: MetaAndAssetCtxsLike): PerpMarketSummary[] {
  const [meta, ctxs] = data;
  const markets: PerpMarketSummary[] = [];
  meta.universe.forEach((asset, assetIndex) => {
    const ctx = ctxs[assetIndex];
    if (!ctx || asset.isDelisted) return;
    const onlyIsolated =
      asset.onlyIsolated === true || asset.marginMode === 'strictIsolated' || asset.marginMode === 'noCross';
    const listing = {
      coin: asset.name,
      szDecimals: asset.szDecimals,
      maxLeverage: asset.maxLeverage,
      onlyIsolated,
    };
    markets.push(summarize(listing, assetIndex, ctx));
  });
  return markets;
}

/**
 * The markets with the live `assetCtxs` feed's contexts (hyperliquid-api §6.3: every perp's context in
 * universe order, as `metaAndAssetCtxs` answers them); a market the feed has no context for, or whose
 * figures did not change, is the same object as before.
 */
export function applyAssetCtxs(
  markets: readonly PerpMarketSummary[],
  ctxs: readonly AssetCtxLike[],
): PerpMarketSummary[] {
  return markets.map((market) => {
    const ctx = ctxs[market.assetIndex];
    if (!ctx) return market;
    const next = summarize(market, market.assetIndex, ctx);
    // An unchanged market keeps its object, so a table redraws only the rows the feed moved.
    return SUMMARY_ENTRIES.every(
      ([field]) => next[field as keyof PerpMarketSummary] === market[field as keyof PerpMarketSummary],
    )
      ? market
      : next;
  });
}

/** The periods funding is shown over: the exchange's hourly rate, and the 8 h many traders compare. */
/** What the product states about its perp markets: how many are listed and the highest leverage among them. */
export interface PerpMarketFacts {
  marketCount: number;
  maxLeverage: number;
}

/** The facts of the listed (not delisted) markets, as `parsePerpMarkets` gives them. */
export function perpMarketFacts(markets: readonly PerpMarketSummary[]): PerpMarketFacts {
  return {
    marketCount: markets.length,
    maxLeverage: markets.reduce((highest, market) => Math.max(highest, market.maxLeverage), 0),
  };
}

export type FundingPeriodHours = 1 | 8;

/** Every funding figure names its period, so an hourly and an 8 h figure are never mistaken for each other. */
export function fundingLabel(hours: FundingPeriodHours): string {
  return `Funding (${hours}h)`;
}

/** The funding rate over `hours`, from the exchange's hourly rate (funding is applied hourly), as percent text. */
export function formatFundingOver(hourlyRate: number, hours: FundingPeriodHours): string {
  return formatFundingRate(hourlyRate * hours);
}

export type MarketSortKey =
  | 'symbol'
  | 'price'
  | 'change'
  | 'funding'
  | 'volume'
  | 'openInterest'
  | 'maxLeverage';
/** The picker's tabs (seed 001 §2) and the markets page's Favourites filter. */
export type MarketTab = 'all' | 'trending' | 'meme' | 'favourites';

/** Seed 001 §4: the picker starts sorted by volume, largest first. */
export const DEFAULT_MARKET_SORT: SortState<MarketSortKey> = { key: 'volume', direction: 'desc' };
/** Seed 001 §9: Trending is the top 20 after sorting. */
export const TRENDING_MARKET_COUNT = 20;
/** Seed 001 §9: the Meme tab's coins (matched through the logo name, so kPEPE counts as PEPE). */
export const MEME_COINS: readonly string[] = [
  'DOGE',
  'PEPE',
  'SHIB',
  'WIF',
  'BONK',
  'FLOKI',
  'BOME',
  'MEW',
  'POPCAT',
  'BRETT',
  'MOODENG',
];

function sortValue(market: PerpMarketSummary, key: MarketSortKey): number | string {
  switch (key) {
    case 'symbol':
      return market.coin;
    case 'price':
      return market.price;
    case 'change':
      return market.change24h;
    case 'funding':
      return market.fundingRate;
    case 'volume':
      return market.volume24h;
    case 'openInterest':
      return market.openInterest;
    case 'maxLeverage':
      return market.maxLeverage;
  }
}

export function sortMarkets(
  markets: readonly PerpMarketSummary[],
  sort: SortState<MarketSortKey>,
): PerpMarketSummary[] {
  return [...markets].sort((a, b) =>
    compareForSort(sortValue(a, sort.key), sortValue(b, sort.key), sort.direction),
  );
}

export function isMemeCoin(coin: string): boolean {
  return MEME_COINS.includes(coinLogoName(coin).toUpperCase());
}

export interface MarketListQuery {
  tab: MarketTab;
  search: string;
  sort: SortState<MarketSortKey>;
  /** The starred coins the Favourites tab keeps. */
  favourites?: ReadonlySet<string>;
}

function inTab(markets: readonly PerpMarketSummary[], query: MarketListQuery): readonly PerpMarketSummary[] {
  if (query.tab === 'meme') return markets.filter((m) => isMemeCoin(m.coin));
  if (query.tab === 'favourites') {
    const favourites = query.favourites ?? new Set<string>();
    return markets.filter((m) => favourites.has(m.coin));
  }
  return markets;
}

/**
 * What the picker's table and the markets page show: the search (case-insensitive), the tab's
 * filter, then the sort.
 */
export function selectMarkets(
  markets: readonly PerpMarketSummary[],
  query: MarketListQuery,
): PerpMarketSummary[] {
  const needle = query.search.trim().toLowerCase();
  const searched = needle ? markets.filter((m) => m.coin.toLowerCase().includes(needle)) : markets;
  const sorted = sortMarkets(inTab(searched, query), query.sort);
  return query.tab === 'trending' ? sorted.slice(0, TRENDING_MARKET_COUNT) : sorted;
}

/** The markets page's summary cards (seed 001 §2): counts and the 24 h volume of every listed market. */
export interface MarketsOverview {
  totalMarkets: number;
  totalVolume24h: number;
  /** Markets up over 24 h (a change of exactly 0 is neither a gainer nor a loser). */
  gainers: number;
  losers: number;
}

export function marketsOverview(markets: readonly PerpMarketSummary[]): MarketsOverview {
  let totalVolume24h = 0;
  let gainers = 0;
  let losers = 0;
  for (const market of markets) {
    totalVolume24h += market.volume24h;
    if (market.change24h > 0) gainers += 1;
    else if (market.change24h < 0) losers += 1;
  }
  return { totalMarkets: markets.length, totalVolume24h, gainers, losers };
}

/** Seed 001 §2: each market shows Isolated or Cross depending on `onlyIsolated`. */
export function marginModeLabel(market: Pick<PerpMarketSummary, 'onlyIsolated'>): 'Isolated' | 'Cross' {
  return market.onlyIsolated ? 'Isolated' : 'Cross';
}

/** The trading screen of `coin` (seed 001 §2: a row or Trade Now goes to /trading?symbol={coin}). */
export function tradeMarketPath(coin: string): string {
  return `/trading?symbol=${encodeURIComponent(coin)}`;
}

/** Where the markets page keeps the starred coins (local storage). */
export const FAVOURITE_MARKETS_STORAGE_KEY = 'pluto.favouriteMarkets';

/** The starred coins from their stored text (a JSON list of names); nothing for anything else. */
export function parseFavouriteMarkets(stored: string | null | undefined): Set<string> {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((coin) => typeof coin === 'string') : []);
  } catch {
    return new Set();
  }
}

/** `favourites` with `coin` starred or unstarred. */
export function toggleFavouriteMarket(favourites: ReadonlySet<string>, coin: string): Set<string> {
  const next = new Set(favourites);
  if (!next.delete(coin)) next.add(coin);
  return next;
}

/** The market of `coin` (exact name first, then case-insensitive), if listed. */
export function findPerpMarket(
  markets: readonly PerpMarketSummary[],
  coin: string,
): PerpMarketSummary | undefined {
  return (
    markets.find((m) => m.coin === coin) ?? markets.find((m) => m.coin.toLowerCase() === coin.toLowerCase())
  );
}

/** Seed 001 §7: a leading lowercase k before an uppercase letter is dropped (kPEPE → PEPE). */
export function coinLogoName(coin: string): string {
  return /^k[A-Z]/.test(coin) ? coin.slice(1) : coin;
}

/** The logo served from the project's own storage. */
export function coinLogoUrl(coin: string): string {
  return `/storage/perps-logos/${encodeURIComponent(coinLogoName(coin))}.svg`;
}

/** The logo file name of a logo name: what the server lists and serves. */
export const coinLogoFile = (name: string) => `${name}.svg`;

/** Only plain names are logos: a listed file must never make a path of the URL it is served at. */
export const COIN_LOGO_FILE_PATTERN = /^[A-Za-z0-9]{1,32}\.svg$/;

/** Whether the server has a logo for `coin`; unknown (no manifest) counts as none, so nothing 404s. */
export function hasCoinLogo(coin: string, logos: ReadonlySet<string> | undefined): boolean {
  return logos?.has(coinLogoName(coin)) ?? false;
}

/** The text shown when a logo cannot be loaded: the first two letters of the logo name. */
export function coinInitials(coin: string): string {
  const name = coinLogoName(coin).replace(/[^A-Za-z0-9]/g, '');
  return (name.slice(0, 2) || '?').toUpperCase();
}
