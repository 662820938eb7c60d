import { type CommandRef, txHash } from './command-hash';
import { type Dec, dec, toWire } from './decimal';
import type { TradeRecord } from './state';
import { lotsToDec, lotUnit, ticksToDec, tickUnit, toUnits } from './units';

/**
 * A trade print as the engine stores it: the market's integer units and the command's seq, formatted
 * into the wire `TradeRecord` on read (`tradeWire`). Most prints are never read, so the fill path
 * neither formats decimals nor hashes for them.
 */
export interface StoredTrade {
  readonly coin: string;
  readonly szDecimals: number;
  /** The taker's side (the wire `side`). */
  readonly takerBuys: boolean;
  /** Price in ticks and size in lots of the market. */
  readonly ticks: number;
  readonly lots: number;
  readonly time: number;
  readonly command: CommandRef;
  readonly tid: number;
  readonly buyer: string;
  readonly seller: string;
}

export function tradePx(t: StoredTrade): Dec {
  return ticksToDec(t.ticks, t.szDecimals);
}

export function tradeSz(t: StoredTrade): Dec {
  return lotsToDec(t.lots, t.szDecimals);
}

/** The wire form (`recentTrades`, WS `trades`), fields in the order the real server sends them. */
export function tradeWire(t: StoredTrade): TradeRecord {
  return {
    coin: t.coin,
    side: t.takerBuys ? 'B' : 'A',
    px: toWire(tradePx(t)),
    sz: toWire(tradeSz(t)),
    time: t.time,
    hash: txHash(t.command),
    tid: t.tid,
    users: [t.buyer as `0x${string}`, t.seller as `0x${string}`],
  };
}

/** A trade print as older snapshots stored it: exact `Dec` figures, or wire strings. */
export type LegacyTrade = Omit<StoredTrade, 'szDecimals' | 'ticks' | 'lots'> & {
  readonly px: Dec;
  readonly sz: Dec;
};

/** A trade read from a snapshot written before prints were kept in integer units (the book's grid). */
export function storedTradeFromFigures(t: LegacyTrade, szDecimals: number): StoredTrade {
  return {
    coin: t.coin,
    szDecimals,
    takerBuys: t.takerBuys,
    ticks: toUnits(t.px, tickUnit(szDecimals)),
    lots: toUnits(t.sz, lotUnit(szDecimals)),
    time: t.time,
    command: t.command,
    tid: t.tid,
    buyer: t.buyer,
    seller: t.seller,
  };
}

/** A trade read from a snapshot written when trades were stored in wire form. */
export function storedTradeFromWire(w: TradeRecord, szDecimals: number): StoredTrade {
  return storedTradeFromFigures(
    {
      coin: w.coin,
      takerBuys: w.side === 'B',
      px: dec(w.px),
      sz: dec(w.sz),
      time: w.time,
      command: w.hash,
      tid: w.tid,
      buyer: w.users[0],
      seller: w.users[1],
    },
    szDecimals,
  );
}
