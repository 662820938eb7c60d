import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { OrderHistory } from './order-history';
import { NO_CHILDREN, newOrder, type OrderRecord, type OrderStatus, withExtras } from './order-record';

const BASE = 10_000_000_000;

/** A record of `oid` with figures derived from it. */
function rec(oid: number, status: OrderStatus = 'open'): OrderRecord {
  const i = oid - BASE;
  const o = newOrder(
    {
      oid,
      user: `0x${(i % 7).toString(16).padStart(40, '0')}`,
      asset: i % 300,
      isBuy: i % 2 === 0,
      timestamp: 1_800_000_000_000 + i,
      reduceOnly: i % 3 === 0,
      cloid: i % 5 === 0 ? `0x${i.toString(16).padStart(32, '0')}` : null,
      tif: i % 4 === 0 ? null : 'Gtc',
      trigger: i % 4 === 0 ? { triggerPx: dec('101.5'), isMarket: true, tpsl: 'sl' } : null,
      isPositionTpsl: i % 8 === 0,
      status,
      statusTimestamp: 1_800_000_000_000 + 2 * i,
      builder: i % 6 === 0 ? { b: '0xb', f: 10 } : null,
      children: i % 9 === 0 ? [oid + 1] : NO_CHILDREN,
      parent: i % 10 === 1 ? oid - 1 : null,
    },
    i % 6,
    1_000_000 + i,
    50 + i,
    i % 11 === 0 ? dec('0.0000001') : null,
  );
  o.lots = 10 + (i % 40);
  o.filledLots = i % 40;
  o.filledMicro = 2 ** 52 - i;
  if (i % 13 === 0) withExtras(o, { bigFilledNtl: dec('1000000000000000000000000000000') });
  return o;
}

describe('order history', () => {
  it('stores records by oid, iterates them in oid order and counts them', () => {
    const index = new OrderHistory(BASE);
    for (const oid of [BASE + 5000, BASE, BASE + 1, BASE + 9000]) index.set(oid, rec(oid));
    expect(index.size).toBe(4);
    expect(index.get(BASE + 1)).toEqual(rec(BASE + 1));
    expect(index.has(BASE + 2)).toBe(false);
    expect([...index.values()].map((r) => r.oid)).toEqual([BASE, BASE + 1, BASE + 5000, BASE + 9000]);
    index.set(BASE + 1, rec(BASE + 1)); // replacing does not count twice
    expect(index.size).toBe(4);
  });

  it('answers undefined for oids no record can have', () => {
    const index = new OrderHistory(BASE);
    index.set(BASE, rec(BASE));
    for (const oid of [0, BASE - 1, BASE + 0.5, Number.NaN, Number.MAX_SAFE_INTEGER, -BASE])
      expect(index.get(oid)).toBeUndefined();
    expect(index.delete(BASE + 0.5)).toBe(false);
    expect(() => index.set(BASE - 1, rec(BASE - 1))).toThrow(RangeError);
  });

  it('gives archived records back field for field, and no longer holds the object', () => {
    const index = new OrderHistory(BASE);
    const records = Array.from({ length: 6000 }, (_, i) =>
      rec(BASE + i, i % 2 === 0 ? 'filled' : 'canceled'),
    );
    for (const r of records) index.set(r.oid, r);
    for (const r of records) index.archive(r);
    expect(index.size).toBe(6000);
    for (const r of records) {
      const back = index.get(r.oid);
      expect(back).toEqual(r);
      expect(back).not.toBe(r);
      expect(index.statusOf(r.oid)).toBe(r.status);
      expect(index.cloidOf(r.oid)).toBe(r.extras.cloid);
    }
    expect([...index.values()]).toEqual(records);
    // A record no longer held is not archived; deleting an archived one frees its slot.
    index.archive(rec(BASE + 1));
    expect(index.delete(BASE + 2)).toBe(true);
    expect(index.get(BASE + 2)).toBeUndefined();
    expect(index.statusOf(BASE + 2)).toBeUndefined();
    expect(index.size).toBe(5999);
  });

  it('deletes records and drops a page once it is empty', () => {
    const index = new OrderHistory(BASE);
    for (let i = 0; i < 10_000; i++) index.set(BASE + i, rec(BASE + i));
    for (let i = 0; i < 5_000; i++) index.archive(index.get(BASE + i) as OrderRecord);
    for (let i = 0; i < 9_000; i++) expect(index.delete(BASE + i)).toBe(true);
    expect(index.delete(BASE)).toBe(false);
    expect(index.size).toBe(1000);
    expect(index.get(BASE + 9_000)?.oid).toBe(BASE + 9_000);
    expect([...index.values()]).toHaveLength(1000);
    // The pages of the deleted records are released: only the last page's array remains.
    const pages = (index as unknown as { pages: unknown[] }).pages;
    expect(pages.filter((p) => p !== undefined)).toHaveLength(1);
  });

  it('keeps a thinned-out page small: only the rows of its remaining orders, no slot array', () => {
    const index = new OrderHistory(BASE);
    const records = Array.from({ length: 4096 }, (_, i) => rec(BASE + i, 'filled'));
    for (const r of records) index.set(r.oid, r);
    for (const r of records) index.archive(r);
    // History trimming keeps one order in 100.
    for (const r of records) if ((r.oid - BASE) % 100 !== 0) index.delete(r.oid);
    const kept = records.filter((r) => (r.oid - BASE) % 100 === 0);
    expect(index.size).toBe(kept.length);
    expect([...index.values()]).toEqual(kept);
    const page = (index as unknown as { pages: { slots: unknown; archive: { slotOf: Uint16Array } }[] })
      .pages[0];
    expect(page?.slots).toBeNull();
    expect(page?.archive.slotOf.length).toBeLessThanOrEqual(64);
    // A live order in the page again, then archived too.
    const late = rec(BASE + 1, 'canceled');
    index.set(late.oid, late);
    index.archive(late);
    expect(index.get(BASE + 1)).toEqual(late);
    expect(index.size).toBe(kept.length + 1);
  });
});
