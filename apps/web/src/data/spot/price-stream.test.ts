import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_STREAM_RECONNECT_MS, PriceStream } from './price-stream';

/** A socket the test opens, feeds and closes by hand; it records what the stream sent. */
class TestSocket {
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  open() {
    this.onopen?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function setup() {
  const sockets: TestSocket[] = [];
  const stream = new PriceStream(
    (chainId) => `ws://test/socket?chain=${chainId}`,
    (url) => {
      const socket = new TestSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  );
  return { stream, sockets };
}

const TOKEN = '0xAbC0000000000000000000000000000000000001';
const subscribe = (address: string) => ({ type: 'SUBSCRIBE_PRICE', data: { chartType: '1m', address } });

describe('PriceStream (seed 002 §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('holds the subscription until connected, then delivers candle closes as prices', () => {
    const { stream, sockets } = setup();
    const prices: number[] = [];
    stream.subscribe(56, TOKEN, (price) => prices.push(price));
    const socket = sockets[0];
    expect(socket?.url).toBe('ws://test/socket?chain=56');
    expect(stream.status).toBe('connecting');
    expect(socket?.sent).toEqual([]);
    socket?.open();
    expect(stream.status).toBe('connected');
    expect(socket?.sent).toEqual([subscribe(TOKEN.toLowerCase())]);
    socket?.push({ type: 'PRICE_DATA', data: { address: TOKEN, type: '1m', c: 1.25, o: 1 } });
    socket?.push({ type: 'PRICE_DATA', data: { address: TOKEN, type: '1H', c: 7, o: 1 } });
    socket?.push({
      type: 'PRICE_DATA',
      data: { address: '0x0000000000000000000000000000000000000002', type: '1m', c: 9 },
    });
    socket?.push({ type: 'ERROR', data: { message: 'no' } });
    expect(prices).toEqual([1.25]);
  });

  it('reconnects on a chain change and subscribes again', () => {
    const { stream, sockets } = setup();
    const stop = stream.subscribe(56, TOKEN, () => undefined);
    sockets[0]?.open();
    stop();
    expect(sockets[0]?.sent.at(-1)).toEqual({
      type: 'UNSUBSCRIBE_PRICE',
      data: { chartType: '1m', address: TOKEN.toLowerCase() },
    });
    expect(sockets[0]?.closed).toBe(true);
    stream.subscribe(8453, TOKEN, () => undefined);
    expect(sockets[1]?.url).toBe('ws://test/socket?chain=8453');
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([subscribe(TOKEN.toLowerCase())]);
  });

  it('opens the socket again after a drop while someone listens', () => {
    vi.useFakeTimers();
    const { stream, sockets } = setup();
    stream.subscribe(56, TOKEN, () => undefined);
    sockets[0]?.open();
    sockets[0]?.onclose?.();
    expect(stream.status).toBe('disconnected');
    vi.advanceTimersByTime(PRICE_STREAM_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([subscribe(TOKEN.toLowerCase())]);
  });

  it('carries candles per interval; a topic is unsubscribed only when its last listener stops', () => {
    const { stream, sockets } = setup();
    const hourly: unknown[] = [];
    const prices: number[] = [];
    const stopHourly = stream.subscribeCandles(56, TOKEN, '1H', (candle) => hourly.push(candle));
    stream.subscribe(56, TOKEN, (price) => prices.push(price));
    const stopSecondHourly = stream.subscribeCandles(56, TOKEN, '1H', () => undefined);
    const socket = sockets[0];
    socket?.open();
    expect(socket?.sent).toEqual([
      { type: 'SUBSCRIBE_PRICE', data: { chartType: '1H', address: TOKEN.toLowerCase() } },
      subscribe(TOKEN.toLowerCase()),
    ]);
    const candle = { address: TOKEN, type: '1H', unixTime: 3600, o: 1, h: 2, l: 1, c: 2, v: 5 };
    socket?.push({ type: 'PRICE_DATA', data: candle });
    expect(hourly).toEqual([candle]);
    expect(prices).toEqual([]);
    stopHourly();
    expect(socket?.sent).toHaveLength(2);
    stopSecondHourly();
    expect(socket?.sent.at(-1)).toEqual({
      type: 'UNSUBSCRIBE_PRICE',
      data: { chartType: '1H', address: TOKEN.toLowerCase() },
    });
    expect(socket?.closed).toBe(false);
  });
});
