import type { AnalysisResult } from '@pluto/core';
import { formatPrice } from '@pluto/core';

interface Level {
  label: string;
  price: number;
  tone: string;
  /** Entry is labelled at the left edge, the others at the right, so a level at the entry stays readable. */
  side: 'left' | 'right';
}

const WIDTH = 1000;
const HEIGHT = 300;

function levelsOf(result: AnalysisResult): Level[] {
  const levels: (Level | null)[] = [
    { label: 'Entry', price: result.entry, tone: 'var(--color-accent-strong)', side: 'left' },
    result.stopLoss === null
      ? null
      : { label: 'SL', price: result.stopLoss, tone: 'var(--color-down)', side: 'right' },
    result.takeProfit === null
      ? null
      : { label: 'TP', price: result.takeProfit, tone: 'var(--color-up)', side: 'right' },
    result.confirmationPrice === null
      ? null
      : { label: 'Confirm', price: result.confirmationPrice, tone: 'var(--color-warn)', side: 'right' },
  ];
  return levels.filter((level): level is Level => level !== null);
}

/**
 * The analysed candles with the call's levels drawn across them: a light SVG chart (the chart widget
 * of the trading screen is a full klinecharts instance; this needs only bars and four lines). Bars
 * stretch to the width; the labels are HTML so they keep their size on a phone.
 */
export function LevelsChart({ result }: { result: AnalysisResult }) {
  const { candles } = result;
  const levels = levelsOf(result);
  const prices = [...candles.flatMap((c) => [c.h, c.l]), ...levels.map((level) => level.price)];
  const top = Math.max(...prices);
  const bottom = Math.min(...prices);
  const pad = (top - bottom) * 0.06 || top * 0.01;
  const high = top + pad;
  const low = bottom - pad;
  const y = (price: number) => ((high - price) / (high - low)) * HEIGHT;
  const step = WIDTH / candles.length;
  return (
    <figure
      className="relative m-0 h-56 w-full overflow-hidden rounded border border-line bg-surface sm:h-72"
      aria-label={`${result.symbol} ${result.interval} candles with the levels`}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="absolute inset-0 size-full"
        aria-hidden
      >
        {candles.map((candle, k) => {
          const x = k * step + step / 2;
          const rising = candle.c >= candle.o;
          const color = rising ? 'var(--color-up)' : 'var(--color-down)';
          const bodyTop = y(Math.max(candle.o, candle.c));
          const bodyHeight = Math.max(Math.abs(y(candle.o) - y(candle.c)), 0.8);
          return (
            <g key={candle.t}>
              <line
                x1={x}
                x2={x}
                y1={y(candle.h)}
                y2={y(candle.l)}
                stroke={color}
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
              <rect x={x - step * 0.35} width={step * 0.7} y={bodyTop} height={bodyHeight} fill={color} />
            </g>
          );
        })}
        {levels.map((level) => (
          <line
            key={level.label}
            x1={0}
            x2={WIDTH}
            y1={y(level.price)}
            y2={y(level.price)}
            stroke={level.tone}
            strokeDasharray="6 4"
            strokeWidth={1.2}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      {levels.map((level) => (
        <span
          key={level.label}
          className={`absolute ${level.side === 'left' ? 'left-1' : 'right-1'} -translate-y-1/2 rounded-sm px-1 font-mono text-[10px] text-bg leading-4`}
          style={{ top: `${(y(level.price) / HEIGHT) * 100}%`, background: level.tone }}
        >
          {level.label} {formatPrice(level.price)}
        </span>
      ))}
    </figure>
  );
}
