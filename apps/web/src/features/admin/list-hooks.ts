import { ADMIN_SCROLL_THRESHOLD } from '@pluto/core';
import { useEffect, useRef, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (the search boxes, seed 002 §9). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * A sentinel below a list: `onVisible` runs when 10 % of it scrolls into view (seed 002 §2.6, §9),
 * only while `enabled` (a next page exists and none is loading).
 */
export function useLoadMoreSentinel(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = ref.current;
    if (!sentinel || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { threshold: ADMIN_SCROLL_THRESHOLD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [onVisible, enabled]);
  return ref;
}
