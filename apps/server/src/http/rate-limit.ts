import type { Context, MiddlewareHandler } from 'hono';

const WINDOW_MS = 60_000;
/** Above this many tracked keys, finished windows are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed one-minute windows per key, in memory. With several server instances each enforces its own
 * share; that is enough to blunt floods, not an exact quota.
 */
export class RateLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; answers the seconds to wait when the key is over its limit, else null. */
  hit(key: string): number | null {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      if (this.#windows.size >= SWEEP_THRESHOLD) this.#sweep(now);
      window = { startedAt: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.perMinute) return null;
    return Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000));
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.startedAt >= WINDOW_MS) this.#windows.delete(key);
    }
  }
}

/** Answers 429 `{error}` once the request's key (null: not limited) is over its limit. */
export function rateLimit(limiter: RateLimiter, keyOf: (c: Context) => string | null): MiddlewareHandler {
  return async (c, next) => {
    const key = keyOf(c);
    const retryAfter = key === null ? null : limiter.hit(key);
    if (retryAfter !== null) {
      c.header('Retry-After', String(retryAfter));
      return c.json({ error: 'Too many requests, please try again later' }, 429);
    }
    await next();
  };
}
