import { cn, Spinner } from '../../ui';
import type { Translate } from './locales';

/** Seed 001 §2: 350 px on small screens, 500 px from medium up; `fill` takes the parent's height. */
export function chartFrameClass(fill: boolean | undefined, className?: string) {
  return cn('relative flex flex-col bg-panel', fill ? 'h-full min-h-0' : 'h-[350px] md:h-[500px]', className);
}

export function ChartLoading({ label = 'Loading chart...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center gap-2 bg-panel/60 text-muted text-xs"
    >
      <Spinner size={14} /> {label}
    </div>
  );
}

/** The chart's empty state: no candles at all for the symbol and period (seed 001 §7). */
export function ChartEmpty({
  t,
  symbol,
  period,
  timing,
}: {
  t: Translate;
  symbol: string;
  period: string;
  /** An Element Timing name: the browser reports when the text is on screen. */
  timing?: string;
}) {
  return (
    <p
      className="pointer-events-none absolute inset-0 flex items-center justify-center text-muted text-xs"
      {...(timing ? { elementtiming: timing } : {})}
    >
      {t('no_data')} · {symbol} {period}
    </p>
  );
}
