import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPrice } from '../validation';
import { CandleStore } from './candles';
import {
  generateHistory,
  type MarketProfile,
  marketSeed,
  OraclePath,
  Prng,
  rollingDay,
  VOL_CLASSES,
  validPxUnits,
  volClassOf,
} from './oracle-path';

const MIN = 60_000;
const END = Date.parse('2025-06-01T00:00:00Z');

function walk(seed: number, profile: MarketProfile, steps: number, dtMs = MIN): OraclePath {
  const p = new OraclePath(100, profile, new Prng(seed));
  for (let k = 0; k < steps; k++) p.next(dtMs);
  return p;
}

describe('Prng', () => {
  it('is reproducible per seed and differs across seeds', () => {
    const draw = (seed: number) => {
      const r = new Prng(seed);
      return Array.from({ length: 20 }, () => [r.uniform(), r.normal(), r.poisson(0.5)]);
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('samples uniform, normal and Poisson with the right moments', () => {
    const r = new Prng(7);
    const n = 200_000;
    let su = 0;
    let sz = 0;
    let sz2 = 0;
    let sp = 0;
    let outside = 0;
    for (let k = 0; k < n; k++) {
      const u = r.uniform();
      if (u < 0 || u >= 1) outside++;
      su += u;
      const z = r.normal();
      sz += z;
      sz2 += z * z;
      sp += r.poisson(0.3);
    }
    expect(outside).toBe(0);
    expect(su / n).toBeCloseTo(0.5, 2);
    expect(sz / n).toBeCloseTo(0, 2);
    expect(sz2 / n).toBeCloseTo(1, 1);
    expect(sp / n).toBeCloseTo(0.3, 2);
  });

  it('derives distinct per-market seeds from one run seed', () => {
    expect(marketSeed(1, 'BTC')).toBe(marketSeed(1, 'BTC'));
    expect(marketSeed(1, 'BTC')).not.toBe(marketSeed(1, 'ETH'));
    expect(marketSeed(1, 'BTC')).not.toBe(marketSeed(2, 'BTC'));
  });
});

describe('volatility classes', () => {
  it('keeps majors calmer than memes', () => {
    expect(volClassOf('BTC')).toBe('btc');
    expect(volClassOf('ETH')).toBe('eth');
    expect(volClassOf('SOL')).toBe('major');
    expect(volClassOf('kPEPE')).toBe('meme');
    expect(volClassOf('WIF')).toBe('meme');
    expect(volClassOf('ATOM')).toBe('alt');
    expect(volClassOf('PAXG')).toBe('gold');
    const v = (c: keyof typeof VOL_CLASSES) => VOL_CLASSES[c].annualVol;
    expect(v('btc')).toBeLessThan(v('eth'));
    expect(v('eth')).toBeLessThan(v('major'));
    expect(v('major')).toBeLessThan(v('meme'));
    expect(v('meme')).toBeGreaterThanOrEqual(1.2);
    expect(v('meme')).toBeLessThanOrEqual(2);
  });
});

describe('OraclePath', () => {
  it('same seed gives the same path; different seeds differ', () => {
    const a = walk(1, VOL_CLASSES.btc, 5000);
    const b = walk(1, VOL_CLASSES.btc, 5000);
    const c = walk(2, VOL_CLASSES.btc, 5000);
    expect(a.price).toBe(b.price);
    expect(a.jumps).toBe(b.jumps);
    expect(a.price).not.toBe(c.price);
  });

  it.each(['btc', 'major', 'meme'] as const)(
    'realises the configured volatility (%s, 1 year of minutes)',
    (cls) => {
      const profile = VOL_CLASSES[cls];
      const p = new OraclePath(100, profile, new Prng(11));
      const steps = 365 * 1440;
      let prev = p.price;
      let s2 = 0;
      for (let k = 0; k < steps; k++) {
        const x = p.next(MIN);
        s2 += Math.log(x / prev) ** 2;
        prev = x;
      }
      const realised = Math.sqrt(s2); // per year: Σ r² over one year of returns
      expect(Math.abs(realised / profile.annualVol - 1)).toBeLessThan(0.08);
    },
  );

  it('jumps at about the configured rate', () => {
    const profile: MarketProfile = { annualVol: 1, jumpsPerDay: 2, jumpStd: 0.02, dailyNotional: 1e6 };
    const days = 200;
    const p = walk(5, profile, days * 1440, MIN);
    const expected = profile.jumpsPerDay * days; // 400, Poisson σ = 20
    expect(Math.abs(p.jumps - expected)).toBeLessThan(5 * Math.sqrt(expected));
  });

  it('never produces a non-positive price, even for violent memes over coarse steps', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3_600_000 }), (seed, dt) => {
        const p = new OraclePath(0.000876, VOL_CLASSES.meme, new Prng(seed));
        for (let k = 0; k < 200; k++) expect(p.next(dt)).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects impossible parameters', () => {
    expect(() => new OraclePath(0, VOL_CLASSES.btc, new Prng(1))).toThrow('positive');
    const bad: MarketProfile = { annualVol: 0.1, jumpsPerDay: 10, jumpStd: 0.05, dailyNotional: 1 };
    expect(() => new OraclePath(1, bad, new Prng(1))).toThrow('jump variance');
  });
});

describe('validPxUnits', () => {
  it('rounds to 5 significant figures and the price decimals, integers always valid', () => {
    expect(validPxUnits(113_377.46, 1)).toBe(1_133_770);
    expect(validPxUnits(4210.156, 2)).toBe(421_020);
    expect(validPxUnits(0.0123456, 6)).toBe(12_346);
    expect(validPxUnits(0.000876049, 6)).toBe(876);
    expect(validPxUnits(1.234567, 3)).toBe(1235);
    expect(validPxUnits(1e-9, 6)).toBe(1);
  });

  it('always yields a valid price (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 5 }),
        (px, sz) => {
          const dp = 6 - sz;
          const units = validPxUnits(px, dp);
          expect(isValidPrice(BigInt(units) * 10n ** BigInt(18 - dp), sz)).toBe(true);
        },
      ),
    );
  });
});

describe('generateHistory', () => {
  const base = {
    startPx: 113_000,
    profile: VOL_CLASSES.btc,
    seed: marketSeed(1, 'BTC'),
    endTime: END,
    days: 3,
    pxDecimals: 1,
    szDecimals: 5,
  };
  const column = (a: Float64Array) => Array.from(a);

  it('is reproducible and ends exactly at the start price', () => {
    const minutes = generateHistory(base);
    expect(generateHistory(base)).toEqual(minutes);
    expect(column(generateHistory({ ...base, seed: 2 }).c)).not.toEqual(column(minutes.c));
    expect(minutes.length).toBe(3 * 1440);
    expect(minutes.c[minutes.length - 1]).toBe(1_130_000);
    expect(minutes.t[minutes.length - 1]).toBe(END - MIN);
    expect(minutes.t[0]).toBe(END - 3 * 1440 * MIN);
    expect(minutes.t.every((t, m) => t === END - (minutes.length - m) * MIN)).toBe(true);
  });

  it('generates the newest minutes alone exactly as the whole history has them', () => {
    const all = generateHistory(base);
    for (const newest of [1, 1441, 3 * 1440]) {
      const part = generateHistory(base, newest);
      const tail = (a: Float64Array) => column(a.subarray(all.length - newest));
      expect(part.length).toBe(newest);
      for (const key of ['t', 'o', 'h', 'l', 'c', 'v', 'n', 'ntl'] as const)
        expect(column(part[key]), key).toEqual(tail(all[key]));
    }
    expect(generateHistory(base, 10 * 1440).length).toBe(3 * 1440);
  });

  it('produces consistent OHLC, continuous opens and valid prices', () => {
    const minutes = generateHistory({
      ...base,
      startPx: 0.012345,
      profile: VOL_CLASSES.meme,
      pxDecimals: 6,
      szDecimals: 0,
    });
    const broken: string[] = [];
    for (let m = 0; m < minutes.length; m++) {
      const [o, h, l, c] = [minutes.o[m], minutes.h[m], minutes.l[m], minutes.c[m]] as number[];
      const ok =
        (h as number) >= Math.max(o as number, c as number) &&
        (l as number) <= Math.min(o as number, c as number) &&
        (l as number) > 0 &&
        (minutes.v[m] as number) > 0 &&
        (minutes.n[m] as number) > 0 &&
        (m === 0 || o === minutes.c[m - 1]) &&
        [o, h, l, c].every((px) => isValidPrice(BigInt(px as number) * 10n ** 12n, 0));
      if (!ok) broken.push(`${m}: ${o} ${h} ${l} ${c} v ${minutes.v[m]} n ${minutes.n[m]}`);
    }
    expect(broken).toEqual([]);
  });

  it('realises the profile: close-to-close volatility and the Brownian high-low range', () => {
    const profile = VOL_CLASSES.eth;
    const minutes = generateHistory({
      ...base,
      startPx: 4210.1,
      profile,
      days: 30,
      pxDecimals: 2,
      szDecimals: 4,
    });
    let sumSq = 0;
    let sumRange = 0;
    for (let m = 1; m < minutes.length; m++) {
      sumSq += Math.log((minutes.c[m] as number) / (minutes.c[m - 1] as number)) ** 2;
      sumRange += Math.log((minutes.h[m] as number) / (minutes.l[m] as number));
    }
    const years = (30 * 1440 * MIN) / (365 * 86_400_000);
    expect(Math.sqrt(sumSq / years) / profile.annualVol).toBeGreaterThan(0.9);
    expect(Math.sqrt(sumSq / years) / profile.annualVol).toBeLessThan(1.1);
    // E[max − min] of Brownian motion over a minute is 2·√(2/π)·σ√t (jumps add little).
    const minuteSigma = profile.annualVol * Math.sqrt(MIN / (365 * 86_400_000));
    const meanRange = sumRange / (minutes.length - 1);
    expect(meanRange / (2 * Math.sqrt(2 / Math.PI) * minuteSigma)).toBeGreaterThan(0.9);
    expect(meanRange / (2 * Math.sqrt(2 / Math.PI) * minuteSigma)).toBeLessThan(1.1);
  });

  it('makes 24 h volume match the daily notional and prevDayPx the candle 24 h ago', () => {
    const minutes = generateHistory(base);
    const day = rollingDay(minutes, END);
    expect(day.prevDayPx).toBe(minutes.o[2 * 1440]);
    expect(day.dayNtlVlm / base.profile.dailyNotional).toBeGreaterThan(0.8);
    expect(day.dayNtlVlm / base.profile.dailyNotional).toBeLessThan(1.25);
    const vwap = day.dayNtlVlm / (day.dayBaseVlm / 1e5);
    expect(vwap / 113_000).toBeGreaterThan(0.8);
    expect(vwap / 113_000).toBeLessThan(1.25);
    const none = generateHistory({ ...base, days: 0 });
    expect(rollingDay(none, END)).toEqual({ prevDayPx: null, dayBaseVlm: 0, dayNtlVlm: 0 });
  });

  it('feeds the candle store directly', () => {
    const minutes = generateHistory(base);
    const store = new CandleStore();
    store.addCoin('BTC', { pxDecimals: 1, szDecimals: 5 });
    store.prependHistory('BTC', minutes);
    const days = store.snapshot('BTC', '1d', 0);
    expect(days).toHaveLength(3);
    expect(days.at(-1)?.c).toBe('113000.0');
    expect(days.reduce((s, d) => s + d.n, 0)).toBe(minutes.n.reduce((s, n) => s + n, 0));
  });
});
