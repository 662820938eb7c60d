import { formatFixed, formatPrice, formatSignedUsd, isShareId, TRADE_SUMMARY_TEXTS } from '@pluto/core';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ServerError, useSharedTrade } from '../../data';
import { cn, Skeleton } from '../../ui';
import { CopyLinkButton, TradeCardImage } from '../account';

function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <SearchX aria-hidden className="size-8 text-faint" />
      <h1 className="mt-4 font-semibold text-xl tracking-tight">{title}</h1>
      {children}
      <Link to="/perpetual" className="mt-6 text-accent text-sm hover:underline">
        Trade on Pluto
      </Link>
    </section>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string | undefined }) {
  return (
    <div className="flex flex-col gap-0.5 rounded border border-line bg-panel p-3">
      <dt className="text-[11px] text-muted">{label}</dt>
      <dd className={cn('font-mono text-sm tabular-nums', tone ?? 'text-fg')}>{value}</dd>
    </div>
  );
}

/**
 * Seed 001 §2 "Shared trade page" (`/{shareId}`): the stored card, its figures, a copy-link button
 * and a way to trade. No id (or not an id) is an invalid link; an unknown one says it is not there.
 */
export default function SharedTradeScreen() {
  const { shareId } = useParams();
  const valid = shareId !== undefined && isShareId(shareId);
  const shared = useSharedTrade(valid ? shareId : undefined);
  if (!valid) return <Notice title={TRADE_SUMMARY_TEXTS.invalidLink} />;
  if (shared.isError)
    return (
      <Notice
        title={
          shared.error instanceof ServerError && shared.error.status === 404
            ? 'Trade not found'
            : 'Could not load this trade'
        }
      >
        <p className="mt-2 text-muted text-sm">
          {shared.error instanceof ServerError && shared.error.status === 404
            ? TRADE_SUMMARY_TEXTS.notFound
            : shared.error.message}
        </p>
      </Notice>
    );
  if (!shared.data)
    return (
      <div
        role="status"
        aria-label="Loading trade"
        className="mx-auto flex w-full max-w-3xl flex-col gap-3 p-4"
      >
        <Skeleton className="aspect-[1200/630] w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  const { trade, imageUrl } = shared.data;
  const tone = trade.pnl >= 0 ? 'text-up' : 'text-down';
  const link = window.location.href;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <h1 className="font-semibold text-xl tracking-tight">
        {trade.symbol} {trade.side === 'long' ? 'Long' : 'Short'} {trade.leverage}x
      </h1>
      <TradeCardImage src={imageUrl} trade={trade} className="rounded-md" />
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Entry Price" value={formatPrice(trade.entryPrice)} />
        <Figure label="Exit Price" value={formatPrice(trade.exitPrice)} />
        <Figure label="PnL" value={formatSignedUsd(trade.pnl)} tone={tone} />
        <Figure
          label="PnL %"
          value={`${trade.pnlPercentage >= 0 ? '+' : ''}${formatFixed(trade.pnlPercentage, 2)}%`}
          tone={tone}
        />
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CopyLinkButton link={link} className="h-8 flex-1 text-sm" />
        <Link
          to={`/perpetual?symbol=${encodeURIComponent(trade.symbol)}`}
          className="inline-flex h-8 flex-1 items-center justify-center rounded-[5px] bg-accent px-3 font-medium text-sm text-white hover:bg-accent-strong"
        >
          Trade on Pluto
        </Link>
      </div>
    </article>
  );
}
