import { formatFixed, formatPrice, type TradingAccountSummary } from '@pluto/core';
import { Button, cn, Skeleton } from '../../ui';

function Row({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-faint">{label}</dt>
      <dd className={cn('font-mono tabular-nums', tone)}>{value}</dd>
    </div>
  );
}

/** Seed 000 §3: account value, available, margin used, uPnL, cross ratio and leverage; funds buttons. */
export function AccountSummaryView({
  summary,
  loading,
  connected,
  walletPending,
  onDeposit,
  onWithdraw,
}: {
  summary: TradingAccountSummary | undefined;
  loading: boolean;
  connected: boolean;
  /** The wallet layer is still loading: rows are held as placeholders until it knows the account. */
  walletPending: boolean;
  onDeposit: () => void;
  onWithdraw: () => void;
}) {
  return (
    <section aria-label="Account" className="flex flex-col gap-2 p-3 text-xs">
      <h2 className="font-medium text-fg">Account</h2>
      {/* Six rows' height in every state, so nothing moves when the wallet or the account arrives. */}
      <div className="min-h-[7.25rem]">
        {walletPending || (connected && loading && !summary) ? (
          <div role="status" aria-label="Loading account" className="flex flex-col gap-1">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
              <Skeleton key={i} className="h-4" />
            ))}
          </div>
        ) : !connected ? (
          <p className="text-muted">Connect wallet to view account</p>
        ) : (
          <dl className="flex flex-col gap-1">
            <Row label="Account Value" value={formatPrice(summary?.accountValue ?? 0)} />
            <Row label="Available" value={formatPrice(summary?.withdrawable ?? 0)} />
            <Row label="Margin Used" value={formatPrice(summary?.totalMarginUsed ?? 0)} />
            <Row
              label="Unrealized PnL"
              value={`${(summary?.unrealizedPnl ?? 0) < 0 ? '-' : ''}${formatPrice(Math.abs(summary?.unrealizedPnl ?? 0))}`}
              tone={
                (summary?.unrealizedPnl ?? 0) > 0
                  ? 'text-up'
                  : (summary?.unrealizedPnl ?? 0) < 0
                    ? 'text-down'
                    : undefined
              }
            />
            <Row label="Cross Margin Ratio" value={`${formatFixed(summary?.crossMarginRatio ?? 0, 2)}%`} />
            <Row
              label="Cross Account Leverage"
              value={`${formatFixed(summary?.crossAccountLeverage ?? 0, 2)}x`}
            />
          </dl>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 pt-1">
        <Button size="sm" onClick={onDeposit} disabled={!connected}>
          Deposit
        </Button>
        <Button size="sm" variant="secondary" onClick={onWithdraw} disabled={!connected}>
          Withdraw
        </Button>
      </div>
    </section>
  );
}
