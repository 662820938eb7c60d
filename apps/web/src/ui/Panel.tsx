import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export interface PanelProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** Optional header title; the header is only rendered when `title` or `actions` is given. */
  title?: ReactNode;
  /** Right side of the header (buttons, toggles). */
  actions?: ReactNode;
  /** Class for the body wrapper. */
  bodyClassName?: string;
}

/** Bordered container for a trading-screen region (order book, positions, form). */
export function Panel({ title, actions, bodyClassName, className, children, ...rest }: PanelProps) {
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <section
      className={cn('flex min-w-0 flex-col rounded-md border border-line bg-panel', className)}
      {...rest}
    >
      {hasHeader && (
        <header className="flex h-9 shrink-0 items-center justify-between gap-2 border-line border-b px-3">
          {title !== undefined && <h2 className="truncate font-medium text-fg text-xs">{title}</h2>}
          {actions !== undefined && <div className="ml-auto flex items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className={cn('min-h-0 flex-1', bodyClassName)}>{children}</div>
    </section>
  );
}

/** Alias: a Panel is the design system's card. */
export const Card = Panel;
