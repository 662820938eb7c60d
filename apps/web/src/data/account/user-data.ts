import type { HttpTransport } from '@nktkas/hyperliquid';
import type { ClearinghouseStateResponse, FrontendOpenOrdersResponse } from '@nktkas/hyperliquid/api/info';
import * as info from '@nktkas/hyperliquid/api/info';
import {
  type FeeSchedule,
  inferPositionTpsl,
  parseExchangeUsdc,
  perpFeeSchedule,
  type TradingOpenOrder,
  toTradingAccountSummary,
  toTradingFill,
  toTradingFunding,
  toTradingOpenOrder,
  toTradingPositions,
} from '@pluto/core';
import {
  type QueryKey,
  skipToken,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useExchangeSocket, useSocketStatus } from '../exchange/socket';
import { useExchangeTransport } from '../exchange/transport';
import { queryKeys } from '../query-keys';
import { USER_STATE_POLL_MS, USER_STATE_STALE_MS } from '../timings';
import { type Address, useAccount } from './account';
import { connectActiveAssetData } from './user-streams';

const FUNDING_WINDOW_MS = 30 * 24 * 3_600_000;

/** Polls only while the live feed is not open: the user streams keep the cache live otherwise. */
function usePollingFallback(): number | false {
  const status = useSocketStatus(useExchangeSocket());
  return status === 'open' ? false : USER_STATE_POLL_MS;
}

/**
 * A query of the connected account's state: keyed by `key(user)`, read from the exchange with
 * `fetch`, idle while no account is connected.
 */
function useUserQuery<Raw, Data = Raw>(
  key: (user: Address | undefined) => QueryKey,
  fetch: (transport: HttpTransport, user: Address) => Promise<Raw>,
  options: Omit<UseQueryOptions<Raw, Error, Data>, 'queryKey' | 'queryFn'>,
) {
  const { address: user } = useAccount();
  const transport = useExchangeTransport();
  return useQuery({
    ...options,
    queryKey: key(user),
    queryFn: user ? () => fetch(transport, user) : skipToken,
  });
}

/** The one clearinghouse query of a user; every account view is a `select` over it. */
function useClearinghouse<T>(select: (state: ClearinghouseStateResponse) => T) {
  return useUserQuery(
    queryKeys.accountSummary,
    (transport, user) => info.clearinghouseState({ transport }, { user }),
    {
      select,
      staleTime: USER_STATE_STALE_MS,
      refetchInterval: usePollingFallback(),
    },
  );
}

const selectTradingAccount = (state: ClearinghouseStateResponse) => ({
  summary: toTradingAccountSummary(state),
  positions: toTradingPositions(state),
});

/** The connected account's margin summary and positions (trading screen). */
export function useTradingAccount() {
  return useClearinghouse(selectTradingAccount);
}

export interface AccountSummary {
  /** USDC that can leave the perp account (withdraw or move to spot). */
  withdrawable: bigint;
  /** Total perp account value, which rises when a deposit is credited. */
  accountValue: bigint;
}

const toAccountSummary = (state: ClearinghouseStateResponse): AccountSummary => ({
  withdrawable: parseExchangeUsdc(state.withdrawable),
  accountValue: parseExchangeUsdc(state.marginSummary.accountValue),
});

/** The connected account's withdrawable USDC and account value, exact (Wallet screen, funds). */
export function useAccountSummary() {
  return useClearinghouse(toAccountSummary);
}

/** A fresh read of the account summary, past the cache (a deposit watches it change). */
export async function fetchAccountSummary(transport: HttpTransport, user: Address): Promise<AccountSummary> {
  return toAccountSummary(await info.clearinghouseState({ transport }, { user }));
}

/** The one open-orders query of a user (`frontendOpenOrders`, kept live by the feed). */
function useRawOpenOrders<T>(select: (orders: FrontendOpenOrdersResponse) => T) {
  return useUserQuery(
    queryKeys.openOrders,
    (transport, user) => info.frontendOpenOrders({ transport }, { user }),
    { select, staleTime: USER_STATE_STALE_MS, refetchInterval: usePollingFallback() },
  );
}

const selectOpenOrders = (orders: FrontendOpenOrdersResponse) => orders.map(toTradingOpenOrder);

export function useOpenOrders() {
  return useRawOpenOrders(selectOpenOrders);
}

const keepOrders = (orders: FrontendOpenOrdersResponse) => orders;

export interface PositionTpslOrders {
  takeProfit: TradingOpenOrder | undefined;
  stopLoss: TradingOpenOrder | undefined;
}

/**
 * Seed 000 §3: each open position's take profit and stop loss (by coin), inferred from its coin's
 * reduce-only orders on the closing side; live with the positions and the orders.
 */
export function usePositionsTpsl(): ReadonlyMap<string, PositionTpslOrders> {
  const positions = useTradingAccount().data?.positions;
  const orders = useRawOpenOrders(keepOrders).data;
  return useMemo(() => {
    const byCoin = new Map<string, PositionTpslOrders>();
    for (const position of positions ?? []) {
      const found = inferPositionTpsl(
        { coin: position.coin, szi: position.szi, entryPx: position.entryPrice },
        orders ?? [],
      );
      byCoin.set(position.coin, {
        takeProfit: found.takeProfit && toTradingOpenOrder(found.takeProfit),
        stopLoss: found.stopLoss && toTradingOpenOrder(found.stopLoss),
      });
    }
    return byCoin;
  }, [positions, orders]);
}

/** Seed 001 §9: trade history cached 60 s, polled every 120 s (the feed keeps it live). */
export function useUserFills() {
  return useUserQuery(queryKeys.fills, (transport, user) => info.userFills({ transport }, { user }), {
    select: (fills) => fills.map(toTradingFill),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}

/** Seed 000 §7, §9: the account's value and PnL history per period, stale after 60 s, polled every 120 s. */
export function usePortfolio() {
  return useUserQuery(queryKeys.portfolio, (transport, user) => info.portfolio({ transport }, { user }), {
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}

/** Seed 001 §9: funding history cached 60 s, polled every 180 s. */
export function useUserFunding() {
  const fetchFunding = (transport: HttpTransport, user: Address) =>
    info.userFunding({ transport }, { user, startTime: Date.now() - FUNDING_WINDOW_MS });
  return useUserQuery(queryKeys.funding, fetchFunding, {
    select: (entries) =>
      entries
        .map((entry) => toTradingFunding({ time: entry.time, ...entry.delta }))
        .sort((a, b) => b.time - a.time),
    staleTime: 60_000,
    refetchInterval: 180_000,
  });
}

export function useHistoricalOrders() {
  return useUserQuery(
    queryKeys.historicalOrders,
    (transport, user) => info.historicalOrders({ transport }, { user }),
    {
      select: (rows) =>
        rows.map((row) => ({
          ...toTradingOpenOrder(row.order),
          status: row.status,
          statusTimestamp: row.statusTimestamp,
        })),
      staleTime: 60_000,
      refetchInterval: 120_000,
    },
  );
}

/**
 * Seed 000 §9: fees stale after 5 min; a failure silently falls back to 2 / 5 bps. The schedule is
 * every fee a perp order pays: the user's own exchange rates and the builder fee.
 */
export function useUserFees(): FeeSchedule {
  const query = useUserQuery(queryKeys.fees, (transport, user) => info.userFees({ transport }, { user }), {
    staleTime: 300_000,
    retry: false,
  });
  return useMemo(() => perpFeeSchedule(query.data), [query.data]);
}

/**
 * Seed 000 §9: the connected account's leverage and limits on `coin`, stale after 10 s, refetched
 * every 15 s while the feed is down. Its live channel is per coin, so this hook subscribes it.
 */
export function useActiveAssetData(coin: string) {
  const { address: user } = useAccount();
  const socket = useExchangeSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    return connectActiveAssetData(socket, queryClient, user, coin);
  }, [socket, queryClient, user, coin]);
  const key = (account: Address | undefined) => queryKeys.activeAsset(account, coin);
  const fetchAsset = (transport: HttpTransport, account: Address) =>
    info.activeAssetData({ transport }, { user: account, coin });
  return useUserQuery(key, fetchAsset, {
    select: (data) => ({
      leverage: data.leverage,
      availableToTrade: data.availableToTrade.map(Number) as [number, number],
      maxTradeSizes: data.maxTradeSzs.map(Number) as [number, number],
      markPrice: Number(data.markPx),
    }),
    staleTime: USER_STATE_STALE_MS,
    refetchInterval: usePollingFallback(),
  });
}
