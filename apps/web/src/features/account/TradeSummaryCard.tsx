import {
  formatFixed,
  formatPrice,
  formatSignedUsd,
  TRADE_SUMMARY_TEXTS,
  type TradeSummary,
} from '@pluto/core';
import { Download, Link2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTradeSummaryCard } from '../../data';
import { Button, cn, Spinner, toast } from '../../ui';
import { Dialog } from '../../ui/Dialog';

/** The share link of a stored card, for copying. */
const shareLink = (shareId: string) => `${window.location.origin}/${shareId}`;

/** A trade-summary card's image at its 1200x630 shape, scaled to the width it is given. */
export function TradeCardImage({
  src,
  trade,
  className,
}: {
  src: string;
  trade: TradeSummary;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={`${trade.symbol} ${trade.side} trade summary`}
      width={1200}
      height={630}
      className={cn('h-auto w-full rounded border border-line', className)}
    />
  );
}

/** Copies `link` and says so. */
export function CopyLinkButton({ link, className }: { link: string; className?: string }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      className={className}
      onClick={() =>
        void navigator.clipboard
          .writeText(link)
          .then(() => toast({ title: 'Link copied', description: link, variant: 'success' }))
      }
    >
      <Link2 size={12} aria-hidden /> Copy Link
    </Button>
  );
}

/**
 * Seed 001 §2, §4, §8: the trade-summary image of a closing order. It generates when shown; while it
 * does a placeholder of the card's shape says so; then the image with Download and Copy Link, or the
 * failure with 'Try Again'. Generated, it says whether it was saved.
 */
export function TradeSummaryCard({ oid }: { oid: number }) {
  const card = useTradeSummaryCard(oid);
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!card.data || announced.current === card.data) return;
    announced.current = card.data;
    toast(
      card.data.stored
        ? { title: TRADE_SUMMARY_TEXTS.saved, variant: 'success' }
        : { title: TRADE_SUMMARY_TEXTS.saveFailed, variant: 'destructive' },
    );
  }, [card.data]);

  const frame =
    'flex aspect-[1200/630] w-full items-center justify-center rounded border border-line bg-surface';
  if (card.isError)
    return (
      <div className={cn(frame, 'flex-col gap-3 p-4 text-center')}>
        <p role="alert" className="text-down text-xs">
          {TRADE_SUMMARY_TEXTS.failed}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void card.refetch()}>
          {TRADE_SUMMARY_TEXTS.tryAgain}
        </Button>
      </div>
    );
  if (!card.data || card.isFetching)
    return (
      <div role="status" className={cn(frame, 'gap-2 text-muted text-xs')}>
        <Spinner size={14} /> {TRADE_SUMMARY_TEXTS.generating}
      </div>
    );
  const { imageUrl, shareId, trade } = card.data;
  return (
    <div className="flex flex-col gap-2">
      <TradeCardImage src={imageUrl} trade={trade} />
      <div className="flex gap-2">
        <a
          href={imageUrl}
          download={`trade-summary-${trade.symbol}-${trade.closedAt}.png`}
          onClick={() => toast({ title: TRADE_SUMMARY_TEXTS.downloaded, variant: 'success' })}
          className="inline-flex h-7 flex-1 items-center justify-center gap-1.5 rounded-[5px] bg-accent px-2.5 font-medium text-white text-xs hover:bg-accent-strong"
        >
          <Download size={12} aria-hidden /> Download
        </a>
        {shareId && <CopyLinkButton link={shareLink(shareId)} className="flex-1" />}
      </div>
      {shareId && (
        <a href={`/${shareId}`} className="truncate text-center text-[11px] text-muted hover:text-fg">
          {shareLink(shareId)}
        </a>
      )}
    </div>
  );
}

/** A closed trade from the history, shared: its card and the figures the server read for it. */
export function TradeSummaryDialog({
  oid,
  onOpenChange,
}: {
  oid: number;
  onOpenChange: (open: boolean) => void;
}) {
  const card = useTradeSummaryCard(oid);
  const trade = card.data?.trade;
  const row = (label: string, value: string, tone?: string) => (
    <div className="flex justify-between">
      <dt className="text-muted">{label}</dt>
      <dd className={cn('font-mono tabular-nums', tone)}>{value}</dd>
    </div>
  );
  const tone = trade && (trade.pnl >= 0 ? 'text-up' : 'text-down');
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Trade Summary"
      width={520}
      buttons={[{ label: 'Done', onClick: () => onOpenChange(false) }]}
    >
      <div className="flex flex-col gap-3">
        <TradeSummaryCard oid={oid} />
        {trade && (
          <dl className="space-y-1.5 text-xs">
            {row('Entry Price', formatPrice(trade.entryPrice))}
            {row('Exit Price', formatPrice(trade.exitPrice))}
            {row('PnL', formatSignedUsd(trade.pnl), tone)}
            {row(
              'PnL %',
              `${trade.pnlPercentage >= 0 ? '+' : ''}${formatFixed(trade.pnlPercentage, 2)}%`,
              tone,
            )}
          </dl>
        )}
      </div>
    </Dialog>
  );
}
