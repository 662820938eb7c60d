import type { Chart } from 'klinecharts';
import { useEffect, useRef } from 'react';
import type { FillMarker, TraderLine } from './trader-lines';
import { FILL_MARKER_OVERLAY, TRADER_LINE_OVERLAY } from './trader-overlays';

const TRADER_GROUP = 'trader';
const FILLS_GROUP = 'fills';

/** A moved line: resolves false when the move was refused, and the line goes back. */
export type TraderLineMoved = (line: TraderLine, price: number) => Promise<boolean>;

function anchorTime(chart: Chart) {
  return chart.getDataList().at(-1)?.timestamp ?? Date.now();
}

/** The trader's lines and fill markers, kept as overlays by id; draggable lines report their move. */
export function useTraderOverlays(
  chart: Chart | null,
  lines: readonly TraderLine[],
  fills: readonly FillMarker[],
  onMoved: TraderLineMoved | undefined,
) {
  const moved = useRef(onMoved);
  moved.current = onMoved;
  const shown = useRef(new Map<string, TraderLine>());

  useEffect(() => {
    if (!chart) return;
    const wanted = new Map(lines.map((line) => [line.id, line]));
    for (const id of [...shown.current.keys()]) {
      if (wanted.has(id)) continue;
      chart.removeOverlay({ id });
      shown.current.delete(id);
    }
    for (const line of lines) {
      const before = shown.current.get(line.id);
      const point = { timestamp: anchorTime(chart), value: line.price };
      if (before) {
        if (before.price !== line.price || before.label !== line.label) {
          chart.overrideOverlay({ id: line.id, points: [point], extendData: line });
        }
      } else {
        chart.createOverlay({
          id: line.id,
          name: TRADER_LINE_OVERLAY,
          groupId: TRADER_GROUP,
          lock: !line.order,
          points: [point],
          extendData: line,
          onPressedMoveEnd: ({ overlay }) => {
            const current = shown.current.get(line.id) ?? line;
            const price = overlay.points[0]?.value;
            const restore = () =>
              chart.overrideOverlay({
                id: line.id,
                points: [{ timestamp: anchorTime(chart), value: current.price }],
              });
            // A drop the chart could not turn into a price (NaN) is no move.
            if (price === undefined || !Number.isFinite(price) || !moved.current) return restore();
            void moved.current(current, price).then((accepted) => {
              if (!accepted) restore();
            });
          },
        });
      }
      shown.current.set(line.id, line);
    }
  }, [chart, lines]);

  useEffect(() => {
    if (!chart) return;
    chart.removeOverlay({ groupId: FILLS_GROUP });
    if (fills.length === 0) return;
    chart.createOverlay(
      fills.map((fill) => ({
        name: FILL_MARKER_OVERLAY,
        groupId: FILLS_GROUP,
        lock: true,
        points: [{ timestamp: fill.timestamp, value: fill.price }],
        extendData: fill,
      })),
    );
  }, [chart, fills]);
}
