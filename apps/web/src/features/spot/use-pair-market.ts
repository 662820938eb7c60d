import { type SpotPair, type TokenPriceRecord, tokenDataKey } from '@pluto/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Address } from 'viem';
import { type TokenSocialLinks, useLivePrice, useTokenPrices, useTokenSocialLinks } from '../../data';

export type PriceFlash = 'up' | 'down' | undefined;

/** Seed 002 §2.2: how long a changed price stays marked up or down. */
export const PRICE_FLASH_MS = 1_000;

/** Marks a price that differs from the previous one of the same pair, for 1 s. */
export function usePriceFlash(pairId: number | undefined, price: number | undefined): PriceFlash {
  const previous = useRef<{ pairId: number | undefined; price: number | undefined }>({ pairId, price });
  const [flash, setFlash] = useState<PriceFlash>();
  useEffect(() => {
    const last = previous.current;
    previous.current = { pairId, price };
    if (last.pairId !== pairId || last.price === undefined || price === undefined || last.price === price)
      return;
    setFlash(price > last.price ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(undefined), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [pairId, price]);
  return flash;
}

export interface PairMarket {
  /** The base token's price record; undefined while loading or when the source has none. */
  record: TokenPriceRecord | undefined;
  /** The live price from the stream once a candle arrived, else the record's. */
  price: number | undefined;
  loading: boolean;
  error: boolean;
  flash: PriceFlash;
  /** The base token's links; null when the catalogue lists none, undefined until read. */
  socials: TokenSocialLinks | null | undefined;
  socialsStatus: 'pending' | 'error' | 'success';
}

/** The pair's market figures (the base token's price record) and its socials, for the header and info panel. */
export function usePairMarket(pair: SpotPair | null): PairMarket {
  const tokens = useMemo(
    () => (pair ? [{ chainId: pair.chain_id, address: pair.base_address as Address }] : []),
    [pair],
  );
  const prices = useTokenPrices(tokens);
  const record = pair ? prices.data?.[tokenDataKey(pair.chain_id, pair.base_address)] : undefined;
  // The stream's price is newer than the record's (refetched every 30 s) once a candle arrived.
  const live = useLivePrice(pair?.chain_id, pair?.base_address);
  const price = live ?? record?.price;
  const flash = usePriceFlash(pair?.pair_id, price);
  const socials = useTokenSocialLinks(pair?.chain_id, pair?.base_address);
  return {
    record,
    price,
    loading: prices.isPending && tokens.length > 0,
    error: prices.isError,
    flash,
    socials: socials.data,
    socialsStatus: socials.status,
  };
}
