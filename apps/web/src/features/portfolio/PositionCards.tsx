import {
  formatFixed,
  formatPrice,
  formatSignedUsd,
  POSITION_SIZE_DECIMALS,
  type TradingPosition,
} from '@pluto/core';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { type PositionTpslOrders, usePositionsTpsl } from '../../data';
import { Badge, Button, cn, Skeleton } from '../../ui';
import { CoinLogo } from '../trading';
import type { PositionDialogKind } from './PositionDialogsHost';

export type SideFilter = 'all' | 'long' | 'short';

const tone = (value: number) => (value > 0 ? 'text-up' : value < 0 ? 'text-down' : 'text-fg');

function Stat({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-[11px] text-faint">{label}</dt>
      <dd className={cn('truncate font-mono text-xs tabular-nums', className ?? 'text-fg')}>{children}</dd>
    </div>
  );
}

function LiquidationPrice({ position }: { position: TradingPosition }) {
  if (position.liquidationPrice === undefined) return 'N/A';
  const price = formatPrice(position.liquidationPrice);
  return position.liquidationEstimated ? `≈${price} (est.)` : price;
}

/** One open position (seed 000 §2 "Open Positions cards") with its actions. */
export function PositionCard({
  position,
  tpsl,
  onAction,
}: {
  position: TradingPosition;
  tpsl: PositionTpslOrders | undefined;
  onAction: (kind: PositionDialogKind) => void;
}) {
  const isLong = position.side === 'long';
  const tp = tpsl?.takeProfit?.price;
  const sl = tpsl?.stopLoss?.price;
  return (
    <article
      aria-label={`${position.coin} ${isLong ? 'Long' : 'Short'} position`}
      className="flex flex-col gap-3 rounded-md border border-line bg-panel p-3"
    >
      <header className="flex items-center gap-2">
        <CoinLogo coin={position.coin} size={22} />
        <span className="font-semibold text-sm">{position.coin}</span>
        <Badge tone={isLong ? 'up' : 'down'}>{isLong ? 'Long' : 'Short'}</Badge>
        <button
          type="button"
          onClick={() => onAction('leverage')}
          className="rounded bg-raised px-1.5 py-0.5 font-mono text-[11px] text-muted hover:text-fg"
          aria-label="Adjust Leverage"
        >
          {position.leverage.value}x
        </button>
        <button
          type="button"
          onClick={() => onAction('margin')}
          className="rounded bg-raised px-1.5 py-0.5 text-[11px] text-muted hover:text-fg"
          aria-label="Margin Mode"
        >
          {position.leverage.type === 'cross' ? 'Cross' : 'Isolated'}
        </button>
        <div
          className={cn('ml-auto text-right font-mono text-sm tabular-nums', tone(position.unrealizedPnl))}
        >
          {formatSignedUsd(position.unrealizedPnl)}
          <span className="ml-1 text-xs">({formatFixed(position.returnOnEquity, 2)}%)</span>
        </div>
      </header>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-2 sm:grid-cols-4">
        <Stat label="Size">
          {formatFixed(position.size, POSITION_SIZE_DECIMALS)} {position.coin}
        </Stat>
        <Stat label="Entry Price">{formatPrice(position.entryPrice)}</Stat>
        <Stat label="Mark Price">{formatPrice(position.markPrice)}</Stat>
        <Stat label="Liq. Price" className="text-warn">
          <LiquidationPrice position={position} />
        </Stat>
        <Stat label="Margin">{formatPrice(position.marginUsed)}</Stat>
        {/* The exchange counts the funding a position paid; the card shows what it earned. */}
        <Stat label="Funding" className={tone(-position.cumFunding)}>
          {formatSignedUsd(-position.cumFunding)}
        </Stat>
        <Stat label="Take Profit" className="text-up">
          {tp === undefined ? '--' : formatPrice(tp)}
        </Stat>
        <Stat label="Stop Loss" className="text-down">
          {sl === undefined ? '--' : formatPrice(sl)}
        </Stat>
      </dl>
      <footer className="flex gap-2">
        <Button size="sm" variant="secondary" className="flex-1" onClick={() => onAction('tpsl')}>
          TP/SL
        </Button>
        <Button size="sm" variant="secondary" aria-label="Edit TP/SL" onClick={() => onAction('editTpsl')}>
          <Pencil size={12} aria-hidden />
        </Button>
        <Button size="sm" variant="destructive" className="flex-1" onClick={() => onAction('close')}>
          Close
        </Button>
      </footer>
    </article>
  );
}

/** The open positions of the filter, as cards; a placeholder while loading, a line when none. */
export function PositionCards({
  positions,
  loading,
  error,
  filter,
  onAction,
}: {
  positions: readonly TradingPosition[] | undefined;
  loading: boolean;
  error: boolean;
  filter: SideFilter;
  onAction: (kind: PositionDialogKind, position: TradingPosition) => void;
}) {
  const tpsl = usePositionsTpsl();
  if (error) return <p className="py-6 text-center text-down text-xs">Failed to fetch positions</p>;
  if (loading || !positions)
    return (
      <div role="status" aria-label="Loading positions" className="grid gap-3 md:grid-cols-2 xl:grid-cols-1">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  const shown = filter === 'all' ? positions : positions.filter((p) => p.side === filter);
  if (shown.length === 0)
    return (
      <p className="rounded-md border border-line border-dashed py-8 text-center text-muted text-xs">
        {filter === 'all' ? 'No open positions' : `No ${filter} positions`}
      </p>
    );
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-1">
      {shown.map((position) => (
        <PositionCard
          key={position.coin}
          position={position}
          tpsl={tpsl.get(position.coin)}
          onAction={(kind) => onAction(kind, position)}
        />
      ))}
    </div>
  );
}
