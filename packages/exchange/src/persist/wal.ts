import { hash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import type { Command } from '../actions';

/**
 * Write-ahead log of accepted commands: JSON lines `<sha256 prefix> <json>\n`, where the JSON is
 * `{ seq, cmd }`. Each append is fsynced before it returns, so a command is durable before its answer
 * is sent. On recovery a record whose checksum or framing fails is a torn final write: it is dropped
 * and the file truncated there; a bad record followed by good ones is corruption and refuses to start.
 */

export interface WalRecord {
  /** The engine's `seq` after executing the command (snapshots cover records up to their seq). */
  readonly seq: number;
  readonly cmd: Command;
}

function checksum(json: string): string {
  return hash('sha256', json, 'hex').slice(0, 16);
}

export function encodeRecord(rec: WalRecord): string {
  const json = JSON.stringify(rec);
  return `${checksum(json)} ${json}\n`;
}

function decodeLine(line: string): WalRecord | null {
  const sp = line.indexOf(' ');
  if (sp !== 16) return null;
  const json = line.slice(sp + 1);
  if (checksum(json) !== line.slice(0, sp)) return null;
  try {
    return JSON.parse(json) as WalRecord;
  } catch {
    return null;
  }
}

/** Reads every intact record; truncates a torn tail. */
export function readWal(path: string): WalRecord[] {
  if (!existsSync(path)) return [];
  const buf = readFileSync(path);
  const records: WalRecord[] = [];
  let offset = 0;
  while (offset < buf.length) {
    const nl = buf.indexOf(0x0a, offset);
    const rec = nl < 0 ? null : decodeLine(buf.subarray(offset, nl).toString('utf8'));
    if (rec === null) {
      const rest = nl < 0 ? -1 : buf.indexOf(0x0a, nl + 1);
      if (nl >= 0 && rest >= 0) throw new Error(`write-ahead log corrupted at byte ${offset} of ${path}`);
      const fd = openSync(path, 'r+');
      ftruncateSync(fd, offset);
      fsyncSync(fd);
      closeSync(fd);
      break;
    }
    records.push(rec);
    offset = nl + 1;
  }
  return records;
}

export class Wal {
  private fd: number;
  private size: number;

  constructor(readonly path: string) {
    this.fd = openSync(path, 'a');
    this.size = fstatSync(this.fd).size;
  }

  /** The log's length in bytes, including records a previous process wrote. */
  get bytes(): number {
    return this.size;
  }

  append(rec: WalRecord): void {
    const line = encodeRecord(rec);
    writeSync(this.fd, line);
    fsyncSync(this.fd);
    this.size += Buffer.byteLength(line);
  }

  /** Empties the log (after a snapshot covering every record). */
  reset(): void {
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.size = 0;
  }

  close(): void {
    closeSync(this.fd);
  }
}
