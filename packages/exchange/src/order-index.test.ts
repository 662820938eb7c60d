import { describe, expect, it } from 'vitest';
import { OrderIndex } from './order-index';

const BASE = 10_000_000_000;
const rec = (oid: number) => ({ oid });

describe('order index', () => {
  it('stores records by oid, iterates them in oid order and counts them', () => {
    const index = new OrderIndex<{ oid: number }>(BASE);
    for (const oid of [BASE + 5000, BASE, BASE + 1, BASE + 9000]) index.set(oid, rec(oid));
    expect(index.size).toBe(4);
    expect(index.get(BASE + 1)).toEqual(rec(BASE + 1));
    expect(index.has(BASE + 2)).toBe(false);
    expect([...index.values()].map((r) => r.oid)).toEqual([BASE, BASE + 1, BASE + 5000, BASE + 9000]);
    index.set(BASE + 1, rec(BASE + 1)); // replacing does not count twice
    expect(index.size).toBe(4);
  });

  it('answers undefined for oids no record can have', () => {
    const index = new OrderIndex<{ oid: number }>(BASE);
    index.set(BASE, rec(BASE));
    for (const oid of [0, BASE - 1, BASE + 0.5, Number.NaN, Number.MAX_SAFE_INTEGER, -BASE])
      expect(index.get(oid)).toBeUndefined();
    expect(index.delete(BASE + 0.5)).toBe(false);
    expect(() => index.set(BASE - 1, rec(BASE - 1))).toThrow(RangeError);
  });

  it('deletes records and drops a page once it is empty', () => {
    const index = new OrderIndex<{ oid: number }>(BASE);
    for (let i = 0; i < 10_000; i++) index.set(BASE + i, rec(BASE + i));
    for (let i = 0; i < 9_000; i++) expect(index.delete(BASE + i)).toBe(true);
    expect(index.delete(BASE)).toBe(false);
    expect(index.size).toBe(1000);
    expect(index.get(BASE + 9_000)?.oid).toBe(BASE + 9_000);
    expect([...index.values()]).toHaveLength(1000);
    // The pages of the deleted records are released: only the last page's array remains.
    const pages = (index as unknown as { pages: unknown[] }).pages;
    expect(pages.filter((p) => p !== undefined)).toHaveLength(1);
  });
});
