import type { Context, MiddlewareHandler } from 'hono';

const WINDOW_MS = 60_000;
/** Above this many tracked keys, keys with nothing in the last minute are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

/**
 * A sliding one-minute window per key, in memory: a key may make `perMinute` requests in any 60 s,
 * all at once if it likes (the burst is the whole minute's allowance), then one more each time its
 * oldest counted request turns a minute old. Only allowed requests are remembered, so memory is at
 * most the requests allowed in the last minute. With several server instances each enforces its
 * own share; that is enough to blunt floods, not an exact quota.
 */
export class RateLimiter {
  /** Per key, the times of the requests allowed in the last minute, oldest first. */
  readonly #allowedAt = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; answers the seconds to wait when the key is over its limit, else null. */
  hit(key: string): number | null {
    const now = this.now();
    let times = this.#allowedAt.get(key);
    if (!times) {
      if (this.#allowedAt.size >= SWEEP_THRESHOLD) this.#sweep(now);
      times = [];
      this.#allowedAt.set(key, times);
    }
    while (times.length > 0 && (times[0] as number) <= now - WINDOW_MS) times.shift();
    if (times.length < this.perMinute) {
      times.push(now);
      return null;
    }
    return Math.max(1, Math.ceil(((times[0] as number) + WINDOW_MS - now) / 1000));
  }

  #sweep(now: number): void {
    for (const [key, times] of this.#allowedAt) {
      const newest = times.at(-1);
      if (newest === undefined || newest <= now - WINDOW_MS) this.#allowedAt.delete(key);
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
