import {
  DEFAULT_MARKET_SORT,
  formatFundingOver,
  formatLargeNumber,
  formatPercent,
  formatPrice,
  fundingLabel,
  type MarketSortKey,
  type MarketTab,
  type PerpMarketSummary,
  type SortState,
  selectMarkets,
} from '@pluto/core';
import { ChevronDown, Search } from 'lucide-react';
import { type ComponentProps, lazy, useMemo, useState } from 'react';
import { Badge, cn, OnFirstUse, PillTabs, SortableHeader, Spinner, TextInput } from '../../ui';
import { CoinLogo } from './CoinLogo';

const TABS: readonly { value: MarketTab; label: string }[] = [
  { value: 'all', label: 'All Coins' },
  { value: 'trending', label: 'Trending' },
  { value: 'meme', label: 'Meme' },
];

export const changeTone = (value: number) => (value > 0 ? 'text-up' : value < 0 ? 'text-down' : 'text-muted');

export interface MarketTableProps {
  markets: readonly PerpMarketSummary[] | undefined;
  loading: boolean;
  error?: string | undefined;
  selected: string;
  onSelect: (coin: string) => void;
  className?: string;
}

/** Search, tabs and the sortable market table (seed 001 §2, §4), shared by the popover and mobile. */
export function MarketTable({ markets, loading, error, selected, onSelect, className }: MarketTableProps) {
  const [tab, setTab] = useState<MarketTab>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<MarketSortKey>>(DEFAULT_MARKET_SORT);
  const rows = useMemo(
    () => selectMarkets(markets ?? [], { tab, search, sort }),
    [markets, tab, search, sort],
  );
  const header = (label: string, key: MarketSortKey, extra?: string) => (
    <SortableHeader
      label={label}
      sortKey={key}
      sort={sort}
      onSort={setSort}
      align={key === 'symbol' ? 'left' : 'right'}
      className={extra}
    />
  );
  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div className="flex flex-col gap-2 border-line border-b p-2 sm:flex-row sm:items-center">
        <TextInput
          aria-label="Search markets"
          placeholder="Search markets..."
          value={search}
          onValueChange={setSearch}
          prefix={<Search size={13} aria-hidden />}
          wrapperClassName="sm:w-64"
          inputSize="sm"
        />
        <PillTabs items={TABS} value={tab} onChange={setTab} aria-label="Market lists" />
      </div>
      <div className="min-h-0 flex-1 overflow-auto">
        {loading && !markets ? (
          <div className="flex h-40 items-center justify-center gap-2 text-muted text-xs">
            <Spinner size={12} /> Loading markets...
          </div>
        ) : error && !markets ? (
          <div className="flex h-40 items-center justify-center text-down text-xs">{error}</div>
        ) : (
          <table className="w-full border-collapse text-xs">
            <thead className="sticky top-0 z-10 bg-panel text-muted">
              <tr>
                {header('Symbol', 'symbol')}
                {header('Last Price', 'price')}
                {header('24hr Change', 'change')}
                {header(fundingLabel(8), 'funding', 'hidden md:table-cell')}
                {header('Volume', 'volume', 'hidden sm:table-cell')}
                {header('Open Interest', 'openInterest', 'hidden md:table-cell')}
              </tr>
            </thead>
            <tbody>
              {rows.map((market) => (
                <tr
                  key={market.coin}
                  data-coin={market.coin}
                  aria-selected={market.coin === selected}
                  className={cn(
                    'cursor-pointer border-line/60 border-b font-mono tabular-nums hover:bg-raised',
                    market.coin === selected && 'bg-raised/60',
                  )}
                  onClick={() => onSelect(market.coin)}
                >
                  <td className="px-2 py-1.5">
                    <button
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(market.coin);
                      }}
                      className="flex items-center gap-2 font-sans font-medium text-fg"
                    >
                      <CoinLogo coin={market.coin} size={16} />
                      <span>{market.coin}</span>
                      <Badge tone="accent">{market.maxLeverage}x</Badge>
                    </button>
                  </td>
                  <td className="px-2 py-1.5 text-right">{formatPrice(market.price)}</td>
                  <td className={cn('px-2 py-1.5 text-right', changeTone(market.change24h))}>
                    {formatPercent(market.change24h, { signed: true })}
                  </td>
                  <td className="hidden px-2 py-1.5 text-right md:table-cell">
                    {formatFundingOver(market.fundingRate, 8)}
                  </td>
                  <td className="hidden px-2 py-1.5 text-right sm:table-cell">
                    {formatLargeNumber(market.volume24h, { currency: true })}
                  </td>
                  <td className="hidden px-2 py-1.5 text-right md:table-cell">
                    {formatLargeNumber(market.openInterest, { currency: true })}
                  </td>
                </tr>
              ))}
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6} className="px-2 py-8 text-center font-sans text-muted">
                    No markets match "{search}"
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

export interface MarketPickerProps extends Omit<MarketTableProps, 'selected'> {
  coin: string;
  market: PerpMarketSummary | undefined;
}

/** The coin button with its 'perpetual' badge; the popover's trigger once that has loaded. */
export function MarketPickerButton({
  coin,
  open,
  ...buttonProps
}: { coin: string; open: boolean } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={`Select market (current ${coin})`}
      aria-haspopup="dialog"
      aria-expanded={open}
      className="flex h-9 items-center gap-2 rounded px-2 hover:bg-raised"
      {...buttonProps}
    >
      <CoinLogo coin={coin} size={22} />
      <span className="font-semibold text-base">{coin}-USD</span>
      <Badge tone="neutral">perpetual</Badge>
      <ChevronDown
        size={14}
        aria-hidden
        className={cn('text-muted transition-transform', open && 'rotate-180')}
      />
    </button>
  );
}

const loadMarketPopover = () => import('./MarketPickerPopover');
const MarketPickerPopover = lazy(loadMarketPopover);

/**
 * Seed 001 §2: the coin button opening a 900×600 market popover. The popover's code (Radix Popover
 * with its focus and dismiss layers) stays out of the first load: hovering or focusing the button
 * starts the download, pressing it mounts the popover already open.
 */
export function MarketPicker(props: MarketPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <OnFirstUse
      load={loadMarketPopover}
      onUse={() => setOpen(true)}
      trigger={(triggerProps) => <MarketPickerButton coin={props.coin} open={false} {...triggerProps} />}
    >
      <MarketPickerPopover {...props} open={open} onOpenChange={setOpen} />
    </OnFirstUse>
  );
}
