import type {
  AllMidsResponse,
  ClearinghouseStateResponse,
  FrontendOpenOrdersResponse,
  HistoricalOrdersResponse,
  L2BookResponse,
  MetaResponse,
  OpenOrdersResponse,
  OrderStatusResponse,
  RecentTradesResponse,
  UserFillsResponse,
  UserFundingResponse,
} from '@nktkas/hyperliquid/api/info';
import { abs, type Dec, div, mul, toWire } from './decimal';
import { USD_DECIMALS } from './fees';
import { fillWire } from './fill-record';
import { aggregateSide, type BookLevel, MAX_L2_LEVELS, parseGrouping } from './market/l2-aggregation';
import { type OrderRecord, orderOrigSz, orderPx, orderSz, orderTypeOf } from './order-record';
import { midPrice } from './prices';
import { type EngineState, lastTradePx, openOrdersOf } from './state';
import { positionLiquidationPx, summarize, withdrawable } from './summary';
import { tradeWire } from './trade-record';
import { aggregateFills, timeRanged } from './views-account';

export * from './views-account';
export * from './views-market';

/**
 * Read-only info answers (doc §3) computed from the engine state, typed against the SDK's own response
 * types so a shape drift fails the type-check.
 */

type FrontendOrder = FrontendOpenOrdersResponse[number];

const usd = (d: Dec) => toWire(d, USD_DECIMALS);
const MAX_FILLS = 2000;
const MAX_HISTORY = 2000;

export function meta(state: EngineState): MetaResponse {
  return state.universe.meta();
}

export function allMids(state: EngineState): AllMidsResponse {
  const out: Record<string, string> = {};
  for (const ms of state.markets) {
    // Mid of a two-sided book, else the last trade (doc §3.3), else the mark (our fallback).
    const mid = midPrice(ms.book.bestBid(), ms.book.bestAsk()) ?? lastTradePx(ms) ?? ms.mark;
    out[ms.market.name] = toWire(mid);
  }
  return out;
}

/**
 * `l2Book` (doc §3.4): 20 levels per side, optionally grouped to `nSigFigs` (2-5) significant figures
 * with `mantissa` (1, 2 or 5; only with 5 figures) by the market module's grouping. A grouped book
 * carries `spread`, best ask − best bid at full precision (the buckets hide it), when both sides have
 * orders. Null for an unknown coin. Bad parameters throw `L2GroupingError`, which the HTTP layer
 * answers with 422.
 */
export function l2Book(
  state: EngineState,
  coin: string,
  nSigFigs?: unknown,
  mantissa?: unknown,
): L2BookResponse {
  const grouping = parseGrouping(nSigFigs, mantissa);
  const m = state.universe.byCoin(coin);
  const ms = m ? state.markets[m.assetId] : undefined;
  if (!ms) return null;
  const level = (l: BookLevel) => ({ px: toWire(l.px), sz: toWire(l.sz), n: l.n });
  // Grouping needs every level (buckets merge many); full precision needs only the first 20.
  const [bids, asks] = ms.book.l2(grouping.nSigFigs === null ? MAX_L2_LEVELS : Number.MAX_SAFE_INTEGER);
  const book = {
    coin: ms.market.name,
    time: state.time,
    levels: [aggregateSide(bids, true, grouping).map(level), aggregateSide(asks, false, grouping).map(level)],
  } satisfies L2BookResponse;
  const [bestBid, bestAsk] = [bids[0], asks[0]];
  if (grouping.nSigFigs === null || !bestBid || !bestAsk) return book;
  return { ...book, spread: toWire(bestAsk.px - bestBid.px) };
}

export function userFunding(
  state: EngineState,
  user: string,
  startTime: number | null,
  endTime?: number | null,
): UserFundingResponse {
  return timeRanged(state.fundings.get(user.toLowerCase()) ?? [], startTime, endTime);
}

export function clearinghouseState(state: EngineState, user: string): ClearinghouseStateResponse {
  const account = state.accounts.get(user.toLowerCase());
  const time = state.time;
  if (!account) {
    const zero = { accountValue: '0.0', totalNtlPos: '0.0', totalRawUsd: '0.0', totalMarginUsed: '0.0' };
    return {
      marginSummary: zero,
      crossMarginSummary: { ...zero },
      crossMaintenanceMarginUsed: '0.0',
      withdrawable: '0.0',
      assetPositions: [],
      time,
    };
  }
  const s = summarize(state, account);
  const crossUsed = s.positions
    .filter((p) => p.leverage.type === 'cross')
    .reduce((a, p) => a + p.marginUsed, 0n);
  const totalValue = s.crossAccountValue + s.isolatedMarginUsed;
  const totalNtl = s.crossNtl + s.isolatedNtl;
  const signedValue = s.positions.reduce((a, p) => a + (p.szi > 0n ? p.notional : -p.notional), 0n);
  return {
    marginSummary: {
      accountValue: usd(totalValue),
      totalNtlPos: usd(totalNtl),
      totalRawUsd: usd(totalValue - signedValue),
      totalMarginUsed: usd(crossUsed + s.isolatedMarginUsed),
    },
    crossMarginSummary: {
      accountValue: usd(s.crossAccountValue),
      totalNtlPos: usd(s.crossNtl),
      totalRawUsd: usd(s.crossRawUsd),
      totalMarginUsed: usd(crossUsed),
    },
    crossMaintenanceMarginUsed: usd(s.crossMaintenanceMargin),
    withdrawable: usd(withdrawable(s)),
    assetPositions: s.positions.map((p) => {
      const liq = positionLiquidationPx(s, p);
      // returnOnEquity = uPnL ÷ (|szi| × entryPx ÷ leverage) (doc §3.6).
      const roeBase = mul(p.pos.entryPx, abs(p.szi)) / BigInt(p.leverage.value);
      return {
        type: 'oneWay' as const,
        position: {
          coin: p.market.name,
          szi: toWire(p.szi),
          leverage:
            p.leverage.type === 'cross'
              ? { type: 'cross' as const, value: p.leverage.value }
              : { type: 'isolated' as const, value: p.leverage.value, rawUsd: usd(p.isoRaw) },
          entryPx: toWire(p.pos.entryPx, 8),
          positionValue: usd(p.notional),
          unrealizedPnl: usd(p.unrealizedPnl),
          returnOnEquity: roeBase === 0n ? '0.0' : toWire(div(p.unrealizedPnl, roeBase), 10),
          liquidationPx: liq === null ? null : toWire(liq, 8),
          marginUsed: usd(p.marginUsed),
          maxLeverage: p.market.maxLeverage,
          cumFunding: {
            allTime: usd(p.pos.cumFunding.allTime),
            sinceOpen: usd(p.pos.cumFunding.sinceOpen),
            sinceChange: usd(p.pos.cumFunding.sinceChange),
          },
        },
      };
    }),
    time,
  };
}

function coinOf(state: EngineState, o: OrderRecord): string {
  return state.markets[o.asset]?.market.name ?? String(o.asset);
}

/** An order on the wire as `openOrders` lists it and the `orderUpdates` feed carries it. */
export function openOrderWire(state: EngineState, o: OrderRecord): OpenOrdersResponse[number] {
  return {
    coin: coinOf(state, o),
    side: o.isBuy ? 'B' : 'A',
    limitPx: toWire(orderPx(o)),
    sz: toWire(orderSz(o)),
    oid: o.oid,
    timestamp: o.timestamp,
    origSz: toWire(orderOrigSz(o)),
    ...(o.extras.cloid ? { cloid: o.extras.cloid } : {}),
    ...(o.reduceOnly ? { reduceOnly: true as const } : {}),
  };
}

export function openOrders(state: EngineState, user: string): OpenOrdersResponse {
  return openOrdersOf(state, user.toLowerCase())
    .reverse()
    .map((o) => openOrderWire(state, o));
}

function frontendOrder(state: EngineState, o: OrderRecord, withChildren: boolean): FrontendOrder {
  const t = o.extras.trigger;
  const above = t ? (o.isBuy ? t.tpsl === 'sl' : t.tpsl === 'tp') : false;
  const children = withChildren
    ? o.extras.children
        .map((c) => state.orders.get(c))
        .filter((c): c is OrderRecord => !!c)
        .map((c) => frontendOrder(state, c, false))
    : [];
  return {
    coin: coinOf(state, o),
    side: o.isBuy ? 'B' : 'A',
    limitPx: toWire(orderPx(o)),
    sz: toWire(o.status === 'filled' ? 0n : orderSz(o)),
    oid: o.oid,
    timestamp: o.timestamp,
    origSz: toWire(orderOrigSz(o)),
    triggerCondition: t
      ? `Price ${above ? 'above' : 'below'} ${toWire(t.triggerPx).replace(/\.0$/, '')}`
      : 'N/A',
    isTrigger: t !== null,
    triggerPx: toWire(t?.triggerPx ?? 0n),
    children,
    isPositionTpsl: o.extras.isPositionTpsl,
    reduceOnly: o.reduceOnly,
    orderType: orderTypeOf(o),
    tif: o.tif,
    cloid: o.extras.cloid,
  };
}

export function frontendOpenOrders(state: EngineState, user: string): FrontendOpenOrdersResponse {
  return openOrdersOf(state, user.toLowerCase())
    .reverse()
    .map((o) => frontendOrder(state, o, true));
}

/** Newest first, at most 2000 (doc §3.8). */
export function userFills(state: EngineState, user: string, aggregateByTime = false): UserFillsResponse {
  const fills = state.fills.get(user.toLowerCase());
  if (!fills) return [];
  // Aggregation merges neighbours, so it sees the whole list; otherwise only the newest are formatted.
  return (
    aggregateByTime
      ? aggregateFills(fills.slice().map(fillWire)).slice(-MAX_FILLS)
      : fills.slice(-MAX_FILLS).map(fillWire)
  ).reverse();
}

/** One entry per order with its latest status, newest first, at most 2000 (doc §3.14). */
export function historicalOrders(state: EngineState, user: string): HistoricalOrdersResponse {
  const oids = state.userOrders.get(user.toLowerCase()) ?? [];
  const recs = oids.map((oid) => state.orders.get(oid)).filter((o): o is OrderRecord => !!o);
  recs.sort((a, b) => b.statusTimestamp - a.statusTimestamp || b.oid - a.oid);
  return recs.slice(0, MAX_HISTORY).map((o) => historicalOrder(state, o));
}

/** One order as `historicalOrders`, `orderStatus` and the `userHistoricalOrders` channel show it. */
export function historicalOrder(state: EngineState, o: OrderRecord): HistoricalOrdersResponse[number] {
  return { order: frontendOrder(state, o, true), status: o.status, statusTimestamp: o.statusTimestamp };
}

export function orderStatus(state: EngineState, user: string, oid: number | string): OrderStatusResponse {
  const u = user.toLowerCase();
  const id = typeof oid === 'string' ? state.cloids.get(`${u}|${oid.toLowerCase()}`) : oid;
  const o = id === undefined ? undefined : state.orders.get(id);
  if (!o || o.user !== u) return { status: 'unknownOid' };
  return { status: 'order', order: historicalOrder(state, o) };
}

export function recentTrades(state: EngineState, coin: string): RecentTradesResponse {
  const m = state.universe.byCoin(coin);
  const ms = m ? state.markets[m.assetId] : undefined;
  return ms ? ms.trades.newest(20).reverse().map(tradeWire) : [];
}
