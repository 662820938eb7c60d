import { type ISubscription, SubscriptionClient, WebSocketTransport } from '@nktkas/hyperliquid';
import type { ClearinghouseStateEvent, UserFillsEvent } from '@nktkas/hyperliquid/api/subscription';
import { Agent, WebSocket as UndiciWebSocket } from 'undici';
import type { Address } from 'viem';

/**
 * Hyperliquid tracks at most 10 distinct users per WebSocket connection (doc §6.5, §7). The SDK
 * (0.32) refuses any user subscription once 10 users are tracked, even a second one for a tracked
 * user, so with two subscriptions per user a connection holds 9.
 */
export const USERS_PER_CONNECTION = 9;

export interface UserFeedOptions {
  wsUrl: string;
  isTestnet: boolean;
  /** As the gateway's: the local address the connections leave from (null: the system's choice). */
  localAddress?: string | null;
}

/** What a watcher hears about one user. */
export interface UserFeedListener {
  /**
   * The user's fills. `isSnapshot` marks the first message after every (re)subscription, that is
   * after a connect or a reconnect: fills may have been missed before it.
   */
  fills(event: UserFillsEvent): void;
  /** The user's perp account, pushed whenever it changes (trades, marks, funding). */
  account(event: ClearinghouseStateEvent): void;
  /** A subscription could not be restored after a reconnect: nothing more will be heard. */
  lost(reason: unknown): void;
}

interface Connection {
  transport: WebSocketTransport;
  client: SubscriptionClient;
  users: Set<string>;
}

/** Node 20 has no global WebSocket: undici's (the one later Node versions expose) is the standard one. */
function webSocketClass(localAddress: string | null | undefined): typeof globalThis.WebSocket {
  if (!localAddress) return UndiciWebSocket as unknown as typeof globalThis.WebSocket;
  const dispatcher = new Agent({ localAddress });
  class LocalWebSocket extends UndiciWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, { protocols: protocols ?? [], dispatcher });
    }
  }
  return LocalWebSocket as unknown as typeof globalThis.WebSocket;
}

/**
 * The server's side of the exchange's WebSocket user feeds (Hyperliquid's `/ws`, doc §6): per
 * watched user a `userFills` and a `clearinghouseState` subscription. Connections reconnect without
 * end (backing off to 10 s) and the SDK subscribes again after each reconnect; each new subscription
 * starts with a fills snapshot, which tells the listener to catch up on what it may have missed.
 */
export class ExchangeUserFeed {
  readonly #options: UserFeedOptions;
  readonly #connections: Connection[] = [];
  readonly #webSocket: typeof globalThis.WebSocket;

  constructor(options: UserFeedOptions) {
    this.#options = options;
    this.#webSocket = webSocketClass(options.localAddress);
  }

  #connectionWithRoom(): Connection {
    const spare = this.#connections.find((connection) => connection.users.size < USERS_PER_CONNECTION);
    if (spare) return spare;
    const transport = new WebSocketTransport({
      url: this.#options.wsUrl,
      isTestnet: this.#options.isTestnet,
      reconnect: { WebSocket: this.#webSocket, maxRetries: Number.POSITIVE_INFINITY },
    });
    const connection = { transport, client: new SubscriptionClient({ transport }), users: new Set<string>() };
    this.#connections.push(connection);
    return connection;
  }

  /**
   * Subscribes to `user`'s fills and account; answers the function that stops watching. Rejects
   * (and holds nothing) when the exchange refuses or cannot be reached in time.
   */
  async watch(user: Address, listener: UserFeedListener): Promise<() => Promise<void>> {
    const connection = this.#connectionWithRoom();
    const key = user.toLowerCase();
    connection.users.add(key);
    const subscriptions: ISubscription[] = [];
    const release = async () => {
      connection.users.delete(key);
      await Promise.allSettled(subscriptions.map((subscription) => subscription.unsubscribe()));
      if (connection.users.size === 0) await this.#drop(connection);
    };
    try {
      subscriptions.push(await connection.client.userFills({ user }, (event) => listener.fills(event)));
      subscriptions.push(
        await connection.client.clearinghouseState({ user }, (event) => listener.account(event)),
      );
    } catch (error) {
      await release();
      throw error;
    }
    for (const { failureSignal } of subscriptions) {
      failureSignal.addEventListener('abort', () => listener.lost(failureSignal.reason), { once: true });
    }
    return release;
  }

  async #drop(connection: Connection): Promise<void> {
    const index = this.#connections.indexOf(connection);
    if (index >= 0) this.#connections.splice(index, 1);
    await connection.transport.close().catch(() => undefined);
  }

  /** How many connections are open (or reconnecting). */
  get connections(): number {
    return this.#connections.length;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#connections].map((connection) => this.#drop(connection)));
  }
}
