import type { Key, LiHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './Spinner';

export interface ListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key per item; defaults to the index. */
  getKey?: (item: T, index: number) => Key;
  loading?: boolean;
  /** Defaults to 'Loading...'. */
  loadingText?: ReactNode;
  /** Shown when not loading, without error, and there are no items. Defaults to 'No items'. */
  emptyText?: ReactNode;
  /** Error text, shown in the destructive colour instead of the items. */
  error?: ReactNode;
  'aria-label'?: string;
  /** 'listbox' for a list of options chosen from a search box (the items then get role 'option'). */
  role?: 'listbox';
  id?: string;
  className?: string;
  itemClassName?: string;
  /** More attributes of an item's `<li>`, e.g. its id and aria-selected in a listbox. */
  itemProps?: (item: T, index: number) => LiHTMLAttributes<HTMLLIElement>;
}

/** Generic list with loading, empty and error states (seed 001 §2). */
export function List<T>({
  items,
  renderItem,
  getKey,
  loading = false,
  loadingText = 'Loading...',
  emptyText = 'No items',
  error,
  'aria-label': ariaLabel,
  role,
  id,
  className,
  itemClassName,
  itemProps,
}: ListProps<T>) {
  const stateClass = 'flex items-center justify-center gap-2 px-3 py-6 text-xs';
  if (loading) {
    return (
      <div role="status" className={cn(stateClass, 'text-muted', className)}>
        <Spinner />
        <span>{loadingText}</span>
      </div>
    );
  }
  if (error !== undefined && error !== null && error !== false && error !== '') {
    return (
      <div role="alert" className={cn(stateClass, 'text-down', className)}>
        {error}
      </div>
    );
  }
  if (items.length === 0) {
    return <div className={cn(stateClass, 'text-faint', className)}>{emptyText}</div>;
  }
  return (
    <ul id={id} role={role} aria-label={ariaLabel} className={cn('flex flex-col', className)}>
      {items.map((item, index) => (
        <li
          key={getKey ? getKey(item, index) : index}
          role={role === 'listbox' ? 'option' : undefined}
          className={itemClassName}
          {...itemProps?.(item, index)}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
