/**
 * Hyperliquid's request weights (doc §7, §3.16): every REST request from an IP costs weight against
 * a budget of 1,200 per minute. Written once here for the devnet exchange, which enforces it, and
 * the server's exchange client, which stays within it.
 */

/** Weight an IP may spend on REST requests (`/info`, `/exchange`) in any minute. */
export const IP_WEIGHT_PER_MINUTE = 1200;
export const WEIGHT_WINDOW_MS = 60_000;

/**
 * What a caller reads when the exchange's budget kept its request waiting too long (the wording of
 * seed 002's rate-limit message).
 */
export const EXCHANGE_BUSY_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export type ExchangeEndpoint = 'info' | 'exchange' | 'explorer';

/** Info requests that weigh 2: the cheap, frequently polled state reads. */
const LIGHT_INFO_TYPES: ReadonlySet<string> = new Set([
  'l2Book',
  'allMids',
  'clearinghouseState',
  'orderStatus',
  'spotClearinghouseState',
  'exchangeStatus',
]);
const LIGHT_INFO_WEIGHT = 2;
const USER_ROLE_WEIGHT = 60;
/** Every other documented info request, and one that is not an object with a known `type`. */
const INFO_WEIGHT = 20;
const EXPLORER_WEIGHT = 40;

/** An action weighs 1 plus 1 per 40 orders, cancels or modifies it batches. */
const BATCH_ITEMS_PER_WEIGHT = 40;

/**
 * History requests weigh one more per this many items they return (`candleSnapshot` per 60).
 * The doc names `nonUserFundingUpdates`; the devnet's request of that kind is
 * `userNonFundingLedgerUpdates`, so it is listed under that name (uncertain).
 */
const ITEMS_PER_ANSWER_WEIGHT: Readonly<Record<string, number>> = {
  recentTrades: 20,
  historicalOrders: 20,
  userFills: 20,
  userFillsByTime: 20,
  fundingHistory: 20,
  userFunding: 20,
  userNonFundingLedgerUpdates: 20,
  twapHistory: 20,
  userTwapSliceFills: 20,
  userTwapSliceFillsByTime: 20,
  delegatorHistory: 20,
  delegatorRewards: 20,
  validatorStats: 20,
  candleSnapshot: 60,
};

function fieldOf(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[field]
    : undefined;
}

function infoWeight(type: unknown): number {
  if (typeof type !== 'string') return INFO_WEIGHT;
  if (LIGHT_INFO_TYPES.has(type)) return LIGHT_INFO_WEIGHT;
  return type === 'userRole' ? USER_ROLE_WEIGHT : INFO_WEIGHT;
}

/** How many orders, cancels or modifies an action carries (0 for an unbatched action). */
function batchLength(action: unknown): number {
  for (const field of ['orders', 'cancels', 'modifies']) {
    const items = fieldOf(action, field);
    if (Array.isArray(items)) return items.length;
  }
  return 0;
}

/**
 * The weight a request costs when it arrives, from its parsed JSON body (anything unreadable weighs
 * what an unknown request of its endpoint does).
 */
export function requestWeight(endpoint: ExchangeEndpoint, body: unknown): number {
  if (endpoint === 'explorer') return EXPLORER_WEIGHT;
  if (endpoint === 'info') return infoWeight(fieldOf(body, 'type'));
  return 1 + Math.floor(batchLength(fieldOf(body, 'action')) / BATCH_ITEMS_PER_WEIGHT);
}

/** The weight an `/info` answer adds once it is known: history requests pay per item returned. */
export function answerWeight(body: unknown, answer: unknown): number {
  const type = fieldOf(body, 'type');
  if (typeof type !== 'string' || !Object.hasOwn(ITEMS_PER_ANSWER_WEIGHT, type) || !Array.isArray(answer))
    return 0;
  return Math.floor(answer.length / (ITEMS_PER_ANSWER_WEIGHT[type] as number));
}
