import { WEIGHT_WINDOW_MS } from './request-weight';

/** Spent entries are compacted away once this many have piled up at the front. */
const COMPACT_AFTER = 1024;

/**
 * A sliding window of spent weight: `capacity` may be spent in any `windowMs`, all at once if the
 * spender likes, and weight spent at time t is free again at t + windowMs. Memory is one entry per
 * spend still inside the window (at most `capacity` entries when every spend weighs at least 1).
 */
export class WeightWindow {
  private readonly times: number[] = [];
  private readonly weights: number[] = [];
  /** Index of the oldest spend still inside the window. */
  private head = 0;
  private total = 0;

  constructor(
    readonly capacity: number,
    readonly windowMs: number = WEIGHT_WINDOW_MS,
  ) {}

  /** The weight spent in the window ending at `now`. */
  used(now: number): number {
    this.expire(now);
    return this.total;
  }

  /** Spends `weight` if it fits in the window ending at `now`; answers whether it did. */
  tryTake(weight: number, now: number): boolean {
    if (this.used(now) + weight > this.capacity) return false;
    this.add(weight, now);
    return true;
  }

  /** Spends `weight` whether or not it fits (weight known only after the fact). */
  add(weight: number, now: number): void {
    if (weight <= 0) return;
    this.times.push(now);
    this.weights.push(weight);
    this.total += weight;
  }

  /** The earliest time from `now` at which `weight` fits; Infinity when it exceeds the capacity. */
  fitsAt(weight: number, now: number): number {
    if (weight > this.capacity) return Number.POSITIVE_INFINITY;
    let excess = this.used(now) + weight - this.capacity;
    if (excess <= 0) return now;
    // Spends free up oldest first; the window holds more than `excess`, as weight ≤ capacity.
    let index = this.head;
    while (excess > 0) excess -= this.weights[index++] as number;
    return (this.times[index - 1] as number) + this.windowMs;
  }

  private expire(now: number): void {
    const cutoff = now - this.windowMs;
    while (this.head < this.times.length && (this.times[this.head] as number) <= cutoff) {
      this.total -= this.weights[this.head] as number;
      this.head++;
    }
    if (this.head >= COMPACT_AFTER && this.head * 2 >= this.times.length) {
      this.times.splice(0, this.head);
      this.weights.splice(0, this.head);
      this.head = 0;
    }
  }
}
