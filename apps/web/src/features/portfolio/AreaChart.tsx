import type { PortfolioChartPoint } from '@pluto/core';
import { type PointerEvent, useId, useState } from 'react';
import { cn } from '../../ui';

const WIDTH = 1000;
const HEIGHT = 240;
/** Room kept above and below the line so its extremes are not clipped. */
const PAD = 12;

interface Scaled {
  x: number;
  y: number;
}

/** The points in the SVG's coordinates: time across, value up, a flat line for one point. */
function scale(points: readonly PortfolioChartPoint[]): Scaled[] {
  const times = points.map((p) => p.time);
  const values = points.map((p) => p.value);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [v0, v1] = [Math.min(...values), Math.max(...values)];
  const x = (t: number) => (t1 === t0 ? 0 : ((t - t0) / (t1 - t0)) * WIDTH);
  const y = (v: number) => (v1 === v0 ? HEIGHT / 2 : PAD + (1 - (v - v0) / (v1 - v0)) * (HEIGHT - 2 * PAD));
  const scaled = points.map((p) => ({ x: x(p.time), y: y(p.value) }));
  const [only] = scaled;
  return scaled.length === 1 && only ? [only, { x: WIDTH, y: only.y }] : scaled;
}

const pathOf = (scaled: readonly Scaled[]) =>
  scaled.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('');

/**
 * A light SVG area chart of a value over time (the portfolio chart): the line, its filled area in the
 * trend's colour, and the value and time under the pointer. Labels are HTML, so the drawing can
 * stretch to any width without distorting text.
 */
export function AreaChart({
  points,
  formatValue,
  formatTime,
  className,
}: {
  points: readonly PortfolioChartPoint[];
  formatValue: (value: number) => string;
  formatTime: (time: number) => string;
  className?: string;
}) {
  const gradientId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const scaled = scale(points);
  const first = points[0];
  const last = points.at(-1);
  const rising = !first || !last || last.value >= first.value;
  const colour = rising ? 'var(--color-up)' : 'var(--color-down)';
  const line = pathOf(scaled);
  const area = `${line}L${WIDTH},${HEIGHT}L0,${HEIGHT}Z`;
  const values = points.map((p) => p.value);
  const hovered = hover === null ? undefined : points[hover];
  const hoveredX = hover === null ? undefined : scaled[hover]?.x;

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    // The nearest point in time to the pointer.
    let nearest = 0;
    scaled.slice(0, points.length).forEach((p, i) => {
      if (Math.abs(p.x / WIDTH - fraction) < Math.abs((scaled[nearest]?.x ?? 0) / WIDTH - fraction))
        nearest = i;
    });
    setHover(nearest);
  };

  return (
    <div
      className={cn('relative', className)}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setHover(null)}
    >
      <svg
        role="img"
        aria-label={`Chart from ${first ? formatTime(first.time) : ''} to ${last ? formatTime(last.time) : ''}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-full w-full"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={colour} stopOpacity={0.28} />
            <stop offset="100%" stopColor={colour} stopOpacity={0} />
          </linearGradient>
        </defs>
        <path d={area} fill={`url(#${gradientId})`} />
        <path d={line} fill="none" stroke={colour} strokeWidth={2} vectorEffect="non-scaling-stroke" />
        {hoveredX !== undefined && (
          <line
            x1={hoveredX}
            x2={hoveredX}
            y1={0}
            y2={HEIGHT}
            stroke="var(--color-line-strong)"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      <span className="pointer-events-none absolute top-1 right-1 font-mono text-[10px] text-faint">
        {formatValue(Math.max(...values))}
      </span>
      <span className="pointer-events-none absolute right-1 bottom-1 font-mono text-[10px] text-faint">
        {formatValue(Math.min(...values))}
      </span>
      {hovered && (
        <div className="pointer-events-none absolute top-1 left-1 rounded border border-line bg-raised/90 px-2 py-1 text-[11px]">
          <div className="font-mono text-fg tabular-nums">{formatValue(hovered.value)}</div>
          <div className="text-muted">{formatTime(hovered.time)}</div>
        </div>
      )}
    </div>
  );
}
