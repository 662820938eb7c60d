import type { OrderSubmission, TradingOpenOrder, TradingPosition } from '@pluto/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Address, useAccount } from '../account/account';
import { queryKeys } from '../query-keys';
import { type CallFunction, useCallFunction } from '../server/functions';
import { POST_TRADE_REFETCH_MS } from '../timings';

/** Seed 000 §7: after a trade, the account, its orders and fills are refetched 500 ms later. */
function refreshAfterTrade(queryClient: QueryClient, user: Address): void {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.accountSummary(user) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.openOrders(user) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.fills(user) });
  }, POST_TRADE_REFETCH_MS);
}

function requireUser(user: Address | undefined): Address {
  if (!user) throw new Error('Wallet not connected');
  return user;
}

export interface CancelOrders {
  orders: readonly TradingOpenOrder[];
  onOrderSettled?: (order: TradingOpenOrder) => void;
}

/** A position's TP/SL as `set-tpsl` takes it: a price above 0 sets a leg, '0' cancels it, null leaves it. */
export interface SetTpslInput {
  coin: string;
  takeProfitPrice: string | null;
  stopLossPrice: string | null;
  /** 'Limit Price': the limit each leg rests at once triggered; null for a market trigger. */
  takeProfitLimitPrice?: string | null;
  stopLossLimitPrice?: string | null;
  /** 'Configure Amount': the size the legs close; null for the whole position. */
  size?: string | null;
}

export interface OrderTarget {
  coin: string;
  leverage: number;
}

/** A checked order as the server takes it: single, or a `normalTpsl` batch when TP/SL are set. */
async function submitOrder(
  call: CallFunction,
  user: Address,
  target: OrderTarget,
  submission: OrderSubmission,
) {
  const { coin, leverage } = target;
  const tpsl = [
    submission.takeProfit === undefined ? [] : [{ triggerType: 'tp' as const, price: submission.takeProfit }],
    submission.stopLoss === undefined ? [] : [{ triggerType: 'sl' as const, price: submission.stopLoss }],
  ].flat();
  if (tpsl.length === 0) {
    await call('place-order', {
      symbol: coin,
      side: submission.side,
      orderType: submission.orderType,
      price: submission.price,
      size: submission.size,
      leverage,
      userWallet: user,
      userAddress: user,
      isSpot: false,
      timeInForce: submission.timeInForce,
      reduceOnly: submission.reduceOnly,
    });
    return;
  }
  const closeSide: OrderSubmission['side'] = submission.side === 'buy' ? 'sell' : 'buy';
  await call('place-batch-order', {
    orders: [
      {
        symbol: coin,
        side: submission.side,
        price: submission.price,
        size: submission.size,
        orderType: submission.orderType,
        leverage,
        timeInForce: submission.timeInForce,
        reduceOnly: submission.reduceOnly,
      },
      ...tpsl.map((entry) => ({
        symbol: coin,
        side: closeSide,
        price: entry.price,
        size: submission.size,
        orderType: 'market' as const,
        triggerType: entry.triggerType,
        leverage,
        timeInForce: 'Gtc' as const,
        reduceOnly: true,
      })),
    ],
    userAddress: user,
    userWallet: user,
    isSpot: false,
  });
}

/**
 * The trading mutations of the connected account through the server (seed 000 §4, §7, §8). Each
 * writes the cache itself: a cancelled order leaves the open orders at once, and every trade
 * refetches the account 500 ms later.
 */
export function useTradingMutations() {
  const call = useCallFunction();
  const queryClient = useQueryClient();
  const { address } = useAccount();

  return useMemo(() => {
    const afterTrade = () => {
      if (address) refreshAfterTrade(queryClient, address);
    };
    /** Runs a trade; the account is refetched once it went through. */
    const trade = async <T>(run: () => Promise<T>): Promise<T> => {
      const result = await run();
      afterTrade();
      return result;
    };
    /** Runs cancels or closes; the account is refetched once they end, whatever their outcome. */
    const settle = async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } finally {
        afterTrade();
      }
    };
    /** Cancels one order; it is gone from the open orders at once, the feed and the refetch confirm it. */
    const cancelOne = async (order: TradingOpenOrder) => {
      const user = requireUser(address);
      await call('cancel-order', { orderId: order.oid, symbol: order.coin, userWallet: user });
      queryClient.setQueryData<{ oid: number }[]>(queryKeys.openOrders(user), (old) =>
        old?.filter((o) => o.oid !== order.oid),
      );
    };
    return {
      placeOrder: ({ target, submission }: { target: OrderTarget; submission: OrderSubmission }) =>
        trade(() => submitOrder(call, requireUser(address), target, submission)),
      cancelOrder: (order: TradingOpenOrder) => settle(() => cancelOne(order)),
      /**
       * Cancels the orders side by side and resolves with the failures, one per order that could not
       * be cancelled; `onOrderSettled` hears of each order as its own cancel ends.
       */
      cancelOrders: ({ orders, onOrderSettled }: CancelOrders) =>
        settle(async () => {
          const results = await Promise.allSettled(
            orders.map((order) => cancelOne(order).finally(() => onOrderSettled?.(order))),
          );
          return results.flatMap((result) =>
            result.status === 'rejected' ? [result.reason ?? new Error('Failed to cancel order')] : [],
          );
        }),
      /** Resolves with the server's answer (the fill, when the close filled). */
      marketClose: (position: TradingPosition) =>
        trade(() => call('market-close', { userAddress: requireUser(address), symbol: position.coin })),
      closeAll: (positions: readonly TradingPosition[]) =>
        settle(() => {
          const user = requireUser(address);
          return Promise.allSettled(
            positions.map((p) => call('market-close', { userAddress: user, symbol: p.coin })),
          );
        }),
      /** Sets, moves or cancels a position's TP and SL (seed 000 §4); resolves with each leg's outcome. */
      setTpsl: ({ coin, ...legs }: SetTpslInput) =>
        trade(() => call('set-tpsl', { userAddress: requireUser(address), symbol: coin, ...legs })),
      updateLeverage: async (input: { coin: string; leverage: number; isCross: boolean }) => {
        const answer = await call('update-leverage', {
          userAddress: requireUser(address),
          symbol: input.coin,
          leverage: input.leverage,
          isCross: input.isCross,
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.activeAsset(address, input.coin) });
        afterTrade();
        return answer;
      },
    };
  }, [address, call, queryClient]);
}
