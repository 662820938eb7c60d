import { ADMIN_TEXTS, type AdminPair, pairDeletedText } from '@pluto/core';
import { useAdminActions, useAdminPairs } from '../../data';
import { Badge, type DataColumn } from '../../ui';
import { ListTab, type ListTabHostProps, type ListTabTexts } from './ListTab';
import { PairDialog } from './PairDialog';
import { ChainBadge } from './shared';

const TEXTS: ListTabTexts<AdminPair> = {
  title: 'Trading Pairs Management',
  description: 'Configure available trading pairs for spot trading',
  searchPlaceholder: 'Search pairs...',
  noun: { one: 'pair', many: 'pairs' },
  addLabel: 'Add Pair',
  loading: ADMIN_TEXTS.loadingPairs,
  empty: ADMIN_TEXTS.noPairs,
  deleteTitle: 'Delete Trading Pair',
  deleteQuestion: (pair) => (
    <>
      Are you sure you want to delete the trading pair <strong>{pair.label}</strong>? This action cannot be
      undone.
    </>
  ),
  deleted: (pair) => pairDeletedText(pair.label),
  deleteFailed: ADMIN_TEXTS.deletePairFailed,
};

function Side({ symbol, native }: { symbol: string; native: boolean }) {
  return (
    <span className="flex items-center gap-1.5">
      {symbol}
      {native && <Badge tone="accent">Native</Badge>}
    </span>
  );
}

/** On a phone: Pair, Status and the actions; the sides and the chain from `sm` up. */
const COLUMNS: DataColumn<AdminPair>[] = [
  { id: 'pair', header: 'Pair', cell: (pair) => <span className="font-medium text-fg">{pair.label}</span> },
  {
    id: 'base',
    header: 'Base Token',
    cell: (pair) => <Side symbol={pair.base_symbol} native={pair.base_is_native} />,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'quote',
    header: 'Quote Token',
    cell: (pair) => <Side symbol={pair.quote_symbol} native={pair.quote_is_native} />,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'chain',
    header: 'Chain',
    cell: (pair) => <ChainBadge chainId={pair.chain_id} />,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (pair) =>
      pair.pair_enabled ? <Badge tone="up">Active</Badge> : <Badge tone="down">Disabled</Badge>,
  },
];

/** 'Trading Pairs Management' (seed 002 §2.6): search, add, edit, delete, paged like tokens. */
export function PairsTab({ canDelete, search, onSearch }: ListTabHostProps) {
  const { savePair } = useAdminActions();
  return (
    <ListTab
      texts={TEXTS}
      search={search}
      onSearch={onSearch}
      useRows={useAdminPairs}
      rowsOf={(page) => page.pairs}
      rowKey={(pair) => pair.pair_id}
      rowName={(pair) => pair.label}
      columns={COLUMNS}
      deleteRow={
        canDelete ? (pair) => savePair.mutateAsync({ action: 'delete', id: pair.pair_id }) : undefined
      }
      dialog={(pair, onClose) => <PairDialog pair={pair} onClose={onClose} />}
    />
  );
}
