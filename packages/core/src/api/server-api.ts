import * as v from 'valibot';
import type { Hex } from 'viem';
import { requestObject } from './request-fields';

/**
 * Shapes of the server's auth endpoints (architecture: "Server API"; each function has its contract
 * in `function-registry`). The browser parses every answer through these, so a server change fails
 * loudly at the boundary instead of deep in a screen.
 */
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));

export const nonceResponseSchema = v.object({ nonce: v.pipe(v.string(), v.minLength(8)) });
export const sessionResponseSchema = v.object({ address });
export const serverErrorSchema = v.object({ error: v.string() });

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

export function parseNonceResponse(value: unknown): string | undefined {
  const parsed = v.safeParse(nonceResponseSchema, value);
  return parsed.success ? parsed.output.nonce : undefined;
}

export function parseSessionResponse(value: unknown): string | undefined {
  const parsed = v.safeParse(sessionResponseSchema, value);
  return parsed.success ? parsed.output.address : undefined;
}

export function parseServerError(value: unknown): string | undefined {
  const parsed = v.safeParse(serverErrorSchema, value);
  return parsed.success ? parsed.output.error : undefined;
}

/** What the Sign-In With Ethereum message asks the user to agree to: one signature, no transaction. */
export const SIWE_STATEMENT =
  'Sign in to Pluto with this wallet. This proves you own the address; it is not a transaction and costs no gas.';
