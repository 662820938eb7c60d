import { z } from 'zod';

/**
 * Response shapes of the server's auth endpoints and the backend functions the web app calls
 * (architecture: "Server API"). The browser parses every answer through these, so a server change
 * fails loudly at the boundary instead of deep in a screen.
 */
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

export const nonceResponseSchema = z.object({ nonce: z.string().min(8) });
export const sessionResponseSchema = z.object({ address });
export const serverErrorSchema = z.object({ error: z.string() });

export const checkAdminResponseSchema = z.object({
  isAdmin: z.boolean(),
  role: z.string().nullable().optional(),
});
export const getAgentWalletResponseSchema = z.object({
  exists: z.boolean(),
  agentAddress: address.nullable().optional(),
});
export const createAgentWalletResponseSchema = z.object({ agentAddress: address });

export type CheckAdminResponse = z.infer<typeof checkAdminResponseSchema>;
export type GetAgentWalletResponse = z.infer<typeof getAgentWalletResponseSchema>;
export type CreateAgentWalletResponse = z.infer<typeof createAgentWalletResponseSchema>;

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
export type ServerFunctionResponse<N extends ServerFunctionName> = z.infer<(typeof serverFunctions)[N]>;

/** The answer of function `name`, or undefined when it has another shape. */
export function parseServerFunctionResponse<N extends ServerFunctionName>(
  name: N,
  value: unknown,
): ServerFunctionResponse<N> | undefined {
  const parsed = serverFunctions[name].safeParse(value);
  // TypeScript cannot follow the name-to-schema pairing through a generic index; the map fixes it.
  return parsed.success ? (parsed.data as ServerFunctionResponse<N>) : undefined;
}

export function parseNonceResponse(value: unknown): string | undefined {
  const parsed = nonceResponseSchema.safeParse(value);
  return parsed.success ? parsed.data.nonce : undefined;
}

export function parseSessionResponse(value: unknown): string | undefined {
  const parsed = sessionResponseSchema.safeParse(value);
  return parsed.success ? parsed.data.address : undefined;
}

export function parseServerError(value: unknown): string | undefined {
  const parsed = serverErrorSchema.safeParse(value);
  return parsed.success ? parsed.data.error : undefined;
}

/** Seed 000 §6, §9: admin status is cached 5 minutes and never retried. */
export const ADMIN_CHECK_QUERY = { staleTime: 300_000, gcTime: 300_000, retry: false } as const;

/** What the Sign-In With Ethereum message asks the user to agree to: one signature, no transaction. */
export const SIWE_STATEMENT =
  'Sign in to Pluto with this wallet. This proves you own the address; it is not a transaction and costs no gas.';
