import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway data folder under the OS temp dir, created on first use (a suite skipped by a filter
 * leaves nothing behind); `remove` deletes it.
 */
export function temporaryDataDir(label: string): { readonly path: string; remove: () => void } {
  let created: string | undefined;
  return {
    get path() {
      created ??= mkdtempSync(join(tmpdir(), `pluto-devnet-${label}-`));
      return created;
    },
    remove: () => {
      if (created) rmSync(created, { recursive: true, force: true });
    },
  };
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
