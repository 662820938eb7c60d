import type { SpotCandle, SpotCandleInterval } from '@pluto/core';

/** Seed 002 §4: the live price stream's states. */
export type PriceStreamStatus = 'disconnected' | 'connecting' | 'connected';

/** The candle service's socket (issue 24): `?chain=` names the chain; one socket serves one chain. */
export const PRICE_SOCKET_PATH = '/api/spot/candles/socket';
/** A dropped socket is opened again after this long while someone still listens. */
export const PRICE_STREAM_RECONNECT_MS = 5_000;
/** The interval of the live candle whose close is the live price. */
const LIVE_INTERVAL: SpotCandleInterval = '1m';

/** A PRICE_DATA candle as it came: its fields are checked by whoever reads them. */
export type StreamCandle = Partial<Record<keyof SpotCandle, unknown>>;

interface Subscription {
  address: string;
  interval: SpotCandleInterval;
  onCandle: (candle: StreamCandle) => void;
}

/** The server keeps one subscription per interval and token; so does the stream. */
const topicOf = (subscription: Pick<Subscription, 'address' | 'interval'>) =>
  `${subscription.interval}:${subscription.address}`;

type SocketFactory = (url: string) => WebSocket;

/**
 * The live price and live candles over the candle service's socket (seed 002 §4, §7): SUBSCRIBE_PRICE
 * per token and interval, held while the socket connects and sent once it is open; a chain change
 * closes the socket, opens one for the new chain and subscribes again. PRICE_DATA candles carry the
 * price as their close.
 */
export class PriceStream {
  private socket: WebSocket | null = null;
  private chainId: number | null = null;
  private readonly subscriptions = new Set<Subscription>();
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  status: PriceStreamStatus = 'disconnected';

  constructor(
    private readonly socketUrl: (chainId: number) => string,
    private readonly openSocket: SocketFactory = (url) => new WebSocket(url),
  ) {}

  /** Listens to the price of `address` on `chainId` (its 1m candle's close); returns the stop. */
  subscribe(chainId: number, address: string, onPrice: (price: number) => void): () => void {
    return this.subscribeCandles(chainId, address, LIVE_INTERVAL, (candle) => {
      if (typeof candle.c === 'number') onPrice(candle.c);
    });
  }

  /** Listens to the live `interval` candle of `address` on `chainId`; returns the stop. */
  subscribeCandles(
    chainId: number,
    address: string,
    interval: SpotCandleInterval,
    onCandle: (candle: StreamCandle) => void,
  ): () => void {
    const subscription = { address: address.toLowerCase(), interval, onCandle };
    if (this.chainId !== chainId) this.connect(chainId);
    this.subscriptions.add(subscription);
    // Sent again for a topic already held: the server answers each SUBSCRIBE with the current candle.
    if (this.status === 'connected') this.send('SUBSCRIBE_PRICE', subscription);
    return () => {
      this.subscriptions.delete(subscription);
      if (!this.isWanted(topicOf(subscription)) && this.status === 'connected')
        this.send('UNSUBSCRIBE_PRICE', subscription);
      if (this.subscriptions.size === 0) this.disconnect();
    };
  }

  private isWanted(topic: string): boolean {
    return [...this.subscriptions].some((other) => topicOf(other) === topic);
  }

  private connect(chainId: number): void {
    this.disconnect();
    this.chainId = chainId;
    this.status = 'connecting';
    const socket = this.openSocket(this.socketUrl(chainId));
    this.socket = socket;
    socket.onopen = () => {
      this.status = 'connected';
      // The subscriptions held while connecting.
      const topics = new Map([...this.subscriptions].map((entry) => [topicOf(entry), entry]));
      for (const subscription of topics.values()) this.send('SUBSCRIBE_PRICE', subscription);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.status = 'disconnected';
      if (this.subscriptions.size > 0) {
        this.reconnectTimer = setTimeout(() => this.connect(chainId), PRICE_STREAM_RECONNECT_MS);
      }
    };
  }

  private disconnect(): void {
    clearTimeout(this.reconnectTimer);
    const socket = this.socket;
    this.socket = null;
    this.chainId = null;
    this.status = 'disconnected';
    socket?.close();
  }

  private send(type: 'SUBSCRIBE_PRICE' | 'UNSUBSCRIBE_PRICE', topic: Omit<Subscription, 'onCandle'>): void {
    this.socket?.send(JSON.stringify({ type, data: { chartType: topic.interval, address: topic.address } }));
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: { type?: unknown; data?: StreamCandle & { address?: unknown; type?: unknown } };
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    const candle = message.data;
    if (message.type !== 'PRICE_DATA' || typeof candle?.address !== 'string') return;
    const topic = `${candle.type}:${candle.address.toLowerCase()}`;
    for (const subscription of this.subscriptions) {
      if (topicOf(subscription) === topic) subscription.onCandle(candle);
    }
  }
}
