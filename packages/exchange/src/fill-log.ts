import type { CommandRef } from './command-hash';
import type { Dec } from './decimal';
import type { StoredFill } from './fill-record';
import type { FillLiquidation } from './state';
import type { Market } from './universe';

/** The number columns of a fill, in one row of `STRIDE` doubles. */
const TICKS = 0;
const LOTS = 1;
const TIME = 2;
const START_LOTS = 3;
/** The command's seq; NaN for a restored fill that carries the hash itself (in its extras). */
const COMMAND = 4;
const OID = 5;
const TID = 6;
const FEE = 7;
const BUILDER_FEE = 8;
const STRIDE = 9;

const BUY = 1;
const CROSSED = 2;

/** What only some fills have: set for few, so kept aside by index. */
interface FillExtras {
  readonly cloid: `0x${string}` | null;
  readonly liquidation: FillLiquidation | null;
  readonly closedPnl: Dec | null;
  readonly hash: `0x${string}` | null;
}

/**
 * One user's fills, oldest first, stored column-wise: figures in a `Float64Array` row per fill, the
 * sides in a byte, the market in a 16-bit id, the entry price as a reference, and the rare fields
 * (cloid, liquidation, a restored fill's closed PnL or hash) aside by index. Appending a fill allocates
 * nothing but amortised growth, and the garbage collector has no per-fill object to trace: the history
 * of every account, which only views read, costs the order path almost nothing. Views read `StoredFill`
 * objects made on demand (`at`, `slice`, iteration).
 */
export class FillLog {
  private nums: Float64Array;
  private sides: Uint8Array;
  private assets: Uint16Array;
  /** The position's entry price before each fill (the closing part's PnL is measured from it). */
  private readonly entries: Dec[] = [];
  /** Extras by absolute index (`first` + i): indices stay valid while old fills are trimmed. */
  private readonly extras = new Map<number, FillExtras>();
  private first = 0;
  length = 0;

  constructor(
    private readonly markets: readonly Market[],
    capacity = 16,
  ) {
    this.nums = new Float64Array(capacity * STRIDE);
    this.sides = new Uint8Array(capacity);
    this.assets = new Uint16Array(capacity);
  }

  /** Appends one side of a fill (the engine's path: no object is made). */
  add(
    asset: number,
    ticks: number,
    lots: number,
    isBuy: boolean,
    crossed: boolean,
    time: number,
    startLots: number,
    entryPx: Dec,
    command: number,
    oid: number,
    tid: number,
    fee: number,
    builderFee: number,
    cloid: `0x${string}` | null,
    liquidation: FillLiquidation | null,
  ): void {
    const i = this.length;
    if (i === this.sides.length) this.grow();
    const n = this.nums;
    const r = i * STRIDE;
    n[r + TICKS] = ticks;
    n[r + LOTS] = lots;
    n[r + TIME] = time;
    n[r + START_LOTS] = startLots;
    n[r + COMMAND] = command;
    n[r + OID] = oid;
    n[r + TID] = tid;
    n[r + FEE] = fee;
    n[r + BUILDER_FEE] = builderFee;
    this.sides[i] = (isBuy ? BUY : 0) | (crossed ? CROSSED : 0);
    this.assets[i] = asset;
    this.entries.push(entryPx);
    if (cloid !== null || liquidation !== null)
      this.extras.set(this.first + i, { cloid, liquidation, closedPnl: null, hash: null });
    this.length = i + 1;
  }

  /** Appends a stored fill (one restored from a snapshot). */
  append(f: StoredFill): void {
    const asset = this.markets.findIndex((m) => m.name === f.coin);
    if (asset < 0) throw new Error(`fill on unknown coin ${f.coin}`);
    const hash = typeof f.command === 'string' ? f.command : null;
    this.add(
      asset,
      f.ticks,
      f.lots,
      f.isBuy,
      f.crossed,
      f.time,
      f.startLots,
      f.entryPx,
      hash === null ? (f.command as number) : Number.NaN,
      f.oid,
      f.tid,
      f.fee,
      f.builderFee,
      null,
      null,
    );
    if (f.cloid !== null || f.liquidation !== null || f.closedPnl !== null || hash !== null)
      this.extras.set(this.first + this.length - 1, {
        cloid: f.cloid,
        liquidation: f.liquidation,
        closedPnl: f.closedPnl,
        hash,
      });
  }

  /** The i-th fill (oldest first). */
  at(i: number): StoredFill {
    if (!(i >= 0 && i < this.length)) throw new RangeError(`no fill ${i}`);
    const n = this.nums;
    const r = i * STRIDE;
    const market = this.markets[this.assets[i] ?? 0] as Market;
    const extras = this.extras.get(this.first + i);
    const startLots = n[r + START_LOTS] as number;
    const lots = n[r + LOTS] as number;
    const isBuy = ((this.sides[i] ?? 0) & BUY) !== 0;
    return {
      coin: market.name,
      szDecimals: market.szDecimals,
      ticks: n[r + TICKS] as number,
      lots,
      isBuy,
      time: n[r + TIME] as number,
      startLots,
      entryPx: this.entries[i] as Dec,
      closedPnl: extras?.closedPnl ?? null,
      command: extras?.hash ?? (n[r + COMMAND] as number),
      oid: n[r + OID] as number,
      crossed: ((this.sides[i] ?? 0) & CROSSED) !== 0,
      fee: n[r + FEE] as number,
      builderFee: n[r + BUILDER_FEE] as number,
      tid: n[r + TID] as number,
      cloid: extras?.cloid ?? null,
      liquidation: extras?.liquidation ?? null,
    };
  }

  /** The command that made the i-th fill. */
  commandAt(i: number): CommandRef {
    return this.extras.get(this.first + i)?.hash ?? (this.nums[i * STRIDE + COMMAND] as number);
  }

  timeAt(i: number): number {
    return this.nums[i * STRIDE + TIME] as number;
  }

  /** Fills `start` (negative: from the end) up to `end`, oldest first, as `Array.prototype.slice`. */
  slice(start = 0, end = this.length): StoredFill[] {
    const from = start < 0 ? Math.max(0, this.length + start) : Math.min(start, this.length);
    const to = end < 0 ? Math.max(0, this.length + end) : Math.min(end, this.length);
    const out: StoredFill[] = [];
    for (let i = from; i < to; i++) out.push(this.at(i));
    return out;
  }

  *[Symbol.iterator](): Generator<StoredFill> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  /** Drops the oldest fills so that at most `keep` remain. */
  trimTo(keep: number): void {
    const drop = this.length - keep;
    if (drop <= 0) return;
    this.nums.copyWithin(0, drop * STRIDE, this.length * STRIDE);
    this.sides.copyWithin(0, drop, this.length);
    this.assets.copyWithin(0, drop, this.length);
    this.entries.splice(0, drop);
    const first = this.first + drop;
    for (const key of this.extras.keys()) if (key < first) this.extras.delete(key);
    this.first = first;
    this.length = keep;
  }

  private grow(): void {
    const capacity = Math.max(16, this.sides.length * 2);
    const nums = new Float64Array(capacity * STRIDE);
    nums.set(this.nums);
    const sides = new Uint8Array(capacity);
    sides.set(this.sides);
    const assets = new Uint16Array(capacity);
    assets.set(this.assets);
    this.nums = nums;
    this.sides = sides;
    this.assets = assets;
  }
}
