/**
 * Work a page does when the browser is idle (the wallet layer's preload) waits while a screen still
 * holds it: a screen whose largest content paints only after its data answers (the spot pair page's
 * chart state, issue 25) would otherwise have that download and its evaluation land before the paint.
 */

/** A hold never outlasts this: the idle work is only postponed, never lost. */
const HOLD_MAX_MS = 5_000;

const holds = new Map<string, ReturnType<typeof setTimeout>>();
const waiting = new Set<() => void>();

/** Holds idle work under `key` until `releaseIdleWork(key)` (at most 5 s); taking it again renews it. */
export function holdIdleWork(key: string): void {
  clearTimeout(holds.get(key));
  holds.set(
    key,
    setTimeout(() => releaseIdleWork(key), HOLD_MAX_MS),
  );
}

export function releaseIdleWork(key: string): void {
  const timer = holds.get(key);
  if (timer === undefined) return;
  clearTimeout(timer);
  holds.delete(key);
  if (holds.size > 0) return;
  const resumed = [...waiting];
  waiting.clear();
  for (const resume of resumed) resume();
}

/**
 * Runs `task` when the browser is idle (at the latest `timeoutMs` later; a timer where
 * requestIdleCallback is missing) and no screen holds idle work; returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  let cancelIdle: () => void = () => undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, timeoutMs);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  const run = () => {
    // Held: wait for the release, then for the browser to be idle again.
    if (holds.size > 0) waiting.add(schedule);
    else task();
  };
  schedule();
  return () => {
    waiting.delete(schedule);
    cancelIdle();
  };
}
