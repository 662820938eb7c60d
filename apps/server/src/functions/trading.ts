import { ApiRequestError, type ExchangeClient, HyperliquidError } from '@nktkas/hyperliquid';
import {
  exchangeFailureMessage,
  joinOrderErrors,
  ORDER_CHECK_FAILURES,
  orderFailureMessage,
  PERP_BUILDER_FEE,
} from '@pluto/core';
import { type Address, isAddress } from 'viem';
import { HttpError } from '../http/http-error';
import type { PerpMarket } from '../providers/exchange/exchange-gateway';
import type { FunctionContext } from './function-definition';

/** Seed 000 §7: trading functions answer `{success, error, data}`. */
export type TradingAnswer<Data> =
  | { success: true; error: null; data: Data }
  | { success: false; error: string; data: Data | null };

export interface OrderStatuses {
  /** The exchange's per-order statuses, aligned with the orders sent. */
  statuses: unknown[];
}

export function succeeded<Data>(data: Data): TradingAnswer<Data> {
  return { success: true, error: null, data };
}

/** A refusal; `data` what was done before it (a partly placed batch's statuses), if anything. */
export function failed(error: string): TradingAnswer<never>;
export function failed<Data>(error: string, data: Data | null): TradingAnswer<Data>;
export function failed<Data>(error: string, data: Data | null = null): TradingAnswer<Data> {
  return { success: false, error, data };
}

export const TRADING_UNCONFIGURED =
  'Trading is unavailable: the server has no builder address configured (BUILDER_ADDRESS)';

export interface Builder {
  b: Address;
  /** Tenths of a basis point. */
  f: number;
}

/** The builder fee every order carries (issue 6); trading that charges it is refused without one. */
export function requireBuilder(context: FunctionContext): Builder {
  const address = context.builderAddress;
  if (address === null || !isAddress(address, { strict: false }))
    throw new HttpError(503, TRADING_UNCONFIGURED);
  return { b: address, f: PERP_BUILDER_FEE };
}

export interface Trader {
  client: ExchangeClient;
}

/**
 * The signed-in user's agent as an exchange client, once the exchange confirms it is approved for
 * the user and — when `builder` is given (functions that place orders) — that the user approved at
 * least its fee. Answers the failure to return otherwise.
 */
export async function openTrader(
  context: FunctionContext,
  user: Address,
  builder: Builder | null,
): Promise<Trader | TradingAnswer<never>> {
  const agent = await context.agentWallets.loadAgentSigner(user);
  if (!agent) return failed(ORDER_CHECK_FAILURES.agentApprovalRequired.message);
  const [agentApproved, feeApproved] = await Promise.all([
    context.exchange.isAgentApproved(user, agent.address),
    builder ? context.exchange.isBuilderFeeApproved(user, builder.b, builder.f) : true,
  ]);
  if (!agentApproved) return failed(ORDER_CHECK_FAILURES.agentApprovalRequired.message);
  if (!feeApproved) return failed(ORDER_CHECK_FAILURES.builderFeeApprovalRequired.message);
  return { client: context.exchange.trader(agent) };
}

export function isTrader(value: Trader | TradingAnswer<never>): value is Trader {
  return 'client' in value;
}

/** The listed perp market, or the failure to answer. */
export async function findMarket(
  context: FunctionContext,
  symbol: string,
): Promise<PerpMarket | TradingAnswer<never>> {
  return (await context.exchange.market(symbol)) ?? failed(`Unknown market: ${symbol}`);
}

export function isMarket(value: PerpMarket | TradingAnswer<never>): value is PerpMarket {
  return 'assetId' in value;
}

/** What every order-placing function starts from: the builder fee, the listed market, the approved agent. */
export interface OrderScope {
  builder: Builder;
  market: PerpMarket;
  trader: Trader;
}

/** The order scope for `user` on `symbol`, or the failure to answer (unknown market, approvals missing). */
export async function openOrderScope(
  context: FunctionContext,
  user: Address,
  symbol: string,
): Promise<OrderScope | TradingAnswer<never>> {
  const builder = requireBuilder(context);
  const market = await findMarket(context, symbol);
  if (!isMarket(market)) return market;
  const trader = await openTrader(context, user, builder);
  if (!isTrader(trader)) return trader;
  return { builder, market, trader };
}

export function isOrderScope(value: OrderScope | TradingAnswer<never>): value is OrderScope {
  return 'trader' in value;
}

/** The statuses of an order-style exchange answer (also of a refused one), if it has them. */
function statusesOf(response: unknown): unknown[] | undefined {
  if (typeof response !== 'object' || response === null || !('response' in response)) return undefined;
  const inner = response.response;
  if (typeof inner !== 'object' || inner === null || !('data' in inner)) return undefined;
  const data = inner.data;
  if (typeof data !== 'object' || data === null || !('statuses' in data)) return undefined;
  return Array.isArray(data.statuses) ? data.statuses : undefined;
}

/**
 * Sends an order-style action (order, batchModify, cancel) and answers with its statuses. A refusal
 * — of the whole request or of any one order — is a failure worded per seed 000 §8, still carrying
 * the statuses so a partly placed batch shows what went through.
 */
export async function sendOrders(
  request: () => Promise<unknown>,
  fallback: string,
  describe: (error: unknown, fallback: string) => string = orderFailureMessage,
): Promise<TradingAnswer<OrderStatuses>> {
  try {
    return succeeded({ statuses: statusesOf(await request()) ?? [] });
  } catch (error) {
    if (!(error instanceof HyperliquidError)) throw error;
    const statuses = error instanceof ApiRequestError ? statusesOf(error.response) : undefined;
    const raw = (statuses && joinOrderErrors(statuses)) ?? error.message;
    return failed(describe(raw, fallback), statuses ? { statuses } : null);
  }
}

/**
 * Runs a trading function: exchange failures outside `sendOrders` (an unreachable exchange, a
 * timeout, a refused leverage change) become `{success: false}` with the raw text or `fallback`, and
 * every outcome is logged without keys or signatures.
 */
export async function runTrading<Data>(
  context: FunctionContext,
  name: string,
  user: string,
  fallback: string,
  run: () => Promise<TradingAnswer<Data>>,
): Promise<TradingAnswer<Data>> {
  let answer: TradingAnswer<Data>;
  try {
    answer = await run();
  } catch (error) {
    if (!(error instanceof HyperliquidError)) throw error;
    answer = failed(exchangeFailureMessage(error, fallback));
  }
  const fields = { function: name, user: user.toLowerCase(), success: answer.success, error: answer.error };
  context.logger.info(fields, 'trading function answered');
  return answer;
}
