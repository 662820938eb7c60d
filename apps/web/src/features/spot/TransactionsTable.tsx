import {
  explorerTxUrl,
  formatFixed,
  formatPrice,
  formatTableTime,
  type SpotPair,
  shortenAddress,
  type TokenTransaction,
} from '@pluto/core';
import { Copy, ExternalLink } from 'lucide-react';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { useTokenTransactions } from '../../data';
import { Button, cn, type DataColumn, DataTable } from '../../ui';
import { copyAddress } from './copy-address';

/** Seed 002 §8 texts of the transactions table. */
export const TRANSACTIONS_TEXT = {
  failed: 'Failed to load transactions',
  empty: 'No recent transactions',
} as const;

function columns(chainId: number, baseSymbol: string): DataColumn<TokenTransaction>[] {
  return [
    {
      id: 'side',
      header: 'Side',
      cell: (row) => (
        <span className={cn('font-sans font-semibold', row.side === 'buy' ? 'text-up' : 'text-down')}>
          {row.side === 'buy' ? 'Buy' : 'Sell'}
        </span>
      ),
    },
    { id: 'base', header: baseSymbol, align: 'right', cell: (row) => formatFixed(row.base.uiAmount, 4) },
    {
      id: 'quote',
      header: 'Amount',
      align: 'right',
      cell: (row) => `${formatFixed(row.quote.uiAmount, 4)} ${row.quote.symbol}`,
    },
    { id: 'price', header: 'Price', align: 'right', cell: (row) => formatPrice(row.tokenPrice) },
    { id: 'time', header: 'Time', align: 'right', cell: (row) => formatTableTime(row.blockUnixTime * 1000) },
    {
      id: 'owner',
      header: 'Owner',
      cell: (row) => (
        <button
          type="button"
          onClick={() => void copyAddress(row.owner)}
          className="inline-flex items-center gap-1 text-muted hover:text-fg"
          aria-label={`Copy ${row.owner}`}
        >
          {shortenAddress(row.owner)} <Copy size={11} aria-hidden />
        </button>
      ),
    },
    {
      id: 'tx',
      header: 'Tx',
      align: 'right',
      cell: (row) => {
        const url = explorerTxUrl(chainId, row.txHash);
        return url ? (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex text-accent"
            aria-label="View transaction"
          >
            <ExternalLink size={12} aria-hidden />
          </a>
        ) : null;
      },
    },
  ];
}

/** Seed 002 §2.3, §9: the base token's recent swaps, 50 a page up to 5 pages, refetched every 30 s. */
export function TransactionsTable({ pair }: { pair: SpotPair }) {
  const transactions = useTokenTransactions({
    chainId: pair.chain_id,
    address: pair.base_address as Address,
  });
  const rows = useMemo(() => transactions.data?.pages.flatMap((page) => page.items), [transactions.data]);
  const tableColumns = useMemo(
    () => columns(pair.chain_id, pair.base_symbol),
    [pair.chain_id, pair.base_symbol],
  );
  return (
    <div className="overflow-x-auto text-xs">
      <DataTable
        columns={tableColumns}
        rows={rows}
        rowKey={(row) => `${row.txHash}-${row.owner}-${row.side}-${row.blockUnixTime}`}
        loading={transactions.isPending}
        error={transactions.isError ? TRANSACTIONS_TEXT.failed : undefined}
        empty={TRANSACTIONS_TEXT.empty}
      />
      {transactions.hasNextPage && (
        <div className="p-2">
          <Button
            variant="ghost"
            size="sm"
            block
            loading={transactions.isFetchingNextPage}
            onClick={() => void transactions.fetchNextPage()}
          >
            Load More
          </Button>
        </div>
      )}
    </div>
  );
}
