import {
  cancelAllFailureMessage,
  exchangeFailureMessage,
  isAgentError,
  TRADING_FAILURE_TITLES,
  type TradingOpenOrder,
} from '@pluto/core';
import { useCallback, useMemo, useState } from 'react';
import { useTradingMutations } from '../../data';
import { toast } from '../../ui';
import { useActionFailure } from '../approvals';

export interface OrderActions {
  /** The orders being cancelled, each until its own cancel ends. */
  cancelling: ReadonlySet<number>;
  cancel: (order: TradingOpenOrder) => Promise<boolean>;
  cancelAll: (orders: readonly TradingOpenOrder[]) => Promise<void>;
}

/** Cancelling open orders through the server (seed 000 §7); an agent error reopens the approval. */
export function useOrderActions(): OrderActions {
  const mutations = useTradingMutations();
  const failed = useActionFailure();
  const [cancelling, setCancelling] = useState<ReadonlySet<number>>(new Set());

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

  return useMemo<OrderActions>(
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
    }),
    [cancelling, failed, markCancelling, mutations, unmarkCancelling],
  );
}
