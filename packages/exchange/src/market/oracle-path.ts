/**
 * Seeded stochastic oracle paths (issue 4 "Live markets") and the 1-minute history built from them.
 *
 * Model: geometric Brownian motion plus compound-Poisson jumps in log price:
 *   ln S(t+dt) = ln S(t) − ½σd²·dt + σd·√dt·Z + Σ_{N~Poisson(λ·dt)} J,   J ~ N(0, jumpStd²)
 * with the diffusion volatility σd chosen so the total annualised volatility (diffusion + jumps) is the
 * configured `annualVol`: σd² = annualVol² − λ_year·jumpStd². Years are 365 days (crypto trades
 * always). Prices are floats here; `validPxUnits` rounds them to valid Hyperliquid prices.
 *
 * History (choice): simulated forward over the past N days from an arbitrary level, then the whole path
 * is rescaled so its last price is exactly the market's configured start price at `endTime`. Scaling a
 * GBM path keeps its log returns, so the history is statistically the same as one started in the past,
 * charts end where the live market starts, and the returned live path continues with the same PRNG
 * stream: one seed reproduces history and live prices.
 */

/** mulberry32: tiny, fast, 32-bit state; plenty for simulation (not for anything secret). */
export class Prng {
  private s: number;
  private spare: number | null = null;

  constructor(seed: number) {
    this.s = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  uniform(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Standard normal (Box-Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.spare !== null) {
      const z = this.spare;
      this.spare = null;
      return z;
    }
    const r = Math.sqrt(-2 * Math.log(1 - this.uniform()));
    const a = 2 * Math.PI * this.uniform();
    this.spare = r * Math.sin(a);
    return r * Math.cos(a);
  }

  /** Poisson count (Knuth's method: fine for the small means of per-step jump counts). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    for (let p = this.uniform(); p > limit; p *= this.uniform()) k++;
    return k;
  }
}

/** A per-market seed from the run's seed and the coin name (FNV-1a), so markets are independent. */
export function marketSeed(seed: number, coin: string): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (const ch of `:${coin}`) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

export interface MarketProfile {
  /** Total annualised volatility of log returns (0.5 = 50 %). */
  readonly annualVol: number;
  /** Expected jumps per day. */
  readonly jumpsPerDay: number;
  /** Standard deviation of a jump in log price (0.02 ≈ ±2 %). */
  readonly jumpStd: number;
  /** Average traded notional per day, USD (history volume). */
  readonly dailyNotional: number;
}

export type VolClass = 'btc' | 'eth' | 'major' | 'alt' | 'meme' | 'gold';

/** Rough 2024-2025 realised levels: majors calmer than memes; PAXG tracks gold. */
export const VOL_CLASSES: Readonly<Record<VolClass, MarketProfile>> = {
  btc: { annualVol: 0.5, jumpsPerDay: 0.3, jumpStd: 0.01, dailyNotional: 2e9 },
  eth: { annualVol: 0.65, jumpsPerDay: 0.3, jumpStd: 0.015, dailyNotional: 1e9 },
  major: { annualVol: 0.8, jumpsPerDay: 0.4, jumpStd: 0.02, dailyNotional: 1.5e8 },
  alt: { annualVol: 1.0, jumpsPerDay: 0.5, jumpStd: 0.025, dailyNotional: 2e7 },
  meme: { annualVol: 1.6, jumpsPerDay: 1, jumpStd: 0.04, dailyNotional: 1.5e7 },
  gold: { annualVol: 0.15, jumpsPerDay: 0.1, jumpStd: 0.005, dailyNotional: 5e6 },
};

const MAJORS = new Set([
  'SOL',
  'BNB',
  'XRP',
  'ADA',
  'AVAX',
  'LINK',
  'LTC',
  'BCH',
  'DOT',
  'TRX',
  'TON',
  'SUI',
  'HYPE',
]);
const MEMES = new Set([
  'DOGE',
  'WIF',
  'BOME',
  'MEW',
  'POPCAT',
  'BRETT',
  'MOODENG',
  'PNUT',
  'GOAT',
  'CHILLGUY',
]);
const MEMES_TOO = new Set([
  'FARTCOIN',
  'TRUMP',
  'MELANIA',
  'PENGU',
  'SPX',
  'TURBO',
  'NOT',
  'PUMP',
  'VINE',
  'JELLY',
]);

export function volClassOf(coin: string): VolClass {
  if (coin === 'BTC') return 'btc';
  if (coin === 'ETH') return 'eth';
  if (coin === 'PAXG') return 'gold';
  if (MAJORS.has(coin)) return 'major';
  // k-prefixed markets are thousand-unit meme contracts (kPEPE, kBONK, …)
  if (/^k[A-Z]/.test(coin) || MEMES.has(coin) || MEMES_TOO.has(coin)) return 'meme';
  return 'alt';
}

const MS_PER_YEAR = 365 * 86_400_000;
const MS_PER_DAY = 86_400_000;

/** One market's oracle price process. Time advances only through `next`. */
export class OraclePath {
  /** Jumps that occurred so far on this path. */
  jumps = 0;
  private readonly diffVar: number;

  constructor(
    public price: number,
    readonly profile: MarketProfile,
    private readonly rng: Prng,
  ) {
    if (!(price > 0)) throw new RangeError(`oracle path: start price must be positive (got ${price})`);
    const jumpVar = profile.jumpsPerDay * 365 * profile.jumpStd ** 2;
    if (jumpVar >= profile.annualVol ** 2)
      throw new RangeError('oracle path: jump variance exceeds annualVol²');
    this.diffVar = profile.annualVol ** 2 - jumpVar;
  }

  /** Advances by `dtMs` and returns the new price (always > 0: the path lives in log space). */
  next(dtMs: number): number {
    const dt = dtMs / MS_PER_YEAR;
    let x = -0.5 * this.diffVar * dt + Math.sqrt(this.diffVar * dt) * this.rng.normal();
    const { jumpsPerDay, jumpStd } = this.profile;
    for (let k = this.rng.poisson((jumpsPerDay * dtMs) / MS_PER_DAY); k > 0; k--) {
      x += jumpStd * this.rng.normal();
      this.jumps++;
    }
    this.price *= Math.exp(x);
    return this.price;
  }
}

/**
 * A float price as integer units of 10^-pxDecimals of the nearest valid Hyperliquid price (doc §5.6:
 * at most 5 significant figures and pxDecimals decimals; integers always valid), at least one unit.
 */
export function validPxUnits(px: number, pxDecimals: number): number {
  const figs = 5 - 1 - Math.floor(Math.log10(px));
  const d = Math.max(0, Math.min(pxDecimals, figs));
  return Math.max(1, Math.round(px * 10 ** d) * 10 ** (pxDecimals - d));
}

/** A generated 1-minute candle (integer units, as `CandleStore.ingestMinutes` takes) plus its USD notional. */
export interface GeneratedMinute {
  readonly t: number;
  readonly o: number;
  readonly h: number;
  readonly l: number;
  readonly c: number;
  readonly v: number;
  readonly n: number;
  readonly ntl: number;
}

export interface HistoryOptions {
  /** The live start price; the history's last close equals it. */
  readonly startPx: number;
  readonly profile: MarketProfile;
  readonly seed: number;
  /** Minute-aligned end (exclusive): the last candle opens at endTime − 60 000. */
  readonly endTime: number;
  readonly days: number;
  readonly pxDecimals: number;
  readonly szDecimals: number;
  /** Path sub-steps per minute for intra-minute high/low (default 6: 10 s, near the 3 s oracle cadence). */
  readonly subSteps?: number;
  /** Average trade notional, USD, for the trade count `n` (default 2000). */
  readonly avgTradeNotional?: number;
}

const MINUTE = 60_000;
/** σ of the log-normal noise on per-minute volume (mean kept at 1). */
const VOLUME_NOISE = 0.7;

/**
 * `days` of 1-minute candles ending at `endTime` and the live path positioned at `endTime` (its price
 * is `startPx`). Volume: `dailyNotional / 1440` per minute × log-normal noise, and × the minute's
 * absolute move relative to a typical minute (volume clusters with volatility); `v` = notional ÷ the
 * minute's mean price.
 */
export function generateHistory(o: HistoryOptions): { candles: GeneratedMinute[]; path: OraclePath } {
  const rng = new Prng(o.seed);
  const sim = new OraclePath(1, o.profile, rng);
  const steps = o.subSteps ?? 6;
  const count = Math.round(o.days * 1440);
  const raw = new Float64Array(count * 4); // o h l c of the unscaled path
  for (let m = 0; m < count; m++) {
    const open = sim.price;
    let hi = open;
    let lo = open;
    for (let k = 0; k < steps; k++) {
      const p = sim.next(MINUTE / steps);
      if (p > hi) hi = p;
      if (p < lo) lo = p;
    }
    raw[m * 4] = open;
    raw[m * 4 + 1] = hi;
    raw[m * 4 + 2] = lo;
    raw[m * 4 + 3] = sim.price;
  }
  const scale = o.startPx / sim.price;
  const minuteVol = o.profile.annualVol * Math.sqrt(MINUTE / MS_PER_YEAR);
  const meanNtl = o.profile.dailyNotional / 1440;
  const avgTrade = o.avgTradeNotional ?? 2000;
  const first = o.endTime - count * MINUTE;
  const candles: GeneratedMinute[] = [];
  for (let m = 0; m < count; m++) {
    const op = (raw[m * 4] as number) * scale;
    const hi = (raw[m * 4 + 1] as number) * scale;
    const lo = (raw[m * 4 + 2] as number) * scale;
    const cl = (raw[m * 4 + 3] as number) * scale;
    // E|ln move| of a normal minute is σ·√(2/π); 0.5 + 0.5·ratio keeps the mean factor near 1
    const activity = 0.5 + (0.5 * Math.abs(Math.log(cl / op))) / (minuteVol * 0.798);
    const noise = Math.exp(VOLUME_NOISE * rng.normal() - VOLUME_NOISE ** 2 / 2);
    const mean = (op + hi + lo + cl) / 4;
    const v = Math.max(1, Math.round(((meanNtl * activity * noise) / mean) * 10 ** o.szDecimals));
    const ntl = (v / 10 ** o.szDecimals) * mean;
    candles.push({
      t: first + m * MINUTE,
      o: validPxUnits(op, o.pxDecimals),
      h: validPxUnits(hi, o.pxDecimals),
      l: validPxUnits(lo, o.pxDecimals),
      c: validPxUnits(cl, o.pxDecimals),
      v,
      n: Math.max(1, Math.round(ntl / avgTrade)),
      ntl,
    });
  }
  return { candles, path: new OraclePath(o.startPx, o.profile, rng) };
}

export interface DayStats {
  /** Price 24 h before `nowMs` (open of the minute starting then), in price units; null without data. */
  readonly prevDayPx: number | null;
  /** Base volume over [nowMs − 24 h, nowMs), size units. */
  readonly dayBaseVlm: number;
  /** Notional volume over the same window, USD. */
  readonly dayNtlVlm: number;
}

/** `prevDayPx`, `dayBaseVlm` and `dayNtlVlm` of `metaAndAssetCtxs` from generated minutes (oldest first). */
export function rollingDay(candles: readonly GeneratedMinute[], nowMs: number): DayStats {
  const from = nowMs - MS_PER_DAY;
  let prevDayPx: number | null = null;
  let dayBaseVlm = 0;
  let dayNtlVlm = 0;
  for (const k of candles) {
    if (k.t >= nowMs) break;
    if (k.t < from) continue;
    prevDayPx ??= k.o;
    dayBaseVlm += k.v;
    dayNtlVlm += k.ntl;
  }
  return { prevDayPx, dayBaseVlm, dayNtlVlm };
}
