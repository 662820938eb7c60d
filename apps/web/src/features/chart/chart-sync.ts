/**
 * What the widget's state does to a klinecharts instance: the look (settings, timezone, locale), the
 * indicators and the drawings (restored and saved per symbol). Each is an effect over the instance, so the canvas stays a thin component.
 */
import { type ChartLocale, type ChartSettings, isDrawingComplete } from '@pluto/core';
import type { Chart, Overlay, OverlayCreate, OverlayMode } from 'klinecharts';
import { type RefObject, useEffect, useRef } from 'react';
import type { ChartIndicators, ChosenIndicator } from './chart-storage';
import { readDrawings, writeDrawings } from './chart-storage';
import { chartStyles, type LegendTitle } from './chart-theme';

export const CANDLE_PANE = 'candle_pane';
const DRAWINGS_GROUP = 'drawings';

const Y_AXIS_NAME = { normal: 'normal', percentage: 'percentage', log: 'logarithm' } as const;

export function useChartLook(
  chart: Chart | null,
  settings: ChartSettings,
  timezone: string,
  locale: ChartLocale,
  container: RefObject<HTMLElement | null>,
  legendTitle: LegendTitle,
) {
  const applied = useRef<ChartSettings | null>(null);
  useEffect(() => {
    if (!chart) return;
    // The first settings came with init: setting them again would draw the new chart twice.
    if (applied.current && applied.current !== settings) {
      chart.setStyles(chartStyles(container.current?.clientWidth ?? 0, settings, legendTitle));
    }
    if (
      applied.current?.priceAxisType !== settings.priceAxisType ||
      applied.current?.reverseCoordinate !== settings.reverseCoordinate
    ) {
      chart.overrideYAxis({
        paneId: CANDLE_PANE,
        name: Y_AXIS_NAME[settings.priceAxisType],
        reverse: settings.reverseCoordinate,
      });
    }
    applied.current = settings;
  }, [chart, settings, container, legendTitle]);
  useEffect(() => {
    if (chart && chart.getTimezone() !== timezone) chart.setTimezone(timezone);
  }, [chart, timezone]);
  useEffect(() => {
    if (chart && chart.getLocale() !== locale) chart.setLocale(locale);
  }, [chart, locale]);
}

const subPaneId = (name: string) => `sub_${name}`;
const sameParams = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Creates, re-parameterises and removes the chart's indicators to match the chosen ones. */
function syncPane(
  chart: Chart,
  shown: Map<string, number[]>,
  wanted: readonly ChosenIndicator[],
  paneOf: (name: string) => string,
  stack: boolean,
) {
  const names = new Set(wanted.map((indicator) => indicator.name));
  for (const name of [...shown.keys()]) {
    if (names.has(name as ChosenIndicator['name'])) continue;
    chart.removeIndicator({ paneId: paneOf(name), name });
    shown.delete(name);
  }
  for (const { name, params } of wanted) {
    const current = shown.get(name);
    if (!current) chart.createIndicator({ name, calcParams: params, paneId: paneOf(name) }, stack);
    else if (!sameParams(current, params))
      chart.overrideIndicator({ name, calcParams: params, paneId: paneOf(name) });
    shown.set(name, params);
  }
}

export function useChartIndicators(chart: Chart | null, indicators: ChartIndicators) {
  const shown = useRef({ main: new Map<string, number[]>(), sub: new Map<string, number[]>() });
  useEffect(() => {
    if (!chart) return;
    syncPane(chart, shown.current.main, indicators.main, () => CANDLE_PANE, true);
    syncPane(chart, shown.current.sub, indicators.sub, subPaneId, false);
  }, [chart, indicators]);
}

let customOverlays: Promise<void> | undefined;

/** The 17 custom tools load with the first drawing: their code stays out of the chart's first chunk. */
function loadCustomOverlays(): Promise<void> {
  customOverlays ??= import('./custom-overlays').then((module) => module.registerCustomOverlays());
  return customOverlays;
}

export interface DrawingState {
  mode: OverlayMode;
  locked: boolean;
  visible: boolean;
}

/** The attribute on the chart's element that tells how many points the latest drawing has placed. */
export const DRAWING_POINTS_ATTRIBUTE = 'data-drawing-points';

/** Points a drawing has placed: the steps taken while drawing, all its points once it has ended. */
function placedPoints(overlay: Overlay): number {
  return overlay.currentStep === -1 ? overlay.points.length : overlay.currentStep - 1;
}

/**
 * The chart's drawings: restored when the symbol shows, saved after each draw, move or removal.
 * `container` carries the drawing in progress' placed points, so a user or a test can tell a click
 * klinecharts took from one it merged into a double click.
 */
export function useDrawings(
  chart: Chart | null,
  symbol: string,
  drawing: DrawingState,
  container: RefObject<HTMLElement | null>,
) {
  const latest = useRef(drawing);
  latest.current = drawing;
  const restoring = useRef(false);

  const save = useRef<() => void>(() => undefined);
  save.current = () => {
    if (!chart || restoring.current) return;
    const drawings = chart
      .getOverlays({ groupId: DRAWINGS_GROUP })
      .filter(
        (overlay) =>
          overlay.currentStep === -1 && isDrawingComplete(overlay.totalStep, overlay.points.length),
      )
      .map((overlay) => ({
        name: overlay.name,
        points: overlay.points.flatMap((p) =>
          p.timestamp !== undefined && p.value !== undefined
            ? [{ timestamp: p.timestamp, value: p.value }]
            : [],
        ),
      }));
    writeDrawings(symbol, drawings);
  };

  const create = useRef<(name: string, points?: OverlayCreate['points']) => void>(() => undefined);
  create.current = (name, points) => {
    const target = chart;
    if (!target) return;
    const { mode, locked, visible } = latest.current;
    const persist = () => save.current();
    const showPlaced = (overlay: Overlay) =>
      container.current?.setAttribute(DRAWING_POINTS_ATTRIBUTE, String(placedPoints(overlay)));
    if (!points) container.current?.setAttribute(DRAWING_POINTS_ATTRIBUTE, '0');
    void loadCustomOverlays().then(() =>
      target.createOverlay({
        name,
        groupId: DRAWINGS_GROUP,
        mode,
        lock: locked,
        visible,
        ...(points ? { points } : {}),
        // Called on each move and click before klinecharts takes the step: read it after the event.
        onDrawing: ({ overlay }) => queueMicrotask(() => showPlaced(overlay)),
        // klinecharts may end a drawing before its last point (e.g. a click on the price axis): an
        // incomplete drawing is taken off, not kept.
        onDrawEnd: ({ overlay }) => {
          showPlaced(overlay);
          if (isDrawingComplete(overlay.totalStep, overlay.points.length)) persist();
          else target.removeOverlay({ id: overlay.id });
        },
        onPressedMoveEnd: persist,
        onRemoved: persist,
      }),
    );
  };

  useEffect(() => {
    if (!chart) return;
    restoring.current = true;
    chart.removeOverlay({ groupId: DRAWINGS_GROUP });
    for (const stored of readDrawings(symbol)) create.current(stored.name, stored.points);
    restoring.current = false;
    return () => {
      restoring.current = true;
    };
  }, [chart, symbol]);

  useEffect(() => {
    if (!chart) return;
    chart.overrideOverlay({
      groupId: DRAWINGS_GROUP,
      mode: drawing.mode,
      lock: drawing.locked,
      visible: drawing.visible,
    });
  }, [chart, drawing.mode, drawing.locked, drawing.visible]);

  return {
    start: (name: string) => create.current(name),
    removeAll: () => {
      chart?.removeOverlay({ groupId: DRAWINGS_GROUP });
      save.current();
    },
  };
}
