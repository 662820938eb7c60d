import type { Tif } from './actions';
import {
  NO_CHILDREN,
  newOrder,
  type OrderExtras,
  type OrderRecord,
  type OrderStatus,
  PLAIN_ORDER,
} from './order-record';

/**
 * Every order the engine has seen, by oid. Oids are handed out consecutively from a base, so a
 * record's slot is its offset from the base, in pages of 4096: one array store per new order instead
 * of a hash-map insert. A page is dropped once its last record is deleted (history trimming), so
 * memory follows the records held, not the oids ever issued. Iteration is in oid order, which is
 * placement order.
 *
 * Live orders are held as their record objects (books, trigger lists and the live index link them).
 * A finished order is archived: its figures move into the page's columns (numbers in a
 * `Float64Array` row, the sides, enums and market in bytes, the user as an index into a table of
 * addresses, its `extras` aside when it has any) and the object is dropped, so the history the views read costs
 * the garbage collector nothing to trace. `get` gives an archived order back as a new record object.
 */
const PAGE_BITS = 12;
const PAGE = 1 << PAGE_BITS;
/** Offsets stay below 2^32 so `>>>` and `&` split them exactly. */
const MAX_OFFSET = 2 ** 32;

/** Columns of an archived order's number row. */
const TICKS = 0;
const LOTS = 1;
const ORIG_LOTS = 2;
const FILLED_LOTS = 3;
const FILLED_MICRO = 4;
const TIMESTAMP = 5;
const STATUS_TIMESTAMP = 6;
const NUMS = 7;

/** Columns of an archived order's byte row. */
const ASSET_LO = 0;
const ASSET_HI = 1;
const SZ_DECIMALS = 2;
const FLAGS = 3;
const TIF = 4;
const STATUS = 5;
const BYTES = 6;

const IS_BUY = 1;
const REDUCE_ONLY = 2;

/** Status codes: a record of every status, so the compiler insists on all of them. */
const STATUS_CODES: Record<OrderStatus, number> = {
  open: 0,
  filled: 1,
  canceled: 2,
  triggered: 3,
  rejected: 4,
  marginCanceled: 5,
  vaultWithdrawalCanceled: 6,
  openInterestCapCanceled: 7,
  selfTradeCanceled: 8,
  reduceOnlyCanceled: 9,
  siblingFilledCanceled: 10,
  delistedCanceled: 11,
  liquidatedCanceled: 12,
  scheduledCancel: 13,
  tickRejected: 14,
  minTradeNtlRejected: 15,
  perpMarginRejected: 16,
  reduceOnlyRejected: 17,
  badAloPxRejected: 18,
  iocCancelRejected: 19,
  badTriggerPxRejected: 20,
  marketOrderNoLiquidityRejected: 21,
  positionIncreaseAtOpenInterestCapRejected: 22,
  positionFlipAtOpenInterestCapRejected: 23,
  tooAggressiveAtOpenInterestCapRejected: 24,
  openInterestIncreaseRejected: 25,
  insufficientSpotBalanceRejected: 26,
  oracleRejected: 27,
  perpMaxPositionRejected: 28,
};
const TIF_CODES: Record<Tif | 'LiquidationMarket', number> = {
  Gtc: 1,
  Ioc: 2,
  Alo: 3,
  FrontendMarket: 4,
  LiquidationMarket: 5,
};

/** Names by code. */
function names<K extends string>(codes: Record<K, number>): K[] {
  const out: K[] = [];
  for (const [name, code] of Object.entries(codes) as [K, number][]) out[code] = name;
  return out;
}
const STATUSES = names(STATUS_CODES);
const TIFS = names(TIF_CODES);

interface Page {
  /** Live records by slot; null while the page holds none (most pages hold only archived orders). */
  slots: (OrderRecord | undefined)[] | null;
  live: number;
  /** The page's archived orders, made on its first. */
  archive: Archive | null;
}

/**
 * A page's archived orders as rows of columns, compacted once half its rows are deleted: a page that
 * history trimming has thinned out to a few orders keeps only their rows (and its slot index).
 */
interface Archive {
  /** Row + 1 of each slot's archived order; 0 = none. */
  readonly rowOf: Uint16Array;
  /** Per row: its slot, its number and byte columns, and its user (index in the user table). */
  slotOf: Uint16Array;
  nums: Float64Array;
  bytes: Uint8Array;
  users: Int32Array;
  /** The rare fields of the archived orders that have any, by slot. */
  readonly extras: Map<number, OrderExtras>;
  /** Rows written, and how many of them are deleted. */
  rows: number;
  deleted: number;
}

/** The fewest rows an archive is compacted to. */
const MIN_ROWS = 64;

/** A page's archive, with room for all its slots: pages fill in oid order, most of them completely. */
function newArchive(): Archive {
  return {
    rowOf: new Uint16Array(PAGE),
    slotOf: new Uint16Array(PAGE),
    nums: new Float64Array(PAGE * NUMS),
    bytes: new Uint8Array(PAGE * BYTES),
    users: new Int32Array(PAGE),
    extras: new Map(),
    rows: 0,
    deleted: 0,
  };
}

/** Moves the archive's rows into new columns of `capacity` rows (leaving out the deleted ones when compacting). */
function resize(a: Archive, capacity: number, compact: boolean): void {
  const slotOf = new Uint16Array(capacity);
  const nums = new Float64Array(capacity * NUMS);
  const bytes = new Uint8Array(capacity * BYTES);
  const users = new Int32Array(capacity);
  if (!compact) {
    slotOf.set(a.slotOf.subarray(0, a.rows));
    nums.set(a.nums.subarray(0, a.rows * NUMS));
    bytes.set(a.bytes.subarray(0, a.rows * BYTES));
    users.set(a.users.subarray(0, a.rows));
  } else {
    let to = 0;
    for (let row = 0; row < a.rows; row++) {
      const slot = a.slotOf[row] ?? 0;
      if (a.rowOf[slot] !== row + 1) continue;
      slotOf[to] = slot;
      for (let k = 0; k < NUMS; k++) nums[to * NUMS + k] = a.nums[row * NUMS + k] ?? 0;
      for (let k = 0; k < BYTES; k++) bytes[to * BYTES + k] = a.bytes[row * BYTES + k] ?? 0;
      users[to] = a.users[row] ?? 0;
      a.rowOf[slot] = ++to;
    }
    a.rows = to;
    a.deleted = 0;
  }
  a.slotOf = slotOf;
  a.nums = nums;
  a.bytes = bytes;
  a.users = users;
}

export class OrderHistory {
  private readonly pages: (Page | undefined)[] = [];
  private count = 0;
  /** The addresses of archived orders' users, each once. */
  private readonly users: string[] = [];
  private readonly userIds = new Map<string, number>();

  constructor(private readonly base: number) {}

  get size(): number {
    return this.count;
  }

  get(oid: number): OrderRecord | undefined {
    const at = this.locate(oid);
    if (!at) return undefined;
    const [page, slot] = at;
    return page.slots?.[slot] ?? this.restore(page.archive, slot, oid);
  }

  /** The record of an order still held as an object (not archived: open, or finished this command). */
  held(oid: number): OrderRecord | undefined {
    const i = this.offset(oid);
    return i < 0 ? undefined : (this.pages[i >>> PAGE_BITS]?.slots?.[i & (PAGE - 1)] ?? undefined);
  }

  has(oid: number): boolean {
    return this.statusOf(oid) !== undefined;
  }

  /** The order's status, without making an archived order's record. */
  statusOf(oid: number): OrderStatus | undefined {
    const at = this.locate(oid);
    if (!at) return undefined;
    const [page, slot] = at;
    const rec = page.slots?.[slot];
    if (rec) return rec.status;
    const row = archivedRow(page.archive, slot);
    return row < 0 ? undefined : STATUSES[page.archive?.bytes[row * BYTES + STATUS] ?? 0];
  }

  /** The order's cloid (null without one, undefined without the order). */
  cloidOf(oid: number): `0x${string}` | null | undefined {
    const at = this.locate(oid);
    if (!at) return undefined;
    const [page, slot] = at;
    const rec = page.slots?.[slot];
    if (rec) return rec.extras.cloid;
    return archivedRow(page.archive, slot) < 0 ? undefined : (page.archive?.extras.get(slot)?.cloid ?? null);
  }

  /** Holds a live record (replacing what the slot held). */
  set(oid: number, rec: OrderRecord): void {
    const i = this.offset(oid);
    if (i < 0) throw new RangeError(`oid ${oid} outside the index`);
    const p = i >>> PAGE_BITS;
    let page = this.pages[p];
    if (!page) {
      page = { slots: null, live: 0, archive: null };
      while (this.pages.length < p) this.pages.push(undefined);
      this.pages[p] = page;
    }
    const slot = i & (PAGE - 1);
    this.deleteArchived(page, slot);
    page.slots ??= new Array<OrderRecord | undefined>(PAGE).fill(undefined);
    if (page.slots[slot] === undefined) {
      page.live++;
      this.count++;
    }
    page.slots[slot] = rec;
  }

  delete(oid: number): boolean {
    const i = this.offset(oid);
    if (i < 0) return false;
    const p = i >>> PAGE_BITS;
    const page = this.pages[p];
    if (!page) return false;
    const slot = i & (PAGE - 1);
    if (page.slots?.[slot] !== undefined) this.dropLive(page, slot);
    else if (!this.deleteArchived(page, slot)) return false;
    if (page.live === 0 && (page.archive === null || page.archive.rows === page.archive.deleted))
      this.pages[p] = undefined;
    return true;
  }

  /**
   * Moves a held record into the archive: its figures are copied and the object is no longer held
   * (whoever still has it may read it, but must not expect changes to it to be kept).
   */
  archive(rec: OrderRecord): void {
    const i = this.offset(rec.oid);
    const page = i < 0 ? undefined : this.pages[i >>> PAGE_BITS];
    const slot = i & (PAGE - 1);
    if (!page || page.slots?.[slot] !== rec) return;
    page.archive ??= newArchive();
    const a = page.archive;
    if (a.rows === a.slotOf.length) resize(a, Math.min(PAGE, a.rows * 2), false);
    const row = a.rows++;
    a.rowOf[slot] = row + 1;
    a.slotOf[row] = slot;
    const n = row * NUMS;
    a.nums[n + TICKS] = rec.ticks;
    a.nums[n + LOTS] = rec.lots;
    a.nums[n + ORIG_LOTS] = rec.origLots;
    a.nums[n + FILLED_LOTS] = rec.filledLots;
    a.nums[n + FILLED_MICRO] = rec.filledMicro;
    a.nums[n + TIMESTAMP] = rec.timestamp;
    a.nums[n + STATUS_TIMESTAMP] = rec.statusTimestamp;
    const b = row * BYTES;
    a.bytes[b + ASSET_LO] = rec.asset & 0xff;
    a.bytes[b + ASSET_HI] = rec.asset >>> 8;
    a.bytes[b + SZ_DECIMALS] = rec.szDecimals;
    a.bytes[b + FLAGS] = (rec.isBuy ? IS_BUY : 0) | (rec.reduceOnly ? REDUCE_ONLY : 0);
    a.bytes[b + TIF] = rec.tif === null ? 0 : TIF_CODES[rec.tif];
    a.bytes[b + STATUS] = STATUS_CODES[rec.status];
    a.users[row] = this.userId(rec.user);
    if (rec.extras !== PLAIN_ORDER) a.extras.set(slot, rec.extras);
    // The record stays counted, as an archived order now.
    page.slots[slot] = undefined;
    if (--page.live === 0) page.slots = null;
  }

  /** Every record held, live or archived, in oid order. */
  *values(): Generator<OrderRecord> {
    for (let p = 0; p < this.pages.length; p++) {
      const page = this.pages[p];
      if (!page) continue;
      for (let slot = 0; slot < PAGE; slot++) {
        const rec = page.slots?.[slot] ?? this.restore(page.archive, slot, this.base + p * PAGE + slot);
        if (rec !== undefined) yield rec;
      }
    }
  }

  private dropLive(page: Page, slot: number): void {
    if (!page.slots) return;
    page.slots[slot] = undefined;
    this.count--;
    if (--page.live === 0) page.slots = null;
  }

  /** Deletes the slot's archived order, compacting the archive once half its rows are deleted. */
  private deleteArchived(page: Page, slot: number): boolean {
    const a = page.archive;
    if (!a || archivedRow(a, slot) < 0) return false;
    a.rowOf[slot] = 0;
    a.extras.delete(slot);
    a.deleted++;
    this.count--;
    if (a.deleted === a.rows) page.archive = null;
    else if (a.deleted * 2 > a.rows && a.rows > MIN_ROWS) {
      const kept = a.rows - a.deleted;
      resize(a, Math.max(MIN_ROWS, 2 ** Math.ceil(Math.log2(kept))), true);
    }
    return true;
  }

  /** The page and slot of `oid` when its page exists. */
  private locate(oid: number): [Page, number] | undefined {
    const i = this.offset(oid);
    const page = i < 0 ? undefined : this.pages[i >>> PAGE_BITS];
    return page ? [page, i & (PAGE - 1)] : undefined;
  }

  /** An archived order as a record object, or undefined when the slot holds none. */
  private restore(a: Archive | null, slot: number, oid: number): OrderRecord | undefined {
    const row = archivedRow(a, slot);
    if (!a || row < 0) return undefined;
    const user = this.users[a.users[row] ?? 0] ?? '';
    const n = row * NUMS;
    const b = row * BYTES;
    const flags = a.bytes[b + FLAGS] ?? 0;
    const rec = newOrder(
      {
        oid,
        user,
        asset: (a.bytes[b + ASSET_LO] ?? 0) | ((a.bytes[b + ASSET_HI] ?? 0) << 8),
        isBuy: (flags & IS_BUY) !== 0,
        timestamp: a.nums[n + TIMESTAMP] ?? 0,
        reduceOnly: (flags & REDUCE_ONLY) !== 0,
        cloid: null,
        tif: TIFS[a.bytes[b + TIF] ?? 0] ?? null,
        trigger: null,
        isPositionTpsl: false,
        status: STATUSES[a.bytes[b + STATUS] ?? 0] ?? 'open',
        statusTimestamp: a.nums[n + STATUS_TIMESTAMP] ?? 0,
        builder: null,
        children: NO_CHILDREN,
        parent: null,
      },
      a.bytes[b + SZ_DECIMALS] ?? 0,
      a.nums[n + TICKS] ?? 0,
      a.nums[n + ORIG_LOTS] ?? 0,
    );
    rec.lots = a.nums[n + LOTS] ?? 0;
    rec.filledLots = a.nums[n + FILLED_LOTS] ?? 0;
    rec.filledMicro = a.nums[n + FILLED_MICRO] ?? 0;
    rec.extras = a.extras.get(slot) ?? PLAIN_ORDER;
    return rec;
  }

  private userId(user: string): number {
    let id = this.userIds.get(user);
    if (id === undefined) {
      id = this.users.length;
      this.users.push(user);
      this.userIds.set(user, id);
    }
    return id;
  }

  /** The slot offset of `oid`, or -1 when no record can have it (not an integer oid of this index). */
  private offset(oid: number): number {
    const i = oid - this.base;
    return i >= 0 && i < MAX_OFFSET && Number.isInteger(i) ? i : -1;
  }
}

/** The row of the slot's archived order, or -1 when it has none. */
function archivedRow(a: Archive | null, slot: number): number {
  return a ? (a.rowOf[slot] ?? 0) - 1 : -1;
}
