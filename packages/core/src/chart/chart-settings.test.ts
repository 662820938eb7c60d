import { describe, expect, it } from 'vitest';
import {
  CHART_TIMEZONES,
  chartLabel,
  chartLocaleFor,
  DEFAULT_CHART_SETTINGS,
  defaultChartTimezone,
  parseChartSettings,
} from './chart-settings';

describe('chart settings', () => {
  it('picks zh-CN for any Chinese browser language and en-US otherwise', () => {
    expect(chartLocaleFor('zh-CN')).toBe('zh-CN');
    expect(chartLocaleFor('zh-TW')).toBe('zh-CN');
    expect(chartLocaleFor('zh')).toBe('zh-CN');
    expect(chartLocaleFor('en-GB')).toBe('en-US');
    expect(chartLocaleFor('de')).toBe('en-US');
    expect(chartLocaleFor(undefined)).toBe('en-US');
  });

  it('shows an unknown label key as the key itself', () => {
    const labels = { grid: '网格线显示' };
    expect(chartLabel(labels, 'grid')).toBe('网格线显示');
    expect(chartLabel(labels, 'not_a_key')).toBe('not_a_key');
    expect(chartLabel(labels, 'constructor')).toBe('constructor');
  });

  it('lists the 18 zones and defaults to the browser zone', () => {
    expect(CHART_TIMEZONES).toHaveLength(18);
    expect(CHART_TIMEZONES[0]?.zone).toBe('UTC');
    expect(CHART_TIMEZONES.at(-1)?.zone).toBe('Pacific/Norfolk');
    for (const { zone } of CHART_TIMEZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
    expect(defaultChartTimezone('Europe/Paris')).toBe('Europe/Paris');
    expect(defaultChartTimezone('')).toBe('Asia/Shanghai');
  });

  it('reads stored settings, unknown or missing values taking the default', () => {
    expect(parseChartSettings(null)).toEqual(DEFAULT_CHART_SETTINGS);
    expect(parseChartSettings({ candleType: 'area', showGrid: false, priceAxisType: 'cubic' })).toEqual({
      ...DEFAULT_CHART_SETTINGS,
      candleType: 'area',
      showGrid: false,
    });
  });
});
