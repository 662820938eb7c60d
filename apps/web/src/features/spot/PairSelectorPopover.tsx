import { getChainById, type SpotPair } from '@pluto/core';
import { Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSpotPairs } from '../../data';
import { Button, cn, Select, Spinner, TextInput } from '../../ui';
import {
  ALL_CHAINS,
  CHAIN_FILTER_OPTIONS,
  chainFilterValue,
  NewBadge,
  PairSelectorButton,
  pairPath,
  TokenLogo,
} from './PairSelector';

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

/** The open pair dropdown (Radix Popover and the list): loaded when the trader first reaches for it. */
export default function PairSelectorPopover({
  pair,
  open,
  onOpenChange,
}: {
  pair: SpotPair | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <PairSelectorButton pair={pair} open={open} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label="Pairs"
          className="z-50 w-[min(360px,calc(100vw-16px))] overflow-hidden rounded-md border border-line-strong bg-panel shadow-2xl"
        >
          <PairList selected={pair} onChosen={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
