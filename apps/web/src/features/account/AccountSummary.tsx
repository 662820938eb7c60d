import { formatFixed, formatPrice, type TradingAccountSummary } from '@pluto/core';
import { Suspense, useState } from 'react';
import { useAccount, useTradingAccount } from '../../data';
import { Button, cn, Skeleton } from '../../ui';
import { DepositDialog, WithdrawDialog } from '../funds';

function Row({ label, value, tone }: { label: string; value: string; tone?: string | undefined }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-faint">{label}</dt>
      <dd className={cn('font-mono tabular-nums', tone)}>{value}</dd>
    </div>
  );
}

const pnlTone = (pnl: number) => (pnl > 0 ? 'text-up' : pnl < 0 ? 'text-down' : undefined);

function SummaryRows({ summary }: { summary: TradingAccountSummary | undefined }) {
  const pnl = summary?.unrealizedPnl ?? 0;
  return (
    <dl className="flex flex-col gap-1">
      <Row label="Account Value" value={formatPrice(summary?.accountValue ?? 0)} />
      {/* The exchange's withdrawable: what Withdraw can move. "Available to trade" is the order form's, per coin. */}
      <Row label="Withdrawable" value={formatPrice(summary?.withdrawable ?? 0)} />
      <Row label="Margin Used" value={formatPrice(summary?.totalMarginUsed ?? 0)} />
      <Row
        label="Unrealized PnL"
        value={`${pnl < 0 ? '-' : ''}${formatPrice(Math.abs(pnl))}`}
        tone={pnlTone(pnl)}
      />
      <Row label="Cross Margin Ratio" value={`${formatFixed(summary?.crossMarginRatio ?? 0, 2)}%`} />
      <Row label="Cross Account Leverage" value={`${formatFixed(summary?.crossAccountLeverage ?? 0, 2)}x`} />
    </dl>
  );
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Loading account" className="flex flex-col gap-1">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <Skeleton key={i} className="h-4" />
      ))}
    </div>
  );
}

/**
 * Seed 000 §3: account value, available, margin used, uPnL, cross ratio and leverage; the Deposit
 * and Withdraw buttons open the funds dialogs. While the wallet layer loads, the rows are held as
 * placeholders until it knows the account.
 */
export function AccountSummary({ className }: { className?: string }) {
  const { status, address } = useAccount();
  const account = useTradingAccount();
  const [dialog, setDialog] = useState<'deposit' | 'withdraw' | null>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);
  const connected = Boolean(address);
  const summary = account.data?.summary;
  const loading = status === 'loading' || (connected && account.isLoading && !summary);
  return (
    <section aria-label="Account" className={cn('flex flex-col gap-2 p-3 text-xs', className)}>
      <h2 className="font-medium text-fg">Account</h2>
      {/* Six rows' height in every state, so nothing moves when the wallet or the account arrives. */}
      <div className="min-h-[7.25rem]">
        {loading ? (
          <LoadingRows />
        ) : connected ? (
          <SummaryRows summary={summary} />
        ) : (
          <p className="text-muted">Connect wallet to view account</p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 pt-1">
        <Button size="sm" onClick={() => setDialog('deposit')} disabled={!connected}>
          Deposit
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('withdraw')} disabled={!connected}>
          Withdraw
        </Button>
      </div>
      <Suspense fallback={null}>
        {dialog === 'deposit' && <DepositDialog open onOpenChange={closeDialog} />}
        {dialog === 'withdraw' && <WithdrawDialog open onOpenChange={closeDialog} />}
      </Suspense>
    </section>
  );
}
