import { hash as digest } from 'node:crypto';

/**
 * The command that made a record: its sequence number, hashed only when the record is read
 * (`txHash`), or the hash itself for records restored from snapshots that stored it.
 */
export type CommandRef = number | `0x${string}`;

/**
 * Command hash (fills, trades and ledger entries carry it as their transaction hash): SHA-256 of the
 * command's sequence number, so a replay of the log gives every record the same hash.
 */
export function commandHash(seq: number): `0x${string}` {
  return `0x${digest('sha256', `pluto-devnet:${seq}`, 'hex')}`;
}

/** Enough for the commands behind a full page of fills or trades. */
const MEMO_SIZE = 4096;
const recentHashes = new Map<number, `0x${string}`>();

/** The record's transaction hash; recent seqs are memoised, as one command's records are read together. */
export function txHash(ref: CommandRef): `0x${string}` {
  if (typeof ref === 'string') return ref;
  let h = recentHashes.get(ref);
  if (h === undefined) {
    h = commandHash(ref);
    // Oldest out first (a Map iterates in insertion order).
    if (recentHashes.size >= MEMO_SIZE) recentHashes.delete(recentHashes.keys().next().value as number);
    recentHashes.set(ref, h);
  }
  return h;
}
