import { CHART_LOCALES, type ChartLocale, chartLabel, chartLocaleFor } from '@pluto/core';

/**
 * The chart widget's strings (seed 001 §3 "Local labels", §9's Chinese labels). The toolbar's are
 * here; each part loaded later (drawing bar, dialogs, the trader's lines) brings its own table and
 * adds it with `addChartLabels` before it shows.
 */
const LABELS: Record<ChartLocale, Record<string, string>> = {
  'en-US': {
    indicator: 'Indicators',
    timezone: 'Timezone',
    setting: 'Settings',
    screenshot: 'Screenshot',
    full_screen: 'Full screen',
    exit_full_screen: 'Exit full screen',
    drawing_tools: 'Drawing tools',
    symbol_search: 'Symbol search',
    period: 'Period',
    loading: 'Loading chart...',
    no_data: 'No chart data',
  },
  'zh-CN': {
    indicator: '指标',
    timezone: '时区',
    setting: '设置',
    screenshot: '截屏',
    full_screen: '全屏',
    exit_full_screen: '退出全屏',
    drawing_tools: '画线工具',
    symbol_search: '商品搜索',
    period: '周期',
    loading: '图表加载中...',
    no_data: '暂无图表数据',
  },
};

/** A part's labels in both locales, the same keys in each. */
export type ChartLabelTables = Record<ChartLocale, Readonly<Record<string, string>>>;

/** Both tables of a part: the zh-CN one has exactly the en-US one's keys. */
export function chartLabelTables<K extends string>(
  en: Record<K, string>,
  zh: Record<K, string>,
): ChartLabelTables {
  return { 'en-US': en, 'zh-CN': zh };
}

/** Adds a part's labels before it shows (each part loaded later brings its own). */
export function addChartLabels(tables: ChartLabelTables) {
  for (const locale of CHART_LOCALES) Object.assign(LABELS[locale], tables[locale]);
}

export type Translate = (key: string, values?: Record<string, string>) => string;

/** The label lookup of a locale: an unknown key shows as the key itself (seed 001 §3). */
export function translator(locale: ChartLocale): Translate {
  return (key, values) => {
    const text = chartLabel(LABELS[locale], key);
    return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match) : text;
  };
}

/** The chart's language: the one chosen in its settings, else the browser's. */
export function chartLocaleOf(chosen: ChartLocale | undefined): ChartLocale {
  return chosen ?? chartLocaleFor(globalThis.navigator?.language);
}
