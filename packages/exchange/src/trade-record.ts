import { type CommandRef, txHash } from './command-hash';
import { type Dec, dec, toWire } from './decimal';
import type { TradeRecord } from './state';

/**
 * A trade print as the engine stores it: the exact figures and the command's seq, formatted into the
 * wire `TradeRecord` on read (`tradeWire`). Most prints are never read, so the fill path neither
 * formats decimals nor hashes for them.
 */
export interface StoredTrade {
  readonly coin: string;
  /** The taker's side (the wire `side`). */
  readonly takerBuys: boolean;
  readonly px: Dec;
  readonly sz: Dec;
  readonly time: number;
  readonly command: CommandRef;
  readonly tid: number;
  readonly buyer: string;
  readonly seller: string;
}

/** The wire form (`recentTrades`, WS `trades`), fields in the order the real server sends them. */
export function tradeWire(t: StoredTrade): TradeRecord {
  return {
    coin: t.coin,
    side: t.takerBuys ? 'B' : 'A',
    px: toWire(t.px),
    sz: toWire(t.sz),
    time: t.time,
    hash: txHash(t.command),
    tid: t.tid,
    users: [t.buyer as `0x${string}`, t.seller as `0x${string}`],
  };
}

/** A trade read from a snapshot written when trades were stored in wire form. */
export function storedTradeFromWire(w: TradeRecord): StoredTrade {
  return {
    coin: w.coin,
    takerBuys: w.side === 'B',
    px: dec(w.px),
    sz: dec(w.sz),
    time: w.time,
    command: w.hash,
    tid: w.tid,
    buyer: w.users[0],
    seller: w.users[1],
  };
}
