import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { cn } from './cn';

export interface DialogButton {
  label: ReactNode;
  onClick?: () => void;
  variant?: ButtonVariant;
  disabled?: boolean;
  loading?: boolean;
  /** Defaults to "button". Use "submit" together with `form` to submit a form inside the dialog. */
  type?: 'button' | 'submit';
  /** id of a form element to submit (only meaningful with type "submit"). */
  form?: string;
}

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Footer buttons, rendered left to right. */
  buttons?: DialogButton[];
  /** Content width; numbers are pixels. Defaults to 400 px, never wider than the viewport minus 2rem. */
  width?: number | string;
  className?: string;
}

/** Generic modal: title, close icon, content and optional footer buttons (seed 001 §2). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  buttons,
  width = 400,
  className,
}: DialogProps) {
  const descriptionProps = description === undefined ? { 'aria-describedby': undefined } : {};
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[1px]" />
        <RadixDialog.Content
          {...descriptionProps}
          style={{ width, maxWidth: 'calc(100vw - 2rem)', maxHeight: 'calc(100dvh - 2rem)' }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-md border border-line bg-panel text-fg shadow-2xl shadow-black/50 outline-none',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-3 border-line border-b px-4 py-3">
            <div className="min-w-0">
              <RadixDialog.Title className="font-semibold text-fg text-sm leading-5">
                {title}
              </RadixDialog.Title>
              {description !== undefined && (
                <RadixDialog.Description className="mt-0.5 text-muted text-xs">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className={cn(
                '-mr-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-muted transition-colors',
                'hover:bg-raised hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
              )}
            >
              <X size={14} aria-hidden />
            </RadixDialog.Close>
          </div>
          {children !== undefined && (
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3 text-sm">{children}</div>
          )}
          {buttons !== undefined && buttons.length > 0 && (
            <div className="flex justify-end gap-2 border-line border-t px-4 py-3">
              {buttons.map((button, index) => (
                <Button
                  // biome-ignore lint/suspicious/noArrayIndexKey: footer buttons are a static, ordered list
                  key={index}
                  variant={button.variant ?? 'primary'}
                  disabled={button.disabled}
                  loading={button.loading}
                  type={button.type ?? 'button'}
                  form={button.form}
                  onClick={button.onClick}
                  className="min-w-20"
                >
                  {button.label}
                </Button>
              ))}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
