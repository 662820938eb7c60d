import type {
  ActiveAssetCtxEvent,
  AssetCtxsEvent,
  ClearinghouseStateEvent,
  L2BookEvent,
  OpenOrdersEvent,
  OrderUpdatesEvent,
  SpotAssetCtxsEvent,
  UserFundingsEvent,
  UserHistoricalOrdersEvent,
  UserNonFundingLedgerUpdatesEvent,
  WebData3Event,
} from '@nktkas/hyperliquid/api/subscription';
import type { MarketData } from '../market/market-data';
import type { OrderRecord } from '../order-record';
import type { EngineState, FundingRecord, LedgerRecord } from '../state';
import * as views from '../views';
import { webUserState } from '../views-web';
import type { L2BookSub, Sub } from './subscriptions';

/**
 * Channel payloads (doc §6.3), typed against the SDK's event types. `snapshot` is what a new
 * subscriber gets right after the ack (null: nothing to send yet); the live updates reuse the same
 * builders from the server's dispatcher.
 */

export interface FeedSource {
  readonly state: EngineState;
  readonly market: MarketData | null;
}

/** The bbo level pair; a missing side is null (doc §6.3; the SDK types both sides as present). */
export interface BboPayload {
  readonly coin: string;
  readonly time: number;
  readonly bbo: [L2BookEvent['levels'][0][number] | null, L2BookEvent['levels'][1][number] | null];
}

/** Levels a side in fast mode (doc §6.3). */
const FAST_L2_LEVELS = 5;

/** An `l2Book` event; a fast subscription gets the 5 best levels a side and `fast: true`, as Hyperliquid. */
export function l2Book(src: FeedSource, sub: L2BookSub): (L2BookEvent & { fast?: true }) | null {
  const book = views.l2Book(src.state, sub.coin, sub.nSigFigs, sub.mantissa);
  if (!book || !sub.fast) return book;
  const [bids, asks] = book.levels;
  return { ...book, levels: [bids.slice(0, FAST_L2_LEVELS), asks.slice(0, FAST_L2_LEVELS)], fast: true };
}

export function bbo(src: FeedSource, coin: string): BboPayload | null {
  const book = views.l2Book(src.state, coin, null, null);
  if (!book) return null;
  return { coin, time: book.time, bbo: [book.levels[0][0] ?? null, book.levels[1][0] ?? null] };
}

export function activeAssetCtx(src: FeedSource, coin: string): ActiveAssetCtxEvent | null {
  const md = src.market;
  const ctx = views.assetCtxOf(src.state, coin, md?.daySource);
  return ctx ? { coin, ctx } : null;
}

export function orderUpdate(state: EngineState, o: OrderRecord): OrderUpdatesEvent[number] {
  return {
    order: views.openOrderWire(state, o),
    status: o.status,
    statusTimestamp: o.statusTimestamp,
  };
}

export function fundingEntry(f: FundingRecord): UserFundingsEvent['fundings'][number] {
  const { type: _t, ...rest } = f.delta;
  return { time: f.time, ...rest };
}

export function clearinghouseState(state: EngineState, user: string): ClearinghouseStateEvent {
  return { dex: '', user: user as `0x${string}`, clearinghouseState: views.clearinghouseState(state, user) };
}

export function openOrders(state: EngineState, user: string): OpenOrdersEvent {
  return { dex: '', user: user as `0x${string}`, orders: views.frontendOpenOrders(state, user) };
}

/** `webData3` (doc §6.3): the user's agent, net ledger flows and server time; no vaults here. */
export function webData3(state: EngineState, user: string): WebData3Event {
  return { userState: webUserState(state, user), perpDexStates: [{ totalVaultEquity: '0.0' }] };
}

/** Snapshots of the funding and ledger channels carry the newest 500 items, oldest first. */
const SNAPSHOT_ITEMS = 500;

/** `assetCtxs` (doc §6.3): every perp's context, as `metaAndAssetCtxs` answers them; first dex only. */
export function assetCtxs(src: FeedSource): AssetCtxsEvent {
  const md = src.market;
  const [, ctxs] = views.metaAndAssetCtxs(src.state, md?.daySource);
  return { dex: '', ctxs };
}

export function ledgerUpdates(
  user: string,
  entries: readonly LedgerRecord[],
  isSnapshot = false,
): UserNonFundingLedgerUpdatesEvent {
  return {
    ...(isSnapshot ? { isSnapshot: true as const } : {}),
    user: user as `0x${string}`,
    nonFundingLedgerUpdates: [...entries],
  };
}

/** The first message after a subscribe: [channel, data], or null when the channel has no snapshot. */
export function snapshot(src: FeedSource, sub: Sub): [string, unknown] | null {
  const { state } = src;
  switch (sub.type) {
    case 'allMids':
      return ['allMids', { mids: views.allMids(state) }];
    case 'assetCtxs':
      return ['assetCtxs', assetCtxs(src)];
    case 'spotAssetCtxs':
      // No spot pairs yet (see the `spotMetaAndAssetCtxs` info answer): nothing will change.
      return ['spotAssetCtxs', [] satisfies SpotAssetCtxsEvent];
    case 'userNonFundingLedgerUpdates':
      return [
        'userNonFundingLedgerUpdates',
        ledgerUpdates(sub.user, (state.ledger.get(sub.user) ?? []).slice(-SNAPSHOT_ITEMS), true),
      ];
    case 'userHistoricalOrders':
      return [
        'userHistoricalOrders',
        {
          isSnapshot: true,
          user: sub.user as `0x${string}`,
          orderHistory: views.historicalOrders(state, sub.user),
        } satisfies UserHistoricalOrdersEvent,
      ];
    case 'l2Book': {
      const book = l2Book(src, sub);
      return book ? ['l2Book', book] : null;
    }
    case 'bbo': {
      const b = bbo(src, sub.coin);
      return b ? ['bbo', b] : null;
    }
    case 'trades': {
      const trades = views.recentTrades(state, sub.coin);
      return trades.length > 0 ? ['trades', trades] : null;
    }
    case 'candle': {
      const c = src.market?.live(sub.coin, sub.interval) ?? null;
      return c ? ['candle', c] : null;
    }
    case 'activeAssetCtx': {
      const ctx = activeAssetCtx(src, sub.coin);
      return ctx ? ['activeAssetCtx', ctx] : null;
    }
    case 'activeAssetData': {
      const d = views.activeAssetData(state, sub.user, sub.coin);
      return d ? ['activeAssetData', d] : null;
    }
    case 'userFills':
      return [
        'userFills',
        { isSnapshot: true, user: sub.user, fills: views.userFills(state, sub.user, sub.aggregateByTime) },
      ];
    case 'userFundings':
      return [
        'userFundings',
        {
          isSnapshot: true,
          user: sub.user as `0x${string}`,
          fundings: (state.fundings.get(sub.user) ?? []).slice(-SNAPSHOT_ITEMS).map(fundingEntry),
        } satisfies UserFundingsEvent,
      ];
    case 'clearinghouseState':
      return ['clearinghouseState', clearinghouseState(state, sub.user)];
    case 'openOrders':
      return ['openOrders', openOrders(state, sub.user)];
    case 'webData3':
      return ['webData3', webData3(state, sub.user)];
    case 'orderUpdates':
    case 'userEvents':
    case 'notification':
      return null;
  }
}
