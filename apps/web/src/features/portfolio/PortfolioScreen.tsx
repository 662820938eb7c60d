import type { TradingPosition } from '@pluto/core';
import { Wallet } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccount, useTradingAccount } from '../../data';
import { Button, Panel, Spinner } from '../../ui';
import { OpenOrdersTable, TradeSummaryDialog } from '../account';
import { AccountStrip } from './AccountStrip';
import { PortfolioChart } from './PortfolioChart';
import { PositionCards, type SideFilter } from './PositionCards';
import {
  type PositionDialogKind,
  type PositionDialogRequest,
  PositionDialogsHost,
} from './PositionDialogsHost';
import { RecentTransactions } from './RecentTransactions';
import { Segmented } from './Segmented';

const FILTERS: readonly { value: SideFilter; label: string }[] = [
  { value: 'long', label: 'Long' },
  { value: 'short', label: 'Short' },
  { value: 'all', label: 'All' },
];

/** Seed 000 §2: without a wallet the page asks to connect, and its button goes to `/`. */
function LoginRequired() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <Wallet aria-hidden className="size-8 text-faint" />
      <h1 className="mt-4 font-semibold text-xl tracking-tight">Login Required</h1>
      <p className="mt-2 text-muted text-sm">
        Please connect your wallet to view your portfolio and positions.
      </p>
      <Button className="mt-6" onClick={() => navigate('/')}>
        Connect Wallet
      </Button>
    </section>
  );
}

/**
 * The portfolio page (`/positions`, seed 000 §2): the account, its open positions as cards with their
 * actions, open orders, the value / PnL chart and the latest fills, all live from the same query cache
 * as the trading screen.
 */
export default function PortfolioScreen() {
  const { status, address } = useAccount();
  const account = useTradingAccount();
  const [filter, setFilter] = useState<SideFilter>('all');
  const [dialog, setDialog] = useState<PositionDialogRequest | null>(null);
  const [sharing, setSharing] = useState<number | null>(null);

  if (status === 'loading')
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-24 text-muted text-sm">
        <Spinner size={14} /> Loading wallet...
      </p>
    );
  if (!address) return <LoginRequired />;

  const positions = account.data?.positions;
  const openDialog = (kind: PositionDialogKind, position: TradingPosition) => setDialog({ kind, position });
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-3 sm:p-4">
      <h1 className="font-semibold text-xl tracking-tight">Portfolio</h1>
      <AccountStrip summary={account.data?.summary} loading={account.isLoading} />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-label="Open positions" className="flex min-w-0 flex-col gap-3">
          <header className="flex items-center justify-between gap-2">
            <h2 className="font-medium text-sm">
              Open Positions <span className="text-muted">({positions?.length ?? 0})</span>
            </h2>
            <Segmented label="Position side" options={FILTERS} value={filter} onChange={setFilter} />
          </header>
          <PositionCards
            positions={positions}
            loading={account.isLoading}
            error={account.isError}
            filter={filter}
            onAction={openDialog}
          />
        </section>
        <PortfolioChart />
      </div>
      <Panel title="Open Orders" aria-label="Open orders" bodyClassName="overflow-x-auto">
        <OpenOrdersTable />
      </Panel>
      <RecentTransactions onShare={(fill) => setSharing(fill.oid)} />
      <PositionDialogsHost request={dialog} onDone={() => setDialog(null)} />
      <Suspense fallback={null}>
        {sharing !== null && (
          <TradeSummaryDialog oid={sharing} onOpenChange={(open) => !open && setSharing(null)} />
        )}
      </Suspense>
    </div>
  );
}
