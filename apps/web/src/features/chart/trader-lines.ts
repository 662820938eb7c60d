import type { ChartFillMarker, TraderChartLine, TraderLineKind } from '@pluto/core';

/** A line of the trader's state with the text its label shows. */
export interface TraderLine extends TraderChartLine {
  label: string;
}

export type FillMarker = ChartFillMarker;

export const TRADER_LINE_COLORS: Record<TraderLineKind, string> = {
  position: '#8b94a7',
  liquidation: '#f59e0b',
  order: '#3b82f6',
  'take-profit': '#16c784',
  'stop-loss': '#f6465d',
};
