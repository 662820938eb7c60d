import { formatLargeNumber } from '@pluto/core';
import { Search } from 'lucide-react';
import { PillTabs, StatCard, TextInput } from '../../ui';
import { MarketsTable } from './MarketsTable';
import { useMarketsScreen } from './use-markets-screen';

/** `/markets` (seed 001 §2 "Markets list"): summary cards, search, Favourites and the live table. */
export default function MarketsScreen() {
  const screen = useMarketsScreen();
  const { overview } = screen;
  return (
    <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-3 px-3 py-4 sm:px-4 sm:py-5">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-semibold text-fg text-xl">Markets</h1>
          <p className="text-muted text-xs">Perpetual markets, live from the exchange.</p>
        </div>
      </header>
      <section aria-label="Markets summary" className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <StatCard label="Total Markets" value={overview?.totalMarkets} />
        <StatCard
          label="24h Total Volume"
          value={overview && formatLargeNumber(overview.totalVolume24h, { currency: true, trillions: true })}
        />
        <StatCard label="Gainers" value={overview?.gainers} tone="up" />
        <StatCard label="Losers" value={overview?.losers} tone="down" />
      </section>
      {/*
        The arrows and Enter work from the search box and anywhere in the table. The toolbar sticks
        under the app header (h-12) and the table's header under the toolbar (h-11), so search and the
        column sort stay at hand while the list scrolls with the page.
      */}
      <section
        aria-label="Market list"
        onKeyDown={screen.onKeyDown}
        className="flex flex-col rounded-md border border-line bg-panel"
      >
        <div className="sticky top-12 z-20 flex h-11 items-center gap-2 rounded-t-md border-line border-b bg-panel px-2">
          <TextInput
            ref={screen.searchRef}
            aria-label="Search markets"
            placeholder="Search markets..."
            value={screen.search}
            onValueChange={screen.setSearch}
            prefix={<Search size={13} aria-hidden />}
            suffix={
              <kbd className="hidden rounded border border-line px-1 text-[10px] text-faint sm:inline">/</kbd>
            }
            wrapperClassName="min-w-0 flex-1 sm:w-72 sm:flex-none"
            inputSize="sm"
          />
          <PillTabs
            items={[
              { value: 'all', label: 'All Markets' },
              {
                value: 'favourites',
                label: (
                  <>
                    Favourites
                    {screen.favourites.size > 0 && (
                      <span className="ml-1 text-faint">{screen.favourites.size}</span>
                    )}
                  </>
                ),
              },
            ]}
            value={screen.filter}
            onChange={screen.setFilter}
            aria-label="Market filter"
          />
          <p className="ml-auto hidden text-[11px] text-faint md:block">
            <kbd>/</kbd> search · <kbd>↑</kbd>
            <kbd>↓</kbd> move · <kbd>Enter</kbd> open
          </p>
        </div>
        <MarketsTable
          rows={screen.rows}
          loading={screen.loading}
          error={screen.error}
          sort={screen.sort}
          onSort={screen.setSort}
          activeIndex={screen.activeIndex}
          favourites={screen.favourites}
          onOpen={screen.open}
          onToggleFavourite={screen.toggleFavourite}
          stickyHeaderClassName="top-[5.75rem]"
        />
      </section>
    </div>
  );
}
