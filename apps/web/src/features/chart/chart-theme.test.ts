import type { TooltipLegend } from 'klinecharts';
import { describe, expect, it } from 'vitest';
import { chartStyles } from './chart-theme';

describe('chart theme', () => {
  it('keeps the candle legend on wide charts and moves it under the crosshair on phones', () => {
    expect(chartStyles(1000).candle?.tooltip?.showRule).toBe('always');
    expect(chartStyles(360).candle?.tooltip?.showRule).toBe('follow_cross');
    // The rest of the theme is the same at every width.
    expect(chartStyles(360).candle?.bar).toEqual(chartStyles(1000).candle?.bar);
  });

  it('boxes a phone’s legend on an opaque background, headed by its title as drawn', () => {
    let title = 'BTC · 1m';
    const tooltip = chartStyles(390, undefined, () => title).candle?.tooltip;
    expect(tooltip?.showType).toBe('rect');
    expect(tooltip?.rect?.color).toMatch(/^rgba\(11, 14, 20, 0\.9\d?\)$/);
    const rows = (): TooltipLegend[] => {
      const template = tooltip?.legend?.template;
      if (typeof template !== 'function') throw new Error('the legend rows are not built when drawn');
      return template({ prev: null, current: null, next: null }, {} as never);
    };
    expect(rows()[0]).toEqual({ title: { text: 'BTC · 1m', color: '#e6e9ef' }, value: '' });
    expect(
      rows()
        .slice(1)
        .map((row) => row.value),
    ).toEqual(['{time}', '{open}', '{high}', '{low}', '{close}', '{volume}']);
    title = 'ETH · 4h';
    expect(rows()[0]?.title).toMatchObject({ text: 'ETH · 4h' });
    // A wide chart keeps klinecharts' own legend line with its title above it.
    expect(chartStyles(1000, undefined, () => title).candle?.tooltip?.showType).toBeUndefined();
  });
});
