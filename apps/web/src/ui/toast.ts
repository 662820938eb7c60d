import { useSyncExternalStore } from 'react';
import { createToastStore, type ToastInput, type ToastItem, type ToastStore } from './toast-store';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Omit<ToastInput, 'duration'>) => void;
}

function handleFor(store: ToastStore, id: string): ToastHandle {
  return { id, dismiss: () => store.dismiss(id), update: (patch) => store.update(id, patch) };
}

/** Main app toaster: one toast visible at a time (seed 000 §4, §9). */
export const toastStore = createToastStore({ limit: 1 });

/** `toast({ title, description, variant })` shows a toast in the main toaster. */
export const toast = Object.assign(
  (input: ToastInput): ToastHandle => handleFor(toastStore, toastStore.add(input)),
  {
    dismiss: (id?: string) => toastStore.dismiss(id),
    store: toastStore,
  },
);

/** Secondary toaster used by spot/admin screens: up to three toasts visible. */
export const notifyStore = createToastStore({ limit: 3 });

/** `notify.success(msg)` / `notify.error(msg)` show a toast in the secondary toaster. */
export const notify = Object.assign(
  (input: ToastInput): ToastHandle => handleFor(notifyStore, notifyStore.add(input)),
  {
    success: (title: string, description?: string): ToastHandle =>
      handleFor(notifyStore, notifyStore.add({ title, description, variant: 'success' })),
    error: (title: string, description?: string): ToastHandle =>
      handleFor(notifyStore, notifyStore.add({ title, description, variant: 'destructive' })),
    info: (title: string, description?: string): ToastHandle =>
      handleFor(notifyStore, notifyStore.add({ title, description, variant: 'default' })),
    dismiss: (id?: string) => notifyStore.dismiss(id),
    store: notifyStore,
  },
);

/** Subscribes a component to a toast store; returns the toasts, newest first (open and dismissed). */
export function useToasts(store: ToastStore): readonly ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot).toasts;
}
