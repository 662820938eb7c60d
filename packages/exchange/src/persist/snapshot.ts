import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Atomic snapshot file: written to a temp file, fsynced, renamed over the old one, and the directory
 * fsynced, so a crash leaves either the old or the new snapshot, never a partial one.
 */

export function writeSnapshot(path: string, content: string): void {
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

export function readSnapshot(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}
