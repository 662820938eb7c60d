import type { ReactNode } from 'react';
import { cn } from './cn';
import { Skeleton } from './Skeleton';

export interface StatCardProps {
  label: ReactNode;
  /** Undefined while loading: a placeholder shows instead. */
  value: ReactNode | undefined;
  /** A line under the value (a date, a unit, a note). */
  hint?: ReactNode;
  /** Colours the value (gainers up, losers down). */
  tone?: 'up' | 'down';
  className?: string;
}

/** One figure of a summary row (the markets list's and the statistics page's cards). */
export function StatCard({ label, value, hint, tone, className }: StatCardProps) {
  return (
    <div className={cn('min-w-0 rounded-md border border-line bg-panel px-3 py-2.5', className)}>
      <p className="text-muted text-xs leading-4">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-1.5 h-6 w-24" />
      ) : (
        <p
          className={cn(
            'mt-1 truncate font-mono font-semibold text-lg tabular-nums',
            tone === 'up' ? 'text-up' : tone === 'down' ? 'text-down' : 'text-fg',
          )}
        >
          {value}
        </p>
      )}
      {hint !== undefined && <p className="mt-0.5 truncate text-faint text-[11px]">{hint}</p>}
    </div>
  );
}
