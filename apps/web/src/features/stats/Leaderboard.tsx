import { formatLargeNumber, formatPercent, type LeaderboardRow, shortenAddress } from '@pluto/core';
import { Link } from 'react-router';
import { cn, type DataColumn, DataTable } from '../../ui';

const usd = (value: number) => formatLargeNumber(value, { currency: true, trillions: true });
const tone = (value: number) => (value > 0 ? 'text-up' : value < 0 ? 'text-down' : 'text-muted');
const signedUsd = (value: number) => (value > 0 ? `+${usd(value)}` : usd(value));

const COLUMNS: readonly DataColumn<LeaderboardRow>[] = [
  { id: 'rank', header: 'Rank', cell: (row) => <span className="text-muted">#{row.rank}</span> },
  {
    id: 'trader',
    header: 'Trader',
    cell: (row) => (
      <Link
        to={`?trader=${row.ethAddress}`}
        title={`Positions of ${row.ethAddress}`}
        className="text-accent-strong hover:underline"
      >
        {shortenAddress(row.ethAddress)}
      </Link>
    ),
  },
  { id: 'accountValue', header: 'Account Value', align: 'right', cell: (row) => usd(row.accountValue) },
  {
    id: 'pnl',
    header: 'PnL',
    align: 'right',
    className: 'hidden sm:table-cell',
    cell: (row) => <span className={tone(row.pnl)}>{signedUsd(row.pnl)}</span>,
  },
  {
    id: 'vlm',
    header: 'Volume',
    align: 'right',
    className: 'hidden sm:table-cell',
    cell: (row) => usd(row.vlm),
  },
  {
    id: 'trades',
    header: 'Trades',
    align: 'right',
    className: 'hidden sm:table-cell',
    cell: (row) => row.nTrades.toLocaleString('en-US'),
  },
  {
    id: 'roi',
    header: 'ROI',
    align: 'right',
    cell: (row) => <span className={cn(tone(row.roi))}>{formatPercent(row.roi, { signed: true })}</span>,
  },
];

export interface LeaderboardProps {
  rows: readonly LeaderboardRow[] | undefined;
  loading: boolean;
  initializing: boolean;
  error: string | undefined;
}

/** Seed 001 §2: the Top Traders Leaderboard, up to 50 rows by account value. */
export function Leaderboard({ rows, loading, initializing, error }: LeaderboardProps) {
  return (
    <div className="overflow-x-auto text-xs">
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.ethAddress}
        loading={loading || initializing}
        error={error}
        empty={initializing ? 'Computing the leaderboard...' : 'No platform traders yet.'}
        // A phone keeps rank, trader, account value and ROI, all in view.
        fitsPhone
      />
    </div>
  );
}
