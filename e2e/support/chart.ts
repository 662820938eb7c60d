import type { Locator } from '@playwright/test';

export type Rgb = readonly [number, number, number];

/** The chart widget's candle and line colours (features/chart: chart-theme.ts, trader-lines.ts). */
export const CHART_COLORS = {
  up: [22, 199, 132],
  down: [246, 70, 93],
  orderLine: [59, 130, 246],
  takeProfitLine: [22, 199, 132],
  stopLossLine: [246, 70, 93],
} as const satisfies Record<string, Rgb>;

/**
 * How many pixels within a small distance of `rgb` one kind of the chart's layers holds.
 * klinecharts draws each pane on a main canvas (candles, indicators) followed by an overlay canvas
 * (the trader's lines, drawings, crosshair): `layer` picks which ones are counted.
 */
export function chartPixels(canvas: Locator, rgb: Rgb, layer: 'main' | 'overlay'): Promise<number> {
  return canvas.evaluate(
    (root, [[red, green, blue], overlay]) => {
      let count = 0;
      for (const element of Array.from(root.querySelectorAll('canvas'))) {
        if ((element.previousElementSibling?.tagName === 'CANVAS') !== overlay) continue;
        const context = element.getContext('2d');
        if (!context || element.width === 0 || element.height === 0) continue;
        const { data } = context.getImageData(0, 0, element.width, element.height);
        for (let index = 0; index < data.length; index += 4) {
          const near =
            Math.abs((data[index] ?? 0) - red) < 12 &&
            Math.abs((data[index + 1] ?? 0) - green) < 12 &&
            Math.abs((data[index + 2] ?? 0) - blue) < 12;
          if (near) count++;
        }
      }
      return count;
    },
    [rgb, layer === 'overlay'] as const,
  );
}
