import { afterEach, beforeEach } from 'vitest';
import { toast } from '../../ui';

export const usdc = (whole: number) => BigInt(Math.round(whole * 1_000_000));

interface SeenToast {
  title?: string;
  description?: string;
  variant: string;
}

/** Every toast shown during each test, oldest first (the toaster itself keeps only the newest). */
export function recordToasts() {
  const seen = new Map<string, SeenToast>();
  let unsubscribe = () => {};
  beforeEach(() => {
    seen.clear();
    unsubscribe = toast.store.subscribe(() => {
      for (const item of toast.store.getSnapshot().toasts) {
        seen.set(item.id, { title: item.title, description: item.description, variant: item.variant });
      }
    });
  });
  afterEach(() => {
    unsubscribe();
    toast.dismiss();
  });
  return {
    titles: () => [...seen.values()].map((item) => item.title),
    last: () => [...seen.values()].at(-1),
  };
}
