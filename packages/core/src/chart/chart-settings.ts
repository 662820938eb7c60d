/**
 * The chart widget's settings (seed 001 §3, §9): locales with the label fallback, the timezone
 * list, candle types and price axis types.
 */

export const CHART_LOCALES = ['zh-CN', 'en-US'] as const;
export type ChartLocale = (typeof CHART_LOCALES)[number];

/** The browser's language picks the locale: any Chinese one zh-CN, everything else en-US. */
export function chartLocaleFor(language: string | undefined): ChartLocale {
  return /^zh\b/i.test(language ?? '') ? 'zh-CN' : 'en-US';
}

/** A label of the locale's table; an unknown key shows as the key itself. */
export function chartLabel(labels: Readonly<Record<string, string>>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] as string) : key;
}

/** Seed 001 §9: the 18 zones from UTC-10 to UTC+12, named by a city (the widget's labels). */
export const CHART_TIMEZONES = [
  { key: 'utc', zone: 'UTC' },
  { key: 'honolulu', zone: 'Pacific/Honolulu' },
  { key: 'juneau', zone: 'America/Juneau' },
  { key: 'los_angeles', zone: 'America/Los_Angeles' },
  { key: 'chicago', zone: 'America/Chicago' },
  { key: 'toronto', zone: 'America/Toronto' },
  { key: 'sao_paulo', zone: 'America/Sao_Paulo' },
  { key: 'london', zone: 'Europe/London' },
  { key: 'berlin', zone: 'Europe/Berlin' },
  { key: 'bahrain', zone: 'Asia/Bahrain' },
  { key: 'dubai', zone: 'Asia/Dubai' },
  { key: 'ashkhabad', zone: 'Asia/Ashkhabad' },
  { key: 'almaty', zone: 'Asia/Almaty' },
  { key: 'bangkok', zone: 'Asia/Bangkok' },
  { key: 'shanghai', zone: 'Asia/Shanghai' },
  { key: 'tokyo', zone: 'Asia/Tokyo' },
  { key: 'sydney', zone: 'Australia/Sydney' },
  { key: 'norfolk', zone: 'Pacific/Norfolk' },
] as const;

/** The widget's own default, used only when the browser names no zone. */
export const CHART_FALLBACK_TIMEZONE = 'Asia/Shanghai';

/** The product overrides the widget's default with the browser's zone (seed 001 §9). */
export function defaultChartTimezone(browserZone: string | undefined): string {
  return browserZone?.trim() ? browserZone : CHART_FALLBACK_TIMEZONE;
}

export const CANDLE_TYPES = [
  'candle_solid',
  'candle_stroke',
  'candle_up_stroke',
  'candle_down_stroke',
  'ohlc',
  'area',
] as const;
export type CandleType = (typeof CANDLE_TYPES)[number];

export const PRICE_AXIS_TYPES = ['normal', 'percentage', 'log'] as const;
export type PriceAxisType = (typeof PRICE_AXIS_TYPES)[number];

/** What the settings dialog changes; "restore default" goes back to this. */
export interface ChartSettings {
  candleType: CandleType;
  priceAxisType: PriceAxisType;
  showLastPrice: boolean;
  showHighPrice: boolean;
  showLowPrice: boolean;
  showIndicatorLastValue: boolean;
  reverseCoordinate: boolean;
  showGrid: boolean;
}

export const DEFAULT_CHART_SETTINGS: ChartSettings = {
  candleType: 'candle_solid',
  priceAxisType: 'normal',
  showLastPrice: true,
  showHighPrice: true,
  showLowPrice: true,
  showIndicatorLastValue: true,
  reverseCoordinate: false,
  showGrid: true,
};

/** Settings read back from storage: unknown or missing fields take their default. */
export function parseChartSettings(value: unknown): ChartSettings {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const pick = <K extends keyof ChartSettings>(key: K, valid: (v: unknown) => boolean): ChartSettings[K] =>
    valid(stored[key]) ? (stored[key] as ChartSettings[K]) : DEFAULT_CHART_SETTINGS[key];
  const isBoolean = (v: unknown) => typeof v === 'boolean';
  return {
    candleType: pick('candleType', (v) => CANDLE_TYPES.includes(v as CandleType)),
    priceAxisType: pick('priceAxisType', (v) => PRICE_AXIS_TYPES.includes(v as PriceAxisType)),
    showLastPrice: pick('showLastPrice', isBoolean),
    showHighPrice: pick('showHighPrice', isBoolean),
    showLowPrice: pick('showLowPrice', isBoolean),
    showIndicatorLastValue: pick('showIndicatorLastValue', isBoolean),
    reverseCoordinate: pick('reverseCoordinate', isBoolean),
    showGrid: pick('showGrid', isBoolean),
  };
}
