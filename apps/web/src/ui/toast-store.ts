/**
 * Framework-free toast store (seed 000 §4, §9): each toaster shows at most `limit` toasts (the newest),
 * toasts auto-dismiss after `duration` ms (default 4000) and a dismissed toast is removed from state
 * after `removeDelay` ms (default 1 000 000), so dismissal itself is what hides it.
 */

export type ToastVariant = 'default' | 'success' | 'destructive';

/** Seed 000 §3 entity: id, title, description, variant. */
export interface Toast {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastItem extends Toast {
  /** False once dismissed; the toast stays in state until removed after the removal delay. */
  open: boolean;
  /** Auto-dismiss delay in ms; `Infinity` (or 0 or less) keeps the toast until dismissed. */
  duration: number;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the store's default duration for this toast. */
  duration?: number;
}

export interface ToastState {
  readonly toasts: readonly ToastItem[];
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; id: string; patch: Partial<Omit<ToastItem, 'id'>> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export const EMPTY_TOAST_STATE: ToastState = { toasts: [] };

/**
 * Pure state transition. Toasts are kept newest first; `add` trims to the newest `limit`;
 * `dismiss`/`remove` without an id apply to every toast.
 */
export function toastReducer(state: ToastState, action: ToastAction, limit: number): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, Math.max(0, limit)) };
    case 'update':
      if (!state.toasts.some((t) => t.id === action.id)) return state;
      return {
        toasts: state.toasts.map((t) => (t.id === action.id ? { ...t, ...action.patch, id: t.id } : t)),
      };
    case 'dismiss': {
      const targets = state.toasts.filter((t) => t.open && (action.id === undefined || t.id === action.id));
      if (targets.length === 0) return state;
      return {
        toasts: state.toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)),
      };
    }
    case 'remove': {
      if (action.id === undefined) return state.toasts.length === 0 ? state : EMPTY_TOAST_STATE;
      const toasts = state.toasts.filter((t) => t.id !== action.id);
      return toasts.length === state.toasts.length ? state : { toasts };
    }
  }
}

export interface ToastStoreOptions {
  /** Maximum toasts kept (and shown) at once. */
  limit: number;
  /** Default auto-dismiss delay in ms. Defaults to 4000. */
  duration?: number;
  /** Delay in ms between dismissal and removal from state. Defaults to 1 000 000. */
  removeDelay?: number;
}

export interface ToastStore {
  readonly limit: number;
  readonly duration: number;
  readonly removeDelay: number;
  getSnapshot: () => ToastState;
  subscribe: (listener: () => void) => () => void;
  /** Shows a toast and returns its id. */
  add: (input: ToastInput) => string;
  update: (id: string, patch: Partial<Omit<ToastInput, 'duration'>>) => void;
  /** Closes one toast (or all) and schedules its removal after `removeDelay`. */
  dismiss: (id?: string) => void;
  /** Removes one toast (or all) from state immediately. */
  remove: (id?: string) => void;
  /** Clears all toasts and pending timers (tests, sign-out). */
  reset: () => void;
}

export const TOAST_DURATION_MS = 4000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export function createToastStore({
  limit,
  duration = TOAST_DURATION_MS,
  removeDelay = TOAST_REMOVE_DELAY_MS,
}: ToastStoreOptions): ToastStore {
  let state: ToastState = EMPTY_TOAST_STATE;
  let counter = 0;
  const listeners = new Set<() => void>();
  const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const clearTimer = (timers: Map<string, ReturnType<typeof setTimeout>>, id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) {
      clearTimeout(timer);
      timers.delete(id);
    }
  };

  const dispatch = (action: ToastAction) => {
    const next = toastReducer(state, action, limit);
    if (next === state) return;
    state = next;
    // Drop timers of toasts that left the state (trimmed by the limit or removed).
    const present = new Set(state.toasts.map((t) => t.id));
    for (const timers of [dismissTimers, removeTimers]) {
      for (const id of [...timers.keys()]) if (!present.has(id)) clearTimer(timers, id);
    }
    for (const listener of [...listeners]) listener();
  };

  const scheduleRemoval = (id: string) => {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        dispatch({ type: 'remove', id });
      }, removeDelay),
    );
  };

  const dismiss = (id?: string) => {
    const targets = state.toasts.filter((t) => t.open && (id === undefined || t.id === id));
    dispatch({ type: 'dismiss', id });
    for (const t of targets) {
      clearTimer(dismissTimers, t.id);
      scheduleRemoval(t.id);
    }
  };

  return {
    limit,
    duration,
    removeDelay,
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add: (input) => {
      counter += 1;
      const id = String(counter);
      const toastDuration = input.duration ?? duration;
      dispatch({
        type: 'add',
        toast: {
          id,
          title: input.title,
          description: input.description,
          variant: input.variant ?? 'default',
          open: true,
          duration: toastDuration,
        },
      });
      if (Number.isFinite(toastDuration) && toastDuration > 0 && state.toasts.some((t) => t.id === id)) {
        dismissTimers.set(
          id,
          setTimeout(() => {
            dismissTimers.delete(id);
            dismiss(id);
          }, toastDuration),
        );
      }
      return id;
    },
    update: (id, patch) => dispatch({ type: 'update', id, patch }),
    dismiss,
    remove: (id) => dispatch({ type: 'remove', id }),
    reset: () => {
      for (const timer of [...dismissTimers.values(), ...removeTimers.values()]) clearTimeout(timer);
      dismissTimers.clear();
      removeTimers.clear();
      dispatch({ type: 'remove' });
    },
  };
}
