import type { ContractAnswer, ContractBody, FunctionContract } from '@pluto/core';
import type { Kysely } from 'kysely';
import type { AiAnalysisService } from '../ai-analysis/analysis-service';
import { requireAdmin } from '../auth/roles';
import { requireOwnAddress, requireSession } from '../auth/session-middleware';
import type { Session } from '../auth/sessions';
import type { AgentWallets } from '../custody/agent-wallets';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/json-body';
import type { Logger } from '../logger';
import type { ExchangeGateway } from '../providers/exchange/exchange-gateway';
import type { SwapProvider } from '../providers/spot/swap-provider';
import type { TokenDataProvider, TransferProvider } from '../providers/token-data/token-data-provider';
import type { ObjectStorage } from '../storage';
import type { PerpLogos } from '../storage/perp-logos';
import type { TelegramService } from '../telegram/telegram-service';
import type { TreasuryHolders } from '../treasury/treasury-holders';

export interface FunctionContext {
  db: Kysely<Database>;
  agentWallets: AgentWallets;
  logger: Logger;
  exchange: ExchangeGateway;
  /** Receives the builder fee on every order; trading that charges it is refused without one. */
  builderAddress: string | null;
  /** Public files (trade-summary cards). */
  storage: ObjectStorage;
  /** The origin the web app is served from, for links the server makes (shared trade pages). */
  publicOrigin: string;
  /** The AI analysis engine, its providers and credits (issue 28). */
  aiAnalysis: AiAnalysisService;
  /** The Telegram bot (issue 30), which trades through this same context. */
  telegram: TelegramService;
  /** Prices and builds spot swaps; absent or null where this deployment offers none. */
  swaps?: SwapProvider | null;
  /** $PLUTO's USD price now (cached briefly); absent where no price source is configured. */
  plutoPrice?: (() => Promise<number>) | null;
  /** Token prices, volumes, transactions, candles and metadata; absent where none is configured. */
  tokenData?: TokenDataProvider | null;
  /** Wallets' ERC-20 transfers; absent where none is configured. */
  transfers?: TransferProvider | null;
  /** The top $PLUTO holders table; absent where no BSC chain is indexed. */
  treasuryHolders?: TreasuryHolders | null;
  /** The perp coin logos the server serves (an admin uploads them); absent outside the web app. */
  perpLogos?: PerpLogos | null;
}

/** What the Telegram bot is built from: everything but itself. */
export type BaseFunctionContext = Omit<FunctionContext, 'telegram'>;

/** Who called: the session (a public function may still have one) and the request's IP. */
export interface Caller {
  session: Session | null;
  ip: string;
}

interface Handler<Contract extends FunctionContract> {
  /** Runs on the body the contract checked (defaults filled in); answers what the contract names. */
  handle: (
    body: ContractBody<Contract>,
    context: FunctionContext,
    caller: Caller,
  ) => Promise<ContractAnswer<Contract>>;
}

/**
 * Who may call a function. 'public': anyone. 'wallet': a signed-in wallet acting for itself, named
 * by `actingWallet` in the body (every address it names must be the session's). 'admin': the same,
 * and the wallet must be an admin.
 */
export type FunctionSpec<Contract extends FunctionContract> = Handler<Contract> &
  (
    | { access: 'public' }
    | {
        access: 'wallet' | 'admin';
        actingWallet: (body: ContractBody<Contract>) => string | readonly string[];
      }
  );

export interface ServerFunction<Name extends string = string> {
  /** The contract's name: the registry files each function under it. */
  readonly name: Name;
  /**
   * Checks access and the body in the order that reveals least to the caller: session, role, body,
   * acting address; then runs the function.
   */
  invoke(
    rawBody: () => Promise<unknown>,
    session: Session | null,
    context: FunctionContext,
    ip?: string,
  ): Promise<unknown>;
}

/** A server function: its contract (name, body, answer), who may call it, and what it does. */
export function defineFunction<Contract extends FunctionContract>(
  contract: Contract,
  spec: FunctionSpec<Contract>,
): ServerFunction<Contract['name']> {
  return {
    name: contract.name,
    async invoke(rawBody, session, context, ip = 'unknown') {
      const caller = { session, ip };
      if (spec.access === 'public') {
        return spec.handle(parseBody(contract.request, await rawBody()), context, caller);
      }

      const signedIn =
        spec.access === 'admin' ? await requireAdmin(context.db, session) : requireSession(session);
      const body = parseBody(contract.request, await rawBody());
      const named = spec.actingWallet(body);
      for (const actingWallet of typeof named === 'string' ? [named] : named) {
        if (spec.access === 'admin' && actingWallet.toLowerCase() !== signedIn.address) {
          throw new HttpError(403, 'Unauthorized');
        }
        requireOwnAddress(signedIn, actingWallet);
      }
      return spec.handle(body, context, caller);
    },
  };
}
