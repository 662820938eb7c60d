/**
 * Issue 23: the external liquidity-pool product's two figures, entered by an admin (Admin →
 * Liquidity Pool) and shown on /stats with their date. One rule for the form and the server.
 */

export const LIQUIDITY_POOL_TEXTS = {
  amountRequired: 'Amount is required',
  amountInvalid: 'Enter a USD amount: digits, up to 2 decimals',
  saved: 'Liquidity-pool figures saved',
  saveFailed: 'Failed to save the figures',
  notEntered: 'Not entered yet',
} as const;

export interface LiquidityPoolForm {
  liquidityPoolInvestment: string;
  paidOutInvestments: string;
}

/** Whole dollars up to 15 digits (beyond any real pool) and at most cents. */
const USD_AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

function amountError(text: string): string | undefined {
  const amount = text.trim();
  if (amount === '') return LIQUIDITY_POOL_TEXTS.amountRequired;
  return USD_AMOUNT.test(amount) ? undefined : LIQUIDITY_POOL_TEXTS.amountInvalid;
}

/** Each field's error, in form order; empty when both figures may be saved. */
export function liquidityPoolFormErrors(
  form: LiquidityPoolForm,
): Partial<Record<keyof LiquidityPoolForm, string>> {
  const errors: Partial<Record<keyof LiquidityPoolForm, string>> = {};
  const investment = amountError(form.liquidityPoolInvestment);
  const paidOut = amountError(form.paidOutInvestments);
  if (investment) errors.liquidityPoolInvestment = investment;
  if (paidOut) errors.paidOutInvestments = paidOut;
  return errors;
}
