import {
  type ClosedTrade,
  isPlaceOrderDisabled,
  type OrderFormContext,
  type OrderSubmission,
  type TradingPosition,
} from '@pluto/core';
import { BarChart3, LineChart, User, Wallet } from 'lucide-react';
import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import {
  MARKETS_ERROR,
  useAccount,
  useActiveAssetData,
  useHistoricalOrders,
  useOpenOrders,
  useTradingAccount,
  useTradingMutations,
  useUserFees,
  useUserFills,
  useUserFunding,
} from '../../data';
import { cn, Panel, Skeleton } from '../../ui';
import { AccountSummaryView } from './AccountSummary';
import { BottomPanel } from './BottomPanel';
import { MarketHeader } from './MarketHeader';
import { MarketPicker, MarketTable } from './MarketPicker';
import { OrderBook } from './OrderBook';
import { OrderFormView } from './OrderForm';
import { PriceChart } from './PriceChart';
import type { ApprovalDialog, PlacementPort } from './place-order';
import { useMediaQuery } from './use-media-query';
import { useOrderForm, usePlaceOrder } from './use-order-form';
import { useTradingActions } from './use-trading-actions';
import { useTradingApprovalState } from './use-trading-approvals-state';
import { useTradingMarket } from './use-trading-market';

const DepositDialog = lazy(() => import('../funds/DepositDialog'));
const WithdrawDialog = lazy(() => import('../funds/WithdrawDialog'));
const EnableAgentDialog = lazy(() => import('../approvals/EnableAgentDialog'));
const ApproveBuilderFeeDialog = lazy(() => import('../approvals/ApproveBuilderFeeDialog'));
const LeverageDialog = lazy(() => import('./TradingDialogs').then((m) => ({ default: m.LeverageDialog })));
const MarginModeDialog = lazy(() =>
  import('./TradingDialogs').then((m) => ({ default: m.MarginModeDialog })),
);
const ClosePositionDialog = lazy(() =>
  import('./TradingDialogs').then((m) => ({ default: m.ClosePositionDialog })),
);
const TradeResultDialog = lazy(() =>
  import('./TradingDialogs').then((m) => ({ default: m.TradeResultDialog })),
);

type OpenDialog = ApprovalDialog | 'deposit' | 'withdraw' | 'leverage' | 'margin' | null;
type MobileTab = 'markets' | 'trade' | 'account';

const EMPTY_SET: ReadonlySet<number> = new Set();

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
  const orders = useOpenOrders();
  const fills = useUserFills();
  const funding = useUserFunding();
  const history = useHistoricalOrders();
  const fees = useUserFees();
  const asset = useActiveAssetData(coin);
  const { placeOrder } = useTradingMutations();
  const approvals = useTradingApprovalState();

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [closing, setClosing] = useState<TradingPosition | null>(null);
  const [result, setResult] = useState<ClosedTrade | null>(null);
  const [mobileTab, setMobileTab] = useState<MobileTab>('trade');
  const [mobileView, setMobileView] = useState<'chart' | 'book'>('chart');
  const desktop = useMediaQuery('(min-width: 1024px)');
  const closeDialog = (open: boolean) => !open && setDialog(null);
  const openApproval = useCallback((next: ApprovalDialog) => setDialog(next), []);
  const actions = useTradingActions(openApproval);

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

  const positions = account.data?.positions;
  const openOrders = orders.data;

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
  const summary =
    revealed < REVEAL.account ? (
      <Skeleton className="m-2 h-48" />
    ) : (
      <AccountSummaryView
        summary={account.data?.summary}
        loading={account.isLoading}
        connected={Boolean(user)}
        walletPending={walletPending}
        onDeposit={() => setDialog('deposit')}
        onWithdraw={() => setDialog('withdraw')}
      />
    );
  const bottom =
    revealed < REVEAL.account ? (
      <Skeleton className="m-2 h-60" />
    ) : (
      <BottomPanel
        connected={Boolean(user)}
        walletPending={walletPending}
        summary={account.data?.summary}
        positions={positions}
        positionsLoading={account.isLoading}
        openOrders={openOrders}
        ordersLoading={orders.isLoading}
        fills={fills.data}
        fillsLoading={fills.isLoading}
        funding={funding.data}
        fundingLoading={funding.isLoading}
        orderHistory={history.data}
        orderHistoryLoading={history.isLoading}
        error={
          account.isError
            ? 'Failed to fetch positions'
            : orders.isError
              ? 'Failed to fetch orders'
              : undefined
        }
        cancelling={actions.cancelling ?? EMPTY_SET}
        onCancel={(order) => void actions.cancel(order)}
        onCancelAll={() => void actions.cancelAll(openOrders ?? [])}
        onClose={setClosing}
        onCloseAll={() => void actions.closeAll(positions ?? [])}
        onSelectCoin={selectCoin}
      />
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
        {dialog === 'deposit' && <DepositDialog open onOpenChange={closeDialog} />}
        {dialog === 'withdraw' && <WithdrawDialog open onOpenChange={closeDialog} />}
        {dialog === 'agent' && <EnableAgentDialog open onOpenChange={closeDialog} />}
        {dialog === 'builderFee' && <ApproveBuilderFeeDialog open onOpenChange={closeDialog} />}
        {dialog === 'leverage' && (
          <LeverageDialog
            open
            onOpenChange={closeDialog}
            coin={coin}
            current={leverage}
            maxLeverage={market?.maxLeverage}
            onConfirm={(next) => actions.updateLeverage(coin, next, marginMode === 'cross', 'leverage')}
          />
        )}
        {dialog === 'margin' && (
          <MarginModeDialog
            open
            onOpenChange={closeDialog}
            coin={coin}
            current={marginMode}
            onlyIsolated={market?.onlyIsolated ?? false}
            onConfirm={(mode) => actions.updateLeverage(coin, leverage, mode === 'cross', 'margin')}
          />
        )}
        {closing && (
          <ClosePositionDialog
            position={closing}
            onOpenChange={(open) => !open && setClosing(null)}
            onConfirm={async () => {
              const trade = await actions.close(closing);
              if (trade) setResult(trade);
              return trade !== false;
            }}
          />
        )}
        {result && <TradeResultDialog result={result} onOpenChange={(open) => !open && setResult(null)} />}
      </Suspense>
    </div>
  );
}
