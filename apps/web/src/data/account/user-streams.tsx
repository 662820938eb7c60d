import type {
  FrontendOpenOrdersResponse,
  UserFillsResponse,
  UserFundingResponse,
} from '@nktkas/hyperliquid/api/info';
import { applyOrderUpdate, mergeFills } from '@pluto/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { type ExchangeSocket, useExchangeSocket } from '../exchange/socket';
import { queryKeys } from '../query-keys';
import { type Address, useAccount } from './account';

/**
 * Writes the user's live channels into the query cache (issue 8 "Live state"): an order appears the
 * moment the exchange accepts it, fills and positions follow without polling.
 */
export function connectUserStreams(
  socket: ExchangeSocket,
  queryClient: QueryClient,
  user: Address,
): () => void {
  const set = <T,>(key: readonly unknown[], update: (old: T | undefined) => T | undefined) =>
    queryClient.setQueryData<T>(key, update);
  const unsubscribes = [
    socket.clearinghouseState(
      { user },
      { onData: (event) => set(queryKeys.accountSummary(user), () => event.clearinghouseState) },
    ),
    socket.openOrders({ user }, { onData: (event) => set(queryKeys.openOrders(user), () => event.orders) }),
    socket.orderUpdates(
      { user },
      {
        onData: (updates) => {
          set<FrontendOpenOrdersResponse>(queryKeys.openOrders(user), (old) =>
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
          void queryClient.invalidateQueries({ queryKey: queryKeys.historicalOrders(user) });
        },
      },
    ),
    socket.userFills(
      { user },
      {
        onData: (event) =>
          set<UserFillsResponse>(queryKeys.fills(user), (old) =>
            event.isSnapshot && old === undefined ? event.fills : mergeFills(old ?? [], event.fills),
          ),
      },
    ),
    socket.userFundings(
      { user },
      {
        onData: (event) => {
          if (event.isSnapshot) return;
          set<UserFundingResponse>(queryKeys.funding(user), (old) =>
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
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

/** The live leverage and limits of one coin, written where `useActiveAssetData(coin)` reads them. */
export function connectActiveAssetData(
  socket: ExchangeSocket,
  queryClient: QueryClient,
  user: Address,
  coin: string,
): () => void {
  return socket.activeAssetData(
    { user, coin },
    { onData: (event) => queryClient.setQueryData(queryKeys.activeAsset(user, coin), event) },
  );
}

/**
 * Keeps the connected account's orders, fills, positions and funding live on every page: mounted
 * once by the app, below the wallet layer's contexts.
 */
export function UserStreamsProvider({ children }: { children: ReactNode }) {
  const { address } = useAccount();
  const socket = useExchangeSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!address) return;
    return connectUserStreams(socket, queryClient, address);
  }, [socket, queryClient, address]);
  return children;
}
