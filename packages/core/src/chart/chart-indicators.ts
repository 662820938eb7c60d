/**
 * The chart's indicators (seed 001 §5, §9): the main (candle pane) and sub (own pane) lists, the
 * parameters each takes with their defaults, and the editor's rule: whole numbers of at least 1
 * (BOLL's standard deviation allows 2 decimals), a blank entry meaning the default.
 */

export const MAIN_INDICATORS = ['MA', 'EMA', 'SMA', 'BOLL', 'SAR', 'BBI'] as const;

export const SUB_INDICATORS = [
  'MA',
  'EMA',
  'VOL',
  'MACD',
  'BOLL',
  'KDJ',
  'RSI',
  'BIAS',
  'BRAR',
  'CCI',
  'DMI',
  'CR',
  'PSY',
  'DMA',
  'TRIX',
  'OBV',
  'VR',
  'WR',
  'MTM',
  'EMV',
  'SAR',
  'SMA',
  'ROC',
  'PVT',
  'BBI',
  'AO',
] as const;

export type MainIndicator = (typeof MAIN_INDICATORS)[number];
export type SubIndicator = (typeof SUB_INDICATORS)[number];
export type IndicatorName = MainIndicator | SubIndicator;

/** One editable parameter: its default (none for a line left off) and the decimals it allows. */
export interface IndicatorParam {
  defaultValue: number | undefined;
  decimals: 0 | 2;
}

const whole = (defaultValue?: number): IndicatorParam => ({ defaultValue, decimals: 0 });
const wholes = (...defaults: number[]) => defaults.map((value) => whole(value));
/** The five-line indicators: the chart library's lines first, the rest off until given a value. */
const fiveLines = (...defaults: number[]) =>
  [...defaults, undefined, undefined, undefined, undefined, undefined].slice(0, 5).map(whole);

/** Seed 001 §9's defaults; the five-line ones start from klinecharts' own lines. */
export const INDICATOR_PARAMS: Readonly<Record<IndicatorName, readonly IndicatorParam[]>> = {
  AO: wholes(5, 34),
  BOLL: [whole(20), { defaultValue: 2, decimals: 2 }],
  BRAR: wholes(26),
  BBI: wholes(3, 6, 12, 24),
  CCI: wholes(20),
  CR: wholes(26, 10, 20, 40, 60),
  DMA: wholes(10, 50, 10),
  DMI: wholes(14, 6),
  EMV: wholes(14, 9),
  MTM: wholes(12, 6),
  MACD: wholes(12, 26, 9),
  OBV: wholes(30),
  PSY: wholes(12, 6),
  ROC: wholes(12, 6),
  SMA: wholes(12, 2),
  KDJ: wholes(9, 3, 3),
  SAR: wholes(2, 2, 20),
  TRIX: wholes(12, 9),
  VR: wholes(26, 6),
  MA: fiveLines(5, 10, 30, 60),
  EMA: fiveLines(6, 12, 20),
  RSI: fiveLines(6, 12, 24),
  BIAS: fiveLines(6, 12, 24),
  VOL: fiveLines(5, 10, 20),
  WR: fiveLines(6, 10, 14),
  PVT: [],
};

export function isIndicatorName(name: string): name is IndicatorName {
  return Object.hasOwn(INDICATOR_PARAMS, name);
}

/** The parameters an indicator starts with (lines without a default left off). */
export function defaultIndicatorParams(name: IndicatorName): number[] {
  return INDICATOR_PARAMS[name].flatMap((param) =>
    param.defaultValue === undefined ? [] : [param.defaultValue],
  );
}

/** Whether `text` is a value the parameter takes: at least 1, within its decimals. */
export function isValidIndicatorParam(param: IndicatorParam, text: string): boolean {
  const pattern = param.decimals === 0 ? /^[1-9]\d*$/ : /^\d+(\.\d{1,2})?$/;
  return pattern.test(text.trim()) && Number(text) >= 1;
}

/**
 * The parameters of the editor's entries (one text per parameter, in order): a blank or invalid
 * entry takes the parameter's default, and a five-line indicator's line without either is left off.
 */
export function indicatorParamsFromTexts(name: IndicatorName, texts: readonly string[]): number[] {
  return INDICATOR_PARAMS[name].flatMap((param, index) => {
    const text = texts[index] ?? '';
    if (isValidIndicatorParam(param, text)) return [Number(text.trim())];
    return param.defaultValue === undefined ? [] : [param.defaultValue];
  });
}
