import { ADMIN_TEXTS, type AdminToken, shortAddress, tokenDeletedText } from '@pluto/core';
import { useAdminActions, useAdminTokens } from '../../data';
import { Badge, type DataColumn } from '../../ui';
import { ListTab, type ListTabHostProps, type ListTabTexts } from './ListTab';
import { ChainBadge } from './shared';
import { TokenDialog } from './TokenDialog';

const TEXTS: ListTabTexts<AdminToken> = {
  title: 'Token Management',
  description: 'Add, edit, or disable tokens across all supported chains',
  searchPlaceholder: 'Search by symbol, name, or address...',
  noun: { one: 'token', many: 'tokens' },
  addLabel: 'Add Token',
  loading: ADMIN_TEXTS.loadingTokens,
  empty: ADMIN_TEXTS.noTokens,
  deleteTitle: 'Delete Token',
  deleteQuestion: (token) => (
    <>
      Are you sure you want to delete <strong>{token.symbol}</strong> ({token.name})? This action cannot be
      undone. This will permanently remove the token.
    </>
  ),
  deleted: (token) => tokenDeletedText(token.symbol),
  deleteFailed: ADMIN_TEXTS.deleteTokenFailed,
};

/** On a phone: Symbol, Chain and the actions; name, address and type from `sm` up. */
const COLUMNS: DataColumn<AdminToken>[] = [
  { id: 'symbol', header: 'Symbol', cell: (token) => <TokenSymbol token={token} /> },
  {
    id: 'name',
    header: 'Name',
    cell: (token) => token.name,
    className: 'hidden max-w-56 truncate sm:table-cell',
  },
  { id: 'chain', header: 'Chain', cell: (token) => <ChainBadge chainId={token.chain_id} /> },
  {
    id: 'address',
    header: 'Address',
    cell: (token) => <span className="font-mono text-muted">{shortAddress(token.address)}</span>,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'type',
    header: 'Type',
    cell: (token) => (token.is_native ? <Badge tone="accent">Native</Badge> : <Badge>ERC-20</Badge>),
    className: 'hidden sm:table-cell',
  },
];

/** 'Token Management' (seed 002 §2.6): search, add, edit, delete, 50 a page with infinite scroll. */
export function TokensTab({ canDelete, search, onSearch }: ListTabHostProps) {
  const { saveToken } = useAdminActions();
  return (
    <ListTab
      texts={TEXTS}
      search={search}
      onSearch={onSearch}
      useRows={useAdminTokens}
      rowsOf={(page) => page.tokens}
      rowKey={(token) => token.id}
      rowName={(token) => token.symbol}
      columns={COLUMNS}
      deleteRow={canDelete ? (token) => saveToken.mutateAsync({ action: 'delete', id: token.id }) : undefined}
      dialog={(token, onClose) => <TokenDialog token={token} onClose={onClose} />}
    />
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
