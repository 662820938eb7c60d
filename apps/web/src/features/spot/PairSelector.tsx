import { getChainById, isNewPair, pairRoutePath, SPOT_CHAINS, type SpotPair } from '@pluto/core';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, lazy, useState } from 'react';
import { Badge, cn, OnFirstUse } from '../../ui';

export const ALL_CHAINS = 'all';

export const CHAIN_FILTER_OPTIONS = [
  { value: ALL_CHAINS, label: 'All Chains' },
  ...SPOT_CHAINS.map((chain) => ({ value: String(chain.chainId), label: chain.name })),
];

export function chainFilterValue(value: string): number | undefined {
  return value === ALL_CHAINS ? undefined : Number(value);
}

export function pairPath(pair: SpotPair): string {
  return (
    pairRoutePath({ chainId: pair.chain_id, baseSymbol: pair.base_symbol, quoteSymbol: pair.quote_symbol }) ??
    '/spot'
  );
}

export function TokenLogo({ url, symbol, size = 20 }: { url: string | null; symbol: string; size?: number }) {
  if (url) return <img src={url} alt="" width={size} height={size} className="shrink-0 rounded-full" />;
  return (
    <span
      aria-hidden
      style={{ width: size, height: size }}
      className="flex shrink-0 items-center justify-center rounded-full bg-raised font-semibold text-[9px] text-muted"
    >
      {symbol.slice(0, 2)}
    </span>
  );
}

export function NewBadge({ createdAt }: { createdAt: string }) {
  return isNewPair(createdAt, Date.now()) ? <Badge tone="accent">NEW</Badge> : null;
}

/** The pair dropdown's button: the page's own until first use, then the popover's trigger. */
export function PairSelectorButton({
  pair,
  open,
  ...props
}: { pair: SpotPair | null; open: boolean } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label="Select pair"
      className="flex h-9 items-center gap-2 rounded-md px-2 hover:bg-raised"
      {...props}
    >
      {pair && <TokenLogo url={pair.base_logo_url} symbol={pair.base_symbol} size={24} />}
      <span className="font-semibold text-fg text-sm">{pair?.label ?? 'Select pair'}</span>
      {pair && (
        <span className="rounded bg-raised px-1.5 py-0.5 text-[10px] text-muted uppercase">
          {getChainById(pair.chain_id)?.shortName}
        </span>
      )}
      <ChevronDown
        size={14}
        className={cn('text-muted transition-transform', open && 'rotate-180')}
        aria-hidden
      />
    </button>
  );
}

const loadPairPopover = () => import('./PairSelectorPopover');
const PairSelectorPopover = lazy(loadPairPopover);

/**
 * Seed 002 §2.2, §2.3: the pair dropdown (search, chain, NEW); choosing one navigates to its route.
 * The popover's code (Radix Popover, the list, the chain Select) stays out of the page's first load:
 * hovering or focusing the button starts its download, pressing it opens the popover.
 */
export function PairSelector({ pair }: { pair: SpotPair | null }) {
  const [open, setOpen] = useState(false);
  return (
    <OnFirstUse
      load={loadPairPopover}
      onUse={() => setOpen(true)}
      trigger={(triggerProps) => <PairSelectorButton pair={pair} open={false} {...triggerProps} />}
    >
      <PairSelectorPopover pair={pair} open={open} onOpenChange={setOpen} />
    </OnFirstUse>
  );
}
