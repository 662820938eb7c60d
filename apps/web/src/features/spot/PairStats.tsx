import {
  buySellRatio,
  formatLiquidity,
  formatPercent,
  formatPrice,
  formatSpotCount,
  formatSpotUsd,
  NO_BUY_SELL_DATA,
} from '@pluto/core';
import { Globe, MessageCircle, Send } from 'lucide-react';
import type { TokenSocialLinks } from '../../data';
import { cn, Skeleton } from '../../ui';
import type { PairMarket, PriceFlash } from './use-pair-market';

const FLASH_CLASSES: Record<NonNullable<PriceFlash>, string> = {
  up: 'animate-pulse text-up',
  down: 'animate-pulse text-down',
};

const changeTone = (change: number | undefined) =>
  change === undefined || change === 0 ? 'text-muted' : change > 0 ? 'text-up' : 'text-down';

/**
 * A figure of the pair's price record, or a pulsing block of the text's height while the record
 * loads (its defaults, '$0' or 0, would read as real figures).
 */
export function MarketFigure({ market, children }: { market: PairMarket; children: React.ReactNode }) {
  return market.loading ? <Skeleton className="my-0.5 h-3 w-12" /> : children;
}

/** The price and its 24 h change, flashing green or red for 1 s when it moves (seed 002 §2.2). */
export function PairPrice({ market, large }: { market: PairMarket; large?: boolean }) {
  const change = market.record?.priceChangePercent;
  // A live price from the stream may come before the record.
  if (market.loading && market.price === undefined) {
    return <Skeleton className={cn('w-24', large ? 'h-7' : 'h-6')} />;
  }
  return (
    <div className="flex items-baseline gap-2">
      <span
        data-testid="pair-price"
        className={cn(
          'font-mono font-semibold tabular-nums transition-colors',
          large ? 'text-lg' : 'text-base',
          market.flash ? FLASH_CLASSES[market.flash] : 'text-fg',
        )}
      >
        {formatPrice(market.price)}
      </span>
      <span className={cn('font-mono text-xs tabular-nums', changeTone(change))}>
        {formatPercent(change ?? 0, { signed: true })}
      </span>
    </div>
  );
}

function Stat({
  market,
  label,
  value,
  children,
}: {
  market: PairMarket;
  label: string;
  value?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-[10px] text-faint">{label}</dt>
      <dd className="m-0 truncate font-mono text-fg text-xs tabular-nums">
        <MarketFigure market={market}>{children ?? value}</MarketFigure>
      </dd>
    </div>
  );
}

function BuySell({ buy, sell }: { buy: number | undefined; sell: number | undefined }) {
  const ratio = buySellRatio(buy, sell);
  if (!ratio) return <span className="text-muted">{NO_BUY_SELL_DATA}</span>;
  return (
    <span>
      <span className="text-up">{ratio.buy}</span> / <span className="text-down">{ratio.sell}</span>
    </span>
  );
}

/** Seed 002 §2.2 header stats, with the §5 defaults when the data is missing. */
export function PairStatsList({ market, className }: { market: PairMarket; className?: string }) {
  const record = market.record;
  return (
    <dl className={cn('m-0', className)} aria-label="Pair statistics">
      <Stat market={market} label="24h Volume" value={formatSpotUsd(record?.v24hUSD)} />
      <Stat market={market} label="Market Cap" value={formatSpotUsd(record?.marketCap)} />
      <Stat market={market} label="Total Supply" value={formatSpotCount(record?.totalSupply)} />
      <Stat market={market} label="Circulating Supply" value={formatSpotCount(record?.circulatingSupply)} />
      <Stat market={market} label="Holders" value={formatSpotCount(record?.holder)} />
      <Stat market={market} label="Liquidity" value={formatLiquidity(record?.liquidity)} />
      <Stat market={market} label="24h Buy/Sell">
        <BuySell buy={record?.vBuy24hUSD} sell={record?.vSell24hUSD} />
      </Stat>
    </dl>
  );
}

const SOCIALS = [
  { key: 'twitter', label: 'X', Icon: () => <span className="font-bold text-[11px]">𝕏</span> },
  { key: 'telegram', label: 'Telegram', Icon: () => <Send size={13} aria-hidden /> },
  { key: 'discord', label: 'Discord', Icon: () => <MessageCircle size={13} aria-hidden /> },
  { key: 'website', label: 'Website', Icon: () => <Globe size={13} aria-hidden /> },
] as const;

/** The token's X, Telegram, Discord and website links (seed 002 §2.2); nothing when it has none. */
export function SocialLinks({ socials }: { socials: TokenSocialLinks | null | undefined }) {
  const links = SOCIALS.filter(({ key }) => socials?.[key]);
  if (links.length === 0) return null;
  return (
    <div className="flex items-center gap-1">
      {links.map(({ key, label, Icon }) => (
        <a
          key={key}
          href={socials?.[key] ?? undefined}
          target="_blank"
          rel="noreferrer"
          aria-label={label}
          className="flex h-6 w-6 items-center justify-center rounded text-muted hover:bg-raised hover:text-fg"
        >
          <Icon />
        </a>
      ))}
    </div>
  );
}
