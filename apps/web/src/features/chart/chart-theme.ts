import { type ChartSettings, DEFAULT_CHART_SETTINGS } from '@pluto/core';
import type { DeepPartial, Styles } from 'klinecharts';

/** The app's palette (apps/web/src/index.css) for the chart, which draws on a canvas without CSS. */
const COLORS = {
  grid: '#1b212c',
  line: '#323b4b',
  text: '#8b94a7',
  title: '#e6e9ef',
  crosshairLabel: '#1b212c',
  tooltipBackground: 'rgba(11, 14, 20, 0.92)',
  up: '#16c784',
  down: '#f6465d',
  /** Seed 001 §9: drawings are blue with a translucent fill. */
  overlay: '#3b82f6',
  overlayFill: 'rgba(59, 130, 246, 0.16)',
} as const;

/** The screenshot's backgrounds (seed 001 §9: a JPEG on the dark or a white background). */
export const SCREENSHOT_BACKGROUNDS = { dark: '#0b0e14', white: '#ffffff' } as const;

/** The canvas does not inherit the page's font either. */
const FONT = "'Inter Variable', Inter, system-ui, sans-serif";

const axis = {
  axisLine: { color: COLORS.line },
  tickLine: { color: COLORS.line },
  tickText: { color: COLORS.text, family: FONT },
};
const crosshairLine = {
  line: { color: COLORS.text },
  text: { family: FONT, borderColor: COLORS.crosshairLabel, backgroundColor: COLORS.crosshairLabel },
};

/**
 * Below this width the candle legend wraps over the candles: it then shows only under the crosshair,
 * in a box of the tooltip's background so the candles under it do not show through.
 */
const NARROW_CHART_PX = 640;

/** klinecharts' own candle legend rows (its default template), each title translated by its locale. */
const CANDLE_LEGEND_ROWS = ['time', 'open', 'high', 'low', 'close', 'volume'].map((field) => ({
  title: field,
  value: `{${field}}`,
}));

/** The legend's title, e.g. "BTC · 1m", read when the legend is drawn. */
export type LegendTitle = () => string;

/**
 * The candle legend of a narrow chart: boxed, under the crosshair, its first row the title (klinecharts'
 * boxed legend draws no title of its own).
 */
function narrowLegend(tooltip: CandleTooltip, title: LegendTitle | undefined): CandleTooltip {
  return {
    ...tooltip,
    showRule: 'follow_cross',
    showType: 'rect',
    legend: {
      ...tooltip?.legend,
      template: () => [
        ...(title ? [{ title: { text: title(), color: COLORS.title }, value: '' }] : []),
        ...CANDLE_LEGEND_ROWS,
      ],
    },
  };
}

type CandleTooltip = NonNullable<DeepPartial<Styles>['candle']>['tooltip'];

/**
 * The whole dark theme of a chart `width` pixels wide with the trader's settings, given to `init` at
 * once: a theme name plus `setStyles` would lay out and draw the chart twice while it is created.
 * `legendTitle` heads the boxed legend of a narrow chart.
 */
export function chartStyles(
  width: number,
  settings: ChartSettings = DEFAULT_CHART_SETTINGS,
  legendTitle?: LegendTitle,
): DeepPartial<Styles> {
  const { candle, indicator, grid } = CHART_STYLES;
  const tooltip =
    width < NARROW_CHART_PX
      ? narrowLegend(candle?.tooltip, legendTitle)
      : { ...candle?.tooltip, showRule: 'always' as const };
  return {
    ...CHART_STYLES,
    grid: { ...grid, show: settings.showGrid },
    candle: {
      ...candle,
      type: settings.candleType,
      priceMark: {
        ...candle?.priceMark,
        last: { ...candle?.priceMark?.last, show: settings.showLastPrice },
        high: { ...candle?.priceMark?.high, show: settings.showHighPrice },
        low: { ...candle?.priceMark?.low, show: settings.showLowPrice },
      },
      tooltip,
    },
    indicator: {
      ...indicator,
      lastValueMark: { ...indicator?.lastValueMark, show: settings.showIndicatorLastValue },
    },
  };
}

const overlayShape = { color: COLORS.overlayFill, borderColor: COLORS.overlay };

const CHART_STYLES: DeepPartial<Styles> = {
  grid: { horizontal: { color: COLORS.grid }, vertical: { color: COLORS.grid } },
  candle: {
    bar: {
      upColor: COLORS.up,
      downColor: COLORS.down,
      upBorderColor: COLORS.up,
      downBorderColor: COLORS.down,
      upWickColor: COLORS.up,
      downWickColor: COLORS.down,
    },
    priceMark: {
      high: { color: COLORS.text, textFamily: FONT },
      low: { color: COLORS.text, textFamily: FONT },
      last: { text: { family: FONT } },
    },
    tooltip: {
      rect: { color: COLORS.tooltipBackground, borderColor: COLORS.line, borderRadius: 3 },
      title: { color: COLORS.text, family: FONT },
      legend: { color: COLORS.text, family: FONT },
    },
  },
  indicator: {
    tooltip: { title: { color: COLORS.text, family: FONT }, legend: { color: COLORS.text, family: FONT } },
    lastValueMark: { text: { family: FONT } },
  },
  xAxis: axis,
  yAxis: axis,
  separator: { color: COLORS.line },
  overlay: {
    line: { color: COLORS.overlay },
    polygon: overlayShape,
    rect: overlayShape,
    circle: overlayShape,
    arc: { color: COLORS.overlay },
    point: { color: COLORS.overlay, borderColor: 'rgba(59, 130, 246, 0.35)', activeColor: COLORS.overlay },
    text: { color: COLORS.overlay, family: FONT, backgroundColor: 'transparent', borderColor: 'transparent' },
  },
  crosshair: { horizontal: crosshairLine, vertical: crosshairLine },
};
