import { describe, expect, it } from 'vitest';
import { CoalescingCache } from './coalescing-cache';

describe('CoalescingCache', () => {
  it('shares one load among concurrent callers and answers from memory until the period ends', async () => {
    let now = 0;
    let loads = 0;
    const cache = new CoalescingCache<number>(15_000, 100, () => now);
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    const answers = await Promise.all(Array.from({ length: 1000 }, () => cache.get('56-pluto', load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(loads).toBe(1);
    now = 14_999;
    expect(await cache.get('56-pluto', load)).toBe(1);
    now = 15_000;
    expect(await cache.get('56-pluto', load)).toBe(2);
    expect(await cache.get('1-pepe', load)).toBe(3);
  });

  it('keeps no failure, and drops the oldest key past its bound', async () => {
    const cache = new CoalescingCache<string>(60_000, 2);
    await expect(cache.get('a', () => Promise.reject(new Error('upstream down')))).rejects.toThrow(
      'upstream down',
    );
    expect(await cache.get('a', async () => 'a1')).toBe('a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
