import {
  formatLiquidity,
  formatPercent,
  formatPrice,
  formatSpotUsd,
  getChainById,
  pairsLoadedText,
  SCROLL_FOR_MORE,
} from '@pluto/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button, cn, Select, SortableHeader, Spinner } from '../../ui';
import { CHAIN_FILTER_OPTIONS, NewBadge, pairPath, TokenLogo } from './PairSelector';
import { type ListingRow, useMemeListings } from './use-meme-listings';

type Listings = ReturnType<typeof useMemeListings>;

const changeTone = (change: number | undefined) =>
  !change ? 'text-muted' : change > 0 ? 'text-up' : 'text-down';

function PairName({ row }: { row: ListingRow }) {
  return (
    <Link to={pairPath(row.pair)} className="flex min-w-0 items-center gap-2 hover:text-accent">
      <TokenLogo url={row.pair.base_logo_url} symbol={row.pair.base_symbol} size={24} />
      <span className="flex min-w-0 flex-col">
        <span className="flex items-center gap-1.5 font-medium text-fg text-sm">
          {row.pair.label} <NewBadge createdAt={row.pair.created_at} />
        </span>
        <span className="truncate text-[11px] text-faint">
          {row.pair.base_name} · {getChainById(row.pair.chain_id)?.name}
        </span>
      </span>
    </Link>
  );
}

function TradeButton({ row }: { row: ListingRow }) {
  return (
    <Link
      to={pairPath(row.pair)}
      className="inline-flex h-7 items-center rounded bg-accent px-3 font-medium text-white text-xs hover:bg-accent-strong"
    >
      Trade
    </Link>
  );
}

/**
 * A row re-renders only when its pair or one of its figures changed: with 300 pairs loaded, each page's
 * figures arriving (and their 30 s refetches) would otherwise redraw every row (long tasks while scrolling).
 */
const sameRow = (a: { row: ListingRow }, b: { row: ListingRow }) =>
  a.row.pair === b.row.pair &&
  a.row.price === b.row.price &&
  a.row.change === b.row.change &&
  a.row.volume === b.row.volume &&
  a.row.liquidity === b.row.liquidity;

const TableRow = memo(function TableRow({ row }: { row: ListingRow }) {
  return (
    <tr className="border-line/60 border-t hover:bg-raised/40">
      <td className="px-2 py-2 font-sans">
        <PairName row={row} />
      </td>
      <td className="px-2 py-2 text-right">{formatPrice(row.price)}</td>
      <td className={cn('px-2 py-2 text-right', changeTone(row.change))}>
        {formatPercent(row.change ?? 0, { signed: true })}
      </td>
      <td className="px-2 py-2 text-right">{formatSpotUsd(row.volume)}</td>
      <td className="px-2 py-2 text-right">{formatLiquidity(row.liquidity)}</td>
      <td className="px-2 py-2 text-right font-sans">
        <TradeButton row={row} />
      </td>
    </tr>
  );
}, sameRow);

const ListingCard = memo(function ListingCard({ row }: { row: ListingRow }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-line bg-panel p-3">
      <div className="flex items-center justify-between gap-2">
        <PairName row={row} />
        <TradeButton row={row} />
      </div>
      <dl className="m-0 grid grid-cols-4 gap-2 font-mono text-xs tabular-nums">
        {(
          [
            ['Price', formatPrice(row.price)],
            ['Change', formatPercent(row.change ?? 0, { signed: true })],
            ['Volume', formatSpotUsd(row.volume)],
            ['Liquidity', formatLiquidity(row.liquidity)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col">
            <dt className="font-sans text-[10px] text-faint">{label}</dt>
            <dd className={cn('m-0 truncate', label === 'Change' ? changeTone(row.change) : 'text-fg')}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}, sameRow);

function ListingsTable({ listings }: { listings: Listings }) {
  const header = (label: string, key: 'price' | 'change' | 'volume' | 'liquidity') => (
    <SortableHeader
      label={label}
      sortKey={key}
      sort={listings.sort}
      onSort={listings.setSort}
      align="right"
    />
  );
  return (
    <table className="w-full border-collapse text-xs">
      <thead className="text-faint">
        <tr>
          <th scope="col" className="px-2 py-1.5 text-left font-normal">
            Pair
          </th>
          {header('Price', 'price')}
          {header('24h Change', 'change')}
          {header('24h Volume', 'volume')}
          {header('Liquidity', 'liquidity')}
          <th scope="col" className="px-2 py-1.5 text-right font-normal">
            <span className="sr-only">Trade</span>
          </th>
        </tr>
      </thead>
      <tbody className="font-mono tabular-nums">
        {listings.rows.map((row) => (
          <TableRow key={row.pair.pair_id} row={row} />
        ))}
      </tbody>
    </table>
  );
}

function ListingCards({ listings }: { listings: Listings }) {
  return (
    <ul className="flex flex-col gap-2">
      {listings.rows.map((row) => (
        <ListingCard key={row.pair.pair_id} row={row} />
      ))}
    </ul>
  );
}

/** Seed 002 §2.4 Meme Listings: chain filter, count, sortable table (cards on phones), Load More. */
export default function MemeListingsScreen() {
  const listings = useMemeListings();
  const desktop = useMediaQuery('(min-width: 768px)');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-fg text-xl">Meme Listings</h1>
        <Select
          aria-label="Chain"
          value={listings.chain}
          options={CHAIN_FILTER_OPTIONS}
          onChange={listings.setChain}
        />
      </div>
      <p className="text-muted text-xs" aria-live="polite">
        {pairsLoadedText(listings.rows.length)}
        {listings.hasMore && ` ${SCROLL_FOR_MORE}`}
      </p>
      {listings.loading && (
        <p className="flex items-center justify-center gap-2 py-10 text-muted text-sm">
          <Spinner /> Loading pairs...
        </p>
      )}
      {listings.error && <p className="py-10 text-center text-down text-sm">Failed to load pairs</p>}
      {!listings.loading && !listings.error && listings.rows.length === 0 && (
        <p className="py-10 text-center text-muted text-sm">No pairs listed on this chain</p>
      )}
      {listings.rows.length > 0 &&
        (desktop ? (
          <div className="overflow-x-auto rounded-md border border-line bg-panel">
            <ListingsTable listings={listings} />
          </div>
        ) : (
          <ListingCards listings={listings} />
        ))}
      {listings.hasMore && (
        <Button
          variant="secondary"
          className="self-center"
          loading={listings.loadingMore}
          onClick={listings.loadMore}
        >
          Load More
        </Button>
      )}
    </div>
  );
}
