import {
  type ChartBar,
  getChainById,
  type PageSpotCandles,
  spotCandleInterval,
  spotCandleToBar,
  spotHistoryWindow,
  spotOhlcvBars,
} from '@pluto/core';
import { useMemo } from 'react';
import { defaultFetch } from '../../lib/server/server-request';
import type { ChartDataSource } from '../market/market-data';
import { priceStream } from './live-price';
import type { PriceStream } from './price-stream';

/** The candle service's history route (issue 24, Birdeye's `defi/ohlcv` shape). */
export const OHLCV_PATH = '/api/spot/ohlcv';

/** Page candles older than this at the chart's first request are asked for again (stale). */
const PAGE_CANDLES_MAX_AGE_MS = 60_000;

let pageCandles: PageSpotCandles | undefined;

/** The chart's first candles the server wrote into the page (core `PageData`): served once. */
export function seedSpotCandles(candles: PageSpotCandles): void {
  pageCandles = candles;
}

/** The page's candles when a history request asks for their token and interval, fresh; once. */
function takePageCandles(token: SpotChartToken, interval: string, endTime: number): ChartBar[] | undefined {
  const seeded = pageCandles;
  if (
    !seeded ||
    seeded.chainId !== token.chainId ||
    seeded.address.toLowerCase() !== token.address.toLowerCase() ||
    seeded.interval !== interval ||
    Math.abs(endTime - seeded.endTime) > PAGE_CANDLES_MAX_AGE_MS
  ) {
    return undefined;
  }
  pageCandles = undefined;
  return spotOhlcvBars({ data: { items: seeded.items } });
}

export interface SpotChartToken {
  chainId: number;
  /** The token whose USD candles the chart draws (a pair's base token). */
  address: string;
}

/**
 * The chart widget's candles of one token (seed 002 §7 "Candle service"): history windows from
 * `GET /api/spot/ohlcv` with the chain in `x-chain`, the live candle from the candle socket. The source
 * serves this token only; the chart's symbol just names it. A failed request draws no candles. The
 * candles the server wrote into the page are held for the first request (`heldHistory`).
 */
export function createSpotChartSource(
  token: SpotChartToken,
  stream: Pick<PriceStream, 'subscribeCandles'>,
  fetchImpl: typeof fetch = defaultFetch,
): ChartDataSource {
  const chain = getChainById(token.chainId)?.birdeyeChainId ?? String(token.chainId);
  return {
    heldHistory: (_symbol, period, endTime) => takePageCandles(token, spotCandleInterval(period), endTime),
    async history(_symbol, period, endTime) {
      const { timeFrom, timeTo } = spotHistoryWindow(period, endTime);
      const query = new URLSearchParams({
        address: token.address,
        type: spotCandleInterval(period),
        time_from: String(timeFrom),
        time_to: String(timeTo),
      });
      try {
        const response = await fetchImpl(`${OHLCV_PATH}?${query}`, {
          headers: { accept: 'application/json', 'x-chain': chain },
        });
        return response.ok ? spotOhlcvBars(await response.json()) : [];
      } catch {
        return [];
      }
    },
    live(_symbol, period, onBar) {
      return stream.subscribeCandles(token.chainId, token.address, spotCandleInterval(period), (candle) => {
        const bar = spotCandleToBar(candle);
        if (bar) onBar(bar);
      });
    },
  };
}

/** The pool candle source of a token, one per token (a new token reloads the chart). */
export function useSpotChartSource(chainId: number, address: string): ChartDataSource {
  return useMemo(() => createSpotChartSource({ chainId, address }, priceStream()), [chainId, address]);
}
