import {
  ADX,
  ATR,
  BollingerBands,
  DPO,
  EMA,
  IchimokuCloud,
  MACD,
  MFI,
  PercentB,
  RSI,
  SMA,
  StochasticOscillator,
} from 'trading-signals';

/** One candle, prices and volume as numbers; `t` is the open time in ms. */
export interface AnalysisCandle {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

/** A value per candle; NaN until the indicator has enough candles (and outside the series). */
export class Series {
  constructor(private readonly values: Float64Array) {}

  get length(): number {
    return this.values.length;
  }

  at(index: number): number {
    return this.values[index] ?? Number.NaN;
  }
}

type SeriesName = Exclude<keyof IndicatorSeries, 'length'>;

/**
 * Every indicator the rules and the reasoning read, one value per candle, computed once per
 * timeframe with trading-signals at the usual settings: SMA 20 and 50, EMA 9, 20, 21 and 50,
 * Ichimoku 9/26/52 (the cloud at a candle is the one projected 26 candles earlier), Bollinger
 * 20 × 2, ATR 14, RSI 14, MACD 12/26/9, Stochastic 14/3/3, ADX 14 with +DI/−DI, %B 20 × 2, MFI 14,
 * DPO 20; plus the 20-candle channel of the candles before each one.
 */
export interface IndicatorSeries {
  length: number;
  open: Series;
  high: Series;
  low: Series;
  close: Series;
  sma20: Series;
  sma50: Series;
  ema9: Series;
  ema20: Series;
  ema21: Series;
  ema50: Series;
  ichimokuConversion: Series;
  ichimokuBase: Series;
  cloudTop: Series;
  cloudBottom: Series;
  bbUpper: Series;
  bbMiddle: Series;
  bbLower: Series;
  atr: Series;
  rsi: Series;
  macd: Series;
  macdSignal: Series;
  macdHistogram: Series;
  stochK: Series;
  stochD: Series;
  adx: Series;
  plusDi: Series;
  minusDi: Series;
  percentB: Series;
  mfi: Series;
  dpo: Series;
  /** Highest high and lowest low of the 20 candles before each candle. */
  priorHigh20: Series;
  priorLow20: Series;
}

/**
 * The periods each series is computed with. The engine's rules read the usual settings
 * (`STANDARD_INDICATOR_SETTINGS`, after which the series are named); the reference tests compute
 * the same series at the periods of a published example.
 */
export interface IndicatorSettings {
  /** The `sma20` and `sma50` series. */
  sma: readonly [number, number];
  /** The `ema9`, `ema20`, `ema21` and `ema50` series. */
  ema: readonly [number, number, number, number];
  ichimoku: { conversion: number; base: number; spanB: number; displacement: number };
  /** Bollinger Bands and %B. */
  bands: { interval: number; deviations: number };
  atr: number;
  rsi: number;
  macd: { fast: number; slow: number; signal: number };
  stochastic: { k: number; kSlowing: number; d: number };
  adx: number;
  mfi: number;
  dpo: number;
}

export const STANDARD_INDICATOR_SETTINGS: IndicatorSettings = {
  sma: [20, 50],
  ema: [9, 20, 21, 50],
  ichimoku: { conversion: 9, base: 26, spanB: 52, displacement: 26 },
  bands: { interval: 20, deviations: 2 },
  atr: 14,
  rsi: 14,
  macd: { fast: 12, slow: 26, signal: 9 },
  stochastic: { k: 14, kSlowing: 3, d: 3 },
  adx: 14,
  mfi: 14,
  dpo: 20,
};

const CHANNEL = 20;

function blank(length: number): Float64Array {
  return new Float64Array(length).fill(Number.NaN);
}

function valueOr(value: number | null | undefined): number {
  return value ?? Number.NaN;
}

/** An EMA's value once it has its interval's worth of prices (it answers from the first one). */
function stableAverage(average: EMA, price: number): number {
  average.add(price);
  return average.isStable ? average.getResultOrThrow() : Number.NaN;
}

function priorChannel(candles: readonly AnalysisCandle[]): { high: Float64Array; low: Float64Array } {
  const high = blank(candles.length);
  const low = blank(candles.length);
  for (let i = CHANNEL; i < candles.length; i++) {
    let hi = Number.NEGATIVE_INFINITY;
    let lo = Number.POSITIVE_INFINITY;
    for (const candle of candles.slice(i - CHANNEL, i)) {
      hi = Math.max(hi, candle.h);
      lo = Math.min(lo, candle.l);
    }
    high[i] = hi;
    low[i] = lo;
  }
  return { high, low };
}

export function computeIndicatorSeries(
  candles: readonly AnalysisCandle[],
  settings: IndicatorSettings = STANDARD_INDICATOR_SETTINGS,
): IndicatorSeries {
  const n = candles.length;
  const out = {
    open: Float64Array.from(candles, (k) => k.o),
    high: Float64Array.from(candles, (k) => k.h),
    low: Float64Array.from(candles, (k) => k.l),
    close: Float64Array.from(candles, (k) => k.c),
    sma20: blank(n),
    sma50: blank(n),
    ema9: blank(n),
    ema20: blank(n),
    ema21: blank(n),
    ema50: blank(n),
    ichimokuConversion: blank(n),
    ichimokuBase: blank(n),
    cloudTop: blank(n),
    cloudBottom: blank(n),
    bbUpper: blank(n),
    bbMiddle: blank(n),
    bbLower: blank(n),
    atr: blank(n),
    rsi: blank(n),
    macd: blank(n),
    macdSignal: blank(n),
    macdHistogram: blank(n),
    stochK: blank(n),
    stochD: blank(n),
    adx: blank(n),
    plusDi: blank(n),
    minusDi: blank(n),
    percentB: blank(n),
    mfi: blank(n),
    dpo: blank(n),
    priorHigh20: blank(n),
    priorLow20: blank(n),
  };
  const {
    sma,
    ema,
    ichimoku: cloudSettings,
    bands,
    macd: macdSettings,
    stochastic: stochSettings,
  } = settings;
  const sma20 = new SMA(sma[0]);
  const sma50 = new SMA(sma[1]);
  const ema9 = new EMA(ema[0]);
  const ema20 = new EMA(ema[1]);
  const ema21 = new EMA(ema[2]);
  const ema50 = new EMA(ema[3]);
  const ichimoku = new IchimokuCloud({
    conversionInterval: cloudSettings.conversion,
    baseInterval: cloudSettings.base,
    spanBInterval: cloudSettings.spanB,
  });
  const bollinger = new BollingerBands(bands.interval, bands.deviations);
  const atr = new ATR(settings.atr);
  const rsi = new RSI(settings.rsi);
  const macd = new MACD(new EMA(macdSettings.fast), new EMA(macdSettings.slow), new EMA(macdSettings.signal));
  const stochastic = new StochasticOscillator({
    kPeriod: stochSettings.k,
    kSlowingPeriod: stochSettings.kSlowing,
    dPeriod: stochSettings.d,
  });
  const adx = new ADX(settings.adx);
  const percentB = new PercentB({ interval: bands.interval, deviationMultiplier: bands.deviations });
  const mfi = new MFI(settings.mfi);
  const dpo = new DPO(settings.dpo);
  const spanA = blank(n);
  const spanB = blank(n);

  candles.forEach((candle, i) => {
    const hlc = { high: candle.h, low: candle.l, close: candle.c };
    out.sma20[i] = valueOr(sma20.add(candle.c));
    out.sma50[i] = valueOr(sma50.add(candle.c));
    // EMAs answer from their first price; they count once they have their interval's worth.
    out.ema9[i] = stableAverage(ema9, candle.c);
    out.ema20[i] = stableAverage(ema20, candle.c);
    out.ema21[i] = stableAverage(ema21, candle.c);
    out.ema50[i] = stableAverage(ema50, candle.c);
    const cloud = ichimoku.add({ high: candle.h, low: candle.l });
    if (cloud) {
      out.ichimokuConversion[i] = cloud.conversion;
      out.ichimokuBase[i] = cloud.base;
      spanA[i] = cloud.spanA;
      spanB[i] = cloud.spanB;
    }
    const projectedFrom = i - cloudSettings.displacement;
    if (projectedFrom >= 0) {
      const a = spanA[projectedFrom] ?? Number.NaN;
      const b = spanB[projectedFrom] ?? Number.NaN;
      out.cloudTop[i] = Math.max(a, b);
      out.cloudBottom[i] = Math.min(a, b);
    }
    const bands = bollinger.add(candle.c);
    if (bands) {
      out.bbUpper[i] = bands.upper;
      out.bbMiddle[i] = bands.middle;
      out.bbLower[i] = bands.lower;
    }
    out.atr[i] = valueOr(atr.add(hlc));
    out.rsi[i] = valueOr(rsi.add(candle.c));
    const macdResult = macd.add(candle.c);
    if (macdResult) {
      out.macd[i] = macdResult.macd;
      out.macdSignal[i] = macdResult.signal;
      out.macdHistogram[i] = macdResult.histogram;
    }
    const stoch = stochastic.add(hlc);
    out.stochK[i] = valueOr(stoch?.stochK);
    out.stochD[i] = valueOr(stoch?.stochD);
    out.adx[i] = valueOr(adx.add(hlc));
    // +DI and −DI as fractions (0.25 = 25).
    out.plusDi[i] = adx.isStable ? valueOr(adx.pdi as number | undefined) : Number.NaN;
    out.minusDi[i] = adx.isStable ? valueOr(adx.mdi as number | undefined) : Number.NaN;
    out.percentB[i] = valueOr(percentB.add(candle.c));
    out.mfi[i] = valueOr(mfi.add({ ...hlc, volume: candle.v }));
    out.dpo[i] = valueOr(dpo.add(candle.c));
  });
  const channel = priorChannel(candles);
  out.priorHigh20 = channel.high;
  out.priorLow20 = channel.low;
  const wrapped = Object.fromEntries(
    Object.entries(out).map(([name, values]) => [name, new Series(values)]),
  ) as Record<SeriesName, Series>;
  return { length: n, ...wrapped };
}
