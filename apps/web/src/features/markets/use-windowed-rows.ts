import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/**
 * Rows drawn beyond the viewport on each side: a scroll of up to this many rows in one frame shows no
 * gap. Few, because a sort re-renders, lays out and paints every row drawn (issue 23: 8 cost a fifth
 * more per click than 3).
 */
const OVERSCAN = 3;

export interface RowWindow {
  start: number;
  end: number;
}

/**
 * The rows of a page-scrolled table that are on screen (plus a margin): a table of hundreds of
 * fixed-height rows draws a few dozen, so a sort or a live update re-renders only those (issue 23:
 * a sort of 500 markets within a frame). `scrollToRow` brings a row into view (keyboard navigation).
 */
export function useWindowedRows(
  body: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
): RowWindow & { scrollToRow: (index: number) => void } {
  const [range, setRange] = useState<RowWindow>({ start: 0, end: Math.min(count, 30) });

  // Measured before the browser paints: a first frame with the wrong rows would shift the layout.
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = body.current?.getBoundingClientRect().top ?? 0;
      const first = Math.floor(-top / rowHeight) - OVERSCAN;
      const last = Math.ceil((window.innerHeight - top) / rowHeight) + OVERSCAN;
      const start = Math.max(0, Math.min(first, count));
      const end = Math.max(start, Math.min(count, last));
      setRange((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [body, count, rowHeight]);

  const scrollToRow = useCallback(
    (index: number) => {
      const top = body.current?.getBoundingClientRect().top;
      if (top === undefined) return;
      // A sticky table header (the element before the body) hides the rows under it.
      const visibleTop = Math.max(
        0,
        body.current?.previousElementSibling?.getBoundingClientRect().bottom ?? 0,
      );
      const rowTop = top + index * rowHeight;
      if (rowTop < visibleTop) window.scrollBy({ top: rowTop - visibleTop - rowHeight });
      else if (rowTop + rowHeight > window.innerHeight) {
        window.scrollBy({ top: rowTop + 2 * rowHeight - window.innerHeight });
      }
    },
    [body, rowHeight],
  );
  return { ...range, scrollToRow };
}
