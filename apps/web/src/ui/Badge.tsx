import type { ComponentProps } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'accent' | 'up' | 'down' | 'warn';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

const TONE_CLASSES: Record<BadgeTone, string> = {
  neutral: 'bg-raised text-muted border-line',
  accent: 'bg-accent/15 text-accent-strong border-accent/30',
  up: 'bg-up/15 text-up border-up/30',
  down: 'bg-down/15 text-down border-down/30',
  warn: 'bg-warn/15 text-warn border-warn/30',
};

/** Small inline label, e.g. "40x" leverage or "perpetual". */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-[3px] border px-1 font-medium text-[10px] leading-4',
        TONE_CLASSES[tone],
        className,
      )}
      {...rest}
    />
  );
}
