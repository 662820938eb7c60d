import {
  formatFixed,
  formatPrice,
  formatSignedUsd,
  formatTableTime,
  POSITION_SIZE_DECIMALS,
  type TradingFill,
} from '@pluto/core';
import { useState } from 'react';
import { useUserFills } from '../../data';
import { Button, cn, type DataColumn, DataTable, Panel } from '../../ui';
import { TradeHistoryTable } from '../account';

/** Seed 001 §9: the page shows the latest 10 fills. */
export const RECENT_FILLS = 10;

const shortHash = (hash: string) =>
  hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash || '--';

function columns(onShare: ((fill: TradingFill) => void) | undefined): DataColumn<TradingFill>[] {
  const list: DataColumn<TradingFill>[] = [
    {
      id: 'hash',
      header: 'Hash',
      cell: (f) => (
        <span title={f.hash} className="text-muted">
          {shortHash(f.hash)}
        </span>
      ),
    },
    { id: 'coin', header: 'Coin', cell: (f) => <span className="font-sans font-medium">{f.coin}</span> },
    {
      id: 'side',
      header: 'Side',
      cell: (f) => (
        <span className={f.side === 'buy' ? 'text-up' : 'text-down'}>
          {f.side === 'buy' ? 'Buy' : 'Sell'}
        </span>
      ),
    },
    { id: 'price', header: 'Price', cell: (f) => formatPrice(f.price), align: 'right' },
    { id: 'size', header: 'Size', cell: (f) => formatFixed(f.size, POSITION_SIZE_DECIMALS), align: 'right' },
    {
      id: 'pnl',
      header: 'Closed PnL',
      cell: (f) => (
        <span className={cn(f.pnl > 0 && 'text-up', f.pnl < 0 && 'text-down')}>{formatSignedUsd(f.pnl)}</span>
      ),
      align: 'right',
    },
    { id: 'fee', header: 'Fee', cell: (f) => formatPrice(f.fee), align: 'right' },
    { id: 'time', header: 'Time', cell: (f) => formatTableTime(f.time), align: 'right' },
  ];
  if (!onShare) return list;
  return [
    ...list,
    {
      id: 'share',
      header: '',
      // A card is made for a fill that closed something: it has a result to show.
      cell: (f) =>
        f.direction.startsWith('Close') || f.direction.includes('>') ? (
          <Button size="sm" variant="ghost" onClick={() => onShare(f)}>
            Share
          </Button>
        ) : null,
      align: 'right',
    },
  ];
}

/**
 * Seed 000 §2 / 001 §9 "Recent transactions": the latest 10 fills; 'View All' shows the whole trade
 * history (the trading screen's panel). A closing fill can be shared as a trade-summary card.
 */
export function RecentTransactions({ onShare }: { onShare?: (fill: TradingFill) => void }) {
  const fills = useUserFills();
  const [all, setAll] = useState(false);
  return (
    <Panel
      aria-label="Recent transactions"
      title={all ? 'Trade History' : 'Recent Transactions'}
      bodyClassName="overflow-x-auto"
      actions={
        <Button size="sm" variant="ghost" onClick={() => setAll((v) => !v)}>
          {all ? 'Show Recent' : 'View All'}
        </Button>
      }
    >
      {all ? (
        <TradeHistoryTable />
      ) : (
        <DataTable
          rows={fills.data?.slice(0, RECENT_FILLS)}
          loading={fills.isLoading}
          error={fills.isError ? 'Failed to fetch trade history' : undefined}
          rowKey={(f) => f.id}
          empty="No trades yet"
          columns={columns(onShare)}
        />
      )}
    </Panel>
  );
}
