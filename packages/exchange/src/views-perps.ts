import type {
  FundingHistoryResponse,
  MarginTableResponse,
  PerpsAtOpenInterestCapResponse,
  PredictedFundingsResponse,
} from '@nktkas/hyperliquid/api/info';
import { toWire } from './decimal';
import { averagePremium, hourlyFundingRate } from './funding';
import { atOpenInterestCap } from './limits';
import type { EngineState } from './state';
import { inRange, MAX_RANGE_ITEMS } from './views-account';

/** Perp-wide info answers added for the product's second half (issue 18), typed against the SDK. */

const HOUR_MS = 3_600_000;
/** The venue name Hyperliquid gives its own rates in `predictedFundings` (next to Binance's, Bybit's). */
const OWN_VENUE = 'HlPerp';

/** `marginTable` (doc §3.1's tables by id); null for an unknown id (UNCERTAIN: Hyperliquid's answer). */
export function marginTable(state: EngineState, id: number): MarginTableResponse | null {
  const t = state.universe.marginTables.get(id);
  if (!t) return null;
  return {
    description: t.description,
    marginTiers: t.tiers.map((x) => ({ lowerBound: toWire(x.lowerBound), maxLeverage: x.maxLeverage })),
  };
}

/** `perpsAtOpenInterestCap`: coins whose open interest has reached their cap, in universe order. */
export function perpsAtOpenInterestCap(state: EngineState): PerpsAtOpenInterestCapResponse {
  return state.markets
    .filter((ms) => atOpenInterestCap(state, ms.market.assetId))
    .map((ms) => ms.market.name);
}

/**
 * `predictedFundings`: per coin, the rate the next hourly settlement would pay from the premium
 * samples so far this hour, and when it happens. Only the devnet's own venue: there are no other
 * exchanges to quote.
 */
export function predictedFundings(state: EngineState): PredictedFundingsResponse {
  const nextFundingTime = (Math.floor(state.time / HOUR_MS) + 1) * HOUR_MS;
  return state.markets.map((ms) => [
    ms.market.name,
    [
      [
        OWN_VENUE,
        {
          fundingRate: toWire(hourlyFundingRate(averagePremium(ms.premiumSamples))),
          nextFundingTime,
          fundingIntervalHours: 1,
        },
      ],
    ],
  ]);
}

/**
 * `fundingHistory`: a coin's hourly settlements with time in [startTime, endTime], oldest first, at
 * most 500 (paginate by `startTime`, as the other time-ranged answers). Unknown coin → [].
 */
export function fundingHistory(
  state: EngineState,
  coin: string,
  startTime: number,
  endTime: number | null,
): FundingHistoryResponse {
  const m = state.universe.byCoin(coin);
  const ms = m ? state.markets[m.assetId] : undefined;
  if (!ms) return [];
  return inRange(ms.fundingHistory, startTime, endTime, MAX_RANGE_ITEMS).map((f) => ({
    coin: ms.market.name,
    fundingRate: toWire(f.rate),
    premium: toWire(f.premium),
    time: f.time,
  }));
}
