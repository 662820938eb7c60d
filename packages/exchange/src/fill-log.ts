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
/** The market's index × 4 + the side flags below. */
const KIND = 9;
const STRIDE = 10;

const BUY = 1;
const CROSSED = 2;

/**
 * Rows per chunk. A log grows by whole chunks and never copies its rows (copying and zeroing ever
 * larger arrays cost the order path a measurable 2 %); its first chunk doubles from `FIRST_ROWS` up
 * to a whole one, so a short history stays small.
 */
const CHUNK_BITS = 9;
const CHUNK = 1 << CHUNK_BITS;
const FIRST_ROWS = 16;

/** What only some fills have: set for few, so kept aside by index. */
interface FillExtras {
  readonly cloid: `0x${string}` | null;
  readonly liquidation: FillLiquidation | null;
  readonly closedPnl: Dec | null;
  readonly hash: `0x${string}` | null;
}

/**
 * One user's fills, oldest first: the figures, market and sides in one `Float64Array` row per fill (in
 * chunks of rows), the entry price as a reference, and the rare fields (cloid, liquidation, a restored
 * fill's closed PnL or hash) aside by index. Appending a fill writes one row and allocates nothing but
 * a new chunk now and then, and the garbage collector has no per-fill object to trace: the history of
 * every account, which only views read, costs the order path almost nothing. Views read `StoredFill`
 * objects made on demand (`at`, `slice`, iteration).
 */
export class FillLog {
  /** Row `head + i` of the chunks is fill i. */
  private readonly chunks: Float64Array[] = [];
  /** Rows of the first chunk dropped by trimming. */
  private head = 0;
  /** The position's entry price before each fill (the closing part's PnL is measured from it). */
  private readonly entries: Dec[] = [];
  /** Extras by absolute index (`first` + i): indices stay valid while old fills are trimmed. */
  private readonly extras = new Map<number, FillExtras>();
  private first = 0;
  length = 0;

  constructor(private readonly markets: readonly Market[]) {}

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
    const at = this.head + i;
    let n = this.chunks[at >>> CHUNK_BITS];
    const r = (at & (CHUNK - 1)) * STRIDE;
    if (n === undefined || r === n.length) n = this.grow(at);
    n[r + TICKS] = ticks;
    n[r + LOTS] = lots;
    n[r + TIME] = time;
    n[r + START_LOTS] = startLots;
    n[r + COMMAND] = command;
    n[r + OID] = oid;
    n[r + TID] = tid;
    n[r + FEE] = fee;
    n[r + BUILDER_FEE] = builderFee;
    n[r + KIND] = asset * 4 + (isBuy ? BUY : 0) + (crossed ? CROSSED : 0);
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
    const [n, r] = this.row(i);
    const kind = n[r + KIND] as number;
    const market = this.markets[kind >>> 2] as Market;
    const extras = this.extras.get(this.first + i);
    const startLots = n[r + START_LOTS] as number;
    const lots = n[r + LOTS] as number;
    const isBuy = (kind & BUY) !== 0;
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
      crossed: (kind & CROSSED) !== 0,
      fee: n[r + FEE] as number,
      builderFee: n[r + BUILDER_FEE] as number,
      tid: n[r + TID] as number,
      cloid: extras?.cloid ?? null,
      liquidation: extras?.liquidation ?? null,
    };
  }

  /** The command that made the i-th fill. */
  commandAt(i: number): CommandRef {
    const [n, r] = this.row(i);
    return this.extras.get(this.first + i)?.hash ?? (n[r + COMMAND] as number);
  }

  timeAt(i: number): number {
    const [n, r] = this.row(i);
    return n[r + TIME] as number;
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
    this.head += drop;
    while (this.head >= CHUNK) {
      this.chunks.shift();
      this.head -= CHUNK;
    }
    this.entries.splice(0, drop);
    const first = this.first + drop;
    for (const key of this.extras.keys()) if (key < first) this.extras.delete(key);
    this.first = first;
    this.length = keep;
  }

  /** The chunk and offset of fill i's row. */
  private row(i: number): [Float64Array, number] {
    const at = this.head + i;
    return [this.chunks[at >>> CHUNK_BITS] as Float64Array, (at & (CHUNK - 1)) * STRIDE];
  }

  /** Makes room for row `at`: the first chunk doubles up to a whole one, the others are made whole. */
  private grow(at: number): Float64Array {
    const c = at >>> CHUNK_BITS;
    const old = this.chunks[c];
    const rows =
      old === undefined ? (c === 0 ? FIRST_ROWS : CHUNK) : Math.min(CHUNK, (old.length / STRIDE) * 2);
    const n = new Float64Array(rows * STRIDE);
    if (old !== undefined) n.set(old);
    this.chunks[c] = n;
    return n;
  }
}
