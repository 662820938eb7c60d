import { candleSnapshot } from '@nktkas/hyperliquid/api/info';
import {
  applyAssetCtxs,
  type PerpMarketSummary,
  SPARKLINE_INTERVAL,
  sparklineCloses,
  sparklineWindow,
} from '@pluto/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useExchangeSocket, useSocketStatus } from '../exchange/socket';
import { useExchangeTransport } from '../exchange/transport';
import { queryKeys } from '../query-keys';
import { SPARKLINE_STALE_MS } from '../timings';
import { perpMarketsQuery } from './market-data';

/**
 * The market list kept live by the exchange's `assetCtxs` feed (issue 23): each event rewrites the
 * one market list query, so the list is polled only while the feed is not open.
 */
export function useLivePerpMarkets() {
  const transport = useExchangeTransport();
  const socket = useExchangeSocket();
  const status = useSocketStatus(socket);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      socket.assetCtxs(
        {},
        {
          onData: (event) => {
            // The first dex is the one the market list shows.
            if (event.dex) return;
            queryClient.setQueryData<PerpMarketSummary[]>(
              queryKeys.markets,
              (markets) => markets && applyAssetCtxs(markets, event.ctxs),
            );
          },
        },
      ),
    [socket, queryClient],
  );
  const polled = perpMarketsQuery(transport);
  return useQuery({ ...polled, refetchInterval: status === 'open' ? false : polled.refetchInterval });
}

/** The closes of a market's last 24 one-hour candles, fetched only while `enabled` (the row is visible). */
export function useSparkline(coin: string, enabled: boolean) {
  const transport = useExchangeTransport();
  return useQuery({
    queryKey: queryKeys.sparkline(coin),
    queryFn: async () =>
      sparklineCloses(
        await candleSnapshot(
          { transport },
          { coin, interval: SPARKLINE_INTERVAL, ...sparklineWindow(Date.now()) },
        ),
      ),
    enabled,
    staleTime: SPARKLINE_STALE_MS,
    retry: false,
  });
}
