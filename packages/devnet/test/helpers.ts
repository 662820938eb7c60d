import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** PORT for a devnet: it and the four ports after it (exchange, three chains) are free. */
export async function freePortBlock(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    const checks = await Promise.all([0, 1, 2, 3, 4].map((offset) => isPortFree(base + offset)));
    if (checks.every(Boolean)) return base;
  }
}

/** Reads until `done` holds or `timeoutMs` passes; answers the last reading. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
