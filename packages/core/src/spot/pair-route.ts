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
