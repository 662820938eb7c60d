import {
  type BookGrouping,
  type BookLevel,
  type BookView,
  bookGroupingOptions,
  formatFixed,
  formatPercent,
  ORDER_BOOK_DEPTH,
} from '@pluto/core';
import { memo, Profiler, type ProfilerOnRenderCallback, type ReactNode, useMemo, useState } from 'react';
import { useOrderBook } from '../../data';
import { cn, Select, Skeleton } from '../../ui';

/** Significant decimals of a wire price: the exchange writes "113113.0", which shows as 113,113. */
const decimalsOf = (text: string) => text.split('.')[1]?.replace(/0+$/, '').length ?? 0;

const Row = memo(function Row({
  level,
  side,
  maxTotal,
  priceDecimals,
  sizeDecimals,
}: {
  level: BookLevel;
  side: 'bid' | 'ask';
  maxTotal: number;
  priceDecimals: number;
  sizeDecimals: number;
}) {
  const depth = maxTotal > 0 ? Math.min(100, (level.total / maxTotal) * 100) : 0;
  return (
    <div className="relative grid h-5 grid-cols-3 items-center px-2 font-mono text-[11px] tabular-nums">
      <span
        aria-hidden
        className={cn('absolute inset-y-0 right-0', side === 'bid' ? 'bg-up/10' : 'bg-down/10')}
        style={{ width: `${depth}%` }}
      />
      <span className={cn('relative', side === 'bid' ? 'text-up' : 'text-down')}>
        {formatFixed(level.price, priceDecimals)}
      </span>
      <span className="relative text-right">{formatFixed(level.size, sizeDecimals)}</span>
      <span className="relative text-right text-muted">{formatFixed(level.total, sizeDecimals)}</span>
    </div>
  );
});

export interface OrderBookViewProps {
  book: BookView | undefined;
  connecting: boolean;
  error: string | undefined;
  coin: string;
  szDecimals: number;
  grouping: BookGrouping;
  groupingOptions: readonly { value: BookGrouping; label: string }[];
  onGroupingChange: (grouping: BookGrouping) => void;
  /** The start of the header row: the title, or the tabs the book shares its place with. */
  heading?: ReactNode;
  className?: string;
}

const groupingValue = (grouping: BookGrouping) => (grouping === null ? 'full' : String(grouping));

/** Seed 000 §2: top 8 asks over top 8 bids with cumulative totals and the spread line. */
export function OrderBookView({
  book,
  connecting,
  error,
  coin,
  szDecimals,
  grouping,
  groupingOptions,
  onGroupingChange,
  heading = <span className="font-medium">Order Book</span>,
  className,
}: OrderBookViewProps) {
  const priceDecimals = useMemo(() => {
    const sample = book?.asks[0]?.px ?? book?.bids[0]?.px;
    return sample
      ? Math.max(...[...(book?.asks ?? []), ...(book?.bids ?? [])].map((l) => decimalsOf(l.px)), 0)
      : 2;
  }, [book]);
  // Asks are shown highest first so the best ask sits on the spread line.
  const asks = useMemo(() => (book ? [...book.asks].reverse() : []), [book]);
  return (
    <div className={cn('flex min-h-0 flex-col text-xs', className)}>
      <div className="flex h-9 shrink-0 items-center justify-between gap-2 border-line border-b px-2">
        {heading}
        <Select
          aria-label="Price grouping"
          size="sm"
          value={groupingValue(grouping)}
          options={groupingOptions.map((o) => ({ value: groupingValue(o.value), label: o.label }))}
          onChange={(value) => onGroupingChange(value === 'full' ? null : (Number(value) as BookGrouping))}
        />
      </div>
      <div className="grid shrink-0 grid-cols-3 px-2 py-1 text-[10px] text-faint">
        <span>Price</span>
        <span className="text-right">Size ({coin})</span>
        <span className="text-right">Total ({coin})</span>
      </div>
      {error && (
        <p role="alert" className="px-2 py-1 text-[11px] text-down">
          {error}
        </p>
      )}
      {!book ? (
        <div aria-busy className="flex flex-col gap-1 px-2 py-1" data-testid="order-book-loading">
          {!error && <span className="sr-only">Loading order book...</span>}
          {Array.from({ length: ORDER_BOOK_DEPTH * 2 + 1 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
            <Skeleton key={i} className="h-4" />
          ))}
        </div>
      ) : (
        <div data-testid="order-book" className="flex min-h-0 flex-1 flex-col">
          <div data-testid="order-book-asks" className="flex flex-col justify-end">
            {asks.map((level) => (
              <Row
                key={level.px}
                level={level}
                side="ask"
                maxTotal={book.maxTotal}
                priceDecimals={priceDecimals}
                sizeDecimals={szDecimals}
              />
            ))}
          </div>
          <div
            data-testid="order-book-spread"
            className="flex h-6 items-center justify-between border-line border-y bg-surface px-2 font-mono text-[11px] text-muted tabular-nums"
          >
            <span>Spread</span>
            <span>{book.spread === undefined ? '—' : formatFixed(book.spread, priceDecimals)}</span>
            <span>
              {book.spreadPercent === undefined ? '—' : formatPercent(book.spreadPercent, { decimals: 3 })}
            </span>
          </div>
          <div data-testid="order-book-bids">
            {book.bids.map((level) => (
              <Row
                key={level.px}
                level={level}
                side="bid"
                maxTotal={book.maxTotal}
                priceDecimals={priceDecimals}
                sizeDecimals={szDecimals}
              />
            ))}
          </div>
          {book.asks.length === 0 && book.bids.length === 0 && (
            <p className="px-2 py-4 text-center text-muted">No resting orders</p>
          )}
        </div>
      )}
      {connecting && book && <p className="px-2 py-1 text-[10px] text-faint">Reconnecting...</p>}
    </div>
  );
}

/**
 * Benchmark builds only (`bench/trading-book.ts` builds with VITE_PROFILE_ORDER_BOOK=true and React's
 * profiling build): the book's React commits are counted on `window.orderBookCommits`. Vite replaces
 * the flag at build time, so the product build contains neither the Profiler nor the counter.
 */
const PROFILE_COMMITS = import.meta.env.VITE_PROFILE_ORDER_BOOK === 'true';

const countCommit: ProfilerOnRenderCallback = () => {
  const counted = globalThis as { orderBookCommits?: number };
  counted.orderBookCommits = (counted.orderBookCommits ?? 0) + 1;
};

/** The order book widget: its own live subscription, grouping in the data hook. */
export function OrderBook({
  coin,
  price,
  szDecimals,
  heading,
  className,
}: {
  coin: string;
  price: number | undefined;
  szDecimals: number;
  heading?: ReactNode;
  className?: string;
}) {
  const [grouping, setGrouping] = useState<{ coin: string; value: BookGrouping }>({ coin, value: null });
  const active = grouping.coin === coin ? grouping.value : null;
  const state = useOrderBook(coin, active);
  // Options follow the price's magnitude, not every tick.
  const magnitude = price && price > 0 ? Math.floor(Math.log10(price)) : undefined;
  const options = useMemo(
    () => bookGroupingOptions(magnitude === undefined ? 0 : 10 ** magnitude, szDecimals),
    [magnitude, szDecimals],
  );
  const view = (
    <OrderBookView
      {...state}
      coin={coin}
      szDecimals={szDecimals}
      grouping={active}
      groupingOptions={options}
      onGroupingChange={(value) => setGrouping({ coin, value })}
      heading={heading}
      className={className}
    />
  );
  return PROFILE_COMMITS ? (
    <Profiler id="order-book" onRender={countCommit}>
      {view}
    </Profiler>
  ) : (
    view
  );
}
