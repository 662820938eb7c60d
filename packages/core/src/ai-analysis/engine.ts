import { type BacktestResult, backtestRule, backtestSummary } from './backtest';
import { AI_INDICATORS, type AiIndicatorId, type StrategyType } from './catalog';
import { type AnalysisCandle, computeIndicatorSeries, type IndicatorSeries } from './indicators';
import { roundLevel, tradeLevels } from './levels';
import { type Direction, figure, INDICATOR_READINGS, STRATEGY_RULES, type StrategyRule } from './strategies';

export const ANALYSIS_BIASES = ['Buy', 'Sell', 'Neutral'] as const;
export type AnalysisBias = (typeof ANALYSIS_BIASES)[number];

export function biasOfDirection(direction: Direction): AnalysisBias {
  if (direction === 1) return 'Buy';
  return direction === -1 ? 'Sell' : 'Neutral';
}

export interface TimeframeCandles {
  interval: string;
  candles: readonly AnalysisCandle[];
}

export interface EngineInput {
  symbol: string;
  strategyType: StrategyType;
  indicators: readonly AiIndicatorId[];
  main: TimeframeCandles;
  extraTimeframes: readonly TimeframeCandles[];
}

export interface TimeframeVerdict {
  interval: string;
  bias: AnalysisBias;
  facts: string[];
}

/** The engine's call: every number computed from the candles, every sentence built from them. */
export interface EngineAnalysis {
  bias: AnalysisBias;
  entry: number;
  stopLoss: number | null;
  takeProfit: number | null;
  confirmationPrice: number | null;
  reasoning: string;
  analysis: string;
  backtest: BacktestResult;
  backtestText: string;
  timeframes: TimeframeVerdict[];
  /** Each chosen indicator's reading on the main interval. */
  readings: { id: AiIndicatorId; label: string; text: string }[];
  /** The rule and the level placement, as documented. */
  rule: string;
}

/** Too few candles for the strategy's indicators to be read. */
export class NotEnoughCandlesError extends Error {
  constructor(symbol: string, interval: string, have: number, need: number) {
    super(
      `Not enough candle history for ${symbol} on ${interval}: ${have} candles, the strategy needs ${need}`,
    );
    this.name = 'NotEnoughCandlesError';
  }
}

function readTimeframe(
  input: EngineInput,
  rule: StrategyRule,
  frame: TimeframeCandles,
): { series: IndicatorSeries; index: number; direction: Direction; facts: string[] } {
  const need = rule.warmup + 1;
  if (frame.candles.length < need) {
    throw new NotEnoughCandlesError(input.symbol, frame.interval, frame.candles.length, need);
  }
  const series = computeIndicatorSeries(frame.candles);
  const index = series.length - 1;
  const verdict = rule.evaluate({ series, index, interval: frame.interval, indicators: input.indicators });
  return { series, index, direction: verdict.direction, facts: verdict.facts() };
}

function levelsText(rule: StrategyRule, bias: AnalysisBias, atr: number): string {
  if (bias === 'Neutral')
    return 'No setup: the rule did not fire on the last candle, so no levels are proposed.';
  const away = bias === 'Buy' ? 'below' : 'above';
  const stop =
    rule.levels.stopAt === 'candle'
      ? `${rule.levels.stopAtr} × ATR 14 (${figure(atr)}) ${away} the candle's extreme`
      : `${rule.levels.stopAtr} × ATR 14 (${figure(atr)}) ${away} the entry`;
  return `Entry at the last close; stop loss ${stop}; take profit at ${rule.levels.rewardRisk} R; confirmation on a trade beyond the last candle's ${bias === 'Buy' ? 'high' : 'low'}.`;
}

/**
 * The analysis of seed 001 §3 from candles alone: the strategy's rule on the main interval gives
 * the bias and levels, the extra timeframes give their own verdicts, the chosen indicators their
 * readings, and the backtest replays the rule over the same candles.
 */
export function analyzeCandles(input: EngineInput): EngineAnalysis {
  const rule = STRATEGY_RULES[input.strategyType];
  const main = readTimeframe(input, rule, input.main);
  const { series, index } = main;
  const bias = biasOfDirection(main.direction);
  const levels = main.direction === 0 ? null : tradeLevels(series, index, main.direction, rule.levels);
  const timeframes = input.extraTimeframes.map((frame) => {
    const read = readTimeframe(input, rule, frame);
    return { interval: frame.interval, bias: biasOfDirection(read.direction), facts: read.facts };
  });
  const readings = input.indicators.map((id) => ({
    id,
    label: AI_INDICATORS.find((indicator) => indicator.id === id)?.label ?? id,
    text: INDICATOR_READINGS[id](series, index, input.main.interval).text,
  }));
  const backtest = backtestRule(series, rule, input.main.interval, input.indicators);
  const backtestText = backtestSummary(backtest, input.main.interval);

  const headline =
    bias === 'Neutral'
      ? `${input.strategyType}: no setup on ${input.main.interval}`
      : `${input.strategyType}: ${bias} on ${input.main.interval}`;
  const reasoningParts = [
    ...main.facts,
    ...readings.map((reading) => reading.text),
    ...timeframes.map((frame) => `${frame.interval} ${frame.bias}${frame.bias === bias ? ' (agrees)' : ''}`),
  ];
  const reasoning = `${headline}: ${[...new Set(reasoningParts)].join(', ')}.`;
  const analysis = [
    `Rule: ${rule.description}`,
    readings.length > 0
      ? `Indicators on ${input.main.interval}: ${readings.map((r) => r.text).join('; ')}.`
      : null,
    ...timeframes.map((frame) => `${frame.interval}: ${frame.bias} (${frame.facts.join(', ')}).`),
    levelsText(rule, bias, series.atr.at(index)),
    backtestText,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');

  return {
    bias,
    entry: roundLevel(levels?.entry ?? series.close.at(index)),
    stopLoss: levels ? roundLevel(levels.stopLoss) : null,
    takeProfit: levels ? roundLevel(levels.takeProfit) : null,
    confirmationPrice: levels ? roundLevel(levels.confirmationPrice) : null,
    reasoning,
    analysis,
    backtest,
    backtestText,
    timeframes,
    readings,
    rule: rule.description,
  };
}
