import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_FLASH_MS, usePriceFlash } from './use-pair-market';

describe('usePriceFlash (seed 002 §2.2)', () => {
  afterEach(() => vi.useRealTimers());

  it('marks a rise or a fall of the same pair for 1 s', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ pairId, price }) => usePriceFlash(pairId, price), {
      initialProps: { pairId: 1, price: 2 as number | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ pairId: 1, price: 2.5 });
    expect(result.current).toBe('up');
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS - 1));
    expect(result.current).toBe('up');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeUndefined();
    rerender({ pairId: 1, price: 2.4 });
    expect(result.current).toBe('down');
  });

  it('does not flash for another pair, an unchanged price or a first price', () => {
    const { result, rerender } = renderHook(({ pairId, price }) => usePriceFlash(pairId, price), {
      initialProps: { pairId: 1, price: undefined as number | undefined },
    });
    rerender({ pairId: 1, price: 3 });
    expect(result.current).toBeUndefined();
    rerender({ pairId: 1, price: 3 });
    expect(result.current).toBeUndefined();
    rerender({ pairId: 2, price: 9 });
    expect(result.current).toBeUndefined();
  });
});
