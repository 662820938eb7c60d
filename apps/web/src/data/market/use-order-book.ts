import type { L2BookEvent } from '@nktkas/hyperliquid/api/subscription';
import { type BookGrouping, type BookView, buildBookView, ORDER_BOOK_SUBSCRIBE_DELAY_MS } from '@pluto/core';
import { useEffect, useState } from 'react';
import { useExchangeSocket, useSocketStatus } from '../exchange/socket';
import { FEED_SUBSCRIBE_RETRY_MS } from '../timings';
import { BookThrottle } from './book-throttle';

export const ORDER_BOOK_ERROR = 'Failed to fetch order book';

export interface OrderBookState {
  book: BookView | undefined;
  /** The feed is (re)connecting: nothing or an old book is shown. */
  connecting: boolean;
  error: string | undefined;
}

/**
 * The live order book of `coin` (seed 000 §4, §9): subscribed 500 ms after a symbol or grouping
 * change, throttled to one update per 250 ms with no-op updates skipped, retried 1 s after a failed
 * subscribe; the shared socket reconnects 5 s after a close and resubscribes.
 */
export function useOrderBook(coin: string, grouping: BookGrouping): OrderBookState {
  const socket = useExchangeSocket();
  const status = useSocketStatus(socket);
  const [book, setBook] = useState<BookView | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    setBook(undefined);
    setError(undefined);
    const throttle = new BookThrottle<L2BookEvent>((event) => {
      setError(undefined);
      setBook(buildBookView(event));
    });
    let unsubscribe: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout>;
    const subscribe = () => {
      unsubscribe = socket.l2Book(
        { coin, nSigFigs: grouping },
        {
          onData: (event) => throttle.push(event),
          onError: (cause) => {
            setError(
              cause instanceof Error && cause.message
                ? `${ORDER_BOOK_ERROR}: ${cause.message}`
                : ORDER_BOOK_ERROR,
            );
            unsubscribe?.();
            timer = setTimeout(subscribe, FEED_SUBSCRIBE_RETRY_MS);
          },
        },
      );
    };
    timer = setTimeout(subscribe, ORDER_BOOK_SUBSCRIBE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
      throttle.dispose();
    };
  }, [socket, coin, grouping]);

  return { book, connecting: book === undefined || status === 'closed', error };
}
