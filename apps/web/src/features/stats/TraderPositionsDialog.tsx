import {
  formatFixed,
  formatLargeNumber,
  formatPrice,
  shortenAddress,
  type TradingPosition,
} from '@pluto/core';
import { useTraderPositions } from '../../data';
import { cn, type DataColumn, DataTable } from '../../ui';
import { Dialog } from '../../ui/Dialog';

const COLUMNS: readonly DataColumn<TradingPosition>[] = [
  {
    id: 'coin',
    header: 'Market',
    cell: (p) => (
      <span className="font-sans">
        {p.coin}{' '}
        <span className={p.side === 'long' ? 'text-up' : 'text-down'}>
          {p.side === 'long' ? 'Long' : 'Short'}
        </span>{' '}
        <span className="text-faint">{p.leverage.value}x</span>
      </span>
    ),
  },
  { id: 'size', header: 'Size', align: 'right', cell: (p) => formatFixed(p.size, 5) },
  {
    id: 'value',
    header: 'Value',
    align: 'right',
    cell: (p) => formatLargeNumber(p.positionValue, { currency: true }),
  },
  { id: 'entry', header: 'Entry', align: 'right', cell: (p) => formatPrice(p.entryPrice) },
  {
    id: 'pnl',
    header: 'uPnL',
    align: 'right',
    cell: (p) => (
      <span className={cn(p.unrealizedPnl >= 0 ? 'text-up' : 'text-down')}>
        {formatLargeNumber(p.unrealizedPnl, { currency: true })}
      </span>
    ),
  },
];

/** A leaderboard trader's open positions, read-only, from the exchange's public account state. */
export function TraderPositionsDialog({ trader, onClose }: { trader: `0x${string}`; onClose: () => void }) {
  const positions = useTraderPositions(trader);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Positions of ${shortenAddress(trader)}`}
      description={
        positions.data
          ? `Account value ${formatLargeNumber(positions.data.accountValue, { currency: true })}`
          : trader
      }
      width={720}
    >
      <div className="max-h-[60vh] overflow-auto text-xs">
        <DataTable
          columns={COLUMNS}
          rows={positions.data?.positions}
          rowKey={(p) => p.coin}
          loading={positions.isPending}
          error={positions.error ? `Failed to fetch positions: ${positions.error.message}` : undefined}
          empty="No open positions."
        />
      </div>
    </Dialog>
  );
}
