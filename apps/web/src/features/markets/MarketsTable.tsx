import {
  formatLargeNumber,
  formatPercent,
  formatPrice,
  type MarketSortKey,
  marginModeLabel,
  type PerpMarketSummary,
  type SortState,
} from '@pluto/core';
import { Star } from 'lucide-react';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Badge, Button, cn, Skeleton, SortableHeader } from '../../ui';
import { CoinLogo, changeTone, priceFlashClass, usePriceFlash } from '../trading';
import { Sparkline } from './Sparkline';
import { useWindowedRows } from './use-windowed-rows';

const HIDE_BELOW_SM = 'hidden sm:table-cell';
const HIDE_BELOW_MD = 'hidden md:table-cell';
const HIDE_BELOW_LG = 'hidden lg:table-cell';
/** A row's height before one is measured (h-11). */
const ROW_HEIGHT = 44;

interface MarketRowProps {
  market: PerpMarketSummary;
  active: boolean;
  favourite: boolean;
  onOpen: (coin: string) => void;
  onToggleFavourite: (coin: string) => void;
}

// The parts of a row that do not change with its market are made once: a sort re-renders every row
// drawn, and React skips an element it has seen before (issue 23: a sort within a frame).
const STAR = <Star size={14} aria-hidden />;
const FILLED_STAR = <Star size={14} aria-hidden className="fill-warn text-warn" />;
/** Its click reaches the row's, which opens the row's market. */
const TRADE_NOW = (
  <Button size="sm" variant="secondary" className="font-sans">
    Trade Now
  </Button>
);

/**
 * A market's price; it flashes up or down for 1 s when the feed moves it (as on the trading screen).
 * It fills its cell (the padding is its own), so the cell stays when the row shows another market
 * and only the figure is made anew.
 */
function PriceFigure({ price }: { price: number }) {
  const flash = usePriceFlash(price);
  return (
    <span
      data-testid="market-row-price"
      data-flash={flash}
      className={cn('block px-2', priceFlashClass(flash), !flash && 'text-fg')}
    >
      {formatPrice(price)}
    </span>
  );
}

/**
 * One row of the table. Rows are keyed by their place, so a new order updates them in place; the
 * price figure is keyed by the coin, so a row that now shows another market never flashes.
 */
const MarketRow = memo(function MarketRow({
  market,
  active,
  favourite,
  onOpen,
  onToggleFavourite,
}: MarketRowProps) {
  return (
    <tr
      data-coin={market.coin}
      aria-selected={active}
      onClick={() => onOpen(market.coin)}
      className={cn(
        'h-11 cursor-pointer border-line/60 border-b font-mono tabular-nums hover:bg-raised/60',
        active && 'bg-raised outline outline-1 outline-accent/60 -outline-offset-1',
      )}
    >
      <td className="pl-3">
        <button
          type="button"
          aria-label={
            favourite ? `Remove ${market.coin} from favourites` : `Add ${market.coin} to favourites`
          }
          aria-pressed={favourite}
          onClick={(event) => {
            event.stopPropagation();
            onToggleFavourite(market.coin);
          }}
          className="flex size-6 items-center justify-center rounded text-faint hover:text-warn"
        >
          {favourite ? FILLED_STAR : STAR}
        </button>
      </td>
      <td className="px-2">
        <div className="flex items-center gap-2 font-sans">
          <CoinLogo coin={market.coin} size={22} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-fg text-sm leading-4">{market.coin}</p>
            <p className="text-[10px] text-faint leading-4">{marginModeLabel(market)}</p>
          </div>
        </div>
      </td>
      <td className="text-right">
        <PriceFigure key={market.coin} price={market.price} />
      </td>
      <td className={cn('px-2 text-right', changeTone(market.change24h))}>
        {formatPercent(market.change24h, { signed: true })}
      </td>
      <td className={cn('px-2 text-right text-fg', HIDE_BELOW_SM)}>
        {formatLargeNumber(market.volume24h, { currency: true, trillions: true })}
      </td>
      <td className={cn('px-2 text-right', HIDE_BELOW_MD)}>
        <Badge tone="accent">{market.maxLeverage}x</Badge>
      </td>
      <td className={cn('px-2 text-right', HIDE_BELOW_LG)}>
        <Sparkline coin={market.coin} />
      </td>
      <td className={cn('pr-3 pl-2 text-right', HIDE_BELOW_SM)}>{TRADE_NOW}</td>
    </tr>
  );
});

/** Placeholders as tall as the rows they stand for. */
function LoadingRows() {
  return (
    <div aria-hidden className="px-3">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex h-11 items-center border-line/60 border-b">
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

export interface MarketsTableProps {
  rows: readonly PerpMarketSummary[];
  loading: boolean;
  error: string | undefined;
  sort: SortState<MarketSortKey>;
  onSort: (next: SortState<MarketSortKey>) => void;
  activeIndex: number;
  favourites: ReadonlySet<string>;
  onOpen: (coin: string) => void;
  onToggleFavourite: (coin: string) => void;
  /** Where the header row sticks (`top-…`): under whatever sticks above the table. */
  stickyHeaderClassName?: string;
}

/**
 * The sortable markets table (seed 001 §2) with its loading, error and empty states; only the rows
 * on screen are drawn. Its layout is fixed (column widths from the header row), so a sort lays out
 * the new cells without measuring every cell's content for the column widths again (issue 23: a
 * sort within a frame), and the rows drawn never change the columns under the sticky header.
 */
export function MarketsTable({
  rows,
  loading,
  error,
  sort,
  onSort,
  activeIndex,
  favourites,
  onOpen,
  onToggleFavourite,
  stickyHeaderClassName = 'top-0',
}: MarketsTableProps) {
  const header = (label: string, key: MarketSortKey, className?: string) => (
    <SortableHeader
      label={label}
      sortKey={key}
      sort={sort}
      onSort={onSort}
      align={key === 'symbol' ? 'left' : 'right'}
      className={className}
    />
  );
  const status = (text: string, tone: string) => (
    <p className={cn('px-3 py-14 text-center font-sans text-sm', tone)}>{text}</p>
  );
  const tbody = useRef<HTMLTableSectionElement>(null);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  const shown = useWindowedRows(tbody, rows.length, rowHeight);
  const { scrollToRow } = shown;
  // Borders make a row a little taller than its class says: the window is computed from a real one,
  // measured once rows are there (a layout read on every render would cost each sort a reflow).
  const hasRows = rows.length > 0 && !loading && !error;
  useLayoutEffect(() => {
    if (!hasRows) return;
    const height = tbody.current?.querySelector('tr[data-coin]')?.getBoundingClientRect().height;
    if (height) setRowHeight((current) => (Math.abs(height - current) > 0.1 ? height : current));
  }, [hasRows]);
  useEffect(() => {
    if (activeIndex >= 0) scrollToRow(activeIndex);
  }, [activeIndex, scrollToRow]);
  // One cell, no colspan: a cell spanning columns the breakpoint hides would add empty columns that
  // the fixed layout gives a share of the width. For the same reason the states are drawn below
  // the table, not in a spanning row.
  const spacer = (count: number) =>
    count > 0 && (
      <tr aria-hidden style={{ height: count * rowHeight }}>
        <td />
      </tr>
    );
  const state = () => {
    if (error) return status(error, 'text-down');
    if (loading) return <LoadingRows />;
    if (rows.length === 0) return status('No Markets Found', 'text-muted');
    return null;
  };
  const shownRows = hasRows && (
    <>
      {spacer(shown.start)}
      {rows.slice(shown.start, shown.end).map((market, offset) => (
        <MarketRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is a place in the window (see MarketRow)
          key={shown.start + offset}
          market={market}
          active={shown.start + offset === activeIndex}
          favourite={favourites.has(market.coin)}
          onOpen={onOpen}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
      {spacer(rows.length - shown.end)}
    </>
  );
  return (
    <>
      <table className="w-full table-fixed border-collapse text-xs" aria-label="Markets">
        {/* A collapsed border would stay behind when the header sticks: each cell draws its own rule. */}
        <thead className={cn('sticky z-10 bg-panel text-muted', stickyHeaderClassName)}>
          <tr className="[&>th]:shadow-[inset_0_-1px_0_var(--color-line)]">
            <th scope="col" className="w-9 pl-3">
              <span className="sr-only">Favourite</span>
            </th>
            {/* The market column takes what the others leave; from lg every column scales together. */}
            {header('Market', 'symbol', 'lg:w-56')}
            {header('Price', 'price', 'w-[6.25rem] sm:w-32')}
            {header('24h Change', 'change', 'w-[6.5rem] whitespace-nowrap sm:w-28')}
            {header('24h Volume', 'volume', cn('w-28', HIDE_BELOW_SM))}
            {header('Max Leverage', 'maxLeverage', cn('w-28', HIDE_BELOW_MD))}
            <th scope="col" className={cn('w-24 px-2 py-1.5 text-right font-normal', HIDE_BELOW_LG)}>
              24h
            </th>
            <th scope="col" className={cn('w-28 py-1.5 pr-3 pl-2 text-right font-normal', HIDE_BELOW_SM)}>
              Trade
            </th>
          </tr>
        </thead>
        <tbody ref={tbody}>{shownRows}</tbody>
      </table>
      {state()}
    </>
  );
}
