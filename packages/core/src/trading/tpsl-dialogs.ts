import { parseExactDecimal } from '../format/exact-decimal';
import { type TpslKind, tpslPercentFromPrice, tpslPriceFromPercent } from './order-form';
import type { DecimalInput, OrderSide } from './order-rules';
import { checkPositionTpsl, type PositionSide, type PositionTpslInput } from './tpsl';

/**
 * The two position TP/SL dialogs of seed 000 §2/§4/§5: how their price and percent fields follow
 * each other, what each checks on submit, and what a submit does on the exchange per leg.
 *
 * - 'TP/SL for Position' (the first dialog): percent relative to the entry price, no leverage.
 * - 'Edit TP/SL' / 'Set TP/SL': percent = price move from the mark price × leverage (missing: 1).
 */

export const TPSL_DIALOG_TEXTS = {
  positionTitle: 'TP/SL for Position',
  submit: 'Establish Connection',
  submitting: 'Establishing...',
  atLeastOne: 'Please set at least one TP or SL value',
  /** Seed 000 §5: 'Agent Approval Required: Please approve the trading agent to set TP/SL'. */
  agentRequired: {
    title: 'Agent Approval Required',
    message: 'Please approve the trading agent to set TP/SL',
  },
  success: {
    title: 'TP/SL Set Successfully',
    message: 'Your take profit and stop loss orders have been placed',
  },
  failureTitle: 'TP/SL Failed',
  failureFallback: 'Failed to set TP/SL',
} as const;

/** 'Edit TP/SL BTC' when the position has a TP or SL already, else 'Set TP/SL BTC'. */
export function editTpslTitle(coin: string, hasExisting: boolean): string {
  return `${hasExisting ? 'Edit' : 'Set'} TP/SL ${coin}`;
}

/** What the percent of a dialog is measured against. */
export interface TpslLinkBasis {
  side: PositionSide;
  /** Entry price (first dialog) or mark price (Edit dialog). */
  reference: number;
  /** 1 in the first dialog; the position's leverage in the Edit dialog. */
  leverage: number;
  szDecimals: number;
}

const orderSideOf = (side: PositionSide): OrderSide => (side === 'long' ? 'buy' : 'sell');

/** The first dialog's basis: the entry price, no leverage. */
export function positionDialogBasis(
  side: PositionSide,
  entryPrice: number,
  szDecimals: number,
): TpslLinkBasis {
  return { side, reference: entryPrice, leverage: 1, szDecimals };
}

/** The Edit dialog's basis: the mark price through the leverage (missing counts as 1). */
export function editDialogBasis(
  side: PositionSide,
  markPrice: number,
  leverage: number | null | undefined,
  szDecimals: number,
): TpslLinkBasis {
  return { side, reference: markPrice, leverage: leverage && leverage > 0 ? leverage : 1, szDecimals };
}

/**
 * Seed 000 §4: editing a price recomputes its percent only if the price is positive (2 decimals);
 * `undefined` leaves the percent field as it is.
 */
export function tpslPercentText(kind: TpslKind, priceText: string, basis: TpslLinkBasis): string | undefined {
  const price = Number(priceText);
  if (priceText.trim() === '' || !(price > 0)) return undefined;
  const percent = tpslPercentFromPrice({
    price,
    reference: basis.reference,
    leverage: basis.leverage,
    side: orderSideOf(basis.side),
    kind,
  });
  return percent === undefined ? undefined : percent.toFixed(2);
}

/** Editing Gain % / Loss % recomputes the price (a valid exchange price); `undefined`: no number. */
export function tpslPriceText(kind: TpslKind, percentText: string, basis: TpslLinkBasis): string | undefined {
  if (percentText.trim() === '') return undefined;
  return tpslPriceFromPercent({
    percent: Number(percentText),
    reference: basis.reference,
    leverage: basis.leverage,
    side: orderSideOf(basis.side),
    kind,
    szDecimals: basis.szDecimals,
  });
}

const isFilled = (text: string | null | undefined) =>
  text !== null && text !== undefined && text.trim() !== '';

/** The first dialog on submit: one value at least, then the §5 checks in order; the first error. */
export function checkPositionTpslDialog(input: PositionTpslInput): string | null {
  if (!isFilled(input.takeProfit?.toString()) && !isFilled(input.stopLoss?.toString())) {
    return TPSL_DIALOG_TEXTS.atLeastOne;
  }
  return checkPositionTpsl(input);
}

export interface EditTpslInput {
  side: PositionSide;
  entryPrice: string;
  takeProfit: string;
  stopLoss: string;
  /** The prices of the position's current TP and SL orders (seed 000 §3 inference); none: undefined. */
  existing: { takeProfit: DecimalInput | undefined; stopLoss: DecimalInput | undefined };
}

/** A leg as `set-tpsl` takes it: a price above 0 sets it, '0' cancels it, null leaves it. */
export interface EditTpslRequest {
  takeProfitPrice: string | null;
  stopLossPrice: string | null;
}

export type EditTpslPlan =
  | { kind: 'error'; message: string }
  | { kind: 'unchanged' }
  | { kind: 'update'; request: EditTpslRequest };

/** Edit submit is disabled when neither TP nor SL holds a value (seed 000 §5); busy is the caller's. */
export function isEditTpslSubmitDisabled(takeProfit: string, stopLoss: string, busy: boolean): boolean {
  return busy || (!isFilled(takeProfit) && !isFilled(stopLoss));
}

const isCancelText = (text: string) => !isFilled(text) || Number(text) === 0;

/**
 * Seed 000 §4 for one leg of the Edit dialog: above 0 with an existing order modifies it only if the
 * price changed, above 0 with none creates one; 0 (or emptied) with an existing order cancels it.
 */
function editLegRequest(text: string, existing: DecimalInput | undefined): string | null {
  if (isCancelText(text)) return existing === undefined ? null : '0';
  const price = parseExactDecimal(text.trim());
  const unchanged = existing !== undefined && price !== undefined && parseExactDecimal(existing) === price;
  return unchanged ? null : text.trim();
}

/**
 * The Edit dialog on submit: the §5 checks in order (a 0 / empty leg is a cancel, not checked), then
 * per leg the §4 rule as the `set-tpsl` request; nothing to change means the dialog just closes.
 */
export function planEditTpsl(input: EditTpslInput): EditTpslPlan {
  const error = checkPositionTpsl({
    side: input.side,
    entryPrice: input.entryPrice,
    takeProfit: isCancelText(input.takeProfit) ? undefined : input.takeProfit,
    stopLoss: isCancelText(input.stopLoss) ? undefined : input.stopLoss,
  });
  if (error) return { kind: 'error', message: error };
  const request = {
    takeProfitPrice: editLegRequest(input.takeProfit, input.existing.takeProfit),
    stopLossPrice: editLegRequest(input.stopLoss, input.existing.stopLoss),
  };
  if (request.takeProfitPrice === null && request.stopLossPrice === null) return { kind: 'unchanged' };
  return { kind: 'update', request };
}
