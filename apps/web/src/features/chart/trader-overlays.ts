import { type OverlayTemplate, registerOverlay } from 'klinecharts';
import { type FillMarker, TRADER_LINE_COLORS, type TraderLine } from './trader-lines';

export const TRADER_LINE_OVERLAY = 'pluto.traderLine';
export const FILL_MARKER_OVERLAY = 'pluto.fillMarker';

const LABEL_FONT = 11;

/** White text on the line's colour: its label and its price on the axis. */
const tagStyle = (color: string) => ({
  color: '#ffffff',
  backgroundColor: color,
  borderColor: color,
  size: LABEL_FONT,
  paddingLeft: 4,
});

/** How far inside the pane a line priced beyond its edge is drawn. */
export const EDGE_INSET = 10;

/**
 * Where a trader's line is drawn on a pane `height` tall: at its price's `y`, or, when that price is
 * outside the prices shown, held at the nearer edge with an arrow toward it, so an order or a
 * liquidation price is never silently off the chart.
 */
export function traderLinePlacement(y: number, height: number): { y: number; arrow: '' | '▲ ' | '▼ ' } {
  if (y < EDGE_INSET) return { y: EDGE_INSET, arrow: '▲ ' };
  if (y > height - EDGE_INSET) return { y: height - EDGE_INSET, arrow: '▼ ' };
  return { y, arrow: '' };
}

/**
 * A horizontal line across the pane at the line's price with its label on the left and a price tag;
 * held at the edge with an arrow when the price is beyond the prices shown.
 */
const traderLine: OverlayTemplate<TraderLine> = {
  name: TRADER_LINE_OVERLAY,
  totalStep: 2,
  needDefaultPointFigure: false,
  needDefaultXAxisFigure: false,
  needDefaultYAxisFigure: false,
  createPointFigures: ({ coordinates, bounding, overlay }) => {
    const { y, arrow } = traderLinePlacement(coordinates[0]?.y ?? 0, bounding.height);
    const color = TRADER_LINE_COLORS[overlay.extendData.kind];
    return [
      {
        type: 'line',
        attrs: {
          coordinates: [
            { x: 0, y },
            { x: bounding.width, y },
          ],
        },
        styles: { color, style: overlay.extendData.order ? 'dashed' : 'solid', size: 1 },
      },
      {
        type: 'text',
        attrs: { x: 4, y, text: `${arrow}${overlay.extendData.label}`, baseline: 'middle' },
        styles: { ...tagStyle(color), paddingRight: 4, paddingTop: 2, paddingBottom: 2, borderRadius: 2 },
      },
    ];
  },
  createYAxisFigures: ({ chart, coordinates, bounding, overlay }) => {
    const { y } = traderLinePlacement(coordinates[0]?.y ?? 0, bounding.height);
    const color = TRADER_LINE_COLORS[overlay.extendData.kind];
    const value = overlay.points[0]?.value ?? 0;
    return {
      type: 'text',
      attrs: {
        x: 0,
        y,
        text: value.toFixed(chart.getSymbol()?.pricePrecision ?? 2),
        baseline: 'middle',
        width: bounding.width,
      },
      styles: tagStyle(color),
    };
  },
};

/** A small triangle under (buy) or over (sell) the fill's price. */
const fillMarker: OverlayTemplate<FillMarker> = {
  name: FILL_MARKER_OVERLAY,
  totalStep: 2,
  needDefaultPointFigure: false,
  needDefaultXAxisFigure: false,
  needDefaultYAxisFigure: false,
  createPointFigures: ({ coordinates, overlay }) => {
    const { x, y } = coordinates[0] ?? { x: 0, y: 0 };
    const buy = overlay.extendData.side === 'buy';
    const tip = buy ? y + 4 : y - 4;
    const base = buy ? tip + 9 : tip - 9;
    const color = buy ? TRADER_LINE_COLORS['take-profit'] : TRADER_LINE_COLORS['stop-loss'];
    return {
      type: 'polygon',
      ignoreEvent: true,
      attrs: {
        coordinates: [
          { x, y: tip },
          { x: x - 5, y: base },
          { x: x + 5, y: base },
        ],
      },
      styles: { style: 'fill', color },
    };
  },
};

let registered = false;

export function registerTraderOverlays() {
  if (registered) return;
  registered = true;
  registerOverlay(traderLine as OverlayTemplate);
  registerOverlay(fillMarker as OverlayTemplate);
}
