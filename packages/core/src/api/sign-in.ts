import * as v from 'valibot';
import type { Hex } from 'viem';
import { requestObject } from './request-fields';

const MAX_SIGN_IN_MESSAGE_LENGTH = 4096;

/** `POST /auth/verify`: the EIP-4361 message and the wallet's signature of it. */
export const signInRequestSchema = requestObject({
  message: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(MAX_SIGN_IN_MESSAGE_LENGTH)),
  // 65 bytes: wallets sign in with plain EOA signatures (smart-contract wallets are not supported yet).
  signature: v.custom<Hex>(
    (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{130}$/.test(value),
    'must be a 0x-prefixed 65-byte hex signature',
  ),
});
