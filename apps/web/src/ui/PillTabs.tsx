import type { ReactNode } from 'react';
import { cn } from './cn';

export interface PillTabsProps<V extends string> {
  items: readonly { value: V; label: ReactNode }[];
  value: V;
  onChange: (value: V) => void;
  'aria-label': string;
}

/** A row of small filter tabs over one list (the market picker's lists, the markets page's filter). */
export function PillTabs<V extends string>({ items, value, onChange, ...rest }: PillTabsProps<V>) {
  return (
    <div role="tablist" aria-label={rest['aria-label']} className="flex gap-1">
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={value === item.value}
          onClick={() => onChange(item.value)}
          className={cn(
            'h-7 rounded px-2.5 font-medium text-xs transition-colors',
            value === item.value ? 'bg-raised text-fg' : 'text-muted hover:text-fg',
          )}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
