import { getChainById } from '../config/chains';
import { DEFAULT_TOKEN_CHAIN_ID } from './constants';
import { ADMIN_TEXTS } from './texts';

/** The pair dialog's fields (seed 002 §2.6); token ids are null until chosen. */
export interface PairFormValues {
  chainId: number | null;
  baseTokenId: number | null;
  quoteTokenId: number | null;
  isEnabled: boolean;
}

export type PairFormErrors = Partial<Record<'chainId' | 'baseTokenId' | 'quoteTokenId', string>>;

/** What the form resets to on close (seed 002 §4): chain 1, no tokens, enabled. */
export function emptyPairForm(): PairFormValues {
  return { chainId: DEFAULT_TOKEN_CHAIN_ID, baseTokenId: null, quoteTokenId: null, isEnabled: true };
}

/** Changing the chain clears both tokens: the lists then show only that chain's tokens (seed 002 §4). */
export function withPairChain(values: PairFormValues, chainId: number): PairFormValues {
  return values.chainId === chainId ? values : { ...values, chainId, baseTokenId: null, quoteTokenId: null };
}

/**
 * The pair form's errors by field (seed 002 §5): chain, base and quote required; base and quote
 * different, said on the quote field.
 */
export function pairFormErrors(values: PairFormValues): PairFormErrors {
  const errors: PairFormErrors = {};
  if (values.chainId === null || !getChainById(values.chainId)) errors.chainId = ADMIN_TEXTS.chainRequired;
  if (values.baseTokenId === null) errors.baseTokenId = ADMIN_TEXTS.baseRequired;
  if (values.quoteTokenId === null) errors.quoteTokenId = ADMIN_TEXTS.quoteRequired;
  else if (values.baseTokenId === values.quoteTokenId) errors.quoteTokenId = ADMIN_TEXTS.sameTokens;
  return errors;
}

/** Seed 002 §3 pair write payload. */
export interface PairWritePayload {
  id?: number;
  chain_id: number;
  base_token_id: number;
  quote_token_id: number;
  label: string;
  is_enabled: boolean;
}
