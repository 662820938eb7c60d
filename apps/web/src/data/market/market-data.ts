import type { HttpTransport } from '@nktkas/hyperliquid';
import { candleSnapshot, metaAndAssetCtxs } from '@nktkas/hyperliquid/api/info';
import type { CandleEvent } from '@nktkas/hyperliquid/api/subscription';
import {
  type ChartBar,
  type ChartConnectionStatus,
  type ChartPeriod,
  type ChartSymbol,
  candlesToBars,
  candleToBar,
  coinLogoUrl,
  hasCoinLogo,
  historyWindow,
  type PageData,
  type PerpMarketSummary,
  parsePerpMarkets,
  periodInterval,
  perpMarketFacts,
} from '@pluto/core';
import { type QueryClient, queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type SocketStatus, useExchangeSocket } from '../exchange/socket';
import { useExchangeTransport } from '../exchange/transport';
import { queryKeys } from '../query-keys';

export const MARKETS_ERROR = 'Failed to fetch market data';

/** Seed 000 §9: the market list is stale after 10 s and refetched every 10 s. */
export function perpMarketsQuery(transport: HttpTransport) {
  return queryOptions({
    queryKey: queryKeys.markets,
    queryFn: async (): Promise<PerpMarketSummary[]> => {
      return parsePerpMarkets(await metaAndAssetCtxs({ transport }));
    },
    staleTime: 10_000,
    refetchInterval: 10_000,
  });
}

/** The market list the server wrote into the page: the cache's copy, as old as the server's read. */
export function seedPerpMarkets(queryClient: QueryClient, snapshot: NonNullable<PageData['perpMarkets']>) {
  queryClient.setQueryData(queryKeys.markets, snapshot.markets, { updatedAt: snapshot.time });
}

/** The perp logo manifest the server wrote into the page: it lasts as long as the page. */
export function seedPerpLogos(queryClient: QueryClient, names: readonly string[]) {
  queryClient.setQueryData(queryKeys.perpLogos, names);
}

const toLogoSet = (names: readonly string[]): ReadonlySet<string> => new Set(names);

/**
 * The logo names the server has, or undefined when the page came without the manifest (the Vite dev
 * server): then no logo is requested and every coin shows its initials (issue 20: no 404s).
 */
export function usePerpLogos(): ReadonlySet<string> | undefined {
  return useQuery<readonly string[], Error, ReadonlySet<string>>({
    queryKey: queryKeys.perpLogos,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    select: toLogoSet,
  }).data;
}

export function usePerpMarkets() {
  return useQuery(perpMarketsQuery(useExchangeTransport()));
}

/** How many perp markets the exchange lists and their highest leverage, from the same market list. */
export function usePerpMarketFacts() {
  return useQuery({ ...perpMarketsQuery(useExchangeTransport()), select: perpMarketFacts });
}

/** The connection a chart's live candles come through (seed 001 §4 "Chart connection"). */
export interface ChartSourceConnection {
  status(): ChartConnectionStatus;
  onStatus(listener: () => void): () => void;
  connect(): void;
}

/**
 * What the chart widget reads: history windows and the live candle of one symbol and period. The
 * perpetual markets give one (below); another market kind (spot pools) gives its own.
 */
export interface ChartDataSource {
  /** Bars ending at `endTime` (500 candles back), oldest first; empty on failure (seed 001 §7). */
  history(symbol: string, period: ChartPeriod, endTime: number): Promise<ChartBar[]>;
  /**
   * The answer to that history request when the source already holds it (written into the page), so
   * the first paint can draw it without waiting; taken once, then `history` asks.
   */
  heldHistory?(symbol: string, period: ChartPeriod, endTime: number): ChartBar[] | undefined;
  /** The live bar of `symbol` at `period`; returns the unsubscribe. */
  live(symbol: string, period: ChartPeriod, onBar: (bar: ChartBar) => void): () => void;
  /** The feed's connection; without one the live feed counts as always connected. */
  connection?: ChartSourceConnection;
  /** The symbols the source has candles for (the chart's symbol search); without it there is none. */
  symbols?: () => Promise<readonly ChartSymbol[]>;
  /** The periods it has candles for, the toolbar's choice; every chart period when absent. */
  periods?: readonly ChartPeriod[];
}

const CONNECTION_OF_SOCKET: Record<SocketStatus, ChartConnectionStatus> = {
  idle: 'disconnected',
  connecting: 'connecting',
  open: 'connected',
  closed: 'disconnected',
};

/** The exchange's perp markets as chart symbols, with the logos the server lists. */
function perpChartSymbols(markets: readonly PerpMarketSummary[], logos: readonly string[] | undefined) {
  const listed = logos && new Set(logos);
  return markets.map(
    ({ coin }): ChartSymbol => ({
      ticker: coin,
      ...(hasCoinLogo(coin, listed) ? { logo: coinLogoUrl(coin) } : {}),
    }),
  );
}

export function useChartDataSource(): ChartDataSource {
  const transport = useExchangeTransport();
  const socket = useExchangeSocket();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      async history(coin, period, endTime) {
        try {
          const window = historyWindow(period, endTime);
          const candles = await candleSnapshot(
            { transport },
            { coin, interval: periodInterval(period) as never, ...window },
          );
          return candlesToBars(candles);
        } catch {
          return [];
        }
      },
      live(coin, period, onBar) {
        const interval = periodInterval(period);
        return socket.candle(
          { coin, interval },
          {
            onData: (candle: CandleEvent) => {
              // Seed 001 §7: messages without a timestamp or with a NaN price are ignored.
              if (candle.s !== coin || candle.i !== interval) return;
              const bar = candleToBar(candle);
              if (bar) onBar(bar);
            },
          },
        );
      },
      connection: {
        status: () => CONNECTION_OF_SOCKET[socket.status()],
        onStatus: socket.onStatus,
        connect: socket.connect,
      },
      // The market list the market picker shows, from the cache while it is fresh.
      symbols: async () =>
        perpChartSymbols(
          await queryClient.fetchQuery(perpMarketsQuery(transport)),
          queryClient.getQueryData<readonly string[]>(queryKeys.perpLogos),
        ),
    }),
    [transport, socket, queryClient],
  );
}
