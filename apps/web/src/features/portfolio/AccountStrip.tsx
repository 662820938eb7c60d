import { formatFixed, formatPrice, type TradingAccountSummary } from '@pluto/core';
import { Suspense, useState } from 'react';
import { Button, cn, Skeleton } from '../../ui';
import { DepositDialog, WithdrawDialog } from '../funds';

function Figure({ label, value, tone }: { label: string; value: string; tone?: string | undefined }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-[11px] text-faint">{label}</dt>
      <dd className={cn('truncate font-mono text-sm tabular-nums', tone ?? 'text-fg')}>{value}</dd>
    </div>
  );
}

const pnlTone = (pnl: number) => (pnl > 0 ? 'text-up' : pnl < 0 ? 'text-down' : undefined);

/**
 * The account across the page's top (seed 000 §3 account summary): value, available (withdrawable),
 * unrealized PnL, margin used, cross margin ratio and account leverage, with Deposit and Withdraw.
 */
export function AccountStrip({
  summary,
  loading,
}: {
  summary: TradingAccountSummary | undefined;
  loading: boolean;
}) {
  const [dialog, setDialog] = useState<'deposit' | 'withdraw' | null>(null);
  const closeOn = (open: boolean) => !open && setDialog(null);
  const pnl = summary?.unrealizedPnl ?? 0;
  return (
    <section
      aria-label="Account"
      className="flex flex-col gap-3 rounded-md border border-line bg-panel p-3 lg:flex-row lg:items-center"
    >
      {loading ? (
        <Skeleton className="h-9 flex-1" aria-label="Loading account" />
      ) : (
        <dl className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Account Value" value={formatPrice(summary?.accountValue ?? 0)} />
          <Figure label="Available" value={formatPrice(summary?.withdrawable ?? 0)} />
          <Figure label="Unrealized PnL" value={formatPrice(pnl)} tone={pnlTone(pnl)} />
          <Figure label="Margin Used" value={formatPrice(summary?.totalMarginUsed ?? 0)} />
          <Figure label="Cross Margin Ratio" value={`${formatFixed(summary?.crossMarginRatio ?? 0, 2)}%`} />
          <Figure label="Account Leverage" value={`${formatFixed(summary?.crossAccountLeverage ?? 0, 2)}x`} />
        </dl>
      )}
      <div className="grid grid-cols-2 gap-2 lg:w-56">
        <Button onClick={() => setDialog('deposit')}>Deposit</Button>
        <Button variant="secondary" onClick={() => setDialog('withdraw')}>
          Withdraw
        </Button>
      </div>
      <Suspense fallback={null}>
        {dialog === 'deposit' && <DepositDialog open onOpenChange={closeOn} />}
        {dialog === 'withdraw' && <WithdrawDialog open onOpenChange={closeOn} />}
      </Suspense>
    </section>
  );
}
