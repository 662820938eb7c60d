import {
  formatFundingOver,
  formatLargeNumber,
  formatPercent,
  formatPrice,
  fundingLabel,
  type PerpMarketSummary,
} from '@pluto/core';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../ui';
import { priceFlashClass, usePriceFlash } from './use-price-flash';

function Detail({ label, value, failed }: { label: string; value: string | undefined; failed: boolean }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="text-[10px] text-faint">{label}</span>
      <span
        className={cn(
          'truncate font-mono text-xs tabular-nums',
          failed && value === undefined && 'text-faint',
        )}
      >
        {value ?? (failed ? 'Unavailable' : 'Loading...')}
      </span>
    </div>
  );
}

/** Seed 001 §2: large price with the 1 s flash, 24 h change, collapsible market details. */
export function MarketHeader({
  market,
  error,
}: {
  market: PerpMarketSummary | undefined;
  /** The market data could not be fetched (and nothing is known yet). */
  error?: string | undefined;
}) {
  const failed = error !== undefined && market === undefined;
  const flash = usePriceFlash(market?.price);
  const [expanded, setExpanded] = useState(true);
  const change = market?.changeAbsolute ?? 0;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-5 gap-y-1">
      <div className="flex items-baseline gap-3">
        <span
          data-testid="market-price"
          data-flash={flash}
          className={cn('font-mono font-semibold text-xl tabular-nums', priceFlashClass(flash))}
        >
          {market ? formatPrice(market.price) : '—'}
        </span>
        {failed && (
          <span role="alert" className="text-down text-xs">
            {error}
          </span>
        )}
        {market &&
          (change === 0 ? (
            <span className="text-muted text-xs">No change</span>
          ) : (
            <span className={cn('font-mono text-xs tabular-nums', change > 0 ? 'text-up' : 'text-down')}>
              {change > 0 ? '+' : '-'}
              {formatPrice(Math.abs(change))} ({formatPercent(market.change24h, { signed: true })})
            </span>
          ))}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-label={expanded ? 'Hide market details' : 'Show market details'}
        onClick={() => setExpanded((value) => !value)}
        className="rounded p-1 text-muted hover:bg-raised hover:text-fg"
      >
        <ChevronDown size={14} aria-hidden className={cn('transition-transform', expanded && 'rotate-180')} />
      </button>
      {expanded && (
        // A row of its own on phones, before and after the price is known: the loading "—" is
        // narrow enough for the details to sit beside it, which shifted the screen once it loaded.
        <div className="grid basis-full grid-cols-2 gap-x-5 gap-y-1 sm:flex sm:basis-auto">
          <Detail
            failed={failed}
            label="24h Volume"
            value={market ? formatLargeNumber(market.volume24h, { currency: true }) : undefined}
          />
          <Detail
            failed={failed}
            label={fundingLabel(1)}
            value={market ? formatFundingOver(market.fundingRate, 1) : undefined}
          />
          <Detail
            failed={failed}
            label="Index Price"
            value={market ? formatPrice(market.indexPrice) : undefined}
          />
          <Detail
            failed={failed}
            label="Open Interest"
            value={market ? formatLargeNumber(market.openInterest, { currency: true }) : undefined}
          />
        </div>
      )}
    </div>
  );
}
