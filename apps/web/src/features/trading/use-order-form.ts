import {
  initialOrderForm,
  type OrderFormAction,
  type OrderFormContext,
  type OrderFormState,
  orderFormReducer,
  parseStoredSizeUnit,
  SIZE_UNIT_STORAGE_KEY,
  type SizeUnit,
} from '@pluto/core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
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

type ContextFreeAction<A> = A extends { context: OrderFormContext } ? Omit<A, 'context'> : A;
export type OrderFormInput = ContextFreeAction<OrderFormAction>;

/**
 * The order form's state over the core reducer: context (price, balance, leverage) is attached to
 * every action, the size unit persists in local storage, a new symbol resets the form.
 */
export function useOrderFormState(coin: string) {
  const [state, dispatchRaw] = useReducer(orderFormReducer, undefined, () =>
    initialOrderForm(readStoredUnit()),
  );
  // Set by the caller on every render: the context depends on the form's own side (available
  // balance per side), so it is attached when an action is dispatched.
  const contextRef = useRef<OrderFormContext>({ currentPrice: 0, available: 0, leverage: 1, szDecimals: 3 });
  const dispatch = useCallback((action: OrderFormInput) => {
    if (action.type === 'setSizeUnit') storeUnit(action.sizeUnit);
    dispatchRaw({ ...action, context: contextRef.current } as OrderFormAction);
  }, []);
  const firstCoin = useRef(coin);
  useEffect(() => {
    if (firstCoin.current === coin) return;
    firstCoin.current = coin;
    dispatchRaw({ type: 'reset' });
  }, [coin]);
  return { state, dispatch, contextRef };
}

/** Runs the placement flow once at a time; `placing` disables the button meanwhile. */
export function usePlaceOrder(state: OrderFormState, context: OrderFormContext, port: PlacementPort) {
  const [placing, setPlacing] = useState(false);
  const busy = useRef(false);
  const place = useCallback(async () => {
    if (busy.current) return false;
    busy.current = true;
    setPlacing(true);
    try {
      return await placeOrder(state, context, port);
    } finally {
      busy.current = false;
      setPlacing(false);
    }
  }, [state, context, port]);
  return { placing, place };
}
