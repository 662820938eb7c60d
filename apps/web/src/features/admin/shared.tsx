import { adminErrorText, getChainById, SUPPORTED_CHAINS } from '@pluto/core';
import { Search } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Badge, notify, type SelectOption, TextInput } from '../../ui';
import { Dialog } from '../../ui/Dialog';

/** Every supported chain as 'Name (SHORT)', the dialogs' chain choices (seed 002 §2.6). */
export const CHAIN_OPTIONS: readonly SelectOption[] = SUPPORTED_CHAINS.map((chain) => ({
  value: String(chain.chainId),
  label: `${chain.name} (${chain.shortName.toUpperCase()})`,
}));

/** A chain's short-name badge, or 'Chain {id}' when the catalogue does not know it. */
export function ChainBadge({ chainId }: { chainId: number }) {
  const chain = getChainById(chainId);
  return <Badge tone="neutral">{chain ? chain.shortName.toUpperCase() : `Chain ${chainId}`}</Badge>;
}

/** A labelled form field with its hint or error underneath. */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={htmlFor} className="text-muted text-xs">
        {label}
      </label>
      {children}
      {error ? (
        <p role="alert" className="text-down text-xs">
          {error}
        </p>
      ) : (
        hint && <p className="text-[11px] text-muted">{hint}</p>
      )}
    </div>
  );
}

export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}) {
  return (
    <TextInput
      value={value}
      onValueChange={onChange}
      placeholder={placeholder}
      aria-label={placeholder}
      prefix={<Search size={14} className="text-muted" />}
      wrapperClassName="w-full sm:max-w-xs"
      inputSize="sm"
    />
  );
}

/** A failed call's notice (seed 002 §8): the server's text or the fallback, 'Unauthorized' as 'Admin access required'. */
export function notifyFailure(error: unknown, fallback: string, kind: 'pair' | 'other' = 'other') {
  const message = error instanceof Error ? error.message : undefined;
  notify.error(adminErrorText(message, fallback, kind));
}

/** Deleting fails as a destructive notice titled 'Error' (seed 002 §8). */
export function notifyDeleteFailure(error: unknown, fallback: string) {
  const message = error instanceof Error ? error.message : undefined;
  notify.error('Error', adminErrorText(message, fallback));
}

export function ConfirmDeleteDialog({
  open,
  title,
  children,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      width={420}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: onCancel },
        { label: 'Delete', variant: 'destructive', onClick: onConfirm, loading: busy, disabled: busy },
      ]}
    >
      <div className="px-4 py-3 text-fg text-sm">{children}</div>
    </Dialog>
  );
}

/** The loading and empty rows of an admin list, and the sentinel that loads the next page. */
export function ListFooter({
  sentinel,
  loadingMore,
}: {
  sentinel: RefObject<HTMLDivElement | null>;
  loadingMore: boolean;
}) {
  return (
    <div ref={sentinel} className="flex h-8 items-center justify-center text-muted text-xs">
      {loadingMore ? 'Loading more...' : null}
    </div>
  );
}
