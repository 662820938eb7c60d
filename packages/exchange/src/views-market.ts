import type { ActiveAssetDataResponse, MetaAndAssetCtxsResponse } from '@nktkas/hyperliquid/api/info';
import { sziOf } from './accounts';
import { type Dec, max, round, toWire } from './decimal';
import { USD_DECIMALS } from './fees';
import { impactPrice } from './funding';
import { openInterest as assetOpenInterest } from './limits';
import type { DayStats } from './market/day-window';
import { midPrice } from './prices';
import { type EngineState, leverageOf, type MarketState } from './state';
import { freeMargin } from './summary';
import { lotsToDec } from './units';
import { usdValue } from './usd';

/** Market context answers (doc §3.2, §3.12), typed against the SDK. */

const DAY = 86_400_000;

/** Open interest per asset: Σ long sizes (= Σ short sizes). */
function openInterest(state: EngineState): Dec[] {
  const oi = state.markets.map(() => 0n);
  for (const account of state.accounts.values()) {
    for (const [asset, pos] of account.positions) {
      if (pos.lots > 0 && oi[asset] !== undefined) oi[asset] += sziOf(pos);
    }
  }
  return oi;
}

/** 24 h stats of a coin from the candle minutes (market data), or null to use the engine's hourly stats. */
export type DayStatsSource = (coin: string, now: number) => DayStats | null;

/** The engine's own hourly buckets: prevDayPx = open of the oldest hour still inside the window. */
function hourlyDay(state: EngineState, ms: MarketState): DayStats {
  const since = state.time - DAY;
  const day = ms.hours.filter((h) => h.hour + 3_600_000 > since);
  return {
    prevDayPx: day[0]?.openPx ?? null,
    dayNtlVlm: day.reduce((a, h) => a + usdValue(h.ntl), 0n),
    dayBaseVlm: lotsToDec(
      day.reduce((a, h) => a + h.baseLots, 0),
      ms.market.szDecimals,
    ),
  };
}

function assetCtx(
  state: EngineState,
  ms: MarketState,
  oi: Dec,
  days?: DayStatsSource,
): MetaAndAssetCtxsResponse[1][number] {
  const day = days?.(ms.market.name, state.time) ?? hourlyDay(state, ms);
  const [bids, asks] = ms.book.l2(Number.MAX_SAFE_INTEGER);
  const bidImpact = impactPrice(bids, ms.market.impactNotional);
  const askImpact = impactPrice(asks, ms.market.impactNotional);
  const mid = midPrice(ms.book.bestBid(), ms.book.bestAsk());
  const lastPremium = ms.premiumSamples.at(-1);
  return {
    funding: toWire(ms.fundingRate),
    openInterest: toWire(oi),
    prevDayPx: toWire(day.prevDayPx ?? ms.mark),
    dayNtlVlm: toWire(day.dayNtlVlm),
    premium: lastPremium === undefined ? null : toWire(lastPremium, 8),
    oraclePx: toWire(ms.oracle),
    markPx: toWire(ms.mark),
    midPx: mid === null ? null : toWire(mid),
    impactPxs: bidImpact === null || askImpact === null ? null : [toWire(bidImpact, 6), toWire(askImpact, 6)],
    dayBaseVlm: toWire(day.dayBaseVlm),
  };
}

export function metaAndAssetCtxs(state: EngineState, days?: DayStatsSource): MetaAndAssetCtxsResponse {
  const oi = openInterest(state);
  return [state.universe.meta(), state.markets.map((ms, i) => assetCtx(state, ms, oi[i] ?? 0n, days))];
}

/** One market's context (the WS `activeAssetCtx` payload); null for an unknown coin. */
export function assetCtxOf(
  state: EngineState,
  coin: string,
  days?: DayStatsSource,
): MetaAndAssetCtxsResponse[1][number] | null {
  const m = state.universe.byCoin(coin);
  const ms = m ? state.markets[m.assetId] : undefined;
  if (!m || !ms) return null;
  return assetCtx(state, ms, assetOpenInterest(state, m.assetId), days);
}

/**
 * `activeAssetData` (doc §3.12): index 0 = buy/long, 1 = sell/short (doc §10.8). Available to trade =
 * free margin; max size = free margin × leverage ÷ mark, plus the position a side can close.
 * Null for an unknown coin.
 */
export function activeAssetData(
  state: EngineState,
  user: string,
  coin: string,
): ActiveAssetDataResponse | null {
  const u = user.toLowerCase();
  const m = state.universe.byCoin(coin);
  const ms = m ? state.markets[m.assetId] : undefined;
  if (!m || !ms) return null;
  const account = state.accounts.get(u);
  const lev = leverageOf(account, m);
  const pos = account?.positions.get(m.assetId);
  const free = account ? max(0n, freeMargin(state, account)) : 0n;
  const opening = ms.mark > 0n ? (free * BigInt(lev.value) * 10n ** 18n) / ms.mark : 0n;
  const szi = pos ? sziOf(pos) : 0n;
  const size = (closable: Dec) => toWire(round(opening + closable, m.szDecimals, 'down'));
  return {
    user: u as `0x${string}`,
    coin: m.name,
    leverage:
      lev.type === 'cross'
        ? { type: 'cross', value: lev.value }
        : {
            type: 'isolated',
            value: lev.value,
            rawUsd: toWire(pos ? usdValue(pos.isoRaw) : 0n, USD_DECIMALS),
          },
    maxTradeSzs: [size(szi < 0n ? -szi : 0n), size(szi > 0n ? szi : 0n)],
    availableToTrade: [toWire(free, USD_DECIMALS), toWire(free, USD_DECIMALS)],
    markPx: toWire(ms.mark),
  };
}
