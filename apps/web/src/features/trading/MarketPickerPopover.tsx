import { formatFundingOver, formatLargeNumber, formatPercent, formatPrice, fundingLabel } from '@pluto/core';
import { Popover } from 'radix-ui';
import { cn } from '../../ui';
import { changeTone, MarketPickerButton, type MarketPickerProps, MarketTable } from './MarketPicker';

function Stat({ label, value, tone }: { label: string; value: string; tone?: string | undefined }) {
  return (
    <div className="flex flex-col">
      <span className="text-[10px] text-faint">{label}</span>
      <span className={cn('font-mono text-xs tabular-nums', tone)}>{value}</span>
    </div>
  );
}

/** The market picker's popover (seed 001 §2), loaded on the picker's first use (MarketPicker.tsx). */
export default function MarketPickerPopover({
  coin,
  market,
  markets,
  loading,
  error,
  onSelect,
  open,
  onOpenChange,
}: MarketPickerProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <MarketPickerButton coin={coin} open={open} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label="Markets"
          className="z-50 flex h-[min(600px,80vh)] w-[min(900px,calc(100vw-16px))] flex-col overflow-hidden rounded-md border border-line-strong bg-panel shadow-2xl"
        >
          <div className="grid grid-cols-3 gap-3 border-line border-b px-3 py-2 sm:grid-cols-6">
            <Stat label="Mark" value={market ? formatPrice(market.markPrice) : '—'} />
            <Stat label="Oracle" value={market ? formatPrice(market.indexPrice) : '—'} />
            <Stat
              label="24h Change"
              value={market ? formatPercent(market.change24h, { signed: true }) : '—'}
              tone={market ? changeTone(market.change24h) : undefined}
            />
            <Stat
              label="Volume"
              value={market ? formatLargeNumber(market.volume24h, { currency: true }) : '—'}
            />
            <Stat
              label="Open Interest"
              value={market ? formatLargeNumber(market.openInterest, { currency: true }) : '—'}
            />
            <Stat label={fundingLabel(1)} value={market ? formatFundingOver(market.fundingRate, 1) : '—'} />
          </div>
          <MarketTable
            markets={markets}
            loading={loading}
            error={error}
            selected={coin}
            onSelect={(next) => {
              onSelect(next);
              onOpenChange(false);
            }}
            className="flex-1"
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
