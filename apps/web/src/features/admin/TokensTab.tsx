import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_TEXTS,
  type AdminToken,
  shortAddress,
  tokenDeletedText,
} from '@pluto/core';
import { useState } from 'react';
import { useAdminActions, useAdminTokens } from '../../data';
import { Badge, type DataColumn, notify } from '../../ui';
import { useDebounced } from './list-hooks';
import {
  ChainBadge,
  ConfirmDeleteDialog,
  ListToolbar,
  notifyDeleteFailure,
  PagedTable,
  RowActions,
  SectionHeader,
} from './shared';
import { TokenDialog } from './TokenDialog';

type DialogState = { mode: 'closed' } | { mode: 'edit'; token: AdminToken | null };

/** 'Token Management' (seed 002 §2.6): search, add, edit, delete, 50 a page with infinite scroll. */
export function TokensTab({ canDelete }: { canDelete: boolean }) {
  const [search, setSearch] = useState('');
  const query = useAdminTokens(useDebounced(search, ADMIN_SEARCH_DEBOUNCE_MS));
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminToken | null>(null);
  const { saveToken } = useAdminActions();
  const count = query.data?.pages[0]?.count;

  const confirmDelete = () => {
    if (!deleting) return;
    saveToken.mutate(
      { action: 'delete', id: deleting.id },
      {
        onSuccess: () => {
          notify.success('Success', tokenDeletedText(deleting.symbol));
          setDeleting(null);
        },
        onError: (error) => notifyDeleteFailure(error, ADMIN_TEXTS.deleteTokenFailed),
      },
    );
  };

  const columns: DataColumn<AdminToken>[] = [
    { id: 'symbol', header: 'Symbol', cell: (token) => <TokenSymbol token={token} /> },
    {
      id: 'name',
      header: 'Name',
      cell: (token) => token.name,
      className: 'max-w-56 truncate',
    },
    { id: 'chain', header: 'Chain', cell: (token) => <ChainBadge chainId={token.chain_id} /> },
    {
      id: 'address',
      header: 'Address',
      cell: (token) => <span className="font-mono text-muted">{shortAddress(token.address)}</span>,
    },
    {
      id: 'type',
      header: 'Type',
      cell: (token) => (token.is_native ? <Badge tone="accent">Native</Badge> : <Badge>ERC-20</Badge>),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (token) => (
        <RowActions
          name={token.symbol}
          onEdit={() => setDialog({ mode: 'edit', token })}
          onDelete={canDelete ? () => setDeleting(token) : undefined}
        />
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" aria-label="Token Management">
      <SectionHeader
        title="Token Management"
        description="Add, edit, or disable tokens across all supported chains"
      />
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search by symbol, name, or address..."
        countText={count === undefined ? undefined : `${count} ${count === 1 ? 'token' : 'tokens'}`}
        addLabel="Add Token"
        onAdd={() => setDialog({ mode: 'edit', token: null })}
      />
      <PagedTable
        query={query}
        rowsOf={(page) => page.tokens}
        columns={columns}
        rowKey={(token) => token.id}
        loadingText={ADMIN_TEXTS.loadingTokens}
        empty={ADMIN_TEXTS.noTokens}
      />
      {dialog.mode === 'edit' && (
        <TokenDialog token={dialog.token} onClose={() => setDialog({ mode: 'closed' })} />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Delete Token"
        busy={saveToken.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete <strong>{deleting?.symbol}</strong> ({deleting?.name})? This action
        cannot be undone. This will permanently remove the token.
      </ConfirmDeleteDialog>
    </section>
  );
}

function TokenSymbol({ token }: { token: AdminToken }) {
  return (
    <span className="flex items-center gap-2 font-medium text-fg">
      {token.logo_url ? (
        <img src={token.logo_url} alt="" className="size-5 rounded-full bg-bg object-cover" />
      ) : (
        <span className="flex size-5 items-center justify-center rounded-full bg-line text-[9px] text-muted">
          {token.symbol.slice(0, 2)}
        </span>
      )}
      {token.symbol}
    </span>
  );
}
