import type { FillDir } from './accounts';
import { type CommandRef, txHash } from './command-hash';
import { type Dec, parseDec, toWire } from './decimal';
import { USD_DECIMALS } from './fees';
import type { FillLiquidation, FillRecord } from './state';

/**
 * A fill as the engine stores it: the exact figures, formatted into the wire `FillRecord` on read
 * (`fillWire`). Every trade writes two of these and most are never read, so the engine neither
 * formats six decimal strings per side nor hashes the command at the fill.
 */
export interface StoredFill {
  readonly coin: string;
  readonly px: Dec;
  readonly sz: Dec;
  readonly isBuy: boolean;
  readonly time: number;
  readonly startPosition: Dec;
  readonly dir: FillDir;
  /** Unrounded; the wire shows it rounded to micro-USDC. */
  readonly closedPnl: Dec;
  /** The wire `hash` is this command's hash. */
  readonly command: CommandRef;
  readonly oid: number;
  readonly crossed: boolean;
  /** Exchange plus builder fee. */
  readonly fee: Dec;
  /** 0 when the order had no builder (then absent on the wire). */
  readonly builderFee: Dec;
  readonly tid: number;
  readonly cloid: `0x${string}` | null;
  readonly liquidation: FillLiquidation | null;
}

/** The wire form (doc §3.8), fields in the order the real server sends them; optional ones only when set. */
export function fillWire(f: StoredFill): FillRecord {
  const w: FillRecord = {
    coin: f.coin,
    px: toWire(f.px),
    sz: toWire(f.sz),
    side: f.isBuy ? 'B' : 'A',
    time: f.time,
    startPosition: toWire(f.startPosition),
    dir: f.dir,
    closedPnl: toWire(f.closedPnl, USD_DECIMALS),
    hash: txHash(f.command),
    oid: f.oid,
    crossed: f.crossed,
    fee: toWire(f.fee),
  } as FillRecord;
  if (f.builderFee !== 0n) w.builderFee = toWire(f.builderFee);
  w.tid = f.tid;
  w.feeToken = 'USDC';
  w.twapId = null;
  if (f.cloid) w.cloid = f.cloid;
  if (f.liquidation) w.liquidation = f.liquidation;
  return w;
}

/** A fill read from a snapshot written when fills were stored in wire form. */
export function storedFromWire(w: FillRecord): StoredFill {
  const dec = (s: string | undefined) => (s === undefined ? 0n : (parseDec(s) ?? 0n));
  return {
    coin: w.coin,
    px: dec(w.px),
    sz: dec(w.sz),
    isBuy: w.side === 'B',
    time: w.time,
    startPosition: dec(w.startPosition),
    dir: w.dir as FillDir,
    closedPnl: dec(w.closedPnl),
    command: w.hash,
    oid: w.oid,
    crossed: w.crossed,
    fee: dec(w.fee),
    builderFee: dec(w.builderFee),
    tid: w.tid,
    cloid: w.cloid ?? null,
    liquidation: w.liquidation ?? null,
  };
}
