import { getChainById, getChainByShortName } from '../config/chains';

/** What the pair route asks for: a pair of a chain by its base and quote symbols (seed 002 §2.2). */
export interface PairRouteRequest {
  chainId: number;
  baseSymbol: string;
  quoteSymbol: string;
}

/**
 * The route parameters of `/spot/{chain}/{pair}` as a lookup (seed 002 §2.2): `chain` is a chain's
 * short name in any case, `pair` is BASE_QUOTE. Missing parameters, a pair without an underscore or
 * with an empty side, or an unknown chain give undefined: the default (newest) pair is shown.
 */
export function parsePairRoute(
  chain: string | undefined,
  pair: string | undefined,
): PairRouteRequest | undefined {
  if (!chain || !pair) return undefined;
  const resolved = getChainByShortName(chain);
  const separator = pair.indexOf('_');
  if (!resolved || separator === -1) return undefined;
  const baseSymbol = pair.slice(0, separator).trim();
  const quoteSymbol = pair.slice(separator + 1).trim();
  if (!baseSymbol || !quoteSymbol) return undefined;
  return { chainId: resolved.chainId, baseSymbol, quoteSymbol };
}

/**
 * The lookup a pair page's path asks for (`/spot/{chain}/{pair}`, percent-decoded, a trailing slash
 * allowed), as `parsePairRoute` reads the route's parameters; undefined for any other path.
 */
export function pairRouteOfPath(path: string): PairRouteRequest | undefined {
  const segments = path.replace(/\/+$/, '').split('/');
  if (segments.length !== 4 || segments[0] !== '' || segments[1] !== 'spot') return undefined;
  try {
    return parsePairRoute(decodeURIComponent(segments[2] ?? ''), decodeURIComponent(segments[3] ?? ''));
  } catch {
    // A malformed escape is no pair a route could name.
    return undefined;
  }
}

/** The pair a pair page shows, and whether the route must be replaced with that pair's own route. */
export interface RoutePairResolution<P> {
  pair: P | null;
  /** The route named another (or no) pair: replace the URL with this pair's route. */
  replaceRoute: boolean;
}

interface CataloguePair {
  chain_id: number;
  base_symbol: string;
  quote_symbol: string;
}

/** What the page does with `pair` for `request`: show it, replacing the URL unless the route named it. */
export function routePairResolution<P extends CataloguePair>(
  request: PairRouteRequest | undefined,
  pair: P | null,
): RoutePairResolution<P> {
  const shown = pair && {
    chainId: pair.chain_id,
    baseSymbol: pair.base_symbol,
    quoteSymbol: pair.quote_symbol,
  };
  return { pair, replaceRoute: shown !== null && !isSamePair(request, shown) };
}

/**
 * Seed 002 §2.2: the route's pair, looked up by chain and symbols in any case; when the route names
 * none, it is not found, or the lookup fails (§8: "returns nothing"), the newest enabled pair. The
 * browser and the server (which writes it into the page) resolve a route with this one rule.
 */
export async function resolveRoutePair<P extends CataloguePair>(
  request: PairRouteRequest | undefined,
  catalogue: { find(request: PairRouteRequest): Promise<P | null>; first(): Promise<P | null> },
): Promise<RoutePairResolution<P>> {
  const found = request ? await catalogue.find(request).catch(() => null) : null;
  return routePairResolution(request, found ?? (await catalogue.first()));
}

/** The chain a `/spot/{chain}` segment names, by short name in any case; undefined when unknown. */
export function spotRouteChainId(chain: string | undefined): number | undefined {
  return chain ? getChainByShortName(chain)?.chainId : undefined;
}

/** A pair's route: `/spot/{chain short name}/{BASE}_{QUOTE}`, or undefined for a chain outside the catalogue. */
export function pairRoutePath(pair: {
  chainId: number;
  baseSymbol: string;
  quoteSymbol: string;
}): string | undefined {
  const chain = getChainById(pair.chainId);
  if (!chain) return undefined;
  const symbols = `${encodeURIComponent(pair.baseSymbol)}_${encodeURIComponent(pair.quoteSymbol)}`;
  return `/spot/${chain.shortName}/${symbols}`;
}

/** True when the route already shows this pair (compared case-insensitively), so no URL replacement is needed. */
export function isSamePair(request: PairRouteRequest | undefined, pair: PairRouteRequest): boolean {
  return (
    request !== undefined &&
    request.chainId === pair.chainId &&
    request.baseSymbol.toLowerCase() === pair.baseSymbol.toLowerCase() &&
    request.quoteSymbol.toLowerCase() === pair.quoteSymbol.toLowerCase()
  );
}

/** The spot entry redirect's spinner text (seed 002 §2.5). */
export function spotEntryLoadingText(chainId: number | undefined): string {
  const chain = chainId === undefined ? undefined : getChainById(chainId);
  return chain ? `Loading ${chain.name} pairs...` : 'Loading spot trading...';
}

/** Where the spot entry redirect goes when there is no pair, or the lookup failed (seed 002 §2.5). */
export const SPOT_ENTRY_FALLBACK_PATH = '/perpetual';

/** A pair counts as NEW for 12 hours after it was created (seed 002 §9). */
export const NEW_PAIR_HOURS = 12;

export function isNewPair(createdAt: string | Date, now: number): boolean {
  const created = new Date(createdAt).getTime();
  return Number.isFinite(created) && now - created < NEW_PAIR_HOURS * 3_600_000;
}
