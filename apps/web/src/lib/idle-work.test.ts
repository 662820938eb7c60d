import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWork, releaseIdleWork, whenIdle } from './idle-work';

describe('idle work', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The timer path (as in Safari): the task runs after the timeout once nothing holds it.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    releaseIdleWork('page');
    releaseIdleWork('other');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs when the browser is idle and nothing holds it', () => {
    const task = vi.fn();
    whenIdle(task, 100);
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while a screen holds it, then for the next idle moment after the last release', () => {
    const task = vi.fn();
    holdIdleWork('page');
    holdIdleWork('other');
    whenIdle(task, 100);
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    releaseIdleWork('page');
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    releaseIdleWork('other');
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('is only postponed: a hold nobody releases ends after 5 s', () => {
    const task = vi.fn();
    holdIdleWork('page');
    whenIdle(task, 100);
    vi.advanceTimersByTime(4_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(101);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, held or not', () => {
    const task = vi.fn();
    holdIdleWork('page');
    whenIdle(task, 100)();
    vi.advanceTimersByTime(200);
    releaseIdleWork('page');
    vi.advanceTimersByTime(200);
    whenIdle(task, 100)();
    vi.advanceTimersByTime(200);
    expect(task).not.toHaveBeenCalled();
  });
});
