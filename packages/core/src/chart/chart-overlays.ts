/**
 * The drawing tools' geometry (seed 001 §3, §4, §9), on screen coordinates: what each of the 17
 * custom overlays draws from its points, kept pure so the chart widget's overlay templates only turn
 * it into figures. Shapes follow KLineChart Pro's extensions (Apache-2.0), rewritten for klinecharts 10.
 */

export interface XY {
  x: number;
  y: number;
}

/** A point with the price (or indicator value) it stands for. */
export interface LevelPoint {
  y: number;
  value: number;
}

export type Segment = readonly [XY, XY];

/** Each overlay's click count as klinecharts counts steps: the points placed plus one. */
export const OVERLAY_TOTAL_STEPS = {
  arrow: 3,
  circle: 3,
  rect: 3,
  triangle: 4,
  parallelogram: 4,
  fibonacciCircle: 3,
  fibonacciSegment: 3,
  fibonacciSpiral: 3,
  fibonacciSpeedResistanceFan: 3,
  fibonacciExtension: 4,
  gannBox: 3,
  threeWaves: 5,
  fiveWaves: 7,
  eightWaves: 10,
  anyWaves: Number.MAX_SAFE_INTEGER,
  abcd: 5,
  xabcd: 6,
} as const;

/**
 * Whether a finished drawing of a tool with `totalStep` steps (klinecharts' count: the points plus
 * one) has all its points and may be kept. klinecharts also ends a drawing early (a double click, a
 * click on the price axis); such a drawing is incomplete. An open-ended tool (any waves) is complete
 * with two points.
 */
export function isDrawingComplete(totalStep: number, placedPoints: number): boolean {
  const needed = totalStep === Number.MAX_SAFE_INTEGER ? 2 : totalStep - 1;
  return placedPoints >= needed;
}

export type CustomOverlayName = keyof typeof OVERLAY_TOTAL_STEPS;
export const CUSTOM_OVERLAYS = Object.keys(OVERLAY_TOTAL_STEPS) as CustomOverlayName[];

export const FIBONACCI_CIRCLE_LEVELS = [0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;
export const FIBONACCI_SEGMENT_LEVELS = [1, 0.786, 0.618, 0.5, 0.382, 0.236, 0] as const;
export const FIBONACCI_EXTENSION_LEVELS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;
export const FIBONACCI_FAN_LEVELS = [1, 0.75, 0.618, 0.5, 0.382, 0.25, 0] as const;
/** The Gann box: its height in quarters, its width at 0.236 and 0.5. */
export const GANN_BOX_HEIGHT_DIVISIONS = [0.25, 0.5] as const;
export const GANN_BOX_WIDTH_DIVISIONS = [0.236, 0.5] as const;

const distance = (a: XY, b: XY) => Math.hypot(b.x - a.x, b.y - a.y);

/** The arrow's shaft and the two strokes of its head at `to`, `headLength` long at ±30°. */
export function arrowFigure(from: XY, to: XY, headLength = 10): { shaft: Segment; head: [Segment, Segment] } {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const wing = (turn: number): Segment => [
    to,
    { x: to.x - headLength * Math.cos(angle + turn), y: to.y - headLength * Math.sin(angle + turn) },
  ];
  return { shaft: [from, to], head: [wing(Math.PI / 6), wing(-Math.PI / 6)] };
}

/** The circle through `edge` around `center`. */
export function circleRadius(center: XY, edge: XY): number {
  return distance(center, edge);
}

/** The rectangle with opposite corners `a` and `c`, clockwise from `a`. */
export function rectCorners(a: XY, c: XY): [XY, XY, XY, XY] {
  return [a, { x: c.x, y: a.y }, c, { x: a.x, y: c.y }];
}

/** The parallelogram's fourth corner: `a → b` is one side, `b → c` the next. */
export function parallelogramFourth(a: XY, b: XY, c: XY): XY {
  return { x: a.x + c.x - b.x, y: a.y + c.y - b.y };
}

/**
 * Seed 001 §4: while drawing and while dragging, the parallelogram's first two points keep the same
 * price: the one moved (index 0 or 1) sets it for the other. Returns new points; others unchanged.
 */
export function keepFirstTwoLevel<P extends { value?: number }>(
  points: readonly P[],
  movedIndex: number,
): P[] {
  const next = [...points];
  const moved = points[movedIndex];
  const partnerIndex = movedIndex === 0 ? 1 : movedIndex === 1 ? 0 : -1;
  const partner = points[partnerIndex];
  if (moved?.value !== undefined && partner) next[partnerIndex] = { ...partner, value: moved.value };
  return next;
}

export interface FibonacciLevel {
  ratio: number;
  y: number;
  value: number;
}

/** Level `ratio` of the move from `end` back towards `start`: 0 at `end`, 1 at `start`. */
function retrace(start: LevelPoint, end: LevelPoint, ratio: number): FibonacciLevel {
  return {
    ratio,
    y: end.y + (start.y - end.y) * ratio,
    value: end.value + (start.value - end.value) * ratio,
  };
}

/** The retracement levels between the two points: 1 at the first, 0 at the second. */
export function fibonacciSegmentLevels(first: LevelPoint, second: LevelPoint): FibonacciLevel[] {
  return FIBONACCI_SEGMENT_LEVELS.map((ratio) => retrace(first, second, ratio));
}

/** The extension of the move first → second projected from the third point (0 there, 1 a full move). */
export function fibonacciExtensionLevels(
  first: LevelPoint,
  second: LevelPoint,
  third: LevelPoint,
): FibonacciLevel[] {
  return FIBONACCI_EXTENSION_LEVELS.map((ratio) => ({
    ratio,
    y: third.y + (second.y - first.y) * ratio,
    value: third.value + (second.value - first.value) * ratio,
  }));
}

/** The Fibonacci circles' radii around `center`, the last passing through `edge`. */
export function fibonacciCircleRadii(center: XY, edge: XY): { ratio: number; radius: number }[] {
  const full = distance(center, edge);
  return FIBONACCI_CIRCLE_LEVELS.map((ratio) => ({ ratio, radius: full * ratio }));
}

/**
 * The speed-resistance fan from `origin` over the box to `corner`: for each level, the point on the
 * far vertical edge and the one on the far horizontal edge the fan's two rays aim at.
 */
export function fibonacciFanTargets(
  origin: XY,
  corner: XY,
): { ratio: number; onPriceEdge: XY; onTimeEdge: XY }[] {
  const dx = corner.x - origin.x;
  const dy = corner.y - origin.y;
  return FIBONACCI_FAN_LEVELS.map((ratio) => ({
    ratio,
    onPriceEdge: { x: corner.x, y: corner.y - dy * ratio },
    onTimeEdge: { x: corner.x - dx * ratio, y: corner.y },
  }));
}

export interface QuarterArc {
  x: number;
  y: number;
  radius: number;
  startAngle: number;
  endAngle: number;
}

/**
 * The Fibonacci spiral starting at `center` towards `through`: quarter arcs whose radii follow the
 * Fibonacci numbers (1, 1, 2, 3, 5, …) times a unit of a fifth of the points' distance, each arc
 * starting where the previous one ended.
 */
export function fibonacciSpiralArcs(center: XY, through: XY, arcs = 9): QuarterArc[] {
  const unit = distance(center, through) / 5;
  const start = Math.atan2(through.y - center.y, through.x - center.x);
  const result: QuarterArc[] = [];
  let [previous, current] = [0, 1];
  let origin = center;
  for (let index = 0; index < arcs; index++) {
    const radius = current * unit;
    const startAngle = start + (index * Math.PI) / 2;
    if (index > 0) {
      // Shift the centre along the start direction so this arc begins at the previous arc's end.
      const shift = previous * unit - radius;
      origin = { x: origin.x + shift * Math.cos(startAngle), y: origin.y + shift * Math.sin(startAngle) };
    }
    result.push({ x: origin.x, y: origin.y, radius, startAngle, endAngle: startAngle + Math.PI / 2 });
    [previous, current] = [current, previous + current];
  }
  return result;
}

/** The Gann box from corner `a` to corner `c`: its dashed divisions and its two diagonals. */
export function gannBoxLines(a: XY, c: XY): { dashed: Segment[]; diagonals: Segment[] } {
  const height = c.y - a.y;
  const width = c.x - a.x;
  const bottomLeft = { x: a.x, y: c.y };
  const dashed: Segment[] = [
    ...GANN_BOX_HEIGHT_DIVISIONS.flatMap((part): Segment[] => [
      [a, { x: c.x, y: c.y - height * part }],
      [bottomLeft, { x: c.x, y: a.y + height * part }],
    ]),
    ...GANN_BOX_WIDTH_DIVISIONS.flatMap((part): Segment[] => [
      [a, { x: a.x + width * part, y: c.y }],
      [bottomLeft, { x: a.x + width * part, y: a.y }],
    ]),
  ];
  return {
    dashed,
    diagonals: [
      [a, c],
      [bottomLeft, { x: c.x, y: a.y }],
    ],
  };
}

const WAVE_LABELS = {
  threeWaves: ['(0)', '(1)', '(2)', '(3)'],
  fiveWaves: ['(0)', '(1)', '(2)', '(3)', '(4)', '(5)'],
  eightWaves: ['(0)', '(1)', '(2)', '(3)', '(4)', '(5)', '(A)', '(B)', '(C)'],
  abcd: ['A', 'B', 'C', 'D'],
  xabcd: ['X', 'A', 'B', 'C', 'D'],
} as const;

/** The label of each placed point of a wave or pattern; anyWaves numbers its points. */
export function waveLabels(name: keyof typeof WAVE_LABELS | 'anyWaves', placed: number): string[] {
  if (name === 'anyWaves') return Array.from({ length: placed }, (_, index) => `(${index})`);
  return WAVE_LABELS[name].slice(0, placed);
}

/** |b - c| / |a - b| of three values: how far the second leg goes relative to the first. */
export function legRatio(a: number, b: number, c: number): number {
  const first = Math.abs(b - a);
  return first === 0 ? 0 : Math.abs(c - b) / first;
}

/** The harmonic ratios an XABCD pattern shows: AB/XA, BC/AB, CD/BC and AD/XA. */
export function xabcdRatios([x, a, b, c, d]: readonly [number, number, number, number, number]): {
  ab: number;
  bc: number;
  cd: number;
  ad: number;
} {
  return { ab: legRatio(x, a, b), bc: legRatio(a, b, c), cd: legRatio(b, c, d), ad: legRatio(x, a, d) };
}
