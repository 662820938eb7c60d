import type {
  ActiveAssetDataResponse,
  ClearinghouseStateResponse,
  FrontendOpenOrdersResponse,
  HistoricalOrdersResponse,
  UserFillsResponse,
  UserFundingResponse,
} from '@nktkas/hyperliquid/api/info';
import * as info from '@nktkas/hyperliquid/api/info';
import {
  applyOrderUpdate,
  DEFAULT_MAKER_FEE_BPS,
  DEFAULT_TAKER_FEE_BPS,
  mergeFills,
  toTradingAccountSummary,
  toTradingFill,
  toTradingFunding,
  toTradingOpenOrder,
  toTradingPositions,
} from '@pluto/core';
import { type QueryClient, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useExchangeTransport } from './exchange';
import { type ExchangeSocket, useExchangeSocket, useSocketStatus } from './socket';

type Address = `0x${string}`;
const lower = (user: string | undefined) => user?.toLowerCase();

/** The user-state queries; the live feed writes into the same keys. */
export const userQueryKeys = {
  all: ['userState'] as const,
  clearinghouse: (user: string | undefined) => ['userState', 'clearinghouse', lower(user)] as const,
  openOrders: (user: string | undefined) => ['userState', 'openOrders', lower(user)] as const,
  fills: (user: string | undefined) => ['userState', 'fills', lower(user)] as const,
  funding: (user: string | undefined) => ['userState', 'funding', lower(user)] as const,
  historicalOrders: (user: string | undefined) => ['userState', 'historicalOrders', lower(user)] as const,
  fees: (user: string | undefined) => ['userState', 'fees', lower(user)] as const,
  activeAsset: (user: string | undefined, coin: string) =>
    ['userState', 'activeAsset', lower(user), coin] as const,
};

/** Seed 000 §9 polling, used only while the live feed is down. */
const POLL_MS = 15_000;
const FUNDING_WINDOW_MS = 30 * 24 * 3_600_000;

function usePollingFallback(): number | false {
  const status = useSocketStatus(useExchangeSocket());
  return status === 'open' ? false : POLL_MS;
}

export function useClearinghouseState(user: Address | undefined) {
  const transport = useExchangeTransport();
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: userQueryKeys.clearinghouse(user),
    queryFn: user ? async () => info.clearinghouseState({ transport }, { user }) : skipToken,
    select: (state: ClearinghouseStateResponse) => ({
      summary: toTradingAccountSummary(state),
      positions: toTradingPositions(state),
    }),
    staleTime: 10_000,
    refetchInterval,
  });
}

export function useOpenOrders(user: Address | undefined) {
  const transport = useExchangeTransport();
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: userQueryKeys.openOrders(user),
    queryFn: user ? async () => info.frontendOpenOrders({ transport }, { user }) : skipToken,
    select: (orders: FrontendOpenOrdersResponse) => orders.map(toTradingOpenOrder),
    staleTime: 10_000,
    refetchInterval,
  });
}

/** Seed 001 §9: trade history cached 60 s, polled every 120 s (the feed keeps it live). */
export function useUserFills(user: Address | undefined) {
  const transport = useExchangeTransport();
  return useQuery({
    queryKey: userQueryKeys.fills(user),
    queryFn: user ? async () => info.userFills({ transport }, { user }) : skipToken,
    select: (fills: UserFillsResponse) => fills.map(toTradingFill),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}

/** Seed 001 §9: funding history cached 60 s, polled every 180 s. */
export function useUserFunding(user: Address | undefined) {
  const transport = useExchangeTransport();
  return useQuery({
    queryKey: userQueryKeys.funding(user),
    queryFn: user
      ? async () => info.userFunding({ transport }, { user, startTime: Date.now() - FUNDING_WINDOW_MS })
      : skipToken,
    select: (entries: UserFundingResponse) =>
      entries
        .map((entry) => toTradingFunding({ time: entry.time, ...entry.delta }))
        .sort((a, b) => b.time - a.time),
    staleTime: 60_000,
    refetchInterval: 180_000,
  });
}

export function useHistoricalOrders(user: Address | undefined) {
  const transport = useExchangeTransport();
  return useQuery({
    queryKey: userQueryKeys.historicalOrders(user),
    queryFn: user ? async () => info.historicalOrders({ transport }, { user }) : skipToken,
    select: (rows: HistoricalOrdersResponse) =>
      rows.map((row) => ({
        ...toTradingOpenOrder(row.order),
        status: row.status,
        statusTimestamp: row.statusTimestamp,
      })),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}

export interface UserFeeRates {
  makerBps: number;
  takerBps: number;
}

/** Seed 000 §9: fees stale after 5 min; a failure silently falls back to 2 / 5 bps. */
export function useUserFees(user: Address | undefined): UserFeeRates {
  const transport = useExchangeTransport();
  const query = useQuery({
    queryKey: userQueryKeys.fees(user),
    queryFn: user ? async () => info.userFees({ transport }, { user }) : skipToken,
    staleTime: 300_000,
    retry: false,
  });
  return useMemo(() => {
    const maker = Number(query.data?.userAddRate);
    const taker = Number(query.data?.userCrossRate);
    return {
      makerBps: query.data && Number.isFinite(maker) ? maker * 10_000 : DEFAULT_MAKER_FEE_BPS,
      takerBps: query.data && Number.isFinite(taker) ? taker * 10_000 : DEFAULT_TAKER_FEE_BPS,
    };
  }, [query.data]);
}

/** Seed 000 §9: active asset data stale after 10 s, refetched every 15 s (fallback of the feed). */
export function useActiveAssetData(user: Address | undefined, coin: string) {
  const transport = useExchangeTransport();
  const refetchInterval = usePollingFallback();
  return useQuery({
    queryKey: userQueryKeys.activeAsset(user, coin),
    queryFn: user ? async () => info.activeAssetData({ transport }, { user, coin }) : skipToken,
    select: (data: ActiveAssetDataResponse) => ({
      leverage: data.leverage,
      availableToTrade: data.availableToTrade.map(Number) as [number, number],
      maxTradeSizes: data.maxTradeSzs.map(Number) as [number, number],
      markPrice: Number(data.markPx),
    }),
    staleTime: 10_000,
    refetchInterval,
  });
}

/**
 * Writes the user's live channels into the query cache (issue 8 "Live state"): an order appears the
 * moment the exchange accepts it, fills and positions follow without polling.
 */
export function connectUserStreams(
  socket: ExchangeSocket,
  queryClient: QueryClient,
  user: Address,
  coin: string,
): () => void {
  const set = <T>(key: readonly unknown[], update: (old: T | undefined) => T | undefined) =>
    queryClient.setQueryData<T>(key, update);
  const unsubscribes = [
    socket.clearinghouseState(
      { user },
      { onData: (event) => set(userQueryKeys.clearinghouse(user), () => event.clearinghouseState) },
    ),
    socket.openOrders(
      { user },
      { onData: (event) => set(userQueryKeys.openOrders(user), () => event.orders) },
    ),
    socket.orderUpdates(
      { user },
      {
        onData: (updates) => {
          set<FrontendOpenOrdersResponse>(userQueryKeys.openOrders(user), (old) =>
            old === undefined
              ? old
              : (updates.reduce(
                  (orders, update) =>
                    applyOrderUpdate(orders, {
                      status: update.status,
                      order: {
                        triggerCondition: 'N/A',
                        isTrigger: false,
                        triggerPx: '0.0',
                        children: [],
                        isPositionTpsl: false,
                        reduceOnly: false,
                        orderType: 'Limit',
                        tif: null,
                        cloid: null,
                        ...orders.find((o) => o.oid === update.order.oid),
                        ...update.order,
                      },
                    }),
                  old as readonly FrontendOpenOrdersResponse[number][],
                ) as FrontendOpenOrdersResponse),
          );
          // Finished orders move to the history: refresh it (and the balances they changed).
          void queryClient.invalidateQueries({ queryKey: userQueryKeys.historicalOrders(user) });
        },
      },
    ),
    socket.userFills(
      { user },
      {
        onData: (event) =>
          set<UserFillsResponse>(userQueryKeys.fills(user), (old) =>
            event.isSnapshot && old === undefined ? event.fills : mergeFills(old ?? [], event.fills),
          ),
      },
    ),
    socket.userFundings(
      { user },
      {
        onData: (event) => {
          if (event.isSnapshot) return;
          set<UserFundingResponse>(userQueryKeys.funding(user), (old) =>
            old === undefined
              ? old
              : [
                  ...event.fundings.map((f) => ({
                    time: f.time,
                    hash: `0x${'0'.repeat(64)}` as `0x${string}`,
                    delta: { type: 'funding' as const, ...f },
                  })),
                  ...old,
                ],
          );
        },
      },
    ),
    socket.activeAssetData(
      { user, coin },
      { onData: (event) => set(userQueryKeys.activeAsset(user, coin), () => event) },
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

export function useUserStreams(user: Address | undefined, coin: string): void {
  const socket = useExchangeSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    return connectUserStreams(socket, queryClient, user, coin);
  }, [socket, queryClient, user, coin]);
}

/** Seed 000 §7: after a trade, user state is invalidated and refetched 500 ms later. */
export const POST_TRADE_REFETCH_MS = 500;

export function refreshAfterTrade(queryClient: QueryClient, user: string | undefined): void {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKeys.clearinghouse(user) });
    void queryClient.invalidateQueries({ queryKey: userQueryKeys.openOrders(user) });
    void queryClient.invalidateQueries({ queryKey: userQueryKeys.fills(user) });
    void queryClient.invalidateQueries({ queryKey: ['accountSummary', lower(user)] });
  }, POST_TRADE_REFETCH_MS);
}
