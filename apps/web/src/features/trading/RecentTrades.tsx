import { formatFixed, formatTradeTime, type RecentTrade } from '@pluto/core';
import type { ReactNode } from 'react';
import { type RecentTradesState, useRecentTrades } from '../../data';
import { cn, Skeleton } from '../../ui';

/** Significant decimals of a wire price: the exchange writes "113113.0", which shows as 113,113. */
const decimalsOf = (text: string) => text.split('.')[1]?.replace(/0+$/, '').length ?? 0;

const LOADING_ROWS = 17;

function TradeRow({ trade, sizeDecimals }: { trade: RecentTrade; sizeDecimals: number }) {
  return (
    <li className="grid h-5 grid-cols-3 items-center px-2 font-mono text-[11px] tabular-nums">
      <span className={trade.side === 'buy' ? 'text-up' : 'text-down'}>
        {formatFixed(trade.price, decimalsOf(trade.priceText))}
      </span>
      <span className="text-right">{formatFixed(trade.size, sizeDecimals)}</span>
      <span className="text-right text-muted">{formatTradeTime(trade.time)}</span>
    </li>
  );
}

export type RecentTradesViewProps = RecentTradesState & {
  coin: string;
  szDecimals: number;
  /** The start of the header row: the tabs the trades share their place with. */
  heading?: ReactNode;
  className?: string;
};

/** Issue 20: the market's latest prints, newest first; buys green, sells red. */
export function RecentTradesView({
  trades,
  connecting,
  error,
  coin,
  szDecimals,
  heading = <span className="font-medium">Trades</span>,
  className,
}: RecentTradesViewProps) {
  return (
    <div className={cn('flex min-h-0 flex-col text-xs', className)}>
      <div className="flex h-9 shrink-0 items-center gap-2 border-line border-b px-2">{heading}</div>
      <div className="grid shrink-0 grid-cols-3 px-2 py-1 text-[10px] text-faint">
        <span>Price</span>
        <span className="text-right">Size ({coin})</span>
        <span className="text-right">Time</span>
      </div>
      {error && (
        <p role="alert" className="px-2 py-1 text-[11px] text-down">
          {error}
        </p>
      )}
      {trades === undefined ? (
        <div aria-busy className="flex flex-col gap-1 px-2 py-1">
          {!error && <span className="sr-only">Loading trades...</span>}
          {Array.from({ length: LOADING_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
            <Skeleton key={i} className="h-4" />
          ))}
        </div>
      ) : trades.length === 0 ? (
        <p className="px-2 py-4 text-center text-muted">No trades yet</p>
      ) : (
        <ol aria-label={`Recent ${coin} trades`} className="min-h-0 flex-1 overflow-y-auto">
          {trades.map((trade) => (
            <TradeRow key={trade.tid} trade={trade} sizeDecimals={szDecimals} />
          ))}
        </ol>
      )}
      {connecting && trades && <p className="px-2 py-1 text-[10px] text-faint">Reconnecting...</p>}
    </div>
  );
}

/** The Trades widget: its own live subscription to the market's prints. */
export function RecentTrades(props: Omit<RecentTradesViewProps, keyof RecentTradesState>) {
  return <RecentTradesView {...useRecentTrades(props.coin)} {...props} />;
}
