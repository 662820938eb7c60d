import {
  AGENT_EXPIRED_MESSAGE,
  type ClosedTrade,
  cancelAllFailureMessage,
  closedTrade,
  exchangeFailureMessage,
  filledOfOrderAnswer,
  isAgentError,
  ORDER_CHECK_FAILURES,
  orderFailureMessage,
  TRADING_FAILURE_TITLES,
  type TradingOpenOrder,
  type TradingPosition,
} from '@pluto/core';
import { useCallback, useMemo, useState } from 'react';
import { useAccount, useTradingMutations } from '../../data';
import { toast } from '../../ui';
import type { ApprovalDialog } from './place-order';

export interface TradingActions {
  cancelling: ReadonlySet<number>;
  cancel: (order: TradingOpenOrder) => Promise<boolean>;
  cancelAll: (orders: readonly TradingOpenOrder[]) => Promise<void>;
  /** Resolves with the trade when the close filled (false when it failed, undefined without a fill). */
  close: (position: TradingPosition) => Promise<ClosedTrade | undefined | false>;
  closeAll: (positions: readonly TradingPosition[]) => Promise<void>;
  updateLeverage: (
    coin: string,
    leverage: number,
    isCross: boolean,
    kind: 'leverage' | 'margin',
  ) => Promise<boolean>;
}

/**
 * Cancel, close and leverage actions through the server (seed 000 §4, §7, §8). An agent error
 * reopens the approval with 'Your agent approval may have expired. Please approve again.'.
 */
export function useTradingActions(openApproval: (dialog: ApprovalDialog) => void): TradingActions {
  const mutations = useTradingMutations();
  const { address } = useAccount();
  const [cancelling, setCancelling] = useState<ReadonlySet<number>>(new Set());

  const failed = useCallback(
    (title: string, error: unknown, describe: (error: unknown) => string) => {
      if (isAgentError(error)) {
        toast({
          title: ORDER_CHECK_FAILURES.agentApprovalRequired.title,
          description: AGENT_EXPIRED_MESSAGE,
          variant: 'destructive',
        });
        openApproval('agent');
        return;
      }
      toast({ title, description: describe(error), variant: 'destructive' });
    },
    [openApproval],
  );

  // The rows of orders being cancelled show it, each until its own cancel ends.
  const markCancelling = useCallback((orders: readonly TradingOpenOrder[]) => {
    setCancelling((current) => new Set([...current, ...orders.map((order) => order.oid)]));
  }, []);
  const unmarkCancelling = useCallback((order: TradingOpenOrder) => {
    setCancelling((current) => {
      const next = new Set(current);
      next.delete(order.oid);
      return next;
    });
  }, []);

  return useMemo<TradingActions>(
    () => ({
      cancelling,
      async cancel(order) {
        markCancelling([order]);
        try {
          await mutations.cancelOrder(order);
          return true;
        } catch (error) {
          failed(TRADING_FAILURE_TITLES.cancel, error ?? new Error('Failed to cancel order'), (e) =>
            exchangeFailureMessage(e, 'Failed to cancel order'),
          );
          return false;
        } finally {
          unmarkCancelling(order);
        }
      },
      async cancelAll(orders) {
        markCancelling(orders);
        const errors = await mutations.cancelOrders({ orders, onOrderSettled: unmarkCancelling });
        const message = cancelAllFailureMessage(errors.length);
        if (message)
          failed(TRADING_FAILURE_TITLES.cancel, errors.find(isAgentError) ?? message, () => message);
        else if (orders.length > 0)
          toast({
            title: 'Orders Cancelled',
            description: `${orders.length} orders cancelled`,
            variant: 'success',
          });
      },
      async close(position) {
        if (!address) return false;
        try {
          const answer = await mutations.marketClose(position);
          const fill = filledOfOrderAnswer(answer.data);
          if (fill) return closedTrade(position, fill);
          toast({
            title: 'Position Closed',
            description: `${position.coin} closed at market`,
            variant: 'success',
          });
          return undefined;
        } catch (error) {
          failed(TRADING_FAILURE_TITLES.close, error, (e) => orderFailureMessage(e));
          return false;
        }
      },
      async closeAll(positions) {
        if (!address) return;
        const results = await mutations.closeAll(positions);
        const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        const [first] = rejected;
        if (first) failed(TRADING_FAILURE_TITLES.close, first.reason, (e) => orderFailureMessage(e));
        else
          toast({
            title: 'Positions Closed',
            description: `${positions.length} positions closed`,
            variant: 'success',
          });
      },
      async updateLeverage(coin, leverage, isCross, kind) {
        if (!address) return false;
        try {
          await mutations.updateLeverage({ coin, leverage, isCross });
          toast({
            title: kind === 'leverage' ? 'Leverage Updated' : 'Margin Mode Updated',
            description: `${coin}: ${isCross ? 'Cross' : 'Isolated'} ${leverage}x`,
            variant: 'success',
          });
          return true;
        } catch (error) {
          failed(
            kind === 'leverage' ? TRADING_FAILURE_TITLES.leverage : TRADING_FAILURE_TITLES.margin,
            error,
            (e) => exchangeFailureMessage(e, 'Failed to update leverage'),
          );
          return false;
        }
      },
    }),
    [address, cancelling, failed, markCancelling, mutations, unmarkCancelling],
  );
}
