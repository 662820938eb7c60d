import { describe, expect, it } from 'vitest';
import { chartStyles } from './chart-theme';

describe('chart theme', () => {
  it('keeps the candle legend on wide charts and moves it under the crosshair on phones', () => {
    expect(chartStyles(1000).candle?.tooltip?.showRule).toBe('always');
    expect(chartStyles(360).candle?.tooltip?.showRule).toBe('follow_cross');
    // The rest of the theme is the same at every width.
    expect(chartStyles(360).candle?.bar).toEqual(chartStyles(1000).candle?.bar);
    expect(chartStyles(360).candle?.tooltip?.legend).toEqual(chartStyles(1000).candle?.tooltip?.legend);
  });
});
