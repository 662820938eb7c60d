import { ADMIN_SEARCH_DEBOUNCE_MS, ADMIN_TEXTS, type AdminPair, pairDeletedText } from '@pluto/core';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useAdminActions, useAdminPairs } from '../../data';
import { Badge, Button, type DataColumn, DataTable, notify, Spinner } from '../../ui';
import { useDebounced, useLoadMoreSentinel } from './list-hooks';
import { PairDialog } from './PairDialog';
import { ChainBadge, ConfirmDeleteDialog, ListFooter, notifyDeleteFailure, SearchBox } from './shared';

type DialogState = { mode: 'closed' } | { mode: 'edit'; pair: AdminPair | null };

function Side({ symbol, native }: { symbol: string; native: boolean }) {
  return (
    <span className="flex items-center gap-1.5">
      {symbol}
      {native && <Badge tone="accent">Native</Badge>}
    </span>
  );
}

/** 'Trading Pairs Management' (seed 002 §2.6): search, add, edit, delete, paged like tokens. */
export function PairsTab({ canDelete }: { canDelete: boolean }) {
  const [search, setSearch] = useState('');
  const query = useAdminPairs(useDebounced(search, ADMIN_SEARCH_DEBOUNCE_MS));
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminPair | null>(null);
  const { savePair } = useAdminActions();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useLoadMoreSentinel(loadMore, Boolean(hasNextPage) && !isFetchingNextPage);
  const rows = query.data?.pages.flatMap((page) => page.pairs);
  const count = query.data?.pages[0]?.count;

  const confirmDelete = () => {
    if (!deleting) return;
    savePair.mutate(
      { action: 'delete', id: deleting.pair_id },
      {
        onSuccess: () => {
          notify.success('Success', pairDeletedText(deleting.label));
          setDeleting(null);
        },
        onError: (error) => notifyDeleteFailure(error, ADMIN_TEXTS.deletePairFailed),
      },
    );
  };

  const columns: DataColumn<AdminPair>[] = [
    { id: 'pair', header: 'Pair', cell: (pair) => <span className="font-medium text-fg">{pair.label}</span> },
    {
      id: 'base',
      header: 'Base Token',
      cell: (pair) => <Side symbol={pair.base_symbol} native={pair.base_is_native} />,
    },
    {
      id: 'quote',
      header: 'Quote Token',
      cell: (pair) => <Side symbol={pair.quote_symbol} native={pair.quote_is_native} />,
    },
    { id: 'chain', header: 'Chain', cell: (pair) => <ChainBadge chainId={pair.chain_id} /> },
    {
      id: 'status',
      header: 'Status',
      cell: (pair) =>
        pair.pair_enabled ? <Badge tone="up">Active</Badge> : <Badge tone="down">Disabled</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (pair) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${pair.label}`}
            onClick={() => setDialog({ mode: 'edit', pair })}
          >
            <Pencil size={14} />
          </Button>
          {canDelete && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${pair.label}`}
              onClick={() => setDeleting(pair)}
            >
              <Trash2 size={14} className="text-down" />
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" aria-label="Trading Pairs Management">
      <header className="flex flex-col gap-1">
        <h2 className="font-semibold text-base text-fg">Trading Pairs Management</h2>
        <p className="text-muted text-xs">Configure available trading pairs for spot trading</p>
      </header>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox value={search} onChange={setSearch} placeholder="Search pairs..." />
        <div className="flex items-center gap-3">
          {count !== undefined && <span className="text-muted text-xs tabular-nums">{count} pairs</span>}
          <Button size="sm" onClick={() => setDialog({ mode: 'edit', pair: null })}>
            <Plus size={14} /> Add Pair
          </Button>
        </div>
      </div>
      <div className="overflow-x-auto rounded-md border border-line bg-panel">
        {query.isPending && !rows ? (
          <p className="flex items-center gap-2 px-3 py-6 text-muted text-xs">
            <Spinner size={12} /> {ADMIN_TEXTS.loadingPairs}
          </p>
        ) : (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(pair) => pair.pair_id}
            loading={query.isPending}
            error={query.error?.message}
            empty={ADMIN_TEXTS.noPairs}
          />
        )}
        <ListFooter sentinel={sentinel} loadingMore={isFetchingNextPage} />
      </div>
      {dialog.mode === 'edit' && (
        <PairDialog pair={dialog.pair} onClose={() => setDialog({ mode: 'closed' })} />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Delete Trading Pair"
        busy={savePair.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete the trading pair <strong>{deleting?.label}</strong>? This action
        cannot be undone.
      </ConfirmDeleteDialog>
    </section>
  );
}
