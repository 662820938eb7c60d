import {
  orderFailureMessage,
  TPSL_DIALOG_TEXTS,
  type TpslKind,
  type TpslLinkBasis,
  tpslPercentText,
  tpslPriceText,
} from '@pluto/core';
import { useCallback, useState } from 'react';
import { type SetTpslInput, useAgentApproval, useTradingMutations } from '../../data';
import { toast } from '../../ui';
import { useActionFailure, useRequestApproval } from '../approvals';

/** A TP or SL price and its gain or loss percent as typed. */
export interface TpslPair {
  price: string;
  percent: string;
}

export interface LinkedTpsl {
  tp: TpslPair;
  sl: TpslPair;
  setPrice: (kind: TpslKind, text: string) => void;
  setPercent: (kind: TpslKind, text: string) => void;
}

const pairAt = (kind: TpslKind, price: string, basis: TpslLinkBasis): TpslPair => ({
  price,
  percent: tpslPercentText(kind, price, basis) ?? '',
});

/**
 * The price / percent pairs of a TP/SL dialog, linked both ways through `basis` (seed 000 §4):
 * editing Gain % or Loss % recomputes the price, editing a price recomputes its percent when the
 * price is positive; emptying a field empties its partner.
 */
export function useLinkedTpsl(basis: TpslLinkBasis, initial: { tp?: string; sl?: string } = {}): LinkedTpsl {
  const [pairs, setPairs] = useState(() => ({
    tp: pairAt('tp', initial.tp ?? '', basis),
    sl: pairAt('sl', initial.sl ?? '', basis),
  }));
  const setPrice = (kind: TpslKind, text: string) =>
    setPairs((old) => {
      const percent = text.trim() === '' ? '' : (tpslPercentText(kind, text, basis) ?? old[kind].percent);
      return { ...old, [kind]: { price: text, percent } };
    });
  const setPercent = (kind: TpslKind, text: string) =>
    setPairs((old) => {
      const price = text.trim() === '' ? '' : (tpslPriceText(kind, text, basis) ?? old[kind].price);
      return { ...old, [kind]: { price, percent: text } };
    });
  return { ...pairs, setPrice, setPercent };
}

/**
 * Sends a position's TP/SL through the server once the trading agent is approved (seed 000 §5: else
 * the approval flow opens with its text). Resolves true when the exchange took it.
 */
export function useSubmitTpsl(): { submit: (input: SetTpslInput) => Promise<boolean>; busy: boolean } {
  const mutations = useTradingMutations();
  const agent = useAgentApproval();
  const requestApproval = useRequestApproval();
  const failed = useActionFailure();
  const [busy, setBusy] = useState(false);
  const agentApproved = agent.data?.approved === true;
  const submit = useCallback(
    async (input: SetTpslInput) => {
      if (!agentApproved) {
        const { title, message } = TPSL_DIALOG_TEXTS.agentRequired;
        toast({ title, description: message, variant: 'destructive' });
        requestApproval('agent');
        return false;
      }
      setBusy(true);
      try {
        await mutations.setTpsl(input);
        const { title, message } = TPSL_DIALOG_TEXTS.success;
        toast({ title, description: message, variant: 'success' });
        return true;
      } catch (error) {
        failed(TPSL_DIALOG_TEXTS.failureTitle, error, (e) =>
          orderFailureMessage(e, TPSL_DIALOG_TEXTS.failureFallback),
        );
        return false;
      } finally {
        setBusy(false);
      }
    },
    [agentApproved, failed, mutations, requestApproval],
  );
  return { submit, busy };
}
