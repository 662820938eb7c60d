import {
  initialOrderForm,
  type OrderFormAction,
  type OrderFormContext,
  type OrderFormPlacement,
  orderFormReducer,
  orderFormSummary,
  parseStoredSizeUnit,
  SIZE_UNIT_STORAGE_KEY,
  type SizeUnit,
} from '@pluto/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
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
export function useOrderForm(
  coin: string,
  context: OrderFormContext,
  prefill: readonly OrderFormAction[] = [],
) {
  // `prefill`: a setup link's entries (the AI analysis' 'Trade this setup'), applied to the first form.
  const [state, dispatchInput] = useReducer(orderFormReducer, undefined, () =>
    prefill.reduce(orderFormReducer, initialOrderForm(readStoredUnit())),
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
