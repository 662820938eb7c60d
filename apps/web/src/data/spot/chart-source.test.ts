import type { ChartBar } from '@pluto/core';
import { describe, expect, it } from 'vitest';
import { createSpotChartSource, OHLCV_PATH, seedSpotCandles } from './chart-source';
import { PriceStream, type StreamCandle } from './price-stream';

const CAKE = '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82';
const HOUR = { multiplier: 1, timespan: 'hour', text: '1h' } as const;
const END = Date.UTC(2026, 10, 26, 12);

function answer(items: unknown[]) {
  return new Response(JSON.stringify({ success: true, data: { items } }), {
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that records each request and answers from `reply`. */
function recordingFetch(reply: (url: URL) => Response | Promise<Response>) {
  const requests: { url: URL; headers: Headers }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://pluto.test');
    requests.push({ url, headers: new Headers(init?.headers) });
    return reply(url);
  };
  return { requests, fetchImpl };
}

const noStream = { subscribeCandles: () => () => undefined };

describe('spot chart source (pool candles)', () => {
  it("asks the candle service for the token's 500 candles of the period, with the chain header", async () => {
    const { requests, fetchImpl } = recordingFetch(() =>
      answer([
        { unixTime: END / 1000 - 3600, o: 2, h: 3, l: 1, c: 2.5, v: 100 },
        { unixTime: END / 1000 - 7200, o: 1, h: 2, l: 1, c: 2, v: 50 },
      ]),
    );
    const source = createSpotChartSource({ chainId: 56, address: CAKE }, noStream, fetchImpl);
    const bars = await source.history('BSC:CAKE_BNB', HOUR, END);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url.pathname).toBe(OHLCV_PATH);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      address: CAKE,
      type: '1H',
      time_from: String(END / 1000 - 500 * 3600),
      time_to: String(END / 1000),
    });
    expect(request?.headers.get('x-chain')).toBe('bsc');
    expect(bars.map((bar) => [bar.timestamp, bar.close])).toEqual([
      [END - 7_200_000, 2],
      [END - 3_600_000, 2.5],
    ]);
  });

  it('maps the period to the service interval and pages back from the oldest candle shown', async () => {
    const { requests, fetchImpl } = recordingFetch(() => answer([]));
    const source = createSpotChartSource({ chainId: 8453, address: CAKE }, noStream, fetchImpl);
    const olderEnd = END - 500 * 86_400_000 - 1;
    await source.history('BASE:X_ETH', { multiplier: 1, timespan: 'day', text: '1d' }, olderEnd);
    await source.history('BASE:X_ETH', { multiplier: 1, timespan: 'week', text: '1w' }, END);
    expect(requests.map((request) => request.url.searchParams.get('type'))).toEqual(['1D', '1W']);
    expect(requests[0]?.url.searchParams.get('time_to')).toBe(String(Math.floor(olderEnd / 1000)));
    expect(requests[0]?.headers.get('x-chain')).toBe('base');
  });

  it('holds the candles written into the page for the first request of their token and interval, once', async () => {
    const { requests, fetchImpl } = recordingFetch(() => answer([]));
    const items = [{ unixTime: END / 1000 - 3600, o: 2, h: 3, l: 1, c: 2.5, v: 100 }];
    seedSpotCandles({ chainId: 56, address: CAKE.toLowerCase(), interval: '1H', endTime: END, items });
    const other = createSpotChartSource({ chainId: 1, address: CAKE }, noStream, fetchImpl);
    expect(other.heldHistory?.('ETH:CAKE_ETH', HOUR, END)).toBeUndefined();
    const source = createSpotChartSource({ chainId: 56, address: CAKE }, noStream, fetchImpl);
    const day = { multiplier: 1, timespan: 'day', text: '1d' } as const;
    expect(source.heldHistory?.('BSC:CAKE_BNB', day, END)).toBeUndefined();
    expect(source.heldHistory?.('BSC:CAKE_BNB', HOUR, END + 61_000)).toBeUndefined();
    expect(source.heldHistory?.('BSC:CAKE_BNB', HOUR, END + 5_000)?.map((bar) => bar.close)).toEqual([2.5]);
    expect(source.heldHistory?.('BSC:CAKE_BNB', HOUR, END + 5_000)).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('draws no candles when the service refuses or cannot be reached', async () => {
    const refused = recordingFetch(() => new Response('{"error":"no"}', { status: 503 }));
    const unreachable = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    for (const { fetchImpl } of [refused, unreachable]) {
      const source = createSpotChartSource({ chainId: 56, address: CAKE }, noStream, fetchImpl);
      expect(await source.history('BSC:CAKE_BNB', HOUR, END)).toEqual([]);
    }
  });

  it("merges the socket's live candles of the period as bars, ignoring invalid ones", () => {
    const sent: unknown[] = [];
    let socket: { onopen?: () => void; onmessage?: (event: { data: string }) => void } = {};
    const stream = new PriceStream(
      () => 'ws://pluto.test/socket',
      () => {
        socket = { send: (text: string) => sent.push(JSON.parse(text)), close: () => undefined } as never;
        return socket as unknown as WebSocket;
      },
    );
    const source = createSpotChartSource(
      { chainId: 56, address: CAKE },
      stream,
      recordingFetch(() => answer([])).fetchImpl,
    );
    const bars: ChartBar[] = [];
    const stop = source.live('BSC:CAKE_BNB', { multiplier: 4, timespan: 'hour', text: '4h' }, (bar) =>
      bars.push(bar),
    );
    socket.onopen?.();
    expect(sent).toEqual([
      { type: 'SUBSCRIBE_PRICE', data: { chartType: '4H', address: CAKE.toLowerCase() } },
    ]);
    const push = (data: StreamCandle & { address: string; type: string }) =>
      socket.onmessage?.({ data: JSON.stringify({ type: 'PRICE_DATA', data }) });
    push({ address: CAKE, type: '4H', unixTime: END / 1000, o: 1, h: 2, l: 1, c: 1.5, v: 10 });
    push({ address: CAKE, type: '4H', unixTime: END / 1000, o: 1, h: 2.5, l: 1, c: 2.5, v: 12 });
    push({ address: CAKE, type: '4H', unixTime: END / 1000, o: 1, h: 2.5, l: 1, c: Number.NaN, v: 12 });
    push({ address: CAKE, type: '1m', unixTime: END / 1000, o: 9, h: 9, l: 9, c: 9, v: 1 });
    expect(bars.map((bar) => [bar.timestamp, bar.high, bar.close, bar.volume])).toEqual([
      [END, 2, 1.5, 10],
      [END, 2.5, 2.5, 12],
    ]);
    stop();
    expect(sent.at(-1)).toEqual({
      type: 'UNSUBSCRIBE_PRICE',
      data: { chartType: '4H', address: CAKE.toLowerCase() },
    });
  });
});
