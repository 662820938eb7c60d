import {
  CHART_LOCALES,
  type ChartLocale,
  type ChartSettings,
  type IndicatorName,
  indicatorParamsFromTexts,
  isIndicatorName,
  parseChartSettings,
} from '@pluto/core';

/** One indicator on the chart: its name and parameters. */
export interface ChosenIndicator {
  name: IndicatorName;
  params: number[];
}

export interface ChartIndicators {
  /** On the candle pane. */
  main: ChosenIndicator[];
  /** Each in its own pane below. */
  sub: ChosenIndicator[];
}

/** What the widget remembers per browser (seed 001 §9 leaves these to local storage). */
export interface ChartPreferences {
  indicators: ChartIndicators;
  settings: ChartSettings;
  /** Unset: the browser's zone. */
  timezone?: string;
  /** Unset: from the browser's language. */
  locale?: ChartLocale;
}

/** A drawing as stored per symbol: the overlay's name and its points in time and price. */
export interface StoredDrawing {
  name: string;
  points: { timestamp: number; value: number }[];
}

const PREFERENCES_KEY = 'pluto.chart.preferences';
const DRAWINGS_KEY_PREFIX = 'pluto.chart.drawings.';

function read(key: string): unknown {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown) {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode without storage: the choice lasts for the session only.
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Stored indicators, unknown names dropped and parameters re-checked against the editor's rules. */
function parseIndicators(value: unknown): ChosenIndicator[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const { name, params } = asRecord(item);
    if (typeof name !== 'string' || !isIndicatorName(name)) return [];
    const texts = Array.isArray(params) ? params.map(String) : [];
    return [{ name, params: indicatorParamsFromTexts(name, texts) }];
  });
}

export function readPreferences(): ChartPreferences {
  const stored = asRecord(read(PREFERENCES_KEY));
  const indicators = asRecord(stored.indicators);
  const locale = CHART_LOCALES.find((known) => known === stored.locale);
  return {
    indicators: { main: parseIndicators(indicators.main), sub: parseIndicators(indicators.sub) },
    settings: parseChartSettings(stored.settings),
    ...(typeof stored.timezone === 'string' ? { timezone: stored.timezone } : {}),
    ...(locale ? { locale } : {}),
  };
}

export function writePreferences(preferences: ChartPreferences) {
  write(PREFERENCES_KEY, preferences);
}

export function readDrawings(symbol: string): StoredDrawing[] {
  const stored = read(DRAWINGS_KEY_PREFIX + symbol);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const { name, points } = asRecord(item);
    if (typeof name !== 'string' || !Array.isArray(points)) return [];
    const valid = points
      .map(asRecord)
      .filter((p) => Number.isFinite(p.timestamp) && Number.isFinite(p.value))
      .map((p) => ({ timestamp: Number(p.timestamp), value: Number(p.value) }));
    return valid.length > 0 ? [{ name, points: valid }] : [];
  });
}

export function writeDrawings(symbol: string, drawings: readonly StoredDrawing[]) {
  write(DRAWINGS_KEY_PREFIX + symbol, drawings);
}
