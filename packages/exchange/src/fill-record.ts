import { closedPnl, fillDir } from './accounts';
import { type CommandRef, txHash } from './command-hash';
import { type Dec, parseDec, toWire } from './decimal';
import { USD_DECIMALS } from './fees';
import type { FillLiquidation, FillRecord } from './state';
import { lotsToDec, lotUnit, MICRO_USD, ticksToDec, tickUnit, toUnits } from './units';

/**
 * A fill as the engine stores it: the market's integer units and the command's seq, formatted into
 * the wire `FillRecord` on read (`fillWire`). Every trade writes two of these and most are never read,
 * so the engine neither formats decimal strings, nor hashes the command, nor computes the closed PnL
 * at the fill: the record keeps the position and entry price the fill started from instead.
 */
export interface StoredFill {
  readonly coin: string;
  readonly szDecimals: number;
  /** Price in ticks and size in lots of the market. */
  readonly ticks: number;
  readonly lots: number;
  readonly isBuy: boolean;
  readonly time: number;
  /** The position before the fill in lots, and its entry price when the fill closes (`closedPnl` is measured from it). */
  readonly startLots: number;
  readonly entryPx: Dec;
  /** Only on fills restored from snapshots that stored it (else computed on read), unrounded. */
  readonly closedPnl: Dec | null;
  /** The wire `hash` is this command's hash. */
  readonly command: CommandRef;
  readonly oid: number;
  readonly crossed: boolean;
  /** Exchange plus builder fee, micro-USD. */
  readonly fee: number;
  /** Micro-USD; 0 when the order had no builder (then absent on the wire). */
  readonly builderFee: number;
  readonly tid: number;
  readonly cloid: `0x${string}` | null;
  readonly liquidation: FillLiquidation | null;
}

export function fillPx(f: StoredFill): Dec {
  return ticksToDec(f.ticks, f.szDecimals);
}

export function fillSz(f: StoredFill): Dec {
  return lotsToDec(f.lots, f.szDecimals);
}

/** px × sz. */
export function fillNtl(f: StoredFill): Dec {
  return BigInt(f.lots) * BigInt(f.ticks) * MICRO_USD;
}

const usd = (micro: number): Dec => BigInt(micro) * MICRO_USD;

/** The wire form (doc §3.8), fields in the order the real server sends them; optional ones only when set. */
export function fillWire(f: StoredFill): FillRecord {
  const w: FillRecord = {
    coin: f.coin,
    px: toWire(fillPx(f)),
    sz: toWire(fillSz(f)),
    side: f.isBuy ? 'B' : 'A',
    time: f.time,
    startPosition: toWire(lotsToDec(f.startLots, f.szDecimals)),
    dir: fillDir(f.startLots, f.isBuy, f.lots),
    closedPnl: toWire(f.closedPnl ?? closedPnl(f), USD_DECIMALS),
    hash: txHash(f.command),
    oid: f.oid,
    crossed: f.crossed,
    fee: toWire(usd(f.fee)),
  } as FillRecord;
  if (f.builderFee !== 0) w.builderFee = toWire(usd(f.builderFee));
  w.tid = f.tid;
  w.feeToken = 'USDC';
  w.twapId = null;
  if (f.cloid) w.cloid = f.cloid;
  if (f.liquidation) w.liquidation = f.liquidation;
  return w;
}

/** The exact figures of a fill as snapshots stored them before fills were kept in integer units. */
export interface DecFigures {
  readonly px: Dec;
  readonly sz: Dec;
  readonly startPosition: Dec;
  readonly closedPnl: Dec;
  readonly fee: Dec;
  readonly builderFee: Dec;
}

/**
 * A fill from the exact figures older snapshots stored (the fill's price and sizes are on its market's
 * grid; fees are whole micro-USD), keeping its closed PnL as stored.
 */
export function storedFromFigures(
  f: Omit<StoredFill, keyof DecFigures | 'szDecimals' | 'ticks' | 'lots' | 'startLots' | 'entryPx'> &
    DecFigures,
  szDecimals: number,
): StoredFill {
  const lot = lotUnit(szDecimals);
  return {
    coin: f.coin,
    szDecimals,
    ticks: toUnits(f.px, tickUnit(szDecimals)),
    lots: toUnits(f.sz, lot),
    isBuy: f.isBuy,
    time: f.time,
    startLots: toUnits(f.startPosition, lot),
    entryPx: 0n,
    closedPnl: f.closedPnl,
    command: f.command,
    oid: f.oid,
    crossed: f.crossed,
    fee: Number(f.fee / MICRO_USD),
    builderFee: Number(f.builderFee / MICRO_USD),
    tid: f.tid,
    cloid: f.cloid,
    liquidation: f.liquidation,
  };
}

/** A fill read from a snapshot written when fills were stored in wire form. */
export function storedFromWire(w: FillRecord, szDecimals: number): StoredFill {
  const dec = (s: string | undefined) => (s === undefined ? 0n : (parseDec(s) ?? 0n));
  return storedFromFigures(
    {
      coin: w.coin,
      px: dec(w.px),
      sz: dec(w.sz),
      isBuy: w.side === 'B',
      time: w.time,
      startPosition: dec(w.startPosition),
      closedPnl: dec(w.closedPnl),
      command: w.hash,
      oid: w.oid,
      crossed: w.crossed,
      fee: dec(w.fee),
      builderFee: dec(w.builderFee),
      tid: w.tid,
      cloid: w.cloid ?? null,
      liquidation: w.liquidation ?? null,
    },
    szDecimals,
  );
}
