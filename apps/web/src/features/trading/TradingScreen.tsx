import { isPlaceOrderDisabled, type OrderFormContext, type OrderSubmission } from '@pluto/core';
import { BarChart3, LineChart, User, Wallet } from 'lucide-react';
import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import {
  MARKETS_ERROR,
  useAccount,
  useActiveAssetData,
  useTradingAccount,
  useTradingMutations,
  useUserFees,
} from '../../data';
import { cn, Panel, Skeleton } from '../../ui';
import { AccountPanels, AccountSummary } from '../account';
import { useRequestApproval } from '../approvals';
import { MarketHeader } from './MarketHeader';
import { MarketPicker, MarketTable } from './MarketPicker';
import { OrderBook } from './OrderBook';
import { OrderFormView } from './OrderForm';
import { PriceChart } from './PriceChart';
import type { PlacementPort } from './place-order';
import { useUpdateLeverage } from './use-leverage-action';
import { useMediaQuery } from './use-media-query';
import { useOrderForm, usePlaceOrder } from './use-order-form';
import { useTradingApprovalState } from './use-trading-approvals-state';
import { useTradingMarket } from './use-trading-market';

const LeverageDialog = lazy(() => import('./TradingDialogs').then((m) => ({ default: m.LeverageDialog })));
const MarginModeDialog = lazy(() =>
  import('./TradingDialogs').then((m) => ({ default: m.MarginModeDialog })),
);

type OpenDialog = 'leverage' | 'margin' | null;
type MobileTab = 'markets' | 'trade' | 'account';

/** The parts revealed after the market header, in this order (the stage at which each shows). */
const REVEAL = { chart: 1, orderForm: 2, account: 3 } as const;

/**
 * How many of `stages` parts to show: none until `ready`, then one more per task, each as a
 * transition, so every part's render and commit is a short task of its own after the first paint.
 */
function useRevealStages(ready: boolean, stages: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (!ready || stage >= stages) return;
    const timer = setTimeout(() => startTransition(() => setStage(stage + 1)), 0);
    return () => clearTimeout(timer);
  }, [ready, stage, stages]);
  return stage;
}

/**
 * Seed 000 §2 trading screen for /perpetual, /trading?symbol=X and /trade. The market data paints at
 * once; the account parts hold their place (`walletPending`) until the wallet layer knows the account.
 */
export default function TradingScreen() {
  const { coin, market, markets, selectCoin } = useTradingMarket();
  const { status, address: user } = useAccount();
  const walletPending = status === 'loading';
  const account = useTradingAccount();
  const fees = useUserFees();
  const asset = useActiveAssetData(coin);
  const { placeOrder } = useTradingMutations();
  const approvals = useTradingApprovalState();

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [mobileTab, setMobileTab] = useState<MobileTab>('trade');
  const [mobileView, setMobileView] = useState<'chart' | 'book'>('chart');
  const desktop = useMediaQuery('(min-width: 1024px)');
  const closeDialog = (open: boolean) => !open && setDialog(null);
  const openApproval = useRequestApproval();
  const updateLeverage = useUpdateLeverage();

  const leverage = asset.data?.leverage.value ?? 1;
  const marginMode = asset.data?.leverage.type ?? 'cross';
  const currentPrice = market?.price ?? asset.data?.markPrice ?? 0;
  const szDecimals = market?.szDecimals ?? 3;

  // The market header (its price is the page's largest paint) is rendered alone when the market list
  // is there; the chart, the order form, then the account parts follow one commit each, with their
  // space held, instead of one long task before or after that paint.
  const revealed = useRevealStages(!markets.isPending, REVEAL.account);

  const withdrawable = account.data?.summary.withdrawable;
  const [availableToBuy = withdrawable, availableToSell = withdrawable] = asset.data?.availableToTrade ?? [];
  const context = useMemo<OrderFormContext>(
    () => ({ currentPrice, available: { buy: availableToBuy, sell: availableToSell }, leverage, szDecimals }),
    [currentPrice, availableToBuy, availableToSell, leverage, szDecimals],
  );
  const form = useOrderForm(coin, context);
  const submit = useCallback(
    (submission: OrderSubmission) => placeOrder({ target: { coin, leverage }, submission }),
    [placeOrder, coin, leverage],
  );
  const port = useMemo<PlacementPort>(
    () => ({ approvals, openApproval, submit }),
    [approvals, openApproval, submit],
  );
  const { placing, place } = usePlaceOrder(form.summary.placement, port);
  const placeDisabled = isPlaceOrderDisabled(form.summary.placement.order, {
    walletConnected: approvals.walletConnected,
    placing,
  });

  const chart = <PriceChart coin={coin} price={market?.price} loadChart={revealed >= REVEAL.chart} />;
  const book = <OrderBook coin={coin} price={market?.price} szDecimals={szDecimals} className="h-full" />;
  const orderForm =
    revealed < REVEAL.orderForm ? (
      <Skeleton className="m-2 h-[27rem]" />
    ) : (
      <OrderFormView
        coin={coin}
        state={form.state}
        summary={form.summary}
        dispatch={form.dispatch}
        available={user ? form.summary.available : undefined}
        leverage={leverage}
        marginMode={marginMode}
        fees={fees}
        placeDisabled={placeDisabled}
        placing={placing}
        walletPending={walletPending}
        onPlace={() => void place()}
        onOpenLeverage={() => setDialog('leverage')}
        onOpenMarginMode={() => setDialog('margin')}
      />
    );
  const summary = revealed < REVEAL.account ? <Skeleton className="m-2 h-48" /> : <AccountSummary />;
  const bottom =
    revealed < REVEAL.account ? (
      <Skeleton className="m-2 h-60" />
    ) : (
      <AccountPanels onSelectCoin={selectCoin} />
    );
  const picker = (
    <MarketPicker
      coin={coin}
      market={market}
      markets={markets.data}
      loading={markets.isLoading}
      error={markets.isError ? MARKETS_ERROR : undefined}
      onSelect={selectCoin}
    />
  );

  return (
    <div className={cn('flex flex-col gap-1 p-1', !desktop && 'pb-16')}>
      <h1 className="sr-only">Perpetual Trading</h1>
      {desktop ? (
        <>
          <Panel bodyClassName="flex flex-wrap items-center gap-4 px-2 py-1.5">
            {picker}
            <MarketHeader market={market} error={markets.isError ? MARKETS_ERROR : undefined} />
          </Panel>
          <div className="grid grid-cols-[minmax(0,1fr)_17rem_19rem] gap-1">
            <Panel>{chart}</Panel>
            <Panel>{book}</Panel>
            <div className="row-span-2 flex flex-col gap-1">
              <Panel>{orderForm}</Panel>
              <Panel>{summary}</Panel>
            </div>
            <Panel className="col-span-2 min-h-64">{bottom}</Panel>
          </div>
        </>
      ) : (
        <>
          {mobileTab === 'markets' && (
            <Panel className="min-h-[70vh]">
              <MarketTable
                markets={markets.data}
                loading={markets.isLoading}
                selected={coin}
                onSelect={(next) => {
                  selectCoin(next);
                  setMobileTab('trade');
                }}
                className="h-[75vh]"
              />
            </Panel>
          )}
          {mobileTab === 'trade' && (
            <>
              <Panel bodyClassName="flex flex-col gap-1 px-2 py-1.5">
                {picker}
                <MarketHeader market={market} error={markets.isError ? MARKETS_ERROR : undefined} />
              </Panel>
              <Panel>
                <div
                  role="radiogroup"
                  aria-label="Chart or order book"
                  className="flex gap-1 border-line border-b p-1"
                >
                  {(['chart', 'book'] as const).map((view) => (
                    <button
                      key={view}
                      type="button"
                      aria-pressed={mobileView === view}
                      onClick={() => setMobileView(view)}
                      className={cn(
                        'h-7 flex-1 rounded font-medium text-xs',
                        mobileView === view ? 'bg-raised text-fg' : 'text-muted',
                      )}
                    >
                      {view === 'chart' ? 'Chart' : 'Order Book'}
                    </button>
                  ))}
                </div>
                {mobileView === 'chart' ? chart : <div className="h-[350px]">{book}</div>}
              </Panel>
              <Panel>{orderForm}</Panel>
              <Panel>{bottom}</Panel>
            </>
          )}
          {mobileTab === 'account' && <Panel>{summary}</Panel>}
          <nav
            aria-label="Trading navigation"
            className="fixed inset-x-0 bottom-0 z-40 grid h-14 grid-cols-3 border-line border-t bg-surface"
          >
            {(
              [
                { value: 'markets', label: 'Markets', icon: BarChart3 },
                { value: 'trade', label: 'Perpetual', icon: LineChart },
                { value: 'account', label: 'Account', icon: user ? Wallet : User },
              ] as const
            ).map((item) => (
              <button
                key={item.value}
                type="button"
                aria-current={mobileTab === item.value ? 'page' : undefined}
                onClick={() => setMobileTab(item.value)}
                className={cn(
                  'flex flex-col items-center justify-center gap-0.5 text-[11px]',
                  mobileTab === item.value ? 'text-accent-strong' : 'text-muted',
                )}
              >
                <item.icon size={18} aria-hidden />
                {item.label}
              </button>
            ))}
          </nav>
        </>
      )}
      <Suspense fallback={null}>
        {dialog === 'leverage' && (
          <LeverageDialog
            open
            onOpenChange={closeDialog}
            coin={coin}
            current={leverage}
            maxLeverage={market?.maxLeverage}
            onConfirm={(next) => updateLeverage(coin, next, marginMode === 'cross', 'leverage')}
          />
        )}
        {dialog === 'margin' && (
          <MarginModeDialog
            open
            onOpenChange={closeDialog}
            coin={coin}
            current={marginMode}
            onlyIsolated={market?.onlyIsolated ?? false}
            onConfirm={(mode) => updateLeverage(coin, leverage, mode === 'cross', 'margin')}
          />
        )}
      </Suspense>
    </div>
  );
}
