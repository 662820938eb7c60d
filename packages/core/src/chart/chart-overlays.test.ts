import { describe, expect, it } from 'vitest';
import {
  arrowFigure,
  CUSTOM_OVERLAYS,
  circleRadius,
  fibonacciCircleRadii,
  fibonacciExtensionLevels,
  fibonacciFanTargets,
  fibonacciSegmentLevels,
  fibonacciSpiralArcs,
  gannBoxLines,
  isDrawingComplete,
  keepFirstTwoLevel,
  legRatio,
  OVERLAY_TOTAL_STEPS,
  parallelogramFourth,
  rectCorners,
  waveLabels,
  xabcdRatios,
} from './chart-overlays';

describe('drawing-tool overlays', () => {
  it('keeps a drawing only with all its points; any waves with two', () => {
    const parallelogram = OVERLAY_TOTAL_STEPS.parallelogram;
    expect(isDrawingComplete(parallelogram, 3)).toBe(true);
    // Ended early (a click on the price axis after two points): not a parallelogram.
    expect(isDrawingComplete(parallelogram, 2)).toBe(false);
    expect(isDrawingComplete(OVERLAY_TOTAL_STEPS.xabcd, 5)).toBe(true);
    expect(isDrawingComplete(OVERLAY_TOTAL_STEPS.xabcd, 4)).toBe(false);
    // klinecharts' own lines count steps the same way: a segment has two points.
    expect(isDrawingComplete(3, 1)).toBe(false);
    expect(isDrawingComplete(OVERLAY_TOTAL_STEPS.anyWaves, 2)).toBe(true);
    expect(isDrawingComplete(OVERLAY_TOTAL_STEPS.anyWaves, 1)).toBe(false);
  });

  it('needs the click counts of seed 001 §3', () => {
    expect(CUSTOM_OVERLAYS).toHaveLength(17);
    expect(OVERLAY_TOTAL_STEPS).toMatchObject({
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
      abcd: 5,
      xabcd: 6,
    });
    expect(OVERLAY_TOTAL_STEPS.anyWaves).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('labels each wave point, one label per placed point', () => {
    expect(waveLabels('threeWaves', 4)).toEqual(['(0)', '(1)', '(2)', '(3)']);
    expect(waveLabels('fiveWaves', 6)).toHaveLength(OVERLAY_TOTAL_STEPS.fiveWaves - 1);
    expect(waveLabels('eightWaves', 9)).toEqual([
      '(0)',
      '(1)',
      '(2)',
      '(3)',
      '(4)',
      '(5)',
      '(A)',
      '(B)',
      '(C)',
    ]);
    expect(waveLabels('abcd', 4)).toEqual(['A', 'B', 'C', 'D']);
    expect(waveLabels('xabcd', 5)).toHaveLength(OVERLAY_TOTAL_STEPS.xabcd - 1);
    // While drawing, only the points placed so far are labelled.
    expect(waveLabels('xabcd', 2)).toEqual(['X', 'A']);
    expect(waveLabels('anyWaves', 3)).toEqual(['(0)', '(1)', '(2)']);
  });

  it('draws an arrow head of two strokes at the tip, symmetric about the shaft', () => {
    const { shaft, head } = arrowFigure({ x: 0, y: 0 }, { x: 100, y: 0 }, 10);
    expect(shaft).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ]);
    const [left, right] = head;
    expect(left[0]).toEqual({ x: 100, y: 0 });
    expect(left[1].x).toBeCloseTo(100 - 10 * Math.cos(Math.PI / 6));
    expect(left[1].y).toBeCloseTo(-right[1].y);
    expect(Math.abs(left[1].y)).toBeCloseTo(5);
  });

  it('makes circles, rectangles and the parallelogram from their points', () => {
    expect(circleRadius({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(rectCorners({ x: 0, y: 0 }, { x: 10, y: 5 })).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 5 },
      { x: 0, y: 5 },
    ]);
    expect(parallelogramFourth({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 14, y: 6 })).toEqual({ x: 4, y: 6 });
  });

  it('keeps the parallelogram’s first two points at the same price, whichever moves', () => {
    const points = [{ value: 100 }, { value: 120 }, { value: 90 }];
    expect(keepFirstTwoLevel(points, 1)).toEqual([{ value: 120 }, { value: 120 }, { value: 90 }]);
    expect(keepFirstTwoLevel(points, 0)).toEqual([{ value: 100 }, { value: 100 }, { value: 90 }]);
    // The third point moves freely.
    expect(keepFirstTwoLevel(points, 2)).toEqual(points);
  });

  it('puts the retracement levels between the two points, 1 at the first and 0 at the second', () => {
    const levels = fibonacciSegmentLevels({ y: 0, value: 200 }, { y: 100, value: 100 });
    expect(levels.map((l) => l.ratio)).toEqual([1, 0.786, 0.618, 0.5, 0.382, 0.236, 0]);
    expect(levels[0]).toEqual({ ratio: 1, y: 0, value: 200 });
    expect(levels[3]).toEqual({ ratio: 0.5, y: 50, value: 150 });
    expect(levels[2]?.value).toBeCloseTo(161.8);
    expect(levels.at(-1)).toEqual({ ratio: 0, y: 100, value: 100 });
  });

  it('projects the extension of the first move from the third point', () => {
    const levels = fibonacciExtensionLevels(
      { y: 100, value: 100 },
      { y: 0, value: 200 },
      { y: 50, value: 150 },
    );
    expect(levels.map((l) => l.ratio)).toEqual([0, 0.236, 0.382, 0.5, 0.618, 0.786, 1]);
    expect(levels[0]).toEqual({ ratio: 0, y: 50, value: 150 });
    expect(levels.at(-1)).toEqual({ ratio: 1, y: -50, value: 250 });
    expect(levels[4]?.value).toBeCloseTo(211.8);
  });

  it('draws the Fibonacci circles at their share of the radius', () => {
    const radii = fibonacciCircleRadii({ x: 0, y: 0 }, { x: 0, y: 200 });
    expect(radii.map((r) => r.ratio)).toEqual([0.236, 0.382, 0.5, 0.618, 0.786, 1]);
    expect(radii[0]?.radius).toBeCloseTo(47.2);
    expect(radii.at(-1)?.radius).toBe(200);
  });

  it('aims the speed-resistance fan at the levels of the far edges', () => {
    const targets = fibonacciFanTargets({ x: 0, y: 0 }, { x: 100, y: 200 });
    expect(targets.map((t) => t.ratio)).toEqual([1, 0.75, 0.618, 0.5, 0.382, 0.25, 0]);
    expect(targets[0]).toEqual({ ratio: 1, onPriceEdge: { x: 100, y: 0 }, onTimeEdge: { x: 0, y: 200 } });
    expect(targets[1]).toEqual({
      ratio: 0.75,
      onPriceEdge: { x: 100, y: 50 },
      onTimeEdge: { x: 25, y: 200 },
    });
    expect(targets.at(-1)?.onPriceEdge).toEqual({ x: 100, y: 200 });
  });

  it('divides the Gann box in quarters of its height and at 0.236 and 0.5 of its width', () => {
    const { dashed, diagonals } = gannBoxLines({ x: 0, y: 0 }, { x: 100, y: 400 });
    expect(diagonals).toEqual([
      [
        { x: 0, y: 0 },
        { x: 100, y: 400 },
      ],
      [
        { x: 0, y: 400 },
        { x: 100, y: 0 },
      ],
    ]);
    const ends = dashed.map(([, end]) => end);
    expect(ends).toEqual([
      { x: 100, y: 300 },
      { x: 100, y: 100 },
      { x: 100, y: 200 },
      { x: 100, y: 200 },
      { x: expect.closeTo(23.6), y: 400 },
      { x: expect.closeTo(23.6), y: 0 },
      { x: 50, y: 400 },
      { x: 50, y: 0 },
    ]);
  });

  it('grows the spiral by Fibonacci radii with each quarter arc starting where the last ended', () => {
    const arcs = fibonacciSpiralArcs({ x: 0, y: 0 }, { x: 50, y: 0 });
    expect(arcs.map((arc) => arc.radius / 10)).toEqual([1, 1, 2, 3, 5, 8, 13, 21, 34]);
    expect(arcs[0]).toMatchObject({ x: 0, y: 0, startAngle: 0 });
    for (let index = 1; index < arcs.length; index++) {
      const previous = arcs[index - 1];
      const arc = arcs[index];
      if (!previous || !arc) throw new Error('missing arc');
      expect(arc.startAngle).toBeCloseTo(previous.endAngle);
      expect(arc.x + arc.radius * Math.cos(arc.startAngle)).toBeCloseTo(
        previous.x + previous.radius * Math.cos(previous.endAngle),
      );
      expect(arc.y + arc.radius * Math.sin(arc.startAngle)).toBeCloseTo(
        previous.y + previous.radius * Math.sin(previous.endAngle),
      );
    }
  });

  it('measures pattern legs as ratios of the previous leg', () => {
    expect(legRatio(100, 200, 150)).toBe(0.5);
    expect(legRatio(100, 100, 150)).toBe(0);
    expect(xabcdRatios([100, 200, 138.2, 176.4, 121.4])).toEqual({
      ab: expect.closeTo(0.618, 3),
      bc: expect.closeTo(0.618, 3),
      cd: expect.closeTo(1.44, 3),
      ad: expect.closeTo(0.786, 3),
    });
  });
});
