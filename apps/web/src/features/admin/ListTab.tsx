import { ADMIN_SEARCH_DEBOUNCE_MS } from '@pluto/core';
import { type Key, type ReactNode, useState } from 'react';
import { type DataColumn, notify } from '../../ui';
import { useDebounced } from './list-hooks';
import {
  ConfirmDeleteDialog,
  ListToolbar,
  notifyDeleteFailure,
  type PagedQuery,
  PagedTable,
  RowActions,
  SectionHeader,
} from './shared';

/** The words of one admin list (seed 002 §2.6, §8). */
export interface ListTabTexts<Row> {
  title: string;
  description: string;
  searchPlaceholder: string;
  /** The row noun for the count: '1 token', '2 tokens'. */
  noun: { one: string; many: string };
  addLabel: string;
  loading: string;
  empty: string;
  deleteTitle: string;
  deleteQuestion: (row: Row) => ReactNode;
  deleted: (row: Row) => string;
  deleteFailed: string;
}

export interface ListTabProps<Page extends { count: number }, Row> {
  texts: ListTabTexts<Row>;
  /** Kept by the page, so a tab switch keeps what was typed. */
  search: string;
  onSearch: (text: string) => void;
  /** The list for the debounced search text. */
  useRows: (search: string) => PagedQuery<Page>;
  rowsOf: (page: Page) => Row[];
  rowKey: (row: Row) => Key;
  /** The row's name in its buttons' labels ('Edit USDT'). */
  rowName: (row: Row) => string;
  /** Every column but the actions, which this list adds. */
  columns: readonly DataColumn<Row>[];
  /** Undefined for a role that may not delete (editor). */
  deleteRow: ((row: Row) => Promise<unknown>) | undefined;
  /** The add (null) or edit dialog. */
  dialog: (row: Row | null, onClose: () => void) => ReactNode;
}

/** What the page gives a list tab: the role's delete right and the search it keeps across tab switches. */
export interface ListTabHostProps {
  canDelete: boolean;
  search: string;
  onSearch: (text: string) => void;
}

type DialogState<Row> = { open: false } | { open: true; row: Row | null };

/**
 * An admin list tab (seed 002 §2.6): header, debounced search with count and Add, the paged table
 * with edit and delete per row, the add/edit dialog and the delete confirmation.
 */
export function ListTab<Page extends { count: number }, Row>({
  texts,
  search,
  onSearch,
  useRows,
  rowsOf,
  rowKey,
  rowName,
  columns,
  deleteRow,
  dialog,
}: ListTabProps<Page, Row>) {
  const query = useRows(useDebounced(search, ADMIN_SEARCH_DEBOUNCE_MS));
  const [editing, setEditing] = useState<DialogState<Row>>({ open: false });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const count = query.data?.pages[0]?.count;

  const confirmDelete = async () => {
    if (!deleting || !deleteRow) return;
    setBusy(true);
    try {
      await deleteRow(deleting);
      notify.success('Success', texts.deleted(deleting));
      setDeleting(null);
    } catch (error) {
      notifyDeleteFailure(error, texts.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  const withActions: DataColumn<Row>[] = [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <RowActions
          name={rowName(row)}
          onEdit={() => setEditing({ open: true, row })}
          onDelete={deleteRow ? () => setDeleting(row) : undefined}
        />
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" aria-label={texts.title}>
      <SectionHeader title={texts.title} description={texts.description} />
      <ListToolbar
        search={search}
        onSearch={onSearch}
        placeholder={texts.searchPlaceholder}
        countText={
          count === undefined ? undefined : `${count} ${count === 1 ? texts.noun.one : texts.noun.many}`
        }
        addLabel={texts.addLabel}
        onAdd={() => setEditing({ open: true, row: null })}
      />
      <PagedTable
        query={query}
        rowsOf={rowsOf}
        columns={withActions}
        rowKey={rowKey}
        loadingText={texts.loading}
        empty={texts.empty}
      />
      {editing.open && dialog(editing.row, () => setEditing({ open: false }))}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {deleting !== null && texts.deleteQuestion(deleting)}
      </ConfirmDeleteDialog>
    </section>
  );
}
