import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { requireAdmin } from '../auth/roles';
import { requireOwnAddress, requireSession } from '../auth/session-middleware';
import type { Session } from '../auth/sessions';
import type { AgentWallets } from '../custody/agent-wallets';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/json-body';
import type { Logger } from '../logger';
import type { ExchangeGateway } from '../providers/exchange/exchange-gateway';

export interface FunctionContext {
  db: Kysely<Database>;
  agentWallets: AgentWallets;
  logger: Logger;
  exchange: ExchangeGateway;
  /** Receives the builder fee on every order; trading that charges it is refused without one. */
  builderAddress: string | null;
}

interface Handler<Schema extends z.ZodType> {
  body: Schema;
  handle: (body: z.output<Schema>, context: FunctionContext) => Promise<object>;
}

/**
 * Who may call a function. 'public': anyone. 'wallet': a signed-in wallet acting for itself, named
 * by `actingWallet` in the body (every address it names must be the session's). 'admin': the same,
 * and the wallet must be an admin.
 */
export type FunctionSpec<Schema extends z.ZodType> = Handler<Schema> &
  (
    | { access: 'public' }
    | { access: 'wallet' | 'admin'; actingWallet: (body: z.output<Schema>) => string | readonly string[] }
  );

export interface ServerFunction {
  /**
   * Checks access and the body in the order that reveals least to the caller: session, role, body,
   * acting address; then runs the function.
   */
  invoke(rawBody: () => Promise<unknown>, session: Session | null, context: FunctionContext): Promise<object>;
}

export function defineFunction<Schema extends z.ZodType>(spec: FunctionSpec<Schema>): ServerFunction {
  return {
    async invoke(rawBody, session, context) {
      if (spec.access === 'public') return spec.handle(parseBody(spec.body, await rawBody()), context);

      const caller =
        spec.access === 'admin' ? await requireAdmin(context.db, session) : requireSession(session);
      const body = parseBody(spec.body, await rawBody());
      const named = spec.actingWallet(body);
      for (const actingWallet of typeof named === 'string' ? [named] : named) {
        if (spec.access === 'admin' && actingWallet.toLowerCase() !== caller.address) {
          throw new HttpError(403, 'Unauthorized');
        }
        requireOwnAddress(caller, actingWallet);
      }
      return spec.handle(body, context);
    },
  };
}
