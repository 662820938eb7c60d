import * as v from 'valibot';

/**
 * Response shapes of the server's auth endpoints and the backend functions the web app calls
 * (architecture: "Server API"). The browser parses every answer through these, so a server change
 * fails loudly at the boundary instead of deep in a screen.
 */
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));

export const nonceResponseSchema = v.object({ nonce: v.pipe(v.string(), v.minLength(8)) });
export const sessionResponseSchema = v.object({ address });
export const serverErrorSchema = v.object({ error: v.string() });

export const checkAdminResponseSchema = v.object({
  isAdmin: v.boolean(),
  role: v.nullish(v.string()),
});
export const getAgentWalletResponseSchema = v.object({
  exists: v.boolean(),
  agentAddress: v.nullish(address),
});
export const createAgentWalletResponseSchema = v.object({ agentAddress: address });

export type CheckAdminResponse = v.InferOutput<typeof checkAdminResponseSchema>;
export type GetAgentWalletResponse = v.InferOutput<typeof getAgentWalletResponseSchema>;
export type CreateAgentWalletResponse = v.InferOutput<typeof createAgentWalletResponseSchema>;

/** The backend functions the web app invokes so far, by name, with their request and answer. */
export const serverFunctions = {
  'check-admin': checkAdminResponseSchema,
  'get-agent-wallet': getAgentWalletResponseSchema,
  'create-agent-wallet': createAgentWalletResponseSchema,
} as const;

export interface ServerFunctionRequests {
  'check-admin': { walletAddress: string };
  'get-agent-wallet': { userAddress: string };
  'create-agent-wallet': { userAddress: string };
}

export type ServerFunctionName = keyof typeof serverFunctions;
export type ServerFunctionResponse<N extends ServerFunctionName> = v.InferOutput<(typeof serverFunctions)[N]>;

/** The answer of function `name`, or undefined when it has another shape. */
export function parseServerFunctionResponse<N extends ServerFunctionName>(
  name: N,
  value: unknown,
): ServerFunctionResponse<N> | undefined {
  const parsed = v.safeParse(serverFunctions[name], value);
  // TypeScript cannot follow the name-to-schema pairing through a generic index; the map fixes it.
  return parsed.success ? (parsed.output as ServerFunctionResponse<N>) : undefined;
}

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
