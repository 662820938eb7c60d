/** Treasury launch, 2025-10-31 00:00 UTC (seed 002 §9); also baked into the downloadable timer page. */
export const TREASURY_LAUNCH_AT_MS = Date.UTC(2025, 9, 31, 0, 0, 0);

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole days, hours, minutes and seconds left until `targetMs`; all zeros once passed.
 * Must stay self-contained (only language built-ins, no imports, constants or helpers): the
 * download-timer page embeds it in a standalone HTML file via `countdownParts.toString()`.
 */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const remainingMs = targetMs - nowMs;
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.floor(remainingMs / 1000) : 0;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** Two-digit clock field ('7' becomes '07'); self-contained for the same reason as `countdownParts`. */
export function padTwo(n: number): string {
  return Number.isFinite(n) && n > 0 ? String(Math.floor(n)).padStart(2, '0') : '00';
}

/** Whether the treasury has launched (the page then says it is live instead of counting down). */
export function isTreasuryLive(nowMs: number): boolean {
  return nowMs >= TREASURY_LAUNCH_AT_MS;
}

/** "October 31, 2025 · 00:00 UTC" for the launch instant (the treasury page and the timer file). */
export function formatLaunchUtc(ms: number): string {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
  const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' }).format(ms);
  return `${date} · ${time} UTC`;
}
