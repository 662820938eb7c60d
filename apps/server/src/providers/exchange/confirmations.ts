/** Above this many remembered confirmations, the expired ones are dropped. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Yes-answers the exchange gave, remembered for `ttlMs` so a trader's next orders do not ask again
 * (an approval check weighs up to 60 of the server's 1,200 a minute). No-answers are never kept:
 * the user may approve any moment. A confirmation withdrawn on the exchange meanwhile costs at most
 * one refused request, which the exchange refuses in its own words.
 */
export class Confirmations {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** Whether `key` is confirmed: remembered, or asked through `ask` (and remembered if yes). */
  async check(key: string, ask: () => Promise<boolean>): Promise<boolean> {
    const now = this.now();
    if ((this.until.get(key) ?? 0) > now) return true;
    const confirmed = await ask();
    if (confirmed) {
      if (this.until.size >= SWEEP_THRESHOLD) this.sweep(now);
      this.until.set(key, this.now() + this.ttlMs);
    }
    return confirmed;
  }

  private sweep(now: number): void {
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
  }
}
