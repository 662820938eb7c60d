import {
  isPlaceOrderDisabled,
  type OrderFormContext,
  type OrderSubmission,
  type PerpMarketSummary,
  tradeSetupActions,
} from '@pluto/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useAccount,
  useActiveAssetData,
  useTradingAccount,
  useTradingMutations,
  useUserFees,
} from '../../data';
import { useRequestApproval } from '../approvals';
import type { OrderFormViewProps } from './OrderForm';
import type { PlacementPort } from './place-order';
import { useUpdateLeverage } from './use-leverage-action';
import { useOrderForm, usePlaceOrder } from './use-order-form';
import { useTradingApprovalState } from './use-trading-approvals-state';
import { sizeDecimalsOf } from './use-trading-market';

/** The form's sums (margin, liquidation) count at 1x until the exchange tells the setting. */
const UNKNOWN_LEVERAGE = 1;

export type OrderEntryDialog = 'leverage' | 'margin' | null;

/**
 * The order entry's script (seed 000 §2, §4, §5): the market's leverage and margin mode, the balance
 * per side, the form over them, the placement flow with its approval gates, and the leverage and
 * margin-mode dialogs. The view only renders what this returns.
 */
export function useOrderEntry(coin: string, market: PerpMarketSummary | undefined) {
  const { status, address } = useAccount();
  const account = useTradingAccount();
  const fees = useUserFees();
  const asset = useActiveAssetData(coin);
  const { placeOrder } = useTradingMutations();
  const approvals = useTradingApprovalState();
  const requestApproval = useRequestApproval();
  // The placement flow reads the gates again after each approval it asked for.
  const latestApprovals = useRef(approvals);
  latestApprovals.current = approvals;
  const updateLeverage = useUpdateLeverage();
  const [dialog, setDialog] = useState<OrderEntryDialog>(null);

  const leverageSetting = asset.data?.leverage.value;
  const leverage = leverageSetting ?? UNKNOWN_LEVERAGE;
  const marginMode = asset.data?.leverage.type ?? 'cross';
  const currentPrice = market?.price ?? asset.data?.markPrice ?? 0;
  const szDecimals = sizeDecimalsOf(market);
  const withdrawable = account.data?.summary.withdrawable;
  const [availableToBuy = withdrawable, availableToSell = withdrawable] = asset.data?.availableToTrade ?? [];
  const context = useMemo<OrderFormContext>(
    () => ({ currentPrice, available: { buy: availableToBuy, sell: availableToSell }, leverage, szDecimals }),
    [currentPrice, availableToBuy, availableToSell, leverage, szDecimals],
  );
  const [params] = useSearchParams();
  const form = useOrderForm(coin, context, tradeSetupActions(params));
  const submit = useCallback(
    (submission: OrderSubmission) => placeOrder({ target: { coin, leverage }, submission }),
    [placeOrder, coin, leverage],
  );
  const port = useMemo<PlacementPort>(
    () => ({ coin, fees, approvals: () => latestApprovals.current, requestApproval, submit }),
    [coin, fees, requestApproval, submit],
  );
  const { placing, place } = usePlaceOrder(form.summary.placement, port);

  const view: OrderFormViewProps = {
    coin,
    state: form.state,
    summary: form.summary,
    dispatch: form.dispatch,
    available: address ? form.summary.available : undefined,
    leverage: leverageSetting,
    leveragePending: status === 'loading' || (address !== undefined && asset.isPending),
    firstOrderOnMarket:
      account.data !== undefined && !account.data.positions.some((position) => position.coin === coin),
    marginMode,
    fees,
    placeDisabled: isPlaceOrderDisabled(form.summary.placement.order, {
      walletConnected: approvals.walletConnected,
      placing,
    }),
    placing,
    walletPending: status === 'loading',
    onPlace: () => void place(),
    onOpenLeverage: () => setDialog('leverage'),
    onOpenMarginMode: () => setDialog('margin'),
  };
  return {
    view,
    leverage,
    dialog,
    closeDialog: () => setDialog(null),
    changeLeverage: (next: number) => updateLeverage(coin, next, marginMode === 'cross', 'leverage'),
    changeMarginMode: (mode: 'cross' | 'isolated') =>
      updateLeverage(coin, leverage, mode === 'cross', 'margin'),
  };
}
