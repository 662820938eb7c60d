import { nextSortState, type SortState } from '@pluto/core';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface SortableHeaderProps<K extends string> {
  label: ReactNode;
  sortKey: K;
  sort: SortState<K>;
  onSort: (next: SortState<K>) => void;
  align?: 'left' | 'right';
  /** Applied to the `<th>`, e.g. 'hidden md:table-cell' to hide the column on narrow screens. */
  className?: string;
  title?: string;
}

/** Table header cell that sorts its column: the active column flips, a new column starts descending. */
export function SortableHeader<K extends string>({
  label,
  sortKey,
  sort,
  onSort,
  align = 'left',
  className,
  title,
}: SortableHeaderProps<K>) {
  const active = sort.key === sortKey;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const Icon = active && sort.direction === 'asc' ? ChevronUp : ChevronDown;
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={cn('px-2 py-1.5 font-normal', align === 'right' ? 'text-right' : 'text-left', className)}
    >
      <button
        type="button"
        title={title}
        onClick={() => onSort(nextSortState(sort, sortKey))}
        // No colour transition: after a click it would repaint the header every frame for its duration,
        // on top of the frame that draws the new order (issue 23: a sort within a frame).
        className={cn(
          'inline-flex items-center gap-0.5 rounded-[3px] text-xs hover:text-fg',
          'focus-visible:outline-2 focus-visible:outline-accent',
          align === 'right' && 'flex-row-reverse',
          active ? 'text-fg' : 'text-muted',
        )}
      >
        <span>{label}</span>
        <Icon
          size={12}
          aria-hidden
          data-sort-icon={active ? sort.direction : undefined}
          className={cn('shrink-0', active ? 'text-accent-strong' : 'invisible')}
        />
      </button>
    </th>
  );
}
