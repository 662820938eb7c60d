import { ADMIN_SEARCH_DEBOUNCE_MS, ADMIN_TEXTS, type AdminPair, pairDeletedText } from '@pluto/core';
import { useState } from 'react';
import { useAdminActions, useAdminPairs } from '../../data';
import { Badge, type DataColumn, notify } from '../../ui';
import { useDebounced } from './list-hooks';
import { PairDialog } from './PairDialog';
import {
  ChainBadge,
  ConfirmDeleteDialog,
  ListToolbar,
  notifyDeleteFailure,
  PagedTable,
  RowActions,
  SectionHeader,
} from './shared';

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
        <RowActions
          name={pair.label}
          onEdit={() => setDialog({ mode: 'edit', pair })}
          onDelete={canDelete ? () => setDeleting(pair) : undefined}
        />
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" aria-label="Trading Pairs Management">
      <SectionHeader
        title="Trading Pairs Management"
        description="Configure available trading pairs for spot trading"
      />
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search pairs..."
        countText={count === undefined ? undefined : `${count} ${count === 1 ? 'pair' : 'pairs'}`}
        addLabel="Add Pair"
        onAdd={() => setDialog({ mode: 'edit', pair: null })}
      />
      <PagedTable
        query={query}
        rowsOf={(page) => page.pairs}
        columns={columns}
        rowKey={(pair) => pair.pair_id}
        loadingText={ADMIN_TEXTS.loadingPairs}
        empty={ADMIN_TEXTS.noPairs}
      />
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
