import * as v from 'valibot';

/**
 * Shapes of the server's auth endpoints (architecture: "Server API"; each function has its contract
 * in `function-registry`). The browser parses every answer through these, so a server change fails
 * loudly at the boundary instead of deep in a screen.
 */
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));

export const nonceResponseSchema = v.object({ nonce: v.pipe(v.string(), v.minLength(8)) });
export const sessionResponseSchema = v.object({ address });
export const serverErrorSchema = v.object({ error: v.string() });

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
