/**
 * Simulation settings (issue 4 "Live markets"): `off` (a quiet exchange for tests and manual work),
 * `slow` (a calm market, light load) and `normal` (busy markets). One seed drives every random choice
 * and the oracle paths, so a run is reproducible.
 */

export type SimMode = 'off' | 'slow' | 'normal';

export interface SimConfig {
  readonly mode: SimMode;
  readonly seed: number;
  /** Market-maker accounts; the markets are split between them. */
  readonly makers: number;
  /** Quote levels per side (the books must keep ≥ 20 even after takers hit them). */
  readonly levels: number;
  readonly takers: number;
  /** Oracle update and decision cadence (Hyperliquid's oracle: ~3 s). */
  readonly tickMs: number;
  /** Probability that a given taker acts in a tick. */
  readonly takerActivity: number;
  /** Quotes older than this are refreshed even if the oracle barely moved. */
  readonly maxQuoteAgeMs: number;
}

export function simConfig(mode: SimMode, seed: number): SimConfig {
  const base = { mode, seed, makers: 8, levels: 25, takers: 60 };
  return mode === 'normal'
    ? { ...base, tickMs: 3_000, takerActivity: 0.08, maxQuoteAgeMs: 30_000 }
    : { ...base, tickMs: 10_000, takerActivity: 0.03, maxQuoteAgeMs: 120_000 };
}

export function parseSimMode(s: string | undefined): SimMode {
  if (s === undefined || s === '') return 'normal';
  if (s === 'off' || s === 'slow' || s === 'normal') return s;
  throw new Error(`invalid EXCHANGE_SIM: ${s} (off | slow | normal)`);
}
