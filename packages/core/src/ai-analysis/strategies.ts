import type { AiIndicatorId, StrategyType } from './catalog';
import type { IndicatorSeries, Series } from './indicators';

/** +1 long, −1 short, 0 no trade. */
export type Direction = 1 | -1 | 0;

/** A rule's verdict at one candle; `facts` reads the figures behind it (built only when shown). */
export interface RuleVerdict {
  direction: Direction;
  facts: () => string[];
}

export interface RuleInput {
  series: IndicatorSeries;
  index: number;
  /** The interval's label, for the facts ("RSI 71.2 on 15m"). */
  interval: string;
  /** The indicators the trader chose (the Custom rule votes with them). */
  indicators: readonly AiIndicatorId[];
}

/**
 * How a strategy places its levels once its rule fires: the stop `stopAtr` ATRs beyond the entry
 * (or beyond the candle's own extreme for `stopAt: 'candle'`), the target `rewardRisk` times that
 * risk on the other side.
 */
export interface StrategyLevels {
  stopAtr: number;
  rewardRisk: number;
  stopAt?: 'entry' | 'candle';
}

export interface StrategyRule {
  /** The documented rule, shown in the analysis. */
  description: string;
  /** Candles needed before the rule can be read (the slowest indicator it uses). */
  warmup: number;
  levels: StrategyLevels;
  evaluate: (input: RuleInput) => RuleVerdict;
}

const TREND_LEVELS: StrategyLevels = { stopAtr: 2, rewardRisk: 2 };
const SWING_LEVELS: StrategyLevels = { stopAtr: 1.5, rewardRisk: 2 };
const TIGHT_LEVELS: StrategyLevels = { stopAtr: 1, rewardRisk: 1.5 };
const REVERSION_LEVELS: StrategyLevels = { stopAtr: 1.5, rewardRisk: 1.5 };

/** Figures as the reasoning prints them: 5 significant digits, no exponent for prices. */
export function figure(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  const magnitude = Math.abs(value);
  if (magnitude >= 100_000) return value.toFixed(0);
  return Number(value.toPrecision(5)).toString();
}

function oneDecimal(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : 'n/a';
}

function percentFrom(value: number, reference: number): string {
  return `${Math.abs(((value - reference) / reference) * 100).toFixed(1)} %`;
}

function side(value: number, reference: number): 'above' | 'below' {
  return value >= reference ? 'above' : 'below';
}

function sign(condition: boolean, opposite: boolean): Direction {
  if (condition) return 1;
  return opposite ? -1 : 0;
}

/** The EMA 20 / EMA 50 trend: +1 up, −1 down. */
function emaTrend(s: IndicatorSeries, i: number): Direction {
  return sign(s.ema20.at(i) > s.ema50.at(i), s.ema20.at(i) < s.ema50.at(i));
}

function trendFact(s: IndicatorSeries, i: number): string {
  return `EMA 20 ${figure(s.ema20.at(i))} ${side(s.ema20.at(i), s.ema50.at(i))} EMA 50 ${figure(s.ema50.at(i))}`;
}

function rsiFact(s: IndicatorSeries, i: number, interval: string): string {
  const rsi = s.rsi.at(i);
  let zone = 'between 30 and 70';
  if (rsi > 70) zone = 'above 70';
  else if (rsi < 30) zone = 'below 30';
  return `RSI ${oneDecimal(rsi)} on ${interval} ${zone}`;
}

function adxFact(s: IndicatorSeries, i: number): string {
  return `ADX ${oneDecimal(s.adx.at(i))} (${s.adx.at(i) >= 20 ? 'trending' : 'ranging'}, +DI ${oneDecimal(s.plusDi.at(i) * 100)} / −DI ${oneDecimal(s.minusDi.at(i) * 100)})`;
}

function bandFact(s: IndicatorSeries, i: number): string {
  const close = s.close.at(i);
  if (close > s.bbUpper.at(i)) return `price above the upper band ${percentFrom(close, s.bbUpper.at(i))}`;
  if (close < s.bbLower.at(i)) return `price below the lower band ${percentFrom(close, s.bbLower.at(i))}`;
  return `price inside the Bollinger Bands (${figure(s.bbLower.at(i))} – ${figure(s.bbUpper.at(i))}), %B ${s.percentB.at(i).toFixed(2)}`;
}

function macdFact(s: IndicatorSeries, i: number): string {
  const histogram = s.macdHistogram.at(i);
  const trend = histogram > s.macdHistogram.at(i - 1) ? 'rising' : 'falling';
  return `MACD histogram ${figure(histogram)} ${histogram >= 0 ? 'positive' : 'negative'} and ${trend}`;
}

function stochFact(s: IndicatorSeries, i: number): string {
  return `Stochastic %K ${oneDecimal(s.stochK.at(i))} ${side(s.stochK.at(i), s.stochD.at(i))} %D ${oneDecimal(s.stochD.at(i))}`;
}

function channelFact(s: IndicatorSeries, i: number): string {
  return `20-candle range ${figure(s.priorLow20.at(i))} – ${figure(s.priorHigh20.at(i))}, close ${figure(s.close.at(i))}`;
}

function atrFact(s: IndicatorSeries, i: number): string {
  return `ATR 14 ${figure(s.atr.at(i))} (${((s.atr.at(i) / s.close.at(i)) * 100).toFixed(2)} % of price)`;
}

function verdict(direction: Direction, facts: () => string[]): RuleVerdict {
  return { direction, facts };
}

/** Bollinger bandwidth (upper − lower) / middle. */
function bandwidth(s: IndicatorSeries, i: number): number {
  return (s.bbUpper.at(i) - s.bbLower.at(i)) / s.bbMiddle.at(i);
}

/** Each indicator's vote and its reading, for the Custom rule and the reasoning. */
export const INDICATOR_READINGS: Readonly<
  Record<
    AiIndicatorId,
    (s: IndicatorSeries, i: number, interval: string) => { vote: Direction; text: string }
  >
> = {
  sma: (s, i) => ({
    vote: sign(s.close.at(i) > s.sma20.at(i), s.close.at(i) < s.sma20.at(i)),
    text: `price ${side(s.close.at(i), s.sma20.at(i))} SMA 20 ${figure(s.sma20.at(i))} (SMA 50 ${figure(s.sma50.at(i))})`,
  }),
  ema: (s, i) => ({ vote: emaTrend(s, i), text: trendFact(s, i) }),
  ichimoku: (s, i) => {
    const close = s.close.at(i);
    const vote = sign(close > s.cloudTop.at(i), close < s.cloudBottom.at(i));
    const place = vote === 1 ? 'above' : vote === -1 ? 'below' : 'inside';
    return {
      vote,
      text: `price ${place} the Ichimoku cloud (${figure(s.cloudBottom.at(i))} – ${figure(s.cloudTop.at(i))}), conversion ${figure(s.ichimokuConversion.at(i))} ${side(s.ichimokuConversion.at(i), s.ichimokuBase.at(i))} base ${figure(s.ichimokuBase.at(i))}`,
    };
  },
  bollinger: (s, i) => ({
    vote: sign(s.close.at(i) < s.bbLower.at(i), s.close.at(i) > s.bbUpper.at(i)),
    text: bandFact(s, i),
  }),
  atr: (s, i) => ({ vote: 0, text: atrFact(s, i) }),
  rsi: (s, i, interval) => ({
    vote: sign(s.rsi.at(i) > 55, s.rsi.at(i) < 45),
    text: rsiFact(s, i, interval),
  }),
  macd: (s, i) => ({
    vote: sign(s.macdHistogram.at(i) > 0, s.macdHistogram.at(i) < 0),
    text: macdFact(s, i),
  }),
  stochastic: (s, i) => ({
    vote: sign(s.stochK.at(i) > s.stochD.at(i), s.stochK.at(i) < s.stochD.at(i)),
    text: stochFact(s, i),
  }),
  adx: (s, i) => ({
    vote: s.adx.at(i) >= 20 ? sign(s.plusDi.at(i) > s.minusDi.at(i), s.plusDi.at(i) < s.minusDi.at(i)) : 0,
    text: adxFact(s, i),
  }),
  percentB: (s, i) => ({
    vote: sign(s.percentB.at(i) < 0, s.percentB.at(i) > 1),
    text: `%B ${s.percentB.at(i).toFixed(2)}${s.percentB.at(i) > 1 ? ' above the upper band' : s.percentB.at(i) < 0 ? ' below the lower band' : ''}`,
  }),
  mfi: (s, i) => ({
    vote: sign(s.mfi.at(i) < 20, s.mfi.at(i) > 80),
    text: `MFI ${oneDecimal(s.mfi.at(i))}${s.mfi.at(i) > 80 ? ' overbought (above 80)' : s.mfi.at(i) < 20 ? ' oversold (below 20)' : ''}`,
  }),
  dpo: (s, i) => ({
    vote: sign(s.dpo.at(i) > 0, s.dpo.at(i) < 0),
    text: `DPO ${figure(s.dpo.at(i))} ${s.dpo.at(i) >= 0 ? 'above' : 'below'} its cycle mean`,
  }),
};

/** The Custom rule votes with these when the trader chose no indicator. */
export const DEFAULT_VOTING_INDICATORS: readonly AiIndicatorId[] = ['ema', 'rsi', 'macd'];

function crossedWithin(fast: Series, slow: Series, i: number, bars: number): Direction {
  for (let j = i; j > i - bars && j > 0; j--) {
    if (fast.at(j - 1) <= slow.at(j - 1) && fast.at(j) > slow.at(j)) return 1;
    if (fast.at(j - 1) >= slow.at(j - 1) && fast.at(j) < slow.at(j)) return -1;
  }
  return 0;
}

/** The candle, within 2 to 6 candles back, whose close broke the prior 20-candle channel. */
function recentBreakout(s: IndicatorSeries, i: number): { direction: Direction; level: number } {
  for (let j = i - 2; j >= i - 6 && j > 0; j--) {
    if (s.close.at(j) > s.priorHigh20.at(j)) return { direction: 1, level: s.priorHigh20.at(j) };
    if (s.close.at(j) < s.priorLow20.at(j)) return { direction: -1, level: s.priorLow20.at(j) };
  }
  return { direction: 0, level: Number.NaN };
}

/** Index of the lowest low (or highest high) among candles from..to. */
function extremeIndex(values: Series, from: number, to: number, lowest: boolean): number {
  let best = from;
  for (let j = from + 1; j <= to; j++) {
    if (lowest ? values.at(j) < values.at(best) : values.at(j) > values.at(best)) best = j;
  }
  return best;
}

function divergence(s: IndicatorSeries, i: number): { direction: Direction; earlier: number } {
  const earlierLow = extremeIndex(s.low, i - 20, i - 5, true);
  if (s.low.at(i) < s.low.at(earlierLow) && s.rsi.at(i) > s.rsi.at(earlierLow))
    return { direction: 1, earlier: earlierLow };
  const earlierHigh = extremeIndex(s.high, i - 20, i - 5, false);
  if (s.high.at(i) > s.high.at(earlierHigh) && s.rsi.at(i) < s.rsi.at(earlierHigh)) {
    return { direction: -1, earlier: earlierHigh };
  }
  return { direction: 0, earlier: earlierLow };
}

function squeezeBefore(s: IndicatorSeries, i: number): boolean {
  let sum = 0;
  for (let j = i - 50; j < i; j++) sum += bandwidth(s, j);
  return bandwidth(s, i - 1) < 0.8 * (sum / 50);
}

function consolidation(s: IndicatorSeries, i: number): { high: number; low: number } {
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (let j = i - 5; j < i; j++) {
    high = Math.max(high, s.high.at(j));
    low = Math.min(low, s.low.at(j));
  }
  return { high, low };
}

/**
 * The 15 strategy types of seed 001 §9, each a rule over the indicators. Levels: entry at the close;
 * stop loss `stopAtr` × ATR 14 beyond it (Liquidity Sweep: beyond the sweeping candle's extreme);
 * take profit `rewardRisk` × the risk on the other side; confirmation price the candle's high for a
 * Buy (its low for a Sell): a trade beyond it confirms the move.
 */
export const STRATEGY_RULES: Readonly<Record<StrategyType, StrategyRule>> = {
  'Smart Money Concepts (SMC)': {
    description:
      'Break of structure: Buy when the close breaks above the prior 20-candle high (it was below on the previous candle) with price above EMA 50; Sell on the mirror break below the 20-candle low under EMA 50.',
    warmup: 51,
    levels: TREND_LEVELS,
    evaluate: ({ series: s, index: i }) => {
      const up =
        s.close.at(i) > s.priorHigh20.at(i) &&
        s.close.at(i - 1) <= s.priorHigh20.at(i - 1) &&
        s.close.at(i) > s.ema50.at(i);
      const down =
        s.close.at(i) < s.priorLow20.at(i) &&
        s.close.at(i - 1) >= s.priorLow20.at(i - 1) &&
        s.close.at(i) < s.ema50.at(i);
      return verdict(sign(up, down), () => [
        channelFact(s, i),
        `price ${side(s.close.at(i), s.ema50.at(i))} EMA 50 ${figure(s.ema50.at(i))}`,
      ]);
    },
  },
  'Liquidity Sweep': {
    description:
      'Buy when the candle trades below the prior 20-candle low but closes back above it (sell-side liquidity swept); Sell on the mirror sweep of the 20-candle high. Stop beyond the sweeping candle.',
    warmup: 21,
    levels: { stopAtr: 0.25, rewardRisk: 2, stopAt: 'candle' },
    evaluate: ({ series: s, index: i }) => {
      const up = s.low.at(i) < s.priorLow20.at(i) && s.close.at(i) > s.priorLow20.at(i);
      const down = s.high.at(i) > s.priorHigh20.at(i) && s.close.at(i) < s.priorHigh20.at(i);
      return verdict(sign(up, down), () => [
        channelFact(s, i),
        `candle low ${figure(s.low.at(i))}, high ${figure(s.high.at(i))}`,
      ]);
    },
  },
  'Pullback Retracement': {
    description:
      'In an uptrend (EMA 20 above EMA 50) Buy when the candle dips to EMA 20 and closes above it; in a downtrend Sell when it rallies to EMA 20 and closes below.',
    warmup: 51,
    levels: SWING_LEVELS,
    evaluate: ({ series: s, index: i }) => {
      const trend = emaTrend(s, i);
      const up = trend === 1 && s.low.at(i) <= s.ema20.at(i) && s.close.at(i) > s.ema20.at(i);
      const down = trend === -1 && s.high.at(i) >= s.ema20.at(i) && s.close.at(i) < s.ema20.at(i);
      return verdict(sign(up, down), () => [
        trendFact(s, i),
        `candle range ${figure(s.low.at(i))} – ${figure(s.high.at(i))} against EMA 20, close ${figure(s.close.at(i))}`,
      ]);
    },
  },
  'Scalping EMA': {
    description:
      'Buy when EMA 9 crossed above EMA 21 within the last 3 candles and price holds above EMA 9; Sell on the mirror cross.',
    warmup: 22,
    levels: TIGHT_LEVELS,
    evaluate: ({ series: s, index: i }) => {
      const cross = crossedWithin(s.ema9, s.ema21, i, 3);
      const up = cross === 1 && s.close.at(i) > s.ema9.at(i);
      const down = cross === -1 && s.close.at(i) < s.ema9.at(i);
      return verdict(sign(up, down), () => [
        `EMA 9 ${figure(s.ema9.at(i))} ${side(s.ema9.at(i), s.ema21.at(i))} EMA 21 ${figure(s.ema21.at(i))}${cross === 0 ? ', no cross in the last 3 candles' : ', crossed in the last 3 candles'}`,
      ]);
    },
  },
  'Volatility Breakout': {
    description:
      'Buy when the close breaks above the prior 20-candle high on a candle wider than 1.2 × ATR 14; Sell on such a break below the 20-candle low.',
    warmup: 21,
    levels: SWING_LEVELS,
    evaluate: ({ series: s, index: i }) => {
      const wide = s.high.at(i) - s.low.at(i) > 1.2 * s.atr.at(i);
      return verdict(
        sign(wide && s.close.at(i) > s.priorHigh20.at(i), wide && s.close.at(i) < s.priorLow20.at(i)),
        () => [
          channelFact(s, i),
          `candle range ${figure(s.high.at(i) - s.low.at(i))} vs ATR 14 ${figure(s.atr.at(i))}`,
        ],
      );
    },
  },
  'Breakout Retest': {
    description:
      'Buy when a close broke above the 20-candle high 2 to 6 candles ago and price now retests that level (low within 0.25 ATR of it) and closes above; Sell on the mirror retest of a breakdown.',
    warmup: 27,
    levels: SWING_LEVELS,
    evaluate: ({ series: s, index: i }) => {
      const { direction, level } = recentBreakout(s, i);
      const tolerance = 0.25 * s.atr.at(i);
      const up = direction === 1 && s.low.at(i) <= level + tolerance && s.close.at(i) > level;
      const down = direction === -1 && s.high.at(i) >= level - tolerance && s.close.at(i) < level;
      return verdict(sign(up, down), () => [
        direction === 0
          ? 'no 20-candle breakout in the last 2 to 6 candles'
          : `breakout level ${figure(level)}, candle ${figure(s.low.at(i))} – ${figure(s.high.at(i))}, close ${figure(s.close.at(i))}`,
      ]);
    },
  },
  'Squeeze Momentum': {
    description:
      'After a squeeze (Bollinger bandwidth under 0.8 × its 50-candle average on the previous candle), Buy when the close leaves the upper band with a positive MACD histogram; Sell below the lower band with a negative one.',
    warmup: 70,
    levels: SWING_LEVELS,
    evaluate: ({ series: s, index: i }) => {
      const squeezed = squeezeBefore(s, i);
      const up = squeezed && s.close.at(i) > s.bbUpper.at(i) && s.macdHistogram.at(i) > 0;
      const down = squeezed && s.close.at(i) < s.bbLower.at(i) && s.macdHistogram.at(i) < 0;
      return verdict(sign(up, down), () => [
        `bandwidth ${(bandwidth(s, i - 1) * 100).toFixed(2)} % ${squeezed ? '(squeeze)' : '(no squeeze)'}`,
        bandFact(s, i),
        macdFact(s, i),
      ]);
    },
  },
  'Mean Reversion': {
    description:
      'Buy when price closes below the lower Bollinger Band with RSI under 30; Sell above the upper band with RSI over 70.',
    warmup: 21,
    levels: REVERSION_LEVELS,
    evaluate: ({ series: s, index: i, interval }) => {
      const up = s.close.at(i) < s.bbLower.at(i) && s.rsi.at(i) < 30;
      const down = s.close.at(i) > s.bbUpper.at(i) && s.rsi.at(i) > 70;
      return verdict(sign(up, down), () => [rsiFact(s, i, interval), bandFact(s, i)]);
    },
  },
  'Momentum Swing': {
    description:
      'Buy when the MACD histogram is positive and rising with RSI between 50 and 70; Sell when it is negative and falling with RSI between 30 and 50.',
    warmup: 36,
    levels: SWING_LEVELS,
    evaluate: ({ series: s, index: i, interval }) => {
      const h = s.macdHistogram;
      const up = h.at(i) > 0 && h.at(i) > h.at(i - 1) && s.rsi.at(i) > 50 && s.rsi.at(i) < 70;
      const down = h.at(i) < 0 && h.at(i) < h.at(i - 1) && s.rsi.at(i) < 50 && s.rsi.at(i) > 30;
      return verdict(sign(up, down), () => [macdFact(s, i), rsiFact(s, i, interval)]);
    },
  },
  'Trend Following': {
    description:
      'Buy when EMA 20 is above EMA 50, price closes above EMA 20 and ADX is at least 20; Sell on the mirror downtrend.',
    warmup: 51,
    levels: TREND_LEVELS,
    evaluate: ({ series: s, index: i }) => {
      const trending = s.adx.at(i) >= 20;
      const trend = emaTrend(s, i);
      const up = trending && trend === 1 && s.close.at(i) > s.ema20.at(i);
      const down = trending && trend === -1 && s.close.at(i) < s.ema20.at(i);
      return verdict(sign(up, down), () => [
        trendFact(s, i),
        `close ${figure(s.close.at(i))}`,
        adxFact(s, i),
      ]);
    },
  },
  'Trend Reversal': {
    description:
      'Buy when RSI climbed back above 30 within the last 3 candles and the MACD histogram is rising; Sell when RSI fell back below 70 and the histogram is falling.',
    warmup: 36,
    levels: SWING_LEVELS,
    evaluate: ({ series: s, index: i, interval }) => {
      let upCross = false;
      let downCross = false;
      for (let j = i; j > i - 3; j--) {
        upCross ||= s.rsi.at(j - 1) < 30 && s.rsi.at(j) >= 30;
        downCross ||= s.rsi.at(j - 1) > 70 && s.rsi.at(j) <= 70;
      }
      const h = s.macdHistogram;
      return verdict(sign(upCross && h.at(i) > h.at(i - 1), downCross && h.at(i) < h.at(i - 1)), () => [
        rsiFact(s, i, interval),
        macdFact(s, i),
      ]);
    },
  },
  'Divergence Play': {
    description:
      'Bullish divergence: a new low below the lowest low of 5 to 20 candles ago while RSI is higher than it was there: Buy. Bearish: a higher high with a lower RSI: Sell.',
    warmup: 36,
    levels: SWING_LEVELS,
    evaluate: ({ series: s, index: i, interval }) => {
      const { direction, earlier } = divergence(s, i);
      return verdict(direction, () => [
        rsiFact(s, i, interval),
        direction === 0
          ? 'no price/RSI divergence against the last 5 to 20 candles'
          : `RSI ${oneDecimal(s.rsi.at(earlier))} at the earlier ${direction === 1 ? 'low' : 'high'} ${figure(direction === 1 ? s.low.at(earlier) : s.high.at(earlier))}`,
      ]);
    },
  },
  'Continuation Pattern': {
    description:
      'In a strong trend (EMA 20 vs EMA 50, ADX at least 25) after a 5-candle consolidation narrower than 1.5 × ATR 14, Buy on a close above its high (Sell below its low in a downtrend).',
    warmup: 51,
    levels: SWING_LEVELS,
    evaluate: ({ series: s, index: i }) => {
      const box = consolidation(s, i);
      const tight = box.high - box.low < 1.5 * s.atr.at(i);
      const strong = s.adx.at(i) >= 25 && tight;
      const trend = emaTrend(s, i);
      return verdict(
        sign(
          strong && trend === 1 && s.close.at(i) > box.high,
          strong && trend === -1 && s.close.at(i) < box.low,
        ),
        () => [
          trendFact(s, i),
          adxFact(s, i),
          `5-candle box ${figure(box.low)} – ${figure(box.high)} (${tight ? 'tight' : 'wide'}), close ${figure(s.close.at(i))}`,
        ],
      );
    },
  },
  'Range Bound': {
    description:
      'With ADX under 20 (no trend), Buy when Stochastic %K is under 20 and above %D; Sell when %K is over 80 and below %D.',
    warmup: 28,
    levels: TIGHT_LEVELS,
    evaluate: ({ series: s, index: i }) => {
      const ranging = s.adx.at(i) < 20;
      const k = s.stochK.at(i);
      const d = s.stochD.at(i);
      return verdict(sign(ranging && k < 20 && k > d, ranging && k > 80 && k < d), () => [
        adxFact(s, i),
        stochFact(s, i),
      ]);
    },
  },
  Custom: {
    description:
      'A vote of the chosen indicators (EMA, RSI and MACD when none is chosen): Buy when a majority votes long, Sell when a majority votes short.',
    warmup: 78,
    levels: SWING_LEVELS,
    evaluate: ({ series: s, index: i, interval, indicators }) => {
      const voters = indicators.length > 0 ? indicators : DEFAULT_VOTING_INDICATORS;
      const readings = voters.map((id) => ({ id, ...INDICATOR_READINGS[id](s, i, interval) }));
      const longVotes = readings.filter((reading) => reading.vote === 1).length;
      const shortVotes = readings.filter((reading) => reading.vote === -1).length;
      const half = voters.length / 2;
      return verdict(sign(longVotes > half, shortVotes > half), () => [
        ...readings.map((reading) => reading.text),
        `votes ${readings.map((r) => `${r.id} ${r.vote > 0 ? '+1' : r.vote < 0 ? '−1' : '0'}`).join(', ')}`,
      ]);
    },
  },
};
