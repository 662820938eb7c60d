import {
  initialOrderForm,
  type OrderFormAction,
  type OrderFormContext,
  type OrderFormPlacement,
  type OrderSubmission,
  orderFormReducer,
  orderFormSummary,
  parseStoredSizeUnit,
  SIZE_UNIT_STORAGE_KEY,
  type SizeUnit,
} from '@pluto/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { refreshAfterTrade } from '../../lib/exchange/user-data';
import { useCallFunction } from '../../lib/server/functions';
import { type PlacementPort, placeOrder } from './place-order';

function readStoredUnit(): SizeUnit {
  try {
    return parseStoredSizeUnit(globalThis.localStorage?.getItem(SIZE_UNIT_STORAGE_KEY));
  } catch {
    return 'base';
  }
}

function storeUnit(unit: SizeUnit) {
  try {
    globalThis.localStorage?.setItem(SIZE_UNIT_STORAGE_KEY, unit);
  } catch {
    // Private mode without storage: the choice lasts for the session only.
  }
}

/**
 * The order form over the core reducer: the state holds what the trader entered, the summary derives
 * the rest at `context` (price, balance, leverage) on every change of either. The size unit persists
 * in local storage; a new symbol resets the form.
 */
export function useOrderForm(coin: string, context: OrderFormContext) {
  const [state, dispatchInput] = useReducer(orderFormReducer, undefined, () =>
    initialOrderForm(readStoredUnit()),
  );
  const dispatch = useCallback((action: OrderFormAction) => {
    if (action.type === 'setSizeUnit') storeUnit(action.sizeUnit);
    dispatchInput(action);
  }, []);
  const firstCoin = useRef(coin);
  useEffect(() => {
    if (firstCoin.current === coin) return;
    firstCoin.current = coin;
    dispatchInput({ type: 'reset' });
  }, [coin]);
  const summary = useMemo(() => orderFormSummary(state, context), [state, context]);
  return { state, dispatch, summary };
}

export interface SubmitTarget {
  coin: string;
  leverage: number;
  user: `0x${string}` | undefined;
}

/** Sends a checked order to the server: single, or a `normalTpsl` batch when TP/SL are set. */
export function useSubmitOrder(target: SubmitTarget) {
  const call = useCallFunction();
  const queryClient = useQueryClient();
  return useCallback(
    async (submission: OrderSubmission) => {
      const { coin, leverage, user } = target;
      if (!user) throw new Error('Wallet not connected');
      const tpsl = [
        submission.takeProfit === undefined
          ? []
          : [{ triggerType: 'tp' as const, price: submission.takeProfit }],
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
      } else {
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
      refreshAfterTrade(queryClient, user);
    },
    [call, queryClient, target],
  );
}

/** Runs the placement flow once at a time; `placing` disables the button meanwhile. */
export function usePlaceOrder(placement: OrderFormPlacement, port: PlacementPort) {
  const [placing, setPlacing] = useState(false);
  const busy = useRef(false);
  const place = useCallback(async () => {
    if (busy.current) return false;
    busy.current = true;
    setPlacing(true);
    try {
      return await placeOrder(placement, port);
    } finally {
      busy.current = false;
      setPlacing(false);
    }
  }, [placement, port]);
  return { placing, place };
}
