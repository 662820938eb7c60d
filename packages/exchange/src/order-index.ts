/**
 * Order records by oid. Oids are handed out consecutively from a base, so a record's slot is its
 * offset from the base, in pages of 4096: one array store per new order instead of a hash-map insert
 * (oids above 2^32 are heap numbers, each insert hashes one and the map's table keeps growing with the
 * history). A page is dropped once its last record is deleted (history trimming), so memory follows
 * the records held, not the oids ever issued. Iteration is in oid order, which is placement order.
 */
const PAGE_BITS = 12;
const PAGE = 1 << PAGE_BITS;
/** Offsets stay below 2^32 so `>>>` and `&` split them exactly. */
const MAX_OFFSET = 2 ** 32;

interface Page<T> {
  readonly slots: (T | undefined)[];
  count: number;
}

export class OrderIndex<T extends { readonly oid: number }> {
  private readonly pages: (Page<T> | undefined)[] = [];
  private count = 0;

  constructor(private readonly base: number) {}

  get size(): number {
    return this.count;
  }

  get(oid: number): T | undefined {
    const i = this.offset(oid);
    return i < 0 ? undefined : this.pages[i >>> PAGE_BITS]?.slots[i & (PAGE - 1)];
  }

  has(oid: number): boolean {
    return this.get(oid) !== undefined;
  }

  set(oid: number, rec: T): void {
    const i = this.offset(oid);
    if (i < 0) throw new RangeError(`oid ${oid} outside the index`);
    const p = i >>> PAGE_BITS;
    let page = this.pages[p];
    if (!page) {
      page = { slots: new Array<T | undefined>(PAGE).fill(undefined), count: 0 };
      while (this.pages.length < p) this.pages.push(undefined);
      this.pages[p] = page;
    }
    const slot = i & (PAGE - 1);
    if (page.slots[slot] === undefined) {
      page.count++;
      this.count++;
    }
    page.slots[slot] = rec;
  }

  delete(oid: number): boolean {
    const i = this.offset(oid);
    if (i < 0) return false;
    const p = i >>> PAGE_BITS;
    const page = this.pages[p];
    const slot = i & (PAGE - 1);
    if (!page || page.slots[slot] === undefined) return false;
    page.slots[slot] = undefined;
    page.count--;
    this.count--;
    if (page.count === 0) this.pages[p] = undefined;
    return true;
  }

  *values(): Generator<T> {
    for (const page of this.pages) {
      if (!page) continue;
      for (const rec of page.slots) if (rec !== undefined) yield rec;
    }
  }

  /** The slot offset of `oid`, or -1 when no record can have it (not an integer oid of this index). */
  private offset(oid: number): number {
    const i = oid - this.base;
    return i >= 0 && i < MAX_OFFSET && Number.isInteger(i) ? i : -1;
  }
}
