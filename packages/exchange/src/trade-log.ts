import type { CommandRef } from './command-hash';
import type { StoredTrade } from './trade-record';
import type { Market } from './universe';

/** The number columns of a trade print, in one row of `STRIDE` doubles. */
const TICKS = 0;
const LOTS = 1;
const TIME = 2;
/** The command's seq; NaN for a restored print that carries the hash itself. */
const COMMAND = 3;
const TID = 4;
const STRIDE = 5;

/**
 * A market's newest trade prints, in a ring of fixed capacity stored column-wise: a print allocates
 * nothing, and the oldest is overwritten once the ring is full. Prints are numbered from the market's
 * first (`total` of them so far), so a reader can ask for those since a number it saw
 * (`since`). `StoredTrade` objects are made when read.
 */
export class TradeLog {
  /** Made on the first print (most markets of a quiet devnet never trade). */
  private nums: Float64Array | null = null;
  private takerBuys: Uint8Array | null = null;
  /** Filled as prints arrive (a quiet market's lists stay small). */
  private readonly buyers: string[] = [];
  private readonly sellers: string[] = [];
  /** Hashes of restored prints, by print number. */
  private readonly hashes = new Map<number, `0x${string}`>();
  /** Prints appended ever. */
  total = 0;

  constructor(
    private readonly market: Market,
    private readonly capacity: number,
  ) {}

  /** Prints held: the newest `capacity` at most. */
  get length(): number {
    return Math.min(this.total, this.capacity);
  }

  add(
    takerBuys: boolean,
    ticks: number,
    lots: number,
    time: number,
    command: number,
    tid: number,
    buyer: string,
    seller: string,
  ): void {
    const slot = this.total % this.capacity;
    const r = slot * STRIDE;
    this.nums ??= new Float64Array(this.capacity * STRIDE);
    this.takerBuys ??= new Uint8Array(this.capacity);
    const n = this.nums;
    n[r + TICKS] = ticks;
    n[r + LOTS] = lots;
    n[r + TIME] = time;
    n[r + COMMAND] = command;
    n[r + TID] = tid;
    this.takerBuys[slot] = takerBuys ? 1 : 0;
    this.buyers[slot] = buyer;
    this.sellers[slot] = seller;
    if (this.hashes.size > 0) this.hashes.delete(this.total - this.capacity);
    this.total++;
  }

  /** Appends a stored print (one restored from a snapshot). */
  append(t: StoredTrade): void {
    const hash = typeof t.command === 'string' ? t.command : null;
    this.add(
      t.takerBuys,
      t.ticks,
      t.lots,
      t.time,
      hash === null ? (t.command as number) : Number.NaN,
      t.tid,
      t.buyer,
      t.seller,
    );
    if (hash !== null) this.hashes.set(this.total - 1, hash);
  }

  /** The prints numbered `from` (clamped to the oldest held) and after, oldest first. */
  since(from: number): StoredTrade[] {
    const out: StoredTrade[] = [];
    for (let k = Math.max(from, this.total - this.length); k < this.total; k++) out.push(this.print(k));
    return out;
  }

  /** The newest `count` prints, oldest first. */
  newest(count: number): StoredTrade[] {
    return this.since(this.total - count);
  }

  private print(k: number): StoredTrade {
    const slot = k % this.capacity;
    const r = slot * STRIDE;
    const n = this.nums ?? new Float64Array(0);
    const command: CommandRef = this.hashes.get(k) ?? (n[r + COMMAND] as number);
    return {
      coin: this.market.name,
      szDecimals: this.market.szDecimals,
      takerBuys: this.takerBuys?.[slot] === 1,
      ticks: n[r + TICKS] as number,
      lots: n[r + LOTS] as number,
      time: n[r + TIME] as number,
      command,
      tid: n[r + TID] as number,
      buyer: this.buyers[slot] as string,
      seller: this.sellers[slot] as string,
    };
  }
}
