import { adminErrorText, getChainById, SUPPORTED_CHAINS } from '@pluto/core';
import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { type Key, type ReactNode, useCallback } from 'react';
import {
  Badge,
  Button,
  type DataColumn,
  DataTable,
  notify,
  type SelectOption,
  Spinner,
  TextInput,
} from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { useLoadMoreSentinel } from './list-hooks';

/** Every supported chain as 'Name (SHORT)', the dialogs' chain choices (seed 002 §2.6). */
export const CHAIN_OPTIONS: readonly SelectOption[] = SUPPORTED_CHAINS.map((chain) => ({
  value: String(chain.chainId),
  label: `${chain.name} (${chain.shortName.toUpperCase()})`,
}));

/** A chain's short-name badge, or 'Chain {id}' when the catalogue does not know it. */
export function ChainBadge({ chainId }: { chainId: number }) {
  const chain = getChainById(chainId);
  return <Badge tone="neutral">{chain ? chain.shortName.toUpperCase() : `Chain ${chainId}`}</Badge>;
}

/** A labelled form field with its hint or error underneath. */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={htmlFor} className="text-muted text-xs">
        {label}
      </label>
      {children}
      {error ? (
        <p role="alert" className="text-down text-xs">
          {error}
        </p>
      ) : (
        hint && <p className="text-[11px] text-muted">{hint}</p>
      )}
    </div>
  );
}

export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}) {
  return (
    <TextInput
      value={value}
      onValueChange={onChange}
      placeholder={placeholder}
      aria-label={placeholder}
      prefix={<Search size={14} className="text-muted" />}
      wrapperClassName="w-full sm:max-w-xs"
      inputSize="sm"
    />
  );
}

/** A failed call's notice (seed 002 §8): the server's text or the fallback, 'Unauthorized' as 'Admin access required'. */
export function notifyFailure(error: unknown, fallback: string, kind: 'pair' | 'other' = 'other') {
  const message = error instanceof Error ? error.message : undefined;
  notify.error(adminErrorText(message, fallback, kind));
}

/** Deleting fails as a destructive notice titled 'Error' (seed 002 §8). */
export function notifyDeleteFailure(error: unknown, fallback: string) {
  const message = error instanceof Error ? error.message : undefined;
  notify.error('Error', adminErrorText(message, fallback));
}

export function ConfirmDeleteDialog({
  open,
  title,
  children,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      width={420}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: onCancel },
        { label: 'Delete', variant: 'destructive', onClick: onConfirm, loading: busy, disabled: busy },
      ]}
    >
      <div className="px-4 py-3 text-fg text-sm">{children}</div>
    </Dialog>
  );
}

/** The part of an infinite query an admin list reads. */
export interface PagedQuery<Page> {
  data?: { pages: Page[] } | undefined;
  isPending: boolean;
  error: Error | null;
  fetchNextPage: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
}

/**
 * An admin list (seed 002 §2.6): its loading and empty texts, the rows of every page loaded, and a
 * sentinel below that loads the next page when 10 % of it is visible. Its columns fit a phone (the
 * lists hide their secondary columns below `sm`).
 */
export function PagedTable<Page, Row>({
  query,
  rowsOf,
  columns,
  rowKey,
  loadingText,
  empty,
}: {
  query: PagedQuery<Page>;
  rowsOf: (page: Page) => Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => Key;
  loadingText: string;
  empty: string;
}) {
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useLoadMoreSentinel(loadMore, hasNextPage && !isFetchingNextPage);
  const rows = query.data?.pages.flatMap(rowsOf);
  return (
    <div className="overflow-x-auto rounded-md border border-line bg-panel">
      {query.isPending && !rows ? (
        <p className="flex items-center gap-2 px-3 py-6 text-muted text-xs">
          <Spinner size={12} /> {loadingText}
        </p>
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          loading={query.isPending}
          error={query.error?.message}
          empty={empty}
          fitsPhone
        />
      )}
      <div ref={sentinel} className="flex h-8 items-center justify-center text-muted text-xs">
        {isFetchingNextPage ? 'Loading more...' : null}
      </div>
    </div>
  );
}

export function SectionHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="flex flex-col gap-1">
      <h2 className="font-semibold text-base text-fg">{title}</h2>
      <p className="text-muted text-xs">{description}</p>
    </header>
  );
}

/** The search box, the list's count and its add button. */
export function ListToolbar({
  search,
  onSearch,
  placeholder,
  countText,
  addLabel,
  onAdd,
}: {
  search: string;
  onSearch: (text: string) => void;
  placeholder: string;
  countText: string | undefined;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <SearchBox value={search} onChange={onSearch} placeholder={placeholder} />
      <div className="flex items-center gap-3">
        {countText && <span className="text-muted text-xs tabular-nums">{countText}</span>}
        <Button size="sm" onClick={onAdd}>
          <Plus size={14} /> {addLabel}
        </Button>
      </div>
    </div>
  );
}

/** A row's edit and (for admins) delete buttons, named after the row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: (() => void) | undefined;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil size={14} />
      </Button>
      {onDelete && (
        <Button size="sm" variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
          <Trash2 size={14} className="text-down" />
        </Button>
      )}
    </div>
  );
}
