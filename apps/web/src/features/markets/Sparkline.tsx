import { sparklinePoints } from '@pluto/core';
import { useEffect, useRef, useState } from 'react';
import { useSparkline } from '../../data';
import { cn } from '../../ui';

const WIDTH = 72;
const HEIGHT = 22;

/** True once the element has been on screen (never without IntersectionObserver). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

/** A market's last 24 h from hourly closes, loaded once its row scrolls into view. */
export function Sparkline({ coin }: { coin: string }) {
  const { ref, seen } = useSeen<HTMLSpanElement>();
  const closes = useSparkline(coin, seen).data;
  const points = closes ? sparklinePoints(closes, WIDTH, HEIGHT) : '';
  const rising = closes !== undefined && (closes.at(-1) ?? 0) >= (closes[0] ?? 0);
  return (
    <span ref={ref} className="inline-block align-middle" style={{ width: WIDTH, height: HEIGHT }}>
      {points && (
        <svg
          width={WIDTH}
          height={HEIGHT}
          viewBox={`-1 -1 ${WIDTH + 2} ${HEIGHT + 2}`}
          role="img"
          aria-label={`${coin} last 24 hours`}
        >
          <polyline
            points={points}
            fill="none"
            strokeWidth={1.25}
            strokeLinejoin="round"
            className={cn(rising ? 'stroke-up' : 'stroke-down')}
          />
        </svg>
      )}
    </span>
  );
}
