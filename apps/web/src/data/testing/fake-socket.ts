import { vi } from 'vitest';
import type { ExchangeSocket, SocketStatus, SubscriptionHandlers } from '../exchange/socket';

interface Live {
  method: string;
  params: unknown;
  handlers: SubscriptionHandlers<unknown>;
  active: boolean;
}

/** An in-memory live feed: tests see every subscription and push events into it. */
export function createFakeSocket(initial: SocketStatus = 'open') {
  let status = initial;
  const listeners = new Set<() => void>();
  const subscriptions: Live[] = [];
  const subscribe = (method: string) =>
    vi.fn((params: unknown, handlers: SubscriptionHandlers<never>) => {
      const live: Live = {
        method,
        params,
        handlers: handlers as SubscriptionHandlers<unknown>,
        active: true,
      };
      subscriptions.push(live);
      return () => {
        live.active = false;
      };
    });
  const socket = {
    l2Book: subscribe('l2Book'),
    candle: subscribe('candle'),
    orderUpdates: subscribe('orderUpdates'),
    userFills: subscribe('userFills'),
    userFundings: subscribe('userFundings'),
    clearinghouseState: subscribe('clearinghouseState'),
    openOrders: subscribe('openOrders'),
    activeAssetData: subscribe('activeAssetData'),
    status: () => status,
    onStatus: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as ExchangeSocket;
  return {
    socket,
    subscriptions,
    active: (method: string) => subscriptions.filter((s) => s.method === method && s.active),
    setStatus(next: SocketStatus) {
      status = next;
      for (const listener of listeners) listener();
    },
  };
}
