import { describe, expect, it } from 'vitest';
import { FakeClock, flush } from '../../testing/fake-clock';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, BudgetWaitExpired, RequestBudget } from './request-budget';

const WINDOW = 60_000;

function track(promise: Promise<void>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(
    () => {
      state.settled = true;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

describe('RequestBudget', () => {
  it('lets a burst within the budget through at once and queues the rest in order until weight frees', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ weightPerMinute: 10, windowMs: WINDOW, clock });
    const far = 10 * WINDOW;
    const first = [track(budget.acquire(6, far)), track(budget.acquire(4, far))];
    const second = track(budget.acquire(5, far));
    const third = track(budget.acquire(1, far));
    await flush();
    expect(first.map((s) => s.settled)).toEqual([true, true]);
    expect([second.settled, third.settled]).toEqual([false, false]);
    expect(budget.waiting).toBe(2);
    // Answered at 5 s: counted from then on, so free again a minute after the answers.
    clock.time = 5_000;
    budget.release(6, true);
    budget.release(4, true);
    await clock.advance(WINDOW - 1);
    expect(second.settled).toBe(false);
    await clock.advance(1);
    expect([second.settled, third.settled]).toEqual([true, true]);
    expect(second.error).toBeUndefined();
  });

  it('does not count a request the exchange refused with a 429', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ weightPerMinute: 10, windowMs: WINDOW, clock });
    await budget.acquire(10, 1);
    const next = track(budget.acquire(10, 10 * WINDOW));
    await flush();
    expect(next.settled).toBe(false);
    budget.release(10, false);
    await flush();
    expect(next).toEqual({ settled: true, error: undefined });
  });

  it('rejects a waiter at its deadline and lets the next one go', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ weightPerMinute: 10, windowMs: WINDOW, clock });
    await budget.acquire(10, 1);
    budget.release(10, true);
    const late = track(budget.acquire(5, 2_000));
    const patient = track(budget.acquire(5, 10 * WINDOW));
    await clock.advance(2_000);
    expect(late.error).toBeInstanceOf(BudgetWaitExpired);
    expect(budget.waiting).toBe(1);
    await clock.advance(WINDOW - 2_000);
    expect(patient).toEqual({ settled: true, error: undefined });
  });

  it('counts weight charged after the fact', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ weightPerMinute: 30, windowMs: WINDOW, clock });
    await budget.acquire(20, 1);
    budget.release(20, true);
    budget.charge(10);
    const next = track(budget.acquire(2, 10 * WINDOW));
    await flush();
    expect(next.settled).toBe(false);
  });

  it('pauses everyone after a 429: for the retry hint, else exponentially longer with jitter', async () => {
    const clock = new FakeClock();
    let random = 0;
    const budget = new RequestBudget({
      weightPerMinute: 1200,
      windowMs: WINDOW,
      clock,
      random: () => random,
    });
    expect(budget.rateLimited(3_000, clock.time)).toBe(3_000);
    const held = track(budget.acquire(1, 10 * WINDOW));
    await clock.advance(2_999);
    expect(held.settled).toBe(false);
    await clock.advance(1);
    expect(held.settled).toBe(true);

    // Without a hint: half the step at least, the whole step at most, the step doubling per 429 in
    // a row (the hinted one counted), up to the cap.
    expect(budget.rateLimited(null, clock.time)).toBe(BACKOFF_BASE_MS);
    random = 0.999_999;
    expect(budget.rateLimited(null, clock.time)).toBeCloseTo(BACKOFF_BASE_MS * 4, 0);
    random = 0;
    expect(budget.rateLimited(null, clock.time)).toBe(BACKOFF_BASE_MS * 4);
    for (let i = 0; i < 20; i++) budget.rateLimited(null, clock.time);
    expect(budget.rateLimited(null, clock.time)).toBe(BACKOFF_CAP_MS / 2);
    budget.succeeded();
    expect(budget.rateLimited(null, clock.time)).toBe(BACKOFF_BASE_MS / 2);
  });

  it('lengthens the backoff once per burst: 429s of requests sent before the last one wait it out', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ weightPerMinute: 1200, windowMs: WINDOW, clock, random: () => 0 });
    clock.time = 10;
    expect(budget.rateLimited(null, 0)).toBe(BACKOFF_BASE_MS / 2);
    clock.time = 12;
    expect(budget.rateLimited(null, 0)).toBe(BACKOFF_BASE_MS / 2 - 2);
    clock.time = 300;
    expect(budget.rateLimited(null, 290)).toBe(BACKOFF_BASE_MS);
  });

  it('has spare weight for optional requests only while half the budget stays free and nobody queues', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ weightPerMinute: 100, windowMs: WINDOW, clock });
    expect(budget.hasSpare(50)).toBe(true);
    expect(budget.hasSpare(51)).toBe(false);
    await budget.acquire(30, 1);
    expect(budget.hasSpare(20)).toBe(true);
    expect(budget.hasSpare(21)).toBe(false);
    budget.release(30, true);
    await budget.acquire(70, 1);
    const queued = track(budget.acquire(10, 10 * WINDOW));
    budget.release(70, true);
    await flush();
    expect(queued.settled).toBe(false);
    expect(budget.hasSpare(1)).toBe(false);
  });

  it('rejects with the abort reason when the caller gives up', async () => {
    const clock = new FakeClock();
    const budget = new RequestBudget({ weightPerMinute: 1, windowMs: WINDOW, clock });
    await budget.acquire(1, 1);
    const controller = new AbortController();
    const waiting = track(budget.acquire(1, 10 * WINDOW, controller.signal));
    controller.abort(new Error('gone'));
    await flush();
    expect((waiting.error as Error).message).toBe('gone');
    expect(budget.waiting).toBe(0);
  });
});
