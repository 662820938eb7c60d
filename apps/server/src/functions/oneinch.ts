import { parseBaseUnits, SWAP_ERRORS } from '@pluto/core';
import { HttpError } from '../http/http-error';
import type { SwapProvider } from '../providers/spot/swap-provider';
import type { FunctionContext } from './function-definition';

/** The swap provider of this deployment; a server without one offers no swaps. */
export function swapProviderOf(context: FunctionContext): SwapProvider {
  if (!context.swaps) throw new HttpError(503, 'Swaps are not available on this server');
  return context.swaps;
}

/** `amount` in base units, refused with the seed's text when zero or not a whole number. */
export function swapAmount(amount: string): bigint {
  const parsed = parseBaseUnits(amount);
  if (parsed === null) throw new HttpError(400, SWAP_ERRORS.invalidAmount);
  return parsed;
}
