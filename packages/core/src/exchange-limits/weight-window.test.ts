import { describe, expect, it } from 'vitest';
import { WeightWindow } from './weight-window';

describe('WeightWindow', () => {
  it('lets the whole capacity through at once, then refuses until the oldest spend turns a window old', () => {
    const window = new WeightWindow(10, 1000);
    expect(window.tryTake(6, 0)).toBe(true);
    expect(window.tryTake(4, 500)).toBe(true);
    expect(window.tryTake(1, 999)).toBe(false);
    expect(window.used(999)).toBe(10);
    // The 6 spent at 0 are free again at 1000, the 4 spent at 500 not yet.
    expect(window.tryTake(7, 1000)).toBe(false);
    expect(window.tryTake(6, 1000)).toBe(true);
  });

  it('holds no more than the capacity in any window across its edge (no fixed-window burst)', () => {
    const window = new WeightWindow(100, 60_000);
    let allowed = 0;
    for (let i = 0; i < 100; i++) if (window.tryTake(1, 59_300)) allowed++;
    for (let i = 0; i < 100; i++) if (window.tryTake(1, 60_300)) allowed++;
    expect(allowed).toBe(100);
  });

  it('answers when a weight fits', () => {
    const window = new WeightWindow(10, 1000);
    expect(window.fitsAt(3, 0)).toBe(0);
    window.add(4, 100);
    window.add(4, 200);
    window.add(2, 300);
    expect(window.fitsAt(2, 400)).toBe(1100);
    expect(window.fitsAt(5, 400)).toBe(1200);
    expect(window.fitsAt(10, 400)).toBe(1300);
    expect(window.fitsAt(11, 400)).toBe(Number.POSITIVE_INFINITY);
  });

  it('counts weight added after the fact even past the capacity', () => {
    const window = new WeightWindow(10, 1000);
    window.add(25, 0);
    expect(window.used(10)).toBe(25);
    expect(window.tryTake(1, 10)).toBe(false);
    expect(window.tryTake(1, 1000)).toBe(true);
  });

  it('keeps its memory to the spends inside the window', () => {
    const window = new WeightWindow(5, 10);
    for (let t = 0; t < 100_000; t++) window.tryTake(1, t);
    expect(window.used(99_999)).toBe(5);
    expect((window as unknown as { times: number[] }).times.length).toBeLessThan(2100);
  });
});
