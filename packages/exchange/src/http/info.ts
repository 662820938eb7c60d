import { INITIAL_ADDRESS_REQUESTS } from '@pluto/core';
import { userRateLimit } from '../address-limits';
import { isInterval } from '../market/intervals';
import { L2GroupingError } from '../market/l2-aggregation';
import type { MarketData } from '../market/market-data';
import { DESERIALIZE } from '../shape';
import type { EngineState } from '../state';
import * as views from '../views';
import * as perpViews from '../views-perps';
import { webData2 } from '../views-web';

/**
 * `/info` dispatch (doc §3): validates each request's parameters (wrong shape → 422 with
 * Hyperliquid's text) and answers from the engine state. Only the first perp dex exists, so `dex`
 * must be absent or "".
 */

export type InfoAnswer =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly message: string };

type Req = Record<string, unknown>;

class Malformed extends Error {}

/** Refuses the request for its field `field` (checked before any conversion: a hostile value never runs). */
function invalid(field: string): never {
  throw new Malformed(`invalid field \`${field}\``);
}

function user(r: Req, field = 'user'): string {
  const v = r[field];
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(v)) return invalid(field);
  return v.toLowerCase();
}

function str(r: Req, field: string): string {
  const v = r[field];
  return typeof v === 'string' ? v : invalid(field);
}

/** A non-negative safe integer (a time in ms, or an id such as a margin table's). */
function time(r: Req, field: string): number {
  const v = r[field];
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : invalid(field);
}

function optTime(r: Req, field: string): number | null {
  return r[field] === undefined || r[field] === null ? null : time(r, field);
}

function optOneOf(r: Req, field: string, allowed: readonly number[]): number | null {
  const v = r[field];
  if (v === undefined || v === null) return null;
  return typeof v === 'number' && allowed.includes(v) ? v : invalid(field);
}

function optBool(r: Req, field: string): boolean | null {
  const v = r[field];
  if (v === undefined || v === null) return null;
  return typeof v === 'boolean' ? v : invalid(field);
}

function oid(r: Req): number | string {
  const v = r.oid;
  if (typeof v === 'string') return /^0x[0-9a-fA-F]{32}$/.test(v) ? v.toLowerCase() : invalid('oid');
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : invalid('oid');
}

/** `candleSnapshot` (doc §3.5): `req` {coin, interval, startTime, endTime?}; unknown coin → []. */
function candleSnapshot(r: Req, md: MarketData | null): unknown {
  const q = r.req;
  if (typeof q !== 'object' || q === null || Array.isArray(q)) throw new Malformed('invalid field `req`');
  const req = q as Req;
  const coin = str(req, 'coin');
  const interval = str(req, 'interval');
  if (!isInterval(interval)) throw new Malformed('unknown variant of `interval`');
  const start = time(req, 'startTime');
  const end = optTime(req, 'endTime');
  return md ? md.snapshot(coin, interval, start, end) : [];
}

/** `initialRequests`: the address limits' starting requests, for `userRateLimit`. */
type Handler = (s: EngineState, r: Req, md: MarketData | null, initialRequests: number) => unknown;

function l2BookParams(r: Req): [coin: string, nSigFigs: number | null, mantissa: number | null] {
  return [str(r, 'coin'), optOneOf(r, 'nSigFigs', [2, 3, 4, 5]), optOneOf(r, 'mantissa', [1, 2, 5])];
}

const HANDLERS: Readonly<Record<string, Handler>> = {
  meta: (s) => views.meta(s),
  metaAndAssetCtxs: (s, _r, md) => views.metaAndAssetCtxs(s, md?.daySource),
  candleSnapshot: (_s, r, md) => candleSnapshot(r, md),
  allMids: (s) => views.allMids(s),
  l2Book: (s, r) => views.l2Book(s, ...l2BookParams(r)),
  clearinghouseState: (s, r) => views.clearinghouseState(s, user(r)),
  spotClearinghouseState: (s, r) => views.spotClearinghouseState(s, user(r)),
  openOrders: (s, r) => views.openOrders(s, user(r)),
  frontendOpenOrders: (s, r) => views.frontendOpenOrders(s, user(r)),
  userFills: (s, r) => views.userFills(s, user(r), optBool(r, 'aggregateByTime') === true),
  userFillsByTime: (s, r) =>
    views.userFillsByTime(
      s,
      user(r),
      time(r, 'startTime'),
      optTime(r, 'endTime'),
      optBool(r, 'aggregateByTime'),
    ),
  userFunding: (s, r) => views.userFunding(s, user(r), optTime(r, 'startTime'), optTime(r, 'endTime')),
  userNonFundingLedgerUpdates: (s, r) =>
    views.userNonFundingLedgerUpdates(s, user(r), optTime(r, 'startTime'), optTime(r, 'endTime')),
  historicalOrders: (s, r) => views.historicalOrders(s, user(r)),
  orderStatus: (s, r) => views.orderStatus(s, user(r), oid(r)),
  userFees: (s, r) => views.userFees(s, user(r)),
  userRole: (s, r) => views.userRole(s, user(r)),
  userRateLimit: (s, r, _md, initialRequests) => userRateLimit(s, user(r), initialRequests),
  extraAgents: (s, r) => views.extraAgents(s, user(r)),
  maxBuilderFee: (s, r) => views.maxBuilderFee(s, user(r), user(r, 'builder')),
  approvedBuilders: (s, r) => [...(s.builderApprovals.get(user(r))?.keys() ?? [])],
  activeAssetData: (s, r) => views.activeAssetData(s, user(r), str(r, 'coin')),
  portfolio: (s, r) => views.portfolio(s, user(r)),
  webData2: (s, r, md) => webData2(s, user(r), md?.daySource),
  recentTrades: (s, r) => views.recentTrades(s, str(r, 'coin')),
  marginTable: (s, r) => perpViews.marginTable(s, time(r, 'id')),
  perpsAtOpenInterestCap: (s) => perpViews.perpsAtOpenInterestCap(s),
  predictedFundings: (s) => perpViews.predictedFundings(s),
  fundingHistory: (s, r) =>
    perpViews.fundingHistory(s, str(r, 'coin'), time(r, 'startTime'), optTime(r, 'endTime')),
  // What the SDK's SymbolConverter asks for besides `meta` (doc §3.16): no spot or outcome markets here.
  spotMeta: () => SPOT_META,
  // No spot pairs yet, so no contexts (doc §3.15).
  spotMetaAndAssetCtxs: () => [SPOT_META, []],
  outcomeMeta: () => ({ outcomes: [], questions: [] }),
  exchangeStatus: (s) => ({ time: s.time, specialStatuses: null }),
};

const USDC_TOKEN = {
  name: 'USDC',
  szDecimals: 8,
  weiDecimals: 8,
  index: 0,
  tokenId: '0x6d1e7cde53ba9467b783cb7c530ce054',
  isCanonical: true,
  evmContract: null,
  fullName: null,
  deployerTradingFeeShare: '0.0',
};

/** The spot universe: only USDC (collateral) exists; the spot issues add pairs. */
const SPOT_META = { tokens: [USDC_TOKEN], universe: [] };

export function answerInfo(
  state: EngineState,
  body: unknown,
  market: MarketData | null = null,
  initialRequests: number = INITIAL_ADDRESS_REQUESTS,
): InfoAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, message: `${DESERIALIZE}: expected an object` };
  const r = body as Req;
  const handler =
    typeof r.type === 'string' && Object.hasOwn(HANDLERS, r.type) ? HANDLERS[r.type] : undefined;
  if (!handler) return { ok: false, message: `${DESERIALIZE}: unknown variant of \`type\`` };
  if (r.dex !== undefined && r.dex !== null && r.dex !== '')
    return { ok: false, message: `${DESERIALIZE}: unknown perp dex` };
  try {
    return { ok: true, body: handler(state, r, market, initialRequests) };
  } catch (e) {
    if (e instanceof Malformed || e instanceof L2GroupingError)
      return { ok: false, message: `${DESERIALIZE}: ${e.message}` };
    throw e;
  }
}

/**
 * The `/info` answers that depend on the engine state alone (no candle store, no history that
 * trimming shortens), with the parameters each reads: the server caches them per state version
 * under this canonical key, so fields an answer does not read (padding, key order, an address's
 * case) never make a new entry.
 */
const STATE_ANSWER_PARAMS: Readonly<Record<string, (r: Req) => unknown[]>> = {
  allMids: () => [],
  l2Book: l2BookParams,
  clearinghouseState: (r) => [user(r)],
  spotClearinghouseState: (r) => [user(r)],
  openOrders: (r) => [user(r)],
  frontendOpenOrders: (r) => [user(r)],
  activeAssetData: (r) => [user(r), str(r, 'coin')],
};

/** A real request's key is short; a longer one (a padded coin name) is answered but not cached. */
const MAX_KEY_LENGTH = 200;

/** The cache key of a state-only answer, or null when the request is not one (or is malformed). */
export function stateAnswerKey(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const r = body as Req;
  const params =
    typeof r.type === 'string' && Object.hasOwn(STATE_ANSWER_PARAMS, r.type)
      ? STATE_ANSWER_PARAMS[r.type]
      : undefined;
  if (!params || (r.dex !== undefined && r.dex !== null && r.dex !== '')) return null;
  try {
    const key = JSON.stringify([r.type, ...params(r)]);
    return key.length <= MAX_KEY_LENGTH ? key : null;
  } catch (e) {
    if (e instanceof Malformed) return null;
    throw e;
  }
}
