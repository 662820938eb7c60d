import type { SpotCandleInterval } from '@pluto/core';

/** Seed 002 §4: the live price stream's states. */
export type PriceStreamStatus = 'disconnected' | 'connecting' | 'connected';

/** The candle service's socket (issue 24): `?chain=` names the chain; one socket serves one chain. */
export const PRICE_SOCKET_PATH = '/api/spot/candles/socket';
/** A dropped socket is opened again after this long while someone still listens. */
export const PRICE_STREAM_RECONNECT_MS = 5_000;
/** The interval of the live candle whose close is the live price. */
const LIVE_INTERVAL: SpotCandleInterval = '1m';

interface Subscription {
  address: string;
  onPrice: (price: number) => void;
}

type SocketFactory = (url: string) => WebSocket;

/**
 * The live price over the candle service's socket (seed 002 §4, §7): SUBSCRIBE_PRICE per token,
 * held while the socket connects and sent once it is open; a chain change closes the socket, opens
 * one for the new chain and subscribes again. PRICE_DATA candles carry the price as their close.
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

  /** Listens to `address` on `chainId`; the returned function stops listening. */
  subscribe(chainId: number, address: string, onPrice: (price: number) => void): () => void {
    const subscription = { address: address.toLowerCase(), onPrice };
    if (this.chainId !== chainId) this.connect(chainId);
    this.subscriptions.add(subscription);
    if (this.status === 'connected') this.send('SUBSCRIBE_PRICE', subscription.address);
    return () => {
      this.subscriptions.delete(subscription);
      const stillWanted = [...this.subscriptions].some((other) => other.address === subscription.address);
      if (!stillWanted && this.status === 'connected') this.send('UNSUBSCRIBE_PRICE', subscription.address);
      if (this.subscriptions.size === 0) this.disconnect();
    };
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
      for (const address of new Set([...this.subscriptions].map((entry) => entry.address))) {
        this.send('SUBSCRIBE_PRICE', address);
      }
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

  private send(type: 'SUBSCRIBE_PRICE' | 'UNSUBSCRIBE_PRICE', address: string): void {
    this.socket?.send(JSON.stringify({ type, data: { chartType: LIVE_INTERVAL, address } }));
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: { type?: unknown; data?: { address?: unknown; c?: unknown } };
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    const price = message.data?.c;
    const address = message.data?.address;
    if (message.type !== 'PRICE_DATA' || typeof price !== 'number' || typeof address !== 'string') return;
    for (const subscription of this.subscriptions) {
      if (subscription.address === address.toLowerCase()) subscription.onPrice(price);
    }
  }
}
