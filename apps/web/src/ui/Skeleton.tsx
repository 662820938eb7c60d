import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Pulsing placeholder block; size it with className (e.g. "h-3 w-24"). */
export function Skeleton({ className, ...rest }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-[4px] bg-raised', className)} {...rest} />;
}
