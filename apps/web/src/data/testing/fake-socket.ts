import { vi } from 'vitest';
import {
  assembleSocket,
  createSocketStatus,
  type SocketStatus,
  type SubscriptionHandlers,
} from '../exchange/socket';

interface Live {
  method: string;
  params: unknown;
  handlers: SubscriptionHandlers<unknown>;
  active: boolean;
}

/** An in-memory live feed: tests see every subscription and push events into it. */
export function createFakeSocket(initial: SocketStatus = 'open') {
  const status = createSocketStatus(initial);
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
  return {
    socket: assembleSocket(subscribe, status),
    subscriptions,
    active: (method: string) => subscriptions.filter((s) => s.method === method && s.active),
    setStatus(next: SocketStatus) {
      status.set(next);
    },
  };
}
