import { IP_WEIGHT_PER_MINUTE, WEIGHT_WINDOW_MS, WeightWindow } from '@pluto/core';

/** The timers the budget waits with (tests hand in a fake clock). */
export interface BudgetClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const SYSTEM_CLOCK: BudgetClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** First pause after a 429 without a retry hint; doubled per 429 in a row, up to the cap. */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 30_000;
/** The share of the budget optional requests may use (`hasSpare`). */
export const SPARE_SHARE = 0.5;

export interface RequestBudgetOptions {
  /** Weight this client may spend in any minute: Hyperliquid's per-IP 1,200 unless told. */
  weightPerMinute?: number;
  /** The exchange's window (60 s); tests shorten it. */
  windowMs?: number;
  clock?: BudgetClock;
  /** Jitter's randomness in [0, 1). */
  random?: () => number;
}

/** Why a request gave up waiting for the budget (the caller turns it into a clear error). */
export class BudgetWaitExpired extends Error {
  constructor() {
    super('the request waited for the exchange budget past its deadline');
    this.name = 'BudgetWaitExpired';
  }
}

interface Waiter {
  readonly weight: number;
  readonly resolve: () => void;
  readonly reject: (reason: unknown) => void;
  /** Clears the waiter's deadline timer and abort listener. */
  settle(): void;
}

/**
 * The server's share of Hyperliquid's per-IP request weight: requests wait their turn (first come,
 * first served) until their weight fits in the sliding window, and everyone pauses after a 429 —
 * for the exchange's retry hint when it gives one, else exponentially longer per 429 in a row, with
 * jitter so instances sharing an address do not retry in step. A waiter past its deadline is
 * dropped from the queue and rejected with `BudgetWaitExpired`; nothing sent is ever dropped.
 */
export class RequestBudget {
  private readonly window: WeightWindow;
  private readonly clock: BudgetClock;
  private readonly random: () => number;
  private readonly queue: Waiter[] = [];
  /**
   * Weight of requests sent and not yet answered. The exchange counts a request when it arrives,
   * somewhere between its sending and its answer; counting it in the window from its answer on means
   * this client never believes weight is free before the exchange does, however slow the way.
   */
  private inFlight = 0;
  private pausedUntil = 0;
  private rateLimitedInARow = 0;
  /** When the last 429 was taken in: 429s of requests sent before it belong to the same burst. */
  private lastRateLimitAt = Number.NEGATIVE_INFINITY;
  private wakeUp: { at: number; handle: unknown } | null = null;

  constructor(options: RequestBudgetOptions = {}) {
    this.window = new WeightWindow(
      options.weightPerMinute ?? IP_WEIGHT_PER_MINUTE,
      options.windowMs ?? WEIGHT_WINDOW_MS,
    );
    this.clock = options.clock ?? SYSTEM_CLOCK;
    this.random = options.random ?? Math.random;
  }

  /**
   * Whether a request nobody waits for (a page's market list) may spend `weight` now: only while
   * nothing queues and at least half the budget would stay free for trading.
   */
  hasSpare(weight: number): boolean {
    const spent = this.window.used(this.clock.now()) + this.inFlight + weight;
    return this.queue.length === 0 && spent <= this.window.capacity * SPARE_SHARE;
  }

  /** Requests waiting for the budget. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Resolves once `weight` fits, for a request about to be sent (then in flight until `release`);
   * rejects with `BudgetWaitExpired` at `deadline` (a time on the budget's clock) or with the
   * signal's reason.
   */
  acquire(weight: number, deadline: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const expire = () => this.drop(waiter, new BudgetWaitExpired());
      const abort = () => this.drop(waiter, signal?.reason);
      const timer = this.clock.setTimeout(expire, Math.max(0, deadline - this.clock.now()));
      signal?.addEventListener('abort', abort, { once: true });
      const waiter: Waiter = {
        weight,
        resolve,
        reject,
        settle: () => {
          this.clock.clearTimeout(timer);
          signal?.removeEventListener('abort', abort);
        },
      };
      this.queue.push(waiter);
      this.pump();
    });
  }

  /**
   * The request of `weight` was answered: counted in the window from now, unless the exchange
   * refused it with a 429 (refusals cost nothing).
   */
  release(weight: number, counted: boolean): void {
    this.inFlight -= weight;
    if (counted) this.window.add(weight, this.clock.now());
    this.pump();
  }

  /** Weight an answer added after the fact (history answers pay per item). */
  charge(weight: number): void {
    this.window.add(weight, this.clock.now());
  }

  /** A request went through: the next 429 starts the backoff afresh. */
  succeeded(): void {
    this.rateLimitedInARow = 0;
  }

  /** The time on the budget's clock, for callers to say when they sent a request. */
  now(): number {
    return this.clock.now();
  }

  /**
   * The exchange answered 429 to a request sent at `sentAt`: nobody sends for `retryAfterMs` (its
   * hint) or the next backoff step. A request sent before the previous 429 came back is part of the
   * same burst: it waits out that pause without lengthening the next. Answers the pause in ms.
   */
  rateLimited(retryAfterMs: number | null, sentAt: number): number {
    const now = this.clock.now();
    const sameBurst = sentAt < this.lastRateLimitAt;
    if (sameBurst && retryAfterMs === null) return Math.max(0, this.pausedUntil - now);
    let pause = retryAfterMs ?? 0;
    if (retryAfterMs === null) {
      const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** this.rateLimitedInARow);
      // Equal jitter: at least half the step, so a retry never comes straight back.
      pause = step / 2 + this.random() * (step / 2);
    }
    if (!sameBurst) this.rateLimitedInARow++;
    this.lastRateLimitAt = now;
    this.pausedUntil = Math.max(this.pausedUntil, now + pause);
    this.pump();
    return pause;
  }

  private drop(waiter: Waiter, reason: unknown): void {
    const index = this.queue.indexOf(waiter);
    if (index < 0) return;
    this.queue.splice(index, 1);
    waiter.settle();
    waiter.reject(reason);
    // The head may have changed: it may fit now, or need another wake-up.
    this.pump();
  }

  /** Lets waiters through in order while their weight fits; else wakes up when the head's will. */
  private pump(): void {
    for (let head = this.queue[0]; head; head = this.queue[0]) {
      const now = this.clock.now();
      // Infinity while the weight in flight keeps it from fitting: the next release pumps again.
      const readyAt = Math.max(this.pausedUntil, this.window.fitsAt(head.weight + this.inFlight, now));
      if (readyAt > now) {
        this.sleepUntil(readyAt);
        return;
      }
      this.queue.shift();
      this.inFlight += head.weight;
      head.settle();
      head.resolve();
    }
    this.sleepUntil(null);
  }

  private sleepUntil(at: number | null): void {
    if (this.wakeUp && this.wakeUp.at === at) return;
    if (this.wakeUp) this.clock.clearTimeout(this.wakeUp.handle);
    this.wakeUp = null;
    // A weight above the whole budget never fits: its waiter's deadline rejects it.
    if (at === null || at === Number.POSITIVE_INFINITY) return;
    const handle = this.clock.setTimeout(
      () => {
        this.wakeUp = null;
        this.pump();
      },
      Math.max(0, at - this.clock.now()),
    );
    this.wakeUp = { at, handle };
  }
}
