import { useEffect, useState } from 'react';
import { PRICE_SOCKET_PATH, PriceStream } from './price-stream';

let shared: PriceStream | undefined;

/** One stream for the page, on the page's origin (ws: or wss: as the page's scheme). */
export function priceStream(): PriceStream {
  shared ??= new PriceStream((chainId) => {
    const url = new URL(PRICE_SOCKET_PATH, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('chain', String(chainId));
    return url.toString();
  });
  return shared;
}

/** The token's live price from the candle stream, or undefined until a candle arrived. */
export function useLivePrice(chainId: number | undefined, address: string | undefined): number | undefined {
  const [price, setPrice] = useState<number>();
  useEffect(() => {
    setPrice(undefined);
    if (chainId === undefined || !address) return;
    return priceStream().subscribe(chainId, address, setPrice);
  }, [chainId, address]);
  return price;
}
