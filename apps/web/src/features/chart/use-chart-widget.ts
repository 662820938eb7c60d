import {
  type ChartBar,
  type ChartLocale,
  type ChartPeriod,
  type ChartSettings,
  defaultChartTimezone,
  type IndicatorName,
  periodFromText,
} from '@pluto/core';
import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react';
import {
  type ChartIndicators,
  type ChartPreferences,
  readPreferences,
  writePreferences,
} from './chart-storage';
import type { DrawingState } from './chart-sync';
import { chartLocaleOf, translator } from './locales';

export type ChartDialog = 'indicators' | 'params' | 'timezone' | 'settings' | 'screenshot' | 'symbol';
export type IndicatorPlace = keyof ChartIndicators;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Full screen of `target`, following the browser's fullscreenchange events (seed 001 §4). */
function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const follow = () =>
      setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);
  return { fullScreen, toggle };
}

/**
 * The widget's state: period, the remembered preferences (indicators, settings, timezone, locale),
 * the drawing bar and its modes, the open dialog and full screen.
 */
export function useChartWidget(
  initialPeriod: string | undefined,
  root: RefObject<HTMLElement | null>,
  /** The first history's bars when the page already has them: no loading state is shown then. */
  firstAnswer?: readonly ChartBar[],
) {
  const [period, setPeriod] = useState<ChartPeriod>(() => periodFromText(initialPeriod));
  const [preferences, setPreferences] = useState<ChartPreferences>(readPreferences);
  const [dialog, setDialog] = useState<ChartDialog | null>(null);
  const [editing, setEditing] = useState<{ place: IndicatorPlace; name: IndicatorName } | null>(null);
  const [drawingBarOpen, setDrawingBarOpen] = useState(false);
  const [drawing, setDrawing] = useState<DrawingState>({ mode: 'normal', locked: false, visible: true });
  // Each Intl.DateTimeFormat costs (the first one most, ~60 ms on a throttled phone): once per chart.
  const [zone] = useState(browserZone);
  const [loading, setLoading] = useState(firstAnswer === undefined);
  const [empty, setEmpty] = useState(firstAnswer?.length === 0);
  const fullScreen = useFullScreen(root);

  const update = useCallback((change: (current: ChartPreferences) => ChartPreferences) => {
    setPreferences((current) => {
      const next = change(current);
      writePreferences(next);
      return next;
    });
  }, []);

  const locale = chartLocaleOf(preferences.locale);
  const t = useMemo(() => translator(locale), [locale]);

  return {
    period,
    setPeriod,
    preferences,
    locale,
    t,
    timezone: preferences.timezone ?? defaultChartTimezone(zone),
    browserZone: zone,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    editing,
    editIndicator: (place: IndicatorPlace, name: IndicatorName) => {
      setEditing({ place, name });
      setDialog('params');
    },
    drawingBarOpen,
    toggleDrawingBar: () => setDrawingBarOpen((open) => !open),
    drawing,
    setDrawing,
    loading,
    empty,
    onLoadingChange: useCallback((next: boolean, none = false) => {
      setLoading(next);
      setEmpty(!next && none);
    }, []),
    ...fullScreen,
    toggleIndicator(place: IndicatorPlace, name: IndicatorName, params: number[]) {
      update((current) => {
        const list = current.indicators[place];
        const next = list.some((i) => i.name === name)
          ? list.filter((i) => i.name !== name)
          : [...list, { name, params }];
        return { ...current, indicators: { ...current.indicators, [place]: next } };
      });
    },
    setIndicatorParams(place: IndicatorPlace, name: IndicatorName, params: number[]) {
      update((current) => ({
        ...current,
        indicators: {
          ...current.indicators,
          [place]: current.indicators[place].map((i) => (i.name === name ? { name, params } : i)),
        },
      }));
    },
    setSettings: (settings: ChartSettings) => update((current) => ({ ...current, settings })),
    setTimezone: (timezone: string) => update((current) => ({ ...current, timezone })),
    setLocale: (next: ChartLocale) => update((current) => ({ ...current, locale: next })),
  };
}

export type ChartWidgetModel = ReturnType<typeof useChartWidget>;
