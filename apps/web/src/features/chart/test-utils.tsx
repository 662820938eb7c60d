import { vi } from 'vitest';

type Loader = {
  getBars: (params: unknown) => Promise<void>;
  subscribeBar: (params: unknown) => void;
  unsubscribeBar: (params: unknown) => void;
};

interface FakeOverlay {
  id: string;
  name: string;
  groupId?: string;
  points: { timestamp?: number; value?: number }[];
  totalStep: number;
  currentStep: number;
  onPressedMoveEnd?: (event: { overlay: FakeOverlay }) => void;
  onDrawing?: (event: { overlay: FakeOverlay }) => void;
  onDrawEnd?: (event: { overlay: FakeOverlay }) => void;
}

/** A stand-in for a klinecharts instance, recording what the widget asks of it. */
export function createFakeChart() {
  const overlays: FakeOverlay[] = [];
  let nextId = 0;
  let timezone = '';
  let locale = '';
  // What was set last, as klinecharts answers getSymbol / getPeriod.
  let symbol: object = { pricePrecision: 2 };
  let period: object | null = null;
  const chart = {
    loader: undefined as Loader | undefined,
    overlays,
    init: vi.fn(),
    /** A new chart (each init): no symbol or period yet. */
    startOver: () => {
      symbol = { pricePrecision: 2 };
      period = null;
    },
    dispose: vi.fn(),
    registerOverlay: vi.fn(),
    setDataLoader: (loader: Loader) => {
      chart.loader = loader;
    },
    setSymbol: vi.fn((next: object) => {
      symbol = next;
    }),
    getSymbol: () => symbol,
    setPeriod: vi.fn((next: object) => {
      period = next;
    }),
    getPeriod: () => period,
    setStyles: vi.fn(),
    overrideYAxis: vi.fn(),
    overrideXAxis: vi.fn(),
    createIndicator: vi.fn(),
    overrideIndicator: vi.fn(),
    removeIndicator: vi.fn(),
    getTimezone: () => timezone,
    setTimezone: vi.fn((zone: string) => {
      timezone = zone;
    }),
    getLocale: () => locale,
    setLocale: vi.fn((next: string) => {
      locale = next;
    }),
    getDataList: () => [{ timestamp: 1_000 }],
    resetData: vi.fn(),
    getConvertPictureUrl: vi.fn(() => 'data:image/jpeg;base64,AAAA'),
    createOverlay: vi.fn((value: Partial<FakeOverlay> | Partial<FakeOverlay>[]) => {
      const list = Array.isArray(value) ? value : [value];
      const ids = list.map((item) => {
        const id = item.id ?? `overlay_${nextId++}`;
        overlays.push({ totalStep: 3, currentStep: -1, points: [], ...item, id, name: item.name ?? '' });
        return id;
      });
      return Array.isArray(value) ? ids : ids[0];
    }),
    overrideOverlay: vi.fn((override: Partial<FakeOverlay>) => {
      for (const overlay of overlays) {
        if (override.id === overlay.id && override.points) overlay.points = override.points;
      }
    }),
    removeOverlay: vi.fn((filter: { id?: string; groupId?: string }) => {
      for (let index = overlays.length - 1; index >= 0; index--) {
        const overlay = overlays[index];
        if (overlay && (overlay.id === filter.id || overlay.groupId === filter.groupId))
          overlays.splice(index, 1);
      }
    }),
    getOverlays: (filter: { groupId?: string }) => overlays.filter((o) => o.groupId === filter.groupId),
  };
  return chart;
}

export type FakeChart = ReturnType<typeof createFakeChart>;

/** The `klinecharts` module over a fake chart (for `vi.mock('klinecharts', …)`). */
export function fakeKlinecharts(chart: FakeChart) {
  return {
    init: (...args: unknown[]) => {
      chart.startOver();
      chart.init(...args);
      return chart;
    },
    dispose: chart.dispose,
    registerOverlay: chart.registerOverlay,
    registerLocale: vi.fn(),
    utils: { calcTextWidth: (text: string) => text.length * 6 },
  };
}
