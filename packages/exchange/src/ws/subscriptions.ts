import { type Interval, isInterval } from '../market/intervals';
import type { Universe } from '../universe';

/**
 * WebSocket subscriptions (doc §6.3): parsing and normalisation. Each subscription has a `key` that
 * identifies it across clients (same key = same payload), so a feed is computed and serialised once
 * and the same frame is sent to every subscriber.
 */

export type Sub =
  | { readonly type: 'allMids' | 'assetCtxs' | 'spotAssetCtxs' }
  | {
      readonly type: 'l2Book';
      readonly coin: string;
      readonly nSigFigs: 2 | 3 | 4 | 5 | null;
      readonly mantissa: 1 | 2 | 5 | null;
      /** Fast mode: 5 levels a side, events flagged `fast: true`; absent when not asked for. */
      readonly fast?: true;
    }
  | { readonly type: 'trades' | 'bbo' | 'activeAssetCtx'; readonly coin: string }
  | { readonly type: 'candle'; readonly coin: string; readonly interval: Interval }
  | { readonly type: 'activeAssetData'; readonly user: string; readonly coin: string }
  | {
      readonly type:
        | 'orderUpdates'
        | 'userEvents'
        | 'userFundings'
        | 'notification'
        | 'clearinghouseState'
        | 'openOrders'
        | 'webData3'
        | 'userNonFundingLedgerUpdates'
        | 'userHistoricalOrders';
      readonly user: string;
    }
  | { readonly type: 'userFills'; readonly user: string; readonly aggregateByTime: boolean };

export type SubType = Sub['type'];
export type L2BookSub = Extract<Sub, { type: 'l2Book' }>;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const USER_TYPES = new Set<string>([
  'orderUpdates',
  'userEvents',
  'userFundings',
  'notification',
  'clearinghouseState',
  'openOrders',
  'webData3',
  'userNonFundingLedgerUpdates',
  'userHistoricalOrders',
]);
const COIN_TYPES = new Set<string>(['trades', 'bbo', 'activeAssetCtx']);

export function subKey(s: Sub): string {
  switch (s.type) {
    case 'allMids':
    case 'assetCtxs':
    case 'spotAssetCtxs':
      return s.type;
    case 'l2Book':
      return `l2Book|${s.coin}|${s.nSigFigs}|${s.mantissa}|${s.fast === true}`;
    case 'trades':
    case 'bbo':
    case 'activeAssetCtx':
      return `${s.type}|${s.coin}`;
    case 'candle':
      return `candle|${s.coin}|${s.interval}`;
    case 'activeAssetData':
      return `activeAssetData|${s.user}|${s.coin}`;
    case 'userFills':
      return `userFills|${s.user}|${s.aggregateByTime}`;
    default:
      return `${s.type}|${s.user}`;
  }
}

/** The subscription a client sent, normalised; null when invalid (unknown type, coin, interval, …). */
export function parseSub(raw: unknown, universe: Universe): Sub | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const coin = typeof r.coin === 'string' && universe.byCoin(r.coin) ? r.coin : null;
  const user = typeof r.user === 'string' && ADDRESS.test(r.user) ? r.user.toLowerCase() : null;
  // Only the first perp dex exists.
  const dexOk = r.dex === undefined || r.dex === null || r.dex === '';
  const type = r.type;
  if (type === 'allMids' || type === 'assetCtxs') return dexOk ? { type } : null;
  if (type === 'spotAssetCtxs') return { type };
  if (type === 'l2Book') {
    const nSigFigs = r.nSigFigs ?? null;
    const mantissa = r.mantissa ?? null;
    if (coin === null) return null;
    if (nSigFigs !== null && nSigFigs !== 2 && nSigFigs !== 3 && nSigFigs !== 4 && nSigFigs !== 5)
      return null;
    if (mantissa !== null && ((mantissa !== 1 && mantissa !== 2 && mantissa !== 5) || nSigFigs !== 5))
      return null;
    const fast = r.fast ?? false;
    if (typeof fast !== 'boolean') return null;
    return { type, coin, nSigFigs, mantissa, ...(fast ? { fast } : {}) };
  }
  if (typeof type !== 'string') return null;
  if (COIN_TYPES.has(type)) return coin === null ? null : ({ type, coin } as Sub);
  if (type === 'candle') {
    const interval = typeof r.interval === 'string' && isInterval(r.interval) ? r.interval : null;
    return coin === null || interval === null ? null : { type, coin, interval };
  }
  if (type === 'activeAssetData') return coin === null || user === null ? null : { type, user, coin };
  if (type === 'userFills') {
    if (user === null || (r.aggregateByTime !== undefined && typeof r.aggregateByTime !== 'boolean'))
      return null;
    return { type, user, aggregateByTime: r.aggregateByTime === true };
  }
  if (USER_TYPES.has(type)) return user === null || !dexOk ? null : ({ type, user } as Sub);
  return null;
}
