import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, type ToastItem, toastReducer } from './toast-store';

const titles = (toasts: readonly ToastItem[]) => toasts.map((t) => t.title);

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to a 4000 ms duration and a 1 000 000 ms removal delay', () => {
    const store = createToastStore({ limit: 1 });
    expect(store.duration).toBe(4000);
    expect(store.removeDelay).toBe(1_000_000);
  });

  it('keeps only the newest `limit` toasts, newest first', () => {
    const store = createToastStore({ limit: 3 });
    for (const title of ['a', 'b', 'c', 'd']) store.add({ title });
    expect(titles(store.getSnapshot().toasts)).toEqual(['d', 'c', 'b']);

    const single = createToastStore({ limit: 1 });
    single.add({ title: 'first' });
    single.add({ title: 'second' });
    expect(titles(single.getSnapshot().toasts)).toEqual(['second']);
  });

  it('stores the entity fields with the default variant', () => {
    const store = createToastStore({ limit: 1 });
    const id = store.add({ title: 'Deposit Pending', description: 'Waiting for confirmation' });
    expect(store.getSnapshot().toasts).toEqual([
      {
        id,
        title: 'Deposit Pending',
        description: 'Waiting for confirmation',
        variant: 'default',
        open: true,
        duration: 4000,
      },
    ]);
  });

  it('auto-dismisses at 4000 ms but keeps the toast until the removal delay passes', () => {
    const store = createToastStore({ limit: 1 });
    const id = store.add({ title: 'hello' });
    vi.advanceTimersByTime(3999);
    expect(store.getSnapshot().toasts[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().toasts).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(1_000_000 - 1);
    expect(store.getSnapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().toasts).toEqual([]);
  });

  it('honours a per-toast duration and never auto-dismisses an infinite one', () => {
    const store = createToastStore({ limit: 3 });
    store.add({ title: 'quick', duration: 1000 });
    store.add({ title: 'sticky', duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(1000);
    const open = store
      .getSnapshot()
      .toasts.filter((t) => t.open)
      .map((t) => t.title);
    expect(open).toEqual(['sticky']);
    vi.advanceTimersByTime(10_000_000);
    expect(titles(store.getSnapshot().toasts)).toEqual(['sticky']);
  });

  it('dismisses one toast by id and removes it after the removal delay', () => {
    const store = createToastStore({ limit: 3 });
    const a = store.add({ title: 'a' });
    const b = store.add({ title: 'b' });
    store.dismiss(a);
    expect(store.getSnapshot().toasts.map((t) => [t.id, t.open])).toEqual([
      [b, true],
      [a, false],
    ]);
    vi.advanceTimersByTime(1_000_000);
    // b auto-dismissed at 4000 ms, so it is still waiting for its own removal.
    expect(store.getSnapshot().toasts.map((t) => [t.id, t.open])).toEqual([[b, false]]);
    vi.advanceTimersByTime(4000);
    expect(store.getSnapshot().toasts).toEqual([]);
  });

  it('dismiss without an id closes every toast', () => {
    const store = createToastStore({ limit: 3 });
    store.add({ title: 'a' });
    store.add({ title: 'b' });
    store.dismiss();
    expect(store.getSnapshot().toasts.every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(1_000_000);
    expect(store.getSnapshot().toasts).toEqual([]);
  });

  it('notifies subscribers on changes and stops after unsubscribe', () => {
    const store = createToastStore({ limit: 1 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add({ title: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    store.dismiss(id); // already closed: no change, no notification
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add({ title: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a trimmed toast does not come back and its timers do not fire on the newer toast', () => {
    const store = createToastStore({ limit: 1 });
    store.add({ title: 'old' });
    vi.advanceTimersByTime(3000);
    const fresh = store.add({ title: 'new' });
    vi.advanceTimersByTime(1000); // the old toast's auto-dismiss time
    expect(store.getSnapshot().toasts).toMatchObject([{ id: fresh, open: true }]);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot().toasts).toMatchObject([{ id: fresh, open: false }]);
  });

  it('update changes text of an existing toast and reset clears everything', () => {
    const store = createToastStore({ limit: 1 });
    const id = store.add({ title: 'Deposit Pending' });
    store.update(id, { title: 'Deposit Successful' });
    expect(titles(store.getSnapshot().toasts)).toEqual(['Deposit Successful']);
    store.reset();
    expect(store.getSnapshot().toasts).toEqual([]);
    vi.advanceTimersByTime(2_000_000);
    expect(store.getSnapshot().toasts).toEqual([]);
  });
});

describe('toastReducer', () => {
  const item = (id: string, open = true): ToastItem => ({ id, variant: 'default', open, duration: 4000 });

  it('returns the same state object when nothing changes', () => {
    const state = { toasts: [item('1', false)] };
    expect(toastReducer(state, { type: 'dismiss', id: '1' }, 3)).toBe(state);
    expect(toastReducer(state, { type: 'remove', id: 'missing' }, 3)).toBe(state);
    expect(toastReducer(state, { type: 'update', id: 'missing', patch: { title: 'x' } }, 3)).toBe(state);
  });

  it('add trims to the limit and remove drops by id', () => {
    let state = { toasts: [item('1'), item('2')] as readonly ToastItem[] };
    state = toastReducer(state, { type: 'add', toast: item('3') }, 2);
    expect(state.toasts.map((t) => t.id)).toEqual(['3', '1']);
    state = toastReducer(state, { type: 'remove', id: '1' }, 2);
    expect(state.toasts.map((t) => t.id)).toEqual(['3']);
  });
});
