import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { MinuteRecord } from '../market/market-data';

/**
 * Live candle minutes (see market/market-data.ts): one JSON line `{"seq":n,"m":[minute…]}` appended
 * and fsynced each time the service snapshots the engine, where `seq` is the engine seq the minutes
 * cover. On restart the history is regenerated from `market.json` and these minutes re-applied; trades
 * of replayed commands above the last `seq` are applied again. A torn last line is ignored.
 */

export interface MarketGenesis {
  readonly seed: number;
  readonly genesis: number;
  readonly historyDays: number;
}

export function readGenesis(path: string): MarketGenesis | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as MarketGenesis) : null;
}

export function writeGenesis(path: string, g: MarketGenesis): void {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, JSON.stringify(g));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function readCandleLog(path: string): { seq: number; minutes: MinuteRecord[] } {
  if (!existsSync(path)) return { seq: 0, minutes: [] };
  let seq = 0;
  const minutes: MinuteRecord[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line === '') continue;
    let rec: { seq: number; m: MinuteRecord[] };
    try {
      rec = JSON.parse(line) as { seq: number; m: MinuteRecord[] };
    } catch {
      continue; // a torn write (crash mid-append): the lines after it are intact
    }
    seq = rec.seq;
    for (const m of rec.m) minutes.push(m);
  }
  return { seq, minutes };
}

export class CandleLog {
  private readonly fd: number;

  constructor(path: string) {
    this.fd = openSync(path, 'a');
  }

  append(seq: number, minutes: readonly MinuteRecord[]): void {
    writeSync(this.fd, `${JSON.stringify({ seq, m: minutes })}\n`);
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }
}
