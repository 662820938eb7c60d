import { getChainById, isNewPair, pairRoutePath, SPOT_CHAINS, type SpotPair } from '@pluto/core';
import { ChevronDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSpotPairs } from '../../data';
import { Badge, Button, cn, Select, Spinner, TextInput } from '../../ui';

const ALL_CHAINS = 'all';

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

function matches(pair: SpotPair, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [pair.base_symbol, pair.base_name, pair.quote_symbol, pair.label, pair.base_address].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

function PairList({ selected, onChosen }: { selected: SpotPair | null; onChosen: () => void }) {
  const navigate = useNavigate();
  const [chain, setChain] = useState(ALL_CHAINS);
  const [search, setSearch] = useState('');
  const pairs = useSpotPairs(chainFilterValue(chain));
  const shown = useMemo(
    () => (pairs.data?.pages.flatMap((page) => page.pairs) ?? []).filter((pair) => matches(pair, search)),
    [pairs.data, search],
  );
  return (
    <div className="flex flex-col">
      <div className="flex gap-2 border-line border-b p-2">
        <TextInput
          aria-label="Search pairs"
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          prefix={<Search size={14} aria-hidden />}
          inputSize="sm"
          wrapperClassName="flex-1"
          autoFocus
        />
        <Select
          aria-label="Chain"
          size="sm"
          value={chain}
          options={CHAIN_FILTER_OPTIONS}
          onChange={setChain}
        />
      </div>
      <ul className="max-h-[400px] overflow-y-auto py-1" aria-label="Pairs">
        {pairs.isPending && (
          <li className="flex items-center justify-center gap-2 p-4 text-muted text-xs">
            <Spinner /> Loading pairs...
          </li>
        )}
        {pairs.isError && <li className="p-4 text-center text-down text-xs">Failed to load pairs</li>}
        {pairs.isSuccess && shown.length === 0 && (
          <li className="p-4 text-center text-muted text-xs">No pairs found</li>
        )}
        {shown.map((pair) => (
          <li key={pair.pair_id}>
            <button
              type="button"
              onClick={() => {
                onChosen();
                navigate(pairPath(pair));
              }}
              className={cn(
                'flex w-full items-center gap-2 px-3 py-1.5 text-left text-xs hover:bg-raised',
                selected?.pair_id === pair.pair_id && 'bg-raised',
              )}
            >
              <TokenLogo url={pair.base_logo_url} symbol={pair.base_symbol} />
              <span className="font-medium text-fg">{pair.label}</span>
              <NewBadge createdAt={pair.created_at} />
              <span className="ml-auto text-[10px] text-faint uppercase">
                {getChainById(pair.chain_id)?.shortName}
              </span>
            </button>
          </li>
        ))}
        {pairs.hasNextPage && (
          <li className="p-2">
            <Button
              variant="ghost"
              size="sm"
              block
              loading={pairs.isFetchingNextPage}
              onClick={() => void pairs.fetchNextPage()}
            >
              Load More
            </Button>
          </li>
        )}
      </ul>
    </div>
  );
}

/** Seed 002 §2.2, §2.3: the pair dropdown (search, chain, NEW); choosing one navigates to its route. */
export function PairSelector({ pair }: { pair: SpotPair | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label="Select pair"
          className="flex h-9 items-center gap-2 rounded-md px-2 hover:bg-raised"
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
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label="Pairs"
          className="z-50 w-[min(360px,calc(100vw-16px))] overflow-hidden rounded-md border border-line-strong bg-panel shadow-2xl"
        >
          <PairList selected={pair} onChosen={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
