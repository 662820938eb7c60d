import { DEFAULT_CHART_SETTINGS } from '@pluto/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDrawings, readPreferences, writeDrawings, writePreferences } from './chart-storage';

describe('chart storage', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty and keeps indicators, settings, timezone and locale across reads', () => {
    expect(readPreferences()).toEqual({
      indicators: { main: [], sub: [] },
      settings: DEFAULT_CHART_SETTINGS,
    });
    const preferences = {
      indicators: {
        main: [{ name: 'BOLL' as const, params: [20, 2.5] }],
        sub: [{ name: 'MACD' as const, params: [10, 20, 5] }],
      },
      settings: { ...DEFAULT_CHART_SETTINGS, candleType: 'area' as const },
      timezone: 'Asia/Tokyo',
      locale: 'zh-CN' as const,
    };
    writePreferences(preferences);
    expect(readPreferences()).toEqual(preferences);
  });

  it('drops unknown indicators and invalid parameters from what was stored', () => {
    localStorage.setItem(
      'pluto.chart.preferences',
      JSON.stringify({
        indicators: { sub: [{ name: 'NOPE' }, { name: 'MACD', params: [0, 'x', 7] }] },
        locale: 'fr',
      }),
    );
    expect(readPreferences().indicators.sub).toEqual([{ name: 'MACD', params: [12, 26, 7] }]);
    expect(readPreferences().locale).toBeUndefined();
    localStorage.setItem('pluto.chart.preferences', '{not json');
    expect(readPreferences().indicators).toEqual({ main: [], sub: [] });
  });

  it('keeps drawings per symbol', () => {
    writeDrawings('BTC', [
      {
        name: 'fibonacciLine',
        points: [
          { timestamp: 1, value: 100 },
          { timestamp: 2, value: 90 },
        ],
      },
    ]);
    expect(readDrawings('BTC')).toHaveLength(1);
    expect(readDrawings('ETH')).toEqual([]);
    localStorage.setItem(
      'pluto.chart.drawings.SOL',
      JSON.stringify([{ name: 'rect', points: [{ timestamp: 'x' }] }]),
    );
    expect(readDrawings('SOL')).toEqual([]);
  });
});
