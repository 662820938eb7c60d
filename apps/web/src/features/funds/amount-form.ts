import { usdcToDecimalString } from '@pluto/core';

/** The amount field and busy flag shared by the Deposit and Withdraw forms; pure, so testable alone. */
export interface AmountFormState {
  amountText: string;
  busy: boolean;
}

export type AmountFormAction =
  | { type: 'edit'; text: string }
  | { type: 'fillMax'; units: bigint }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed' };

export const INITIAL_AMOUNT_FORM: AmountFormState = { amountText: '', busy: false };

export function amountFormReducer(state: AmountFormState, action: AmountFormAction): AmountFormState {
  switch (action.type) {
    case 'edit':
      return state.busy ? state : { ...state, amountText: action.text };
    case 'fillMax':
      return state.busy ? state : { ...state, amountText: usdcToDecimalString(action.units) };
    case 'submit':
      return { ...state, busy: true };
    case 'succeeded':
      return INITIAL_AMOUNT_FORM;
    case 'failed':
      return { ...state, busy: false };
  }
}
