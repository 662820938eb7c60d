/**
 * `l2Book` price grouping (doc §3.4): levels are merged into buckets of
 * 10^(⌊log10 px⌋ − nSigFigs + 1) × mantissa, bids rounded down and asks rounded up (the doc's assumed
 * direction — undocumented, §10.3), summing sz and n, at most 20 levels per side.
 *
 * Exact: prices are the engine's `Dec` (bigint × 10^18), so bucket edges and px strings never drift.
 * A bucket depends on each level's own magnitude; rounding stays monotone across a power of ten (10^k
 * is a multiple of every smaller bucket), so merging neighbours of the best-first input is enough.
 */
import type { Dec } from '../decimal';

export interface BookLevel {
  readonly px: Dec;
  readonly sz: Dec;
  readonly n: number;
}

export type SigFigs = 2 | 3 | 4 | 5;
/** Docs allow 1, 2 and 5; the SDK's schema only 2 and 5 (§10.3). 1 is accepted and changes nothing. */
export type Mantissa = 1 | 2 | 5;

export interface Grouping {
  /** null = full precision (no grouping). */
  readonly nSigFigs: SigFigs | null;
  readonly mantissa: Mantissa | null;
}

export const MAX_L2_LEVELS = 20;

export class L2GroupingError extends Error {
  override readonly name = 'L2GroupingError';
}

const SIG_FIGS: readonly unknown[] = [2, 3, 4, 5];
const MANTISSAS: readonly unknown[] = [1, 2, 5];

/** Validates request parameters (absent = null). Throws `L2GroupingError` naming the bad value. */
export function parseGrouping(nSigFigs: unknown, mantissa: unknown): Grouping {
  const sf = nSigFigs ?? null;
  const m = mantissa ?? null;
  if (sf !== null && !SIG_FIGS.includes(sf)) {
    throw new L2GroupingError(`invalid nSigFigs ${JSON.stringify(sf)}: expected 2, 3, 4, 5 or null`);
  }
  if (m !== null && !MANTISSAS.includes(m)) {
    throw new L2GroupingError(`invalid mantissa ${JSON.stringify(m)}: expected 1, 2, 5 or null`);
  }
  if (m !== null && sf !== 5) {
    throw new L2GroupingError(
      `mantissa is only allowed with nSigFigs 5 (got nSigFigs ${JSON.stringify(sf)})`,
    );
  }
  return { nSigFigs: sf as SigFigs | null, mantissa: m as Mantissa | null };
}

/** Bucket width (as a `Dec`) for a positive price. */
export function bucketSize(px: Dec, nSigFigs: SigFigs, mantissa: Mantissa | null = null): Dec {
  // ⌊log10 px⌋ + 18 = digits of the scaled integer − 1, so the exponent in 10^-18 units is digits − nSigFigs
  const e = px.toString().length - nSigFigs;
  return (e > 0 ? 10n ** BigInt(e) : 1n) * BigInt(mantissa ?? 1);
}

/**
 * Groups one side (levels best first: bids descending, asks ascending) and keeps the best
 * `maxLevels`. With `nSigFigs` null the levels are only truncated.
 */
export function aggregateSide(
  levels: readonly BookLevel[],
  isBid: boolean,
  g: Grouping,
  maxLevels = MAX_L2_LEVELS,
): BookLevel[] {
  const { nSigFigs } = g;
  if (nSigFigs === null) return levels.slice(0, maxLevels);
  const out: { px: Dec; sz: Dec; n: number }[] = [];
  for (const l of levels) {
    const b = bucketSize(l.px, nSigFigs, g.mantissa);
    const r = l.px % b;
    const px = r === 0n ? l.px : isBid ? l.px - r : l.px - r + b;
    const last = out[out.length - 1];
    if (last?.px === px) {
      last.sz += l.sz;
      last.n += l.n;
    } else if (out.length === maxLevels) {
      break;
    } else {
      out.push({ px, sz: l.sz, n: l.n });
    }
  }
  return out;
}

/** Both sides of an L2 book grouped per the raw request parameters (validated first). */
export function aggregateBook(
  bids: readonly BookLevel[],
  asks: readonly BookLevel[],
  nSigFigs?: unknown,
  mantissa?: unknown,
): [BookLevel[], BookLevel[]] {
  const g = parseGrouping(nSigFigs, mantissa);
  return [aggregateSide(bids, true, g), aggregateSide(asks, false, g)];
}
