import '../../ui/test-polyfills';
import type { RawBookLike } from '@pluto/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookThrottle } from '../../data';
import { OrderBook } from './OrderBook';
import { createFakeSocket, TradingProviders } from './test-utils';

const book = (bestBid: number, size = '1', coin = 'BTC', levels = 10): RawBookLike => ({
  coin,
  time: Date.now(),
  levels: [
    Array.from({ length: levels }, (_, i) => ({ px: String(bestBid - i), sz: size, n: 1 })),
    Array.from({ length: levels }, (_, i) => ({ px: String(bestBid + 2 + i), sz: size, n: 1 })),
  ],
});

describe('BookThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('emits at most one update per 250 ms, the latest of each window', () => {
    const emit = vi.fn();
    const throttle = new BookThrottle(emit);
    throttle.push(book(100));
    expect(emit).toHaveBeenCalledTimes(1);
    for (let i = 1; i <= 20; i++) {
      vi.advanceTimersByTime(10);
      throttle.push(book(100 + i));
    }
    expect(emit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(emit).toHaveBeenCalledTimes(2);
    expect(emit.mock.lastCall?.[0].levels[0][0].px).toBe('120');
    // 200 messages/s for 10 s: at most 4 per second reach the screen.
    emit.mockClear();
    for (let i = 0; i < 2000; i++) {
      vi.advanceTimersByTime(5);
      throttle.push(book(200 + i));
    }
    vi.advanceTimersByTime(250);
    expect(emit.mock.calls.length).toBeLessThanOrEqual(41);
    expect(emit.mock.calls.length).toBeGreaterThanOrEqual(39);
  });

  it('skips updates whose top 8 levels per side did not change', () => {
    const emit = vi.fn();
    const throttle = new BookThrottle(emit);
    throttle.push(book(100));
    vi.advanceTimersByTime(300);
    const deeperOnly = book(100);
    (deeperOnly.levels[0] as { px: string; sz: string }[])[9] = { px: '1', sz: '50' };
    throttle.push(deeperOnly);
    vi.advanceTimersByTime(300);
    throttle.push(book(100));
    vi.advanceTimersByTime(300);
    expect(emit).toHaveBeenCalledTimes(1);
    throttle.push(book(100, '2'));
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('drops a pending update when disposed', () => {
    const emit = vi.fn();
    const throttle = new BookThrottle(emit);
    throttle.push(book(100));
    throttle.push(book(101));
    throttle.dispose();
    vi.advanceTimersByTime(1000);
    expect(emit).toHaveBeenCalledTimes(1);
  });
});

describe('OrderBook', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderBook = (coin = 'BTC') => {
    const fake = createFakeSocket();
    const view = render(
      <TradingProviders socket={fake.socket}>
        <OrderBook coin={coin} price={100000} szDecimals={5} />
      </TradingProviders>,
    );
    const rerenderCoin = (next: string) =>
      view.rerender(
        <TradingProviders socket={fake.socket}>
          <OrderBook coin={next} price={100000} szDecimals={5} />
        </TradingProviders>,
      );
    return { fake, rerenderCoin };
  };

  const push = (fake: ReturnType<typeof createFakeSocket>, event: RawBookLike) =>
    act(() => {
      for (const live of fake.active('l2Book')) live.handlers.onData(event);
    });

  it('subscribes 500 ms after mounting, shows loading until the first book', () => {
    const { fake } = renderBook();
    screen.getByTestId('order-book-loading');
    act(() => vi.advanceTimersByTime(499));
    expect(fake.active('l2Book')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(fake.active('l2Book').map((s) => s.params)).toEqual([{ coin: 'BTC', nSigFigs: null }]);
  });

  it('renders the top 8 asks and bids with totals and the spread line', () => {
    const { fake } = renderBook();
    act(() => vi.advanceTimersByTime(500));
    push(fake, book(100000, '0.5'));
    const asks = screen.getByTestId('order-book-asks').children;
    const bids = screen.getByTestId('order-book-bids').children;
    expect(asks).toHaveLength(8);
    expect(bids).toHaveLength(8);
    // Highest ask first, best ask next to the spread; totals accumulate away from the spread.
    expect(asks[7]?.textContent).toContain('100,002');
    expect(asks[0]?.textContent).toContain('4.00000');
    expect(bids[0]?.textContent).toContain('100,000');
    expect(bids[0]?.textContent).toContain('0.50000');
    expect(screen.getByTestId('order-book-spread').textContent).toContain('2');
  });

  it('shows wire prices with their significant decimals only', () => {
    const { fake } = renderBook();
    act(() => vi.advanceTimersByTime(500));
    const levels = (prices: string[]) => prices.map((px) => ({ px, sz: '0.01', n: 1 }));
    push(fake, { coin: 'BTC', time: 1, levels: [levels(['112887.0']), levels(['113113.0'])] });
    // A row is the depth bar, then price, size and total.
    const price = (side: 'asks' | 'bids') =>
      screen.getByTestId(`order-book-${side}`).children[0]?.children[1]?.textContent;
    expect(price('bids')).toBe('112,887');
    push(fake, { coin: 'BTC', time: 2, levels: [levels(['112887.5']), levels(['113113.0'])] });
    act(() => vi.advanceTimersByTime(250));
    expect(price('asks')).toBe('113,113.0');
  });

  it('throttles the DOM to one update per 250 ms', () => {
    const { fake } = renderBook();
    act(() => vi.advanceTimersByTime(500));
    push(fake, book(100000));
    push(fake, book(100010));
    push(fake, book(100020));
    const bestBid = () => screen.getByTestId('order-book-bids').children[0]?.textContent;
    expect(bestBid()).toContain('100,000');
    act(() => vi.advanceTimersByTime(250));
    expect(bestBid()).toContain('100,020');
  });

  it('shows the error and subscribes again 1 s later', () => {
    const { fake } = renderBook();
    act(() => vi.advanceTimersByTime(500));
    act(() => fake.active('l2Book')[0]?.handlers.onError?.(new Error('socket closed')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch order book: socket closed');
    expect(fake.active('l2Book')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(fake.active('l2Book')).toHaveLength(1);
    push(fake, book(100000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('groups prices by the option chosen in the native grouping select', () => {
    const { fake } = renderBook();
    act(() => vi.advanceTimersByTime(500));
    const grouping = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Price grouping' });
    expect([...grouping.options].map((o) => o.textContent)).toEqual(['1', '10', '100', '1000', '10000']);
    fireEvent.change(grouping, { target: { value: '4' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(fake.active('l2Book').map((s) => s.params)).toEqual([{ coin: 'BTC', nSigFigs: 4 }]);
    expect(grouping.value).toBe('4');
  });

  it('moves to a new symbol: unsubscribes at once, subscribes 500 ms later', () => {
    const { fake, rerenderCoin } = renderBook();
    act(() => vi.advanceTimersByTime(500));
    rerenderCoin('ETH');
    expect(fake.active('l2Book')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(500));
    expect(fake.active('l2Book').map((s) => s.params)).toEqual([{ coin: 'ETH', nSigFigs: null }]);
  });
});
