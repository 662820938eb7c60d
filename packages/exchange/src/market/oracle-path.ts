/**
 * Seeded stochastic oracle paths (issue 4 "Live markets") and the 1-minute history built from them.
 *
 * Model: geometric Brownian motion plus compound-Poisson jumps in log price:
 *   ln S(t+dt) = ln S(t) − ½σd²·dt + σd·√dt·Z + Σ_{N~Poisson(λ·dt)} J,   J ~ N(0, jumpStd²)
 * with the diffusion volatility σd chosen so the total annualised volatility (diffusion + jumps) is the
 * configured `annualVol`: σd² = annualVol² − λ_year·jumpStd². Years are 365 days (crypto trades
 * always). Prices are floats here; `validPxUnits` rounds them to valid Hyperliquid prices.
 *
 * History (choice): generated backwards from the market's configured start price at the first start
 * (see `generateHistory`), so charts end where the live market starts. The live path has its own PRNG
 * stream: one seed reproduces history and live prices, and the live market does not depend on how
 * much history was generated.
 */
import type { CandleColumns } from './candles';

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

/** σd² per year: the total variance `annualVol²` minus the jumps' share `λ_year·jumpStd²`. */
function diffusionVariance(profile: MarketProfile): number {
  const jumpVar = profile.jumpsPerDay * 365 * profile.jumpStd ** 2;
  if (jumpVar >= profile.annualVol ** 2)
    throw new RangeError('oracle path: jump variance exceeds annualVol²');
  return profile.annualVol ** 2 - jumpVar;
}

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
    this.diffVar = diffusionVariance(profile);
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

/** 10^k for k = 0…18 (price decimals never exceed 8), so rounding prices needs no `Math.pow`. */
const POW10 = Array.from({ length: 19 }, (_, k) => 10 ** k);

/**
 * A float price as integer units of 10^-pxDecimals of the nearest valid Hyperliquid price (doc §5.6:
 * at most 5 significant figures and pxDecimals decimals; integers always valid), at least one unit.
 */
export function validPxUnits(px: number, pxDecimals: number): number {
  const figs = 4 - Math.floor(Math.log10(px));
  const d = Math.max(0, Math.min(pxDecimals, figs));
  return Math.max(1, Math.round(px * (POW10[d] as number)) * (POW10[pxDecimals - d] as number));
}

/**
 * Generated 1-minute candles, oldest first, as columns in integer units (what
 * `CandleStore.loadHistory` takes), plus each minute's USD notional for the 24 h window.
 */
export interface HistoryMinutes extends CandleColumns {
  readonly ntl: Float64Array;
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
  /** Average trade notional, USD, for the trade count `n` (default 2000). */
  readonly avgTradeNotional?: number;
}

const MINUTE = 60_000;
/** σ of the log-normal noise on per-minute volume (mean kept at 1). */
const VOLUME_NOISE = 0.7;
/** E|Z| of a standard normal, √(2/π): the mean absolute log move of a typical minute is σ·√(2/π). */
const MEAN_ABS_NORMAL = Math.sqrt(2 / Math.PI);

/** Number of 1-minute candles in a history of `days`. */
export function historyLength(days: number): number {
  return Math.round(days * 1440);
}

/**
 * The newest `newest` (default: all) of the `days` of 1-minute candles ending at `endTime`, oldest
 * first; the last close is `startPx`.
 *
 * Generated backwards from `startPx` at `endTime`, one PRNG stream per market: each minute's log
 * return is one step of the oracle process (the same law as `OraclePath.next` over a minute; GBM
 * increments are independent, so drawing them newest first gives the same process), and the open is
 * the close minus that return. So the newest minutes never depend on older ones: the last 24 h are
 * generated alone at start (for `prevDayPx` and the 24 h volume) and the rest only when a chart asks,
 * and both equal the whole history's newest minutes. High and low are drawn from the exact laws of
 * the maximum and minimum of a Brownian bridge between the minute's open and close (reflection
 * principle), so intra-minute ranges need no sub-steps. Volume: `dailyNotional / 1440` per minute ×
 * log-normal noise, and × the minute's absolute move relative to a typical minute (volume clusters
 * with volatility); `v` = notional ÷ the minute's mean price. Typed arrays, no per-minute objects.
 */
export function generateHistory(o: HistoryOptions, newest = historyLength(o.days)): HistoryMinutes {
  const count = Math.min(newest, historyLength(o.days));
  const rng = new Prng(o.seed);
  const diffVar = diffusionVariance(o.profile);
  const dt = MINUTE / MS_PER_YEAR;
  const drift = -0.5 * diffVar * dt;
  const sd = Math.sqrt(diffVar * dt);
  const twoVarDt = 2 * diffVar * dt;
  const noJump = Math.exp(-o.profile.jumpsPerDay / 1440);
  const { jumpStd } = o.profile;
  const typicalMove = o.profile.annualVol * Math.sqrt(dt) * MEAN_ABS_NORMAL;
  const meanNtl = o.profile.dailyNotional / 1440;
  const avgTrade = o.avgTradeNotional ?? 2000;
  const szScale = POW10[o.szDecimals] as number;
  const minutes: HistoryMinutes = {
    length: count,
    t: new Float64Array(count),
    o: new Float64Array(count),
    h: new Float64Array(count),
    l: new Float64Array(count),
    c: new Float64Array(count),
    v: new Float64Array(count),
    n: new Float64Array(count),
    ntl: new Float64Array(count),
  };
  let closeLog = Math.log(o.startPx);
  let closePx = o.startPx;
  let closeUnits = validPxUnits(closePx, o.pxDecimals);
  for (let m = count - 1; m >= 0; m--) {
    let move = drift + sd * rng.normal();
    for (let p = rng.uniform(); p > noJump; p *= rng.uniform()) move += jumpStd * rng.normal(); // Poisson jumps
    const openLog = closeLog - move;
    const hiPx = Math.exp(
      (openLog + closeLog + Math.sqrt(move * move - twoVarDt * Math.log(1 - rng.uniform()))) / 2,
    );
    const loPx = Math.exp(
      (openLog + closeLog - Math.sqrt(move * move - twoVarDt * Math.log(1 - rng.uniform()))) / 2,
    );
    const openPx = Math.exp(openLog);
    const openUnits = validPxUnits(openPx, o.pxDecimals);
    // 0.5 + 0.5·(move ÷ typical move) keeps the mean factor near 1
    const activity = 0.5 + (0.5 * Math.abs(move)) / typicalMove;
    const noise = Math.exp(VOLUME_NOISE * rng.normal() - VOLUME_NOISE ** 2 / 2);
    const mean = (openPx + hiPx + loPx + closePx) / 4;
    const v = Math.max(1, Math.round(((meanNtl * activity * noise) / mean) * szScale));
    const ntl = (v / szScale) * mean;
    minutes.t[m] = o.endTime - (count - m) * MINUTE;
    minutes.o[m] = openUnits;
    minutes.h[m] = Math.max(validPxUnits(hiPx, o.pxDecimals), openUnits, closeUnits);
    minutes.l[m] = Math.min(validPxUnits(loPx, o.pxDecimals), openUnits, closeUnits);
    minutes.c[m] = closeUnits;
    minutes.v[m] = v;
    minutes.n[m] = Math.max(1, Math.round(ntl / avgTrade));
    minutes.ntl[m] = ntl;
    closeLog = openLog;
    closePx = openPx;
    closeUnits = openUnits;
  }
  return minutes;
}

export interface DayStats {
  /** Price 24 h before `nowMs` (open of the minute starting then), in price units; null without data. */
  readonly prevDayPx: number | null;
  /** Base volume over [nowMs − 24 h, nowMs), size units. */
  readonly dayBaseVlm: number;
  /** Notional volume over the same window, USD. */
  readonly dayNtlVlm: number;
}

/** `prevDayPx`, `dayBaseVlm` and `dayNtlVlm` of `metaAndAssetCtxs` from generated minutes. */
export function rollingDay(minutes: HistoryMinutes, nowMs: number): DayStats {
  const from = nowMs - MS_PER_DAY;
  let prevDayPx: number | null = null;
  let dayBaseVlm = 0;
  let dayNtlVlm = 0;
  for (let m = 0; m < minutes.length && (minutes.t[m] as number) < nowMs; m++) {
    if ((minutes.t[m] as number) < from) continue;
    prevDayPx ??= minutes.o[m] as number;
    dayBaseVlm += minutes.v[m] as number;
    dayNtlVlm += minutes.ntl[m] as number;
  }
  return { prevDayPx, dayBaseVlm, dayNtlVlm };
}
