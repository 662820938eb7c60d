import { CircleCheck, CircleExclamationPoint, X } from 'lucide-react';
import { cn } from './cn';
import { notifyStore, toastStore, useToasts } from './toast';
import type { ToastItem, ToastStore } from './toast-store';

const VARIANT_CLASSES: Record<ToastItem['variant'], string> = {
  default: 'border-line-strong bg-raised text-fg',
  success: 'border-line-strong bg-raised text-fg',
  destructive: 'border-down bg-down text-white',
};

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const Icon =
    item.variant === 'success' ? CircleCheck : item.variant === 'destructive' ? CircleExclamationPoint : null;
  return (
    <li
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={item.variant}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-2.5 rounded-md border p-3 shadow-xl shadow-black/40',
        VARIANT_CLASSES[item.variant],
      )}
    >
      {Icon && (
        <Icon
          size={16}
          aria-hidden
          className={cn('mt-px shrink-0', item.variant === 'success' ? 'text-up' : 'text-white')}
        />
      )}
      <div className="min-w-0 flex-1">
        {item.title && <div className="font-semibold text-sm leading-5">{item.title}</div>}
        {item.description && (
          <div
            className={cn(
              'break-words text-xs',
              item.variant === 'destructive' ? 'text-white/90' : 'text-muted',
              item.title && 'mt-0.5',
            )}
          >
            {item.description}
          </div>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={onDismiss}
        className={cn(
          '-mt-0.5 -mr-1 inline-flex size-5 shrink-0 items-center justify-center rounded opacity-70 transition-opacity',
          'hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-accent',
        )}
      >
        <X size={14} aria-hidden />
      </button>
    </li>
  );
}

function ToastList({ store, label }: { store: ToastStore; label: string }) {
  const visible = useToasts(store).filter((t) => t.open);
  return (
    <ol aria-label={label} aria-live="polite" className="flex flex-col gap-2 sm:flex-col-reverse">
      {visible.map((item) => (
        <ToastCard key={item.id} item={item} onDismiss={() => store.dismiss(item.id)} />
      ))}
    </ol>
  );
}

export interface ToasterProps {
  /** Defaults to the main `toast` store (limit 1). */
  store?: ToastStore;
  /** Defaults to the secondary `notify` store (limit 3). Pass null to render only the main toaster. */
  secondaryStore?: ToastStore | null;
}

/**
 * Renders both toasters: bottom-right on desktop, top of the screen on mobile.
 * Mount once near the app root.
 */
export function Toaster({ store = toastStore, secondaryStore = notifyStore }: ToasterProps) {
  return (
    <section
      aria-label="Notifications"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-3',
        'sm:top-auto sm:bottom-0 sm:left-auto sm:w-[380px] sm:flex-col-reverse sm:p-4',
      )}
    >
      <ToastList store={store} label="Notifications" />
      {secondaryStore && <ToastList store={secondaryStore} label="Updates" />}
    </section>
  );
}
