import { type Dec, div, mul, round, SCALE } from './decimal';
import { maxPriceDecimals } from './validation';

/** Time constant of the mark price's basis EMA (doc §8.1): 150 s. */
export const MARK_EMA_MS = 150_000;

/** Median of the given values; the mean of the two middle ones for an even count; null if none. */
export function median(values: readonly Dec[]): Dec | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = s.length >> 1;
  const hi = s[mid] ?? 0n;
  if (s.length % 2 === 1) return hi;
  const lo = s[mid - 1] ?? 0n;
  return (lo + hi) / 2n;
}

/** Mid = (best bid + best ask) / 2, or null when the book is not two-sided. */
export function midPrice(bestBid: Dec | null, bestAsk: Dec | null): Dec | null {
  return bestBid !== null && bestAsk !== null ? (bestBid + bestAsk) / 2n : null;
}

/**
 * One step of the basis EMA (doc §8.1, discretised so it stays exact and deterministic):
 * ema ← ema + (sample - ema) × dt / (150 s + dt).
 */
export function emaStep(ema: Dec, sample: Dec, dtMs: number): Dec {
  if (dtMs <= 0) return ema;
  const w = div(BigInt(dtMs) * SCALE, BigInt(dtMs + MARK_EMA_MS) * SCALE);
  return ema + mul(sample - ema, w);
}

export interface MarkInputs {
  readonly oracle: Dec;
  readonly bestBid: Dec | null;
  readonly bestAsk: Dec | null;
  readonly lastTrade: Dec | null;
  /** EMA of (local mid - oracle). */
  readonly basisEma: Dec;
  readonly szDecimals: number;
}

/**
 * Local mark price (the doc's §8.1 simplification): median of (oracle, median of best bid / best ask
 * / last trade, oracle + basis EMA), rounded to the market's price decimals. There is no external
 * perp venue, so the third real input is replaced by the oracle-plus-basis estimate.
 */
export function markPrice(i: MarkInputs): Dec {
  const local = median([i.bestBid, i.bestAsk, i.lastTrade].filter((x): x is Dec => x !== null));
  const inputs = [i.oracle, i.oracle + i.basisEma];
  if (local !== null) inputs.push(local);
  const m = median(inputs) ?? i.oracle;
  const r = round(m, maxPriceDecimals(i.szDecimals), 'halfUp');
  return r > 0n ? r : i.oracle;
}
