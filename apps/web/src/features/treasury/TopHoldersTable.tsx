import {
  BSC_CHAIN_ID,
  explorerAddressUrl,
  formatPercent,
  shortenAddress,
  type TreasuryHolder,
} from '@pluto/core';
import { useState } from 'react';
import { useAccount } from '../../data';
import { Badge, Button, type DataColumn, DataTable } from '../../ui';
import { formatPluto } from './treasury-view';

/** Rows per page of the top-500 table. */
const PAGE_SIZE = 50;

/** Seed 002 §2.7: the top 500 holders by rank, paged; the connected wallet's row is marked. */
export function TopHoldersTable({
  holders,
  loading,
  error,
  refreshedAt,
}: {
  holders: readonly TreasuryHolder[] | undefined;
  loading: boolean;
  error: string | undefined;
  refreshedAt: number | null | undefined;
}) {
  const { address } = useAccount();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil((holders?.length ?? 0) / PAGE_SIZE));
  const shown = holders?.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const you = address?.toLowerCase();
  const yourRank = holders?.find((row) => row.address === you)?.rank;
  const yourPage = yourRank === undefined ? undefined : Math.floor((yourRank - 1) / PAGE_SIZE);
  const columns: DataColumn<TreasuryHolder>[] = [
    { id: 'rank', header: 'Rank', cell: (row) => `#${row.rank}` },
    {
      id: 'address',
      header: 'Address',
      cell: (row) => (
        <span className="inline-flex items-center gap-1.5">
          <a
            href={explorerAddressUrl(BSC_CHAIN_ID, row.address)}
            target="_blank"
            rel="noreferrer"
            className="font-mono text-accent-strong hover:underline"
            title={row.address}
          >
            {shortenAddress(row.address)}
          </a>
          {row.address === you ? <Badge tone="accent">You</Badge> : null}
        </span>
      ),
    },
    // A phone keeps rank, address and share; the wallet's own balance is in "Your Position".
    {
      id: 'balance',
      header: 'Balance',
      align: 'right',
      className: 'hidden sm:table-cell',
      cell: (row) => formatPluto(row.balance),
    },
    {
      id: 'percentage',
      header: 'Percentage',
      align: 'right',
      cell: (row) => formatPercent(row.percentage, { decimals: 4 }),
    },
  ];
  return (
    <section aria-labelledby="treasury-top-holders" className="rounded-lg border border-line bg-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4 pb-2">
        <h2 id="treasury-top-holders" className="font-medium text-muted text-xs uppercase tracking-wider">
          Top 500 Holders
        </h2>
        {yourPage !== undefined && yourPage !== page ? (
          <Button size="sm" variant="ghost" onClick={() => setPage(yourPage)}>
            Show my rank
          </Button>
        ) : null}
        <span className="text-muted text-xs">
          {refreshedAt
            ? `Updated ${new Date(refreshedAt).toLocaleTimeString()} · refreshed every 30 minutes`
            : 'Refreshed every 30 minutes'}
        </span>
      </div>
      <DataTable
        columns={columns}
        rows={shown}
        rowKey={(row) => row.address}
        loading={loading}
        error={error}
        empty="No holders yet: the table is computed from the chain every 30 minutes."
        fitsPhone
      />
      {pages > 1 ? (
        <div className="flex items-center justify-end gap-2 px-4 py-2 text-muted text-xs">
          <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </section>
  );
}
