import { useEffect, useRef, useState } from 'react';

export type PriceFlash = 'up' | 'down' | undefined;
export const PRICE_FLASH_MS = 1_000;

/** Seed 000 §4: an up or down colour for 1 s after the price changes. */
export function usePriceFlash(price: number | undefined): PriceFlash {
  const previous = useRef(price);
  const [flash, setFlash] = useState<PriceFlash>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (before === undefined || price === undefined || before === price) return;
    setFlash(price > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(undefined), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return flash;
}

/** A flashing price's classes: up or down colour, fading back. */
export function priceFlashClass(flash: PriceFlash): string {
  const tone = flash === 'up' ? ' text-up' : flash === 'down' ? ' text-down' : '';
  return `transition-colors duration-300${tone}`;
}
