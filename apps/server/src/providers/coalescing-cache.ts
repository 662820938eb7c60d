interface Entry<Value> {
  value: Value;
  expiresAt: number;
}

/**
 * Answers per key for `ttlMs`, and lets concurrent misses of one key share a single load: a thousand
 * browsers asking for the same price cost one upstream call per key and period. A failed load is not
 * kept, so the next request tries again. Bounded by `maxEntries` (oldest first out).
 */
export class CoalescingCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private readonly loading = new Map<string, Promise<Value>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return Promise.resolve(entry.value);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const started = load().then(
      (value) => {
        this.loading.delete(key);
        this.entries.delete(key);
        this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
        if (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, started);
    return started;
  }
}
