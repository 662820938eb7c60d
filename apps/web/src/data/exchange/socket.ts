import { WebSocketTransport } from '@nktkas/hyperliquid';
import {
  type ActiveAssetDataEvent,
  type AssetCtxsEvent,
  activeAssetData,
  assetCtxs,
  type CandleEvent,
  type ClearinghouseStateEvent,
  candle,
  clearinghouseState,
  type L2BookEvent,
  l2Book,
  type OpenOrdersEvent,
  type OrderUpdatesEvent,
  openOrders,
  orderUpdates,
  type TradesEvent,
  trades,
  type UserFillsEvent,
  type UserFundingsEvent,
  userFills,
  userFundings,
} from '@nktkas/hyperliquid/api/subscription';
import type { RuntimeConfig } from '@pluto/core';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { feedReconnectDelay } from '../timings';

/**
 * The exchange's live feed (`/ws`): one WebSocket per configured exchange, shared by every data
 * hook, opened on the first subscription. Views never touch this: the data hooks subscribe and write what arrives into their state or the query cache.
 */

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

export type Unsubscribe = () => void;

export interface SubscriptionHandlers<T> {
  onData: (data: T) => void;
  /** The subscription failed (or could not be restored after a reconnect). */
  onError?: (error: unknown) => void;
}

/** The channels the trading screen reads (hyperliquid-api §6.3). */
export interface ExchangeSocket {
  l2Book(
    params: { coin: string; nSigFigs?: 2 | 3 | 4 | 5 | null },
    handlers: SubscriptionHandlers<L2BookEvent>,
  ): Unsubscribe;
  candle(
    params: { coin: string; interval: string },
    handlers: SubscriptionHandlers<CandleEvent>,
  ): Unsubscribe;
  trades(params: { coin: string }, handlers: SubscriptionHandlers<TradesEvent>): Unsubscribe;
  orderUpdates(
    params: { user: `0x${string}` },
    handlers: SubscriptionHandlers<OrderUpdatesEvent>,
  ): Unsubscribe;
  userFills(params: { user: `0x${string}` }, handlers: SubscriptionHandlers<UserFillsEvent>): Unsubscribe;
  userFundings(
    params: { user: `0x${string}` },
    handlers: SubscriptionHandlers<UserFundingsEvent>,
  ): Unsubscribe;
  clearinghouseState(
    params: { user: `0x${string}` },
    handlers: SubscriptionHandlers<ClearinghouseStateEvent>,
  ): Unsubscribe;
  openOrders(params: { user: `0x${string}` }, handlers: SubscriptionHandlers<OpenOrdersEvent>): Unsubscribe;
  activeAssetData(
    params: { user: `0x${string}`; coin: string },
    handlers: SubscriptionHandlers<ActiveAssetDataEvent>,
  ): Unsubscribe;
  /** Every perp's context (the first dex), as `metaAndAssetCtxs` answers them. */
  assetCtxs(params: Record<string, never>, handlers: SubscriptionHandlers<AssetCtxsEvent>): Unsubscribe;
  status(): SocketStatus;
  onStatus(listener: () => void): Unsubscribe;
  /** Opens the socket without subscribing (the chart queues its stream until it is open). */
  connect(): void;
}

type Method = Exclude<keyof ExchangeSocket, 'status' | 'onStatus' | 'connect'>;

const CHANNELS: readonly Method[] = [
  'l2Book',
  'candle',
  'trades',
  'orderUpdates',
  'userFills',
  'userFundings',
  'clearinghouseState',
  'openOrders',
  'activeAssetData',
  'assetCtxs',
];

/** The connection state as a small store: the socket sets it, hooks listen to it. */
export function createSocketStatus(initial: SocketStatus) {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next: SocketStatus) {
      if (next === status) return;
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): Unsubscribe {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A socket whose every channel subscribes through `subscribe(channel)`, reporting `status`. */
export function assembleSocket(
  subscribe: (channel: Method) => (params: never, handlers: SubscriptionHandlers<never>) => Unsubscribe,
  status: ReturnType<typeof createSocketStatus>,
  connect: () => void = () => undefined,
): ExchangeSocket {
  return {
    ...Object.fromEntries(CHANNELS.map((channel) => [channel, subscribe(channel)])),
    status: status.get,
    onStatus: status.subscribe,
    connect,
  } as ExchangeSocket;
}

interface SdkSubscription {
  unsubscribe(): Promise<void>;
  failureSignal: AbortSignal;
}
type SdkSubscribe = (
  config: { transport: WebSocketTransport },
  params: never,
  listener: (data: never) => void,
) => Promise<SdkSubscription>;

/**
 * The SDK's subscription function of each channel: only these are bundled (its client class carries
 * every channel the exchange has).
 */
const SDK_CHANNELS = {
  l2Book,
  candle,
  trades,
  orderUpdates,
  userFills,
  userFundings,
  clearinghouseState,
  openOrders,
  activeAssetData,
  assetCtxs,
} satisfies Record<Method, unknown>;

/**
 * The SDK-backed socket: created lazily, reconnecting 5 s after a close (backing off while attempts
 * fail) and resubscribing.
 */
export function createExchangeSocket(exchange: RuntimeConfig['exchange']): ExchangeSocket {
  const status = createSocketStatus('idle');
  const setStatus = status.set;
  let transport: Promise<WebSocketTransport> | undefined;

  const connect = () => {
    transport ??= Promise.resolve().then(() => {
      setStatus('connecting');
      const socket = new WebSocketTransport({
        url: exchange.wsUrl,
        isTestnet: exchange.isTestnet,
        // The attempt count restarts at each successful open: a close waits 5 s, refusals back off.
        reconnect: { maxRetries: Number.POSITIVE_INFINITY, reconnectionDelay: feedReconnectDelay },
        resubscribe: true,
      });
      socket.socket.addEventListener('open', () => setStatus('open'));
      socket.socket.addEventListener('close', () => setStatus('closed'));
      return socket;
    });
    return transport;
  };

  const subscribe =
    (method: Method) =>
    (params: unknown, handlers: SubscriptionHandlers<never>): Unsubscribe => {
      let active = true;
      let subscription: SdkSubscription | undefined;
      connect()
        .then((socket) =>
          // Each channel's listener takes its own event; ExchangeSocket types the handlers per channel.
          (SDK_CHANNELS[method] as unknown as SdkSubscribe)(
            { transport: socket },
            params as never,
            (data: never) => {
              if (active) handlers.onData(data);
            },
          ),
        )
        .then(
          (sub) => {
            subscription = sub;
            if (!active) {
              void sub.unsubscribe().catch(() => undefined);
              return;
            }
            sub.failureSignal.addEventListener('abort', () => {
              if (active) handlers.onError?.(sub.failureSignal.reason);
            });
          },
          (error: unknown) => {
            if (active) handlers.onError?.(error);
          },
        );
      return () => {
        active = false;
        void subscription?.unsubscribe().catch(() => undefined);
      };
    };

  return assembleSocket(subscribe, status, () => void connect());
}

const sockets = new Map<string, ExchangeSocket>();

/** Tests (and storybook-like harnesses) put a fake socket here. */
export const ExchangeSocketContext = createContext<ExchangeSocket | null>(null);

/** The shared live feed of the configured exchange. */
export function useExchangeSocket(): ExchangeSocket {
  const injected = useContext(ExchangeSocketContext);
  const config = useRuntimeConfig();
  return useMemo(() => {
    if (injected) return injected;
    const key = config.exchange.wsUrl;
    let socket = sockets.get(key);
    if (!socket) {
      socket = createExchangeSocket(config.exchange);
      sockets.set(key, socket);
    }
    return socket;
  }, [injected, config.exchange]);
}

/** The feed's connection state; the user-state queries poll only while it is not open. */
export function useSocketStatus(socket: ExchangeSocket): SocketStatus {
  return useSyncExternalStore(socket.onStatus, socket.status, socket.status);
}
