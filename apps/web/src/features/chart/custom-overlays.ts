/**
 * The 17 drawing tools klinecharts 10 does not ship (seed 001 §3), registered once as overlays of our
 * own. The geometry is `@pluto/core`'s (unit-tested there); here it only becomes figures. Shapes after
 * KLineChart Pro's extensions (Apache-2.0, klinecharts/pro src/extension), rewritten for v10's API.
 */
import {
  arrowFigure,
  type CustomOverlayName,
  circleRadius,
  type FibonacciLevel,
  fibonacciCircleRadii,
  fibonacciExtensionLevels,
  fibonacciFanTargets,
  fibonacciSegmentLevels,
  fibonacciSpiralArcs,
  gannBoxLines,
  keepFirstTwoLevel,
  legRatio,
  OVERLAY_TOTAL_STEPS,
  parallelogramFourth,
  rectCorners,
  type Segment,
  waveLabels,
  type XY,
  xabcdRatios,
} from '@pluto/core';
import {
  type Chart,
  type Coordinate,
  type OverlayCreateFiguresCallbackParams,
  type OverlayFigure,
  type OverlayTemplate,
  registerOverlay,
} from 'klinecharts';

type Params = OverlayCreateFiguresCallbackParams<unknown>;

const lines = (segments: readonly Segment[], dashed = false): OverlayFigure => ({
  type: 'line',
  attrs: segments.map((segment) => ({ coordinates: [...segment] })),
  ...(dashed ? { styles: { style: 'dashed' } } : {}),
});
const polyline = (coordinates: readonly XY[], dashed = false): OverlayFigure => ({
  type: 'line',
  attrs: { coordinates: [...coordinates] },
  ...(dashed ? { styles: { style: 'dashed' } } : {}),
});
const polygon = (coordinates: readonly XY[]): OverlayFigure => ({
  type: 'polygon',
  attrs: { coordinates: [...coordinates] },
  styles: { style: 'stroke_fill' },
});
const texts = (items: { x: number; y: number; text: string }[], baseline: CanvasTextBaseline = 'bottom') => ({
  type: 'text',
  ignoreEvent: true,
  attrs: items.map((item) => ({ ...item, baseline })),
});

const pricePrecision = (chart: Chart) => chart.getSymbol()?.pricePrecision ?? 2;

/** Each point's value (price) with its y, for level maths. */
function levelPoints({ coordinates, overlay }: Params) {
  return coordinates.map((c, index) => ({ y: c.y, value: overlay.points[index]?.value ?? 0 }));
}

/** A template: `draw` runs once enough points are placed (`from` of them). */
function tool(
  name: CustomOverlayName,
  from: number,
  draw: (params: Params, c: Coordinate[]) => OverlayFigure[],
  extra: Partial<OverlayTemplate> = {},
): OverlayTemplate {
  return {
    name,
    totalStep: OVERLAY_TOTAL_STEPS[name],
    needDefaultPointFigure: true,
    needDefaultXAxisFigure: true,
    needDefaultYAxisFigure: true,
    createPointFigures: (params) =>
      params.coordinates.length >= from ? draw(params, params.coordinates) : [],
    ...extra,
  };
}

const at = (c: Coordinate[], index: number): Coordinate => c[index] ?? { x: 0, y: 0 };

/** Two points drawn as a line until the shape's last point is placed. */
const firstSide = (c: Coordinate[]) => (c.length === 2 ? [polyline(c)] : []);

function waves(name: 'threeWaves' | 'fiveWaves' | 'eightWaves' | 'anyWaves'): OverlayTemplate {
  return tool(name, 1, (_, c) => [
    polyline(c),
    texts(waveLabels(name, c.length).map((text, index) => ({ ...at(c, index), text }))),
  ]);
}

const ratioText = (value: number) => value.toFixed(3);

/** Horizontal level lines between two x positions, each labelled with its price and percentage. */
function levelFigures(
  levels: readonly FibonacciLevel[],
  fromX: number,
  toX: number,
  chart: Chart,
): OverlayFigure[] {
  const left = Math.min(fromX, toX);
  const right = Math.max(fromX, toX);
  const precision = pricePrecision(chart);
  return [
    lines(
      levels.map(
        ({ y }): Segment => [
          { x: left, y },
          { x: right, y },
        ],
      ),
    ),
    texts(
      levels.map(({ y, ratio, value }) => ({
        x: left,
        y,
        text: `${value.toFixed(precision)} (${(ratio * 100).toFixed(1)}%)`,
      })),
    ),
  ];
}

const TEMPLATES: OverlayTemplate[] = [
  tool('arrow', 2, (_, c) => {
    const { shaft, head } = arrowFigure(at(c, 0), at(c, 1));
    return [lines([shaft, ...head])];
  }),
  tool('circle', 2, (_, c) => [
    {
      type: 'circle',
      attrs: { ...at(c, 0), r: circleRadius(at(c, 0), at(c, 1)) },
      styles: { style: 'stroke_fill' },
    },
  ]),
  tool('rect', 2, (_, c) => [polygon(rectCorners(at(c, 0), at(c, 1)))]),
  tool('triangle', 2, (_, c) => [c.length < 3 ? polyline(c) : polygon(c)]),
  tool(
    'parallelogram',
    2,
    (_, c) =>
      c.length < 3
        ? firstSide(c)
        : [polygon([at(c, 0), at(c, 1), at(c, 2), parallelogramFourth(at(c, 0), at(c, 1), at(c, 2))])],
    {
      // Seed 001 §4: the first two points share a price while drawing and while dragging.
      performEventMoveForDrawing: ({ currentStep, points }) => {
        if (currentStep === 2) alignInPlace(points, 1);
      },
      performEventPressedMove: ({ points, performPointIndex }) => alignInPlace(points, performPointIndex),
    },
  ),
  tool('fibonacciCircle', 2, (_, c) => {
    const center = at(c, 0);
    const radii = fibonacciCircleRadii(center, at(c, 1));
    return [
      {
        type: 'circle',
        attrs: radii.map(({ radius }) => ({ ...center, r: radius })),
        styles: { style: 'stroke' },
      },
      texts(
        radii.map(({ ratio, radius }) => ({ x: center.x, y: center.y + radius, text: ratio.toFixed(3) })),
      ),
    ];
  }),
  tool('fibonacciSegment', 2, (params, c) => {
    const [first, second] = levelPoints(params);
    if (!first || !second) return [];
    return levelFigures(fibonacciSegmentLevels(first, second), at(c, 0).x, at(c, 1).x, params.chart);
  }),
  tool('fibonacciSpiral', 2, (_, c) => [
    {
      type: 'arc',
      attrs: fibonacciSpiralArcs(at(c, 0), at(c, 1)).map(({ radius, ...arc }) => ({ ...arc, r: radius })),
    },
    polyline([at(c, 0), at(c, 1)], true),
  ]),
  tool('fibonacciSpeedResistanceFan', 2, (_, c) => {
    const origin = at(c, 0);
    const targets = fibonacciFanTargets(origin, at(c, 1));
    return [
      lines(
        targets.flatMap(({ onPriceEdge, onTimeEdge }): Segment[] => [
          [origin, onPriceEdge],
          [origin, onTimeEdge],
        ]),
      ),
      lines(
        targets.flatMap(({ onPriceEdge, onTimeEdge }): Segment[] => [
          [{ x: origin.x, y: onPriceEdge.y }, onPriceEdge],
          [{ x: onTimeEdge.x, y: origin.y }, onTimeEdge],
        ]),
        true,
      ),
      texts(targets.map(({ ratio, onPriceEdge }) => ({ ...onPriceEdge, text: ratio.toFixed(3) }))),
    ];
  }),
  tool('fibonacciExtension', 2, (params, c) => {
    const [first, second, third] = levelPoints(params);
    if (!first || !second || !third) return c.length === 2 ? [polyline(c, true)] : [];
    const levels = fibonacciExtensionLevels(first, second, third);
    return [polyline(c, true), ...levelFigures(levels, at(c, 1).x, at(c, 2).x, params.chart)];
  }),
  tool('gannBox', 2, (_, c) => {
    const { dashed, diagonals } = gannBoxLines(at(c, 0), at(c, 1));
    return [polygon(rectCorners(at(c, 0), at(c, 1))), lines(dashed, true), lines(diagonals)];
  }),
  waves('threeWaves'),
  waves('fiveWaves'),
  waves('eightWaves'),
  waves('anyWaves'),
  tool('abcd', 1, (params, c) => {
    const values = levelPoints(params).map((p) => p.value);
    const ratios: { x: number; y: number; text: string }[] = [];
    const [a, b, cValue, d] = values;
    if (a !== undefined && b !== undefined && cValue !== undefined) {
      ratios.push({ ...midpoint(at(c, 0), at(c, 2)), text: ratioText(legRatio(a, b, cValue)) });
      if (d !== undefined)
        ratios.push({ ...midpoint(at(c, 1), at(c, 3)), text: ratioText(legRatio(b, cValue, d)) });
    }
    return [
      polyline(c),
      lines(
        c.length > 2
          ? [[at(c, 0), at(c, 2)], ...(c.length > 3 ? [[at(c, 1), at(c, 3)] as Segment] : [])]
          : [],
        true,
      ),
      texts(waveLabels('abcd', c.length).map((text, index) => ({ ...at(c, index), text }))),
      texts(ratios, 'middle'),
    ];
  }),
  tool('xabcd', 1, (params, c) => {
    const values = levelPoints(params).map((p) => p.value);
    const figures: OverlayFigure[] = [
      polyline(c),
      texts(waveLabels('xabcd', c.length).map((text, index) => ({ ...at(c, index), text }))),
    ];
    if (values.length === 5) {
      const ratios = xabcdRatios(values as [number, number, number, number, number]);
      figures.push(
        lines(
          [
            [at(c, 0), at(c, 2)],
            [at(c, 1), at(c, 3)],
            [at(c, 2), at(c, 4)],
            [at(c, 0), at(c, 4)],
          ],
          true,
        ),
        texts(
          [
            { ...midpoint(at(c, 0), at(c, 2)), text: ratioText(ratios.ab) },
            { ...midpoint(at(c, 1), at(c, 3)), text: ratioText(ratios.bc) },
            { ...midpoint(at(c, 2), at(c, 4)), text: ratioText(ratios.cd) },
            { ...midpoint(at(c, 0), at(c, 4)), text: ratioText(ratios.ad) },
          ],
          'middle',
        ),
      );
    }
    return figures;
  }),
];

/** klinecharts keeps the points it hands over: their values change in place. */
function alignInPlace(points: { value?: number }[], movedIndex: number) {
  const aligned = keepFirstTwoLevel(points, movedIndex);
  points.forEach((point, index) => {
    point.value = aligned[index]?.value;
  });
}

function midpoint(a: XY, b: XY): XY {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

let registered = false;

/** Registers the custom tools with klinecharts (once per page). */
export function registerCustomOverlays() {
  if (registered) return;
  registered = true;
  for (const template of TEMPLATES) registerOverlay(template);
}

export const CUSTOM_OVERLAY_TEMPLATES: readonly OverlayTemplate[] = TEMPLATES;
