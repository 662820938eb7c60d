import { getChainById, parsePairRoute, type SpotPair, spotEntryLoadingText } from '@pluto/core';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useNavigation, useParams } from 'react-router';
import { useRoutePair, useSpotChartSource } from '../../data';
import { releaseIdleWork } from '../../lib/idle-work';
import { useMediaQuery } from '../../lib/use-media-query';
import { cn, Panel, Tabs } from '../../ui';
import { EarlyChartWidget } from '../chart';
import { PAIR_CONTENT_HOLD } from './lazy';
import { PairSelector, pairPath } from './PairSelector';
import { PairPrice, PairStatsList, SocialLinks } from './PairStats';
import { SpotEntryLoading } from './SpotEntryScreen';
import { SwapSlot } from './SwapSlot';
import { TokenInfoPanel } from './TokenInfoPanel';
import { TransactionsTable } from './TransactionsTable';
import { type PairMarket, usePairMarket } from './use-pair-market';

/** Seed 002 §9: the chart is 500 px tall on desktop, 350 px on phones. */
const CHART_HEIGHT = { desktop: 500, mobile: 350 } as const;

/** The chart's name for the pair: TradingView's CHAIN:SYMBOL, unique across chains (drawings are kept per name). */
function chartSymbol(pair: SpotPair): string {
  const chain = getChainById(pair.chain_id)?.shortName ?? String(pair.chain_id);
  return `${chain.toUpperCase()}:${pair.base_symbol}_${pair.quote_symbol}`;
}

/** The page's largest content is painted: the idle work it held (the wallet preload) may run. */
const releaseContentHold = () => releaseIdleWork(PAIR_CONTENT_HOLD);

/**
 * The chart widget over the pool candles of the pair's base token (issue 25), at the seed's height.
 * The page draws its loading / empty state from the first answer; klinecharts loads after that.
 */
function ChartArea({ pair, price, height }: { pair: SpotPair; price: number | undefined; height: number }) {
  const source = useSpotChartSource(pair.chain_id, pair.base_address);
  return (
    <section style={{ height }} aria-label={`${pair.label} chart`}>
      <EarlyChartWidget
        symbol={chartSymbol(pair)}
        price={price}
        source={source}
        fill
        onFirstAnswerPainted={releaseContentHold}
      />
    </section>
  );
}

/** The screen's name, small above the pair (the pair selector is the header's real subject). */
function SpotHeading() {
  return <h1 className="w-full font-medium text-[10px] text-faint uppercase tracking-wide">Spot Trading</h1>;
}

interface PairScreenProps {
  pair: SpotPair;
  market: PairMarket;
}

function DesktopPairScreen({ pair, market }: PairScreenProps) {
  return (
    <div className="grid grid-cols-12 gap-2 p-2">
      <div className="col-span-9 flex min-w-0 flex-col gap-2">
        <Panel bodyClassName="flex flex-wrap items-center gap-x-6 gap-y-2 px-2 py-1.5">
          <SpotHeading />
          <PairSelector pair={pair} />
          <SocialLinks socials={market.socials} />
          <PairPrice market={market} large />
          <PairStatsList market={market} className="flex flex-wrap gap-x-6 gap-y-1" />
        </Panel>
        <Panel>
          <ChartArea pair={pair} price={market.price} height={CHART_HEIGHT.desktop} />
        </Panel>
        <div className="grid grid-cols-3 gap-2">
          <Panel title="Token Info">
            <TokenInfoPanel pair={pair} market={market} />
          </Panel>
          <Panel title="Transactions" className="col-span-2">
            <TransactionsTable pair={pair} />
          </Panel>
        </div>
      </div>
      <Panel title="Swap" className="col-span-3 self-start">
        <SwapSlot pair={pair} />
      </Panel>
    </div>
  );
}

type MobileTab = 'chart' | 'trade';
const MOBILE_TABS = [
  { value: 'chart', label: 'Chart' },
  { value: 'trade', label: 'Trade' },
] as const;

function MobilePairScreen({ pair, market }: PairScreenProps) {
  const [tab, setTab] = useState<MobileTab>('chart');
  const [statsOpen, setStatsOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2 p-2 pb-16">
      <Panel bodyClassName="flex flex-col gap-2 p-2">
        <SpotHeading />
        <div className="flex items-center justify-between gap-2">
          <PairSelector pair={pair} />
          <PairPrice market={market} />
        </div>
        <button
          type="button"
          aria-expanded={statsOpen}
          onClick={() => setStatsOpen((open) => !open)}
          className="flex items-center gap-1 self-start text-muted text-xs"
        >
          Stats{' '}
          <ChevronDown
            size={12}
            className={cn('transition-transform', statsOpen && 'rotate-180')}
            aria-hidden
          />
        </button>
        {statsOpen && (
          <>
            <PairStatsList market={market} className="grid grid-cols-2 gap-2" />
            <SocialLinks socials={market.socials} />
          </>
        )}
      </Panel>
      {tab === 'chart' ? (
        <>
          <Panel>
            <ChartArea pair={pair} price={market.price} height={CHART_HEIGHT.mobile} />
          </Panel>
          <Panel title="Token Info">
            <TokenInfoPanel pair={pair} market={market} />
          </Panel>
          <Panel title="Transactions">
            <TransactionsTable pair={pair} />
          </Panel>
        </>
      ) : (
        <Panel title="Swap">
          <SwapSlot pair={pair} />
        </Panel>
      )}
      <nav aria-label="Pair views" className="fixed inset-x-0 bottom-0 z-30 border-line border-t bg-panel">
        <Tabs tabs={MOBILE_TABS} value={tab} onValueChange={setTab} listClassName="grid grid-cols-2" />
      </nav>
    </div>
  );
}

/**
 * Seed 002 §2.2: the pair page. The route names the pair (any case); an unknown pair or none shows the
 * newest one and the URL is replaced with its route.
 */
export default function SpotPairScreen() {
  const { chain, pair: pairParam } = useParams();
  const request = parsePairRoute(chain, pairParam);
  const resolved = useRoutePair(request);
  const navigate = useNavigate();
  const pair = resolved.data?.pair ?? null;
  const desktop = useMediaQuery('(min-width: 1024px)');
  const market = usePairMarket(pair);

  // Not while the user is already navigating away (a lazy screen loading): that would undo the click.
  const navigating = useNavigation().state !== 'idle';
  // Without a pair there is no chart to wait for; leaving the page releases the hold too.
  useEffect(() => releaseContentHold, []);
  const noPair = !resolved.isPending && !pair;
  useEffect(() => {
    if (noPair) releaseContentHold();
  }, [noPair]);
  useEffect(() => {
    if (navigating || !resolved.data?.replaceRoute || !resolved.data.pair) return;
    navigate(pairPath(resolved.data.pair), { replace: true });
  }, [resolved.data, navigate, navigating]);

  if (resolved.isPending) {
    const chainName = request && getChainById(request.chainId)?.name;
    return (
      <SpotEntryLoading
        text={chainName ? spotEntryLoadingText(request.chainId) : 'Loading spot trading...'}
      />
    );
  }
  if (!pair) {
    return (
      <p className="flex min-h-[60vh] items-center justify-center text-muted text-sm">
        {resolved.isError ? 'Failed to load the pair' : 'No spot pairs are listed yet'}
      </p>
    );
  }
  return desktop ? (
    <DesktopPairScreen pair={pair} market={market} />
  ) : (
    <MobilePairScreen pair={pair} market={market} />
  );
}
