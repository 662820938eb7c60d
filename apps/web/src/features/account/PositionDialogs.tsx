import { type ClosedTrade, formatFixed, formatPrice, type TradingPosition, tradeFees } from '@pluto/core';
import { useState } from 'react';
import { useUserFees } from '../../data';
import { cn } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { TradeSummaryCard } from './TradeSummaryCard';

/** Seed 000 §4: confirm, then a market order on the opposite side closes the position. */
export function ClosePositionDialog({
  position,
  onOpenChange,
  onConfirm,
}: {
  position: TradingPosition;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  // The close is a market order: a taker, plus the builder fee, on the notional at the mark.
  const fees = tradeFees(position.size * position.markPrice, 'taker', useUserFees());
  return (
    <Dialog
      open
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Close Position"
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: busy },
        {
          label: busy ? 'Closing...' : 'Close at Market',
          variant: 'destructive',
          loading: busy,
          disabled: busy,
          onClick: () => {
            setBusy(true);
            void onConfirm().then((ok) => {
              setBusy(false);
              if (ok) onOpenChange(false);
            });
          },
        },
      ]}
    >
      <p className="text-muted text-xs">
        Close your {position.side} of {formatFixed(position.size, 5)} {position.coin} with a market order
        (entry {formatPrice(position.entryPrice)}, mark {formatPrice(position.markPrice)}).
      </p>
      <p className="mt-2 text-muted text-xs">
        Estimated fees {formatPrice(fees.total)} (exchange {formatPrice(fees.exchangeFee)} + builder{' '}
        {formatPrice(fees.builderFee)}).
      </p>
    </Dialog>
  );
}

/** Seed 001 §2 trade summary: the figures, and the shareable card of the closing order. */
export function TradeResultDialog({
  result,
  onOpenChange,
}: {
  result: ClosedTrade;
  onOpenChange: (open: boolean) => void;
}) {
  const signed = (value: number) => `${value >= 0 ? '+' : '-'}${formatPrice(Math.abs(value))}`;
  const tone = (value: number) => (value >= 0 ? 'text-up' : 'text-down');
  const row = (label: string, value: string, className?: string) => (
    <div className="flex justify-between">
      <dt className="text-muted">{label}</dt>
      <dd className={cn('font-mono tabular-nums', className)}>{value}</dd>
    </div>
  );
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={`${result.coin} ${result.side === 'long' ? 'Long' : 'Short'} ${result.leverage}x closed`}
      width={result.oid === undefined ? undefined : 520}
      buttons={[{ label: 'Done', onClick: () => onOpenChange(false) }]}
    >
      {result.oid !== undefined && (
        <div className="mb-3">
          <TradeSummaryCard oid={result.oid} />
        </div>
      )}
      <dl className="space-y-1.5 text-xs">
        {row('Entry Price', formatPrice(result.entryPrice))}
        {row('Exit Price', formatPrice(result.exitPrice))}
        {row('Size', `${formatFixed(result.size, 5)} ${result.coin}`)}
        {row('PnL before fees', signed(result.pnl), tone(result.pnl))}
        {row('Closing fees (exchange + builder)', `-${formatPrice(result.closingFees)}`)}
        {row('PnL after fees', signed(result.netPnl), tone(result.netPnl))}
        {row(
          'PnL % after fees',
          `${result.pnlPercent >= 0 ? '+' : ''}${formatFixed(result.pnlPercent, 2)}%`,
          tone(result.pnlPercent),
        )}
      </dl>
    </Dialog>
  );
}
