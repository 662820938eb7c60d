import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface SelectOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * Seed 001 §4: the select reports a selection only if the value differs from the current one.
 */
export function shouldReportSelection(current: string | undefined, chosen: string): boolean {
  return current !== chosen;
}

export interface SelectProps<V extends string = string> {
  /** Current value; `undefined` (or a value not among the options) shows the placeholder. */
  value: V | undefined;
  options: readonly SelectOption<V>[];
  /** Called only when the chosen value differs from `value`. */
  onChange: (value: V) => void;
  placeholder?: string;
  'aria-label'?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  id?: string;
  name?: string;
}

/** Dropdown select (Radix Select): opens on click, closes on blur or after a choice. */
export function Select<V extends string = string>({
  value,
  options,
  onChange,
  placeholder,
  'aria-label': ariaLabel,
  disabled,
  size = 'md',
  className,
  id,
  name,
}: SelectProps<V>) {
  const handleValueChange = (chosen: string) => {
    const option = options.find((o) => o.value === chosen);
    if (option && shouldReportSelection(value, option.value)) onChange(option.value);
  };
  return (
    <RadixSelect.Root value={value ?? ''} onValueChange={handleValueChange} disabled={disabled} name={name}>
      <RadixSelect.Trigger
        id={id}
        aria-label={ariaLabel}
        className={cn(
          'inline-flex min-w-0 items-center justify-between gap-2 rounded-[5px] border border-line bg-surface text-fg',
          'transition-colors hover:border-line-strong focus-visible:outline-2 focus-visible:outline-accent',
          'data-[placeholder]:text-faint data-[state=open]:border-accent',
          'disabled:cursor-not-allowed disabled:opacity-50',
          size === 'sm' ? 'h-7 px-2 text-xs' : 'h-8 px-2.5 text-sm',
          className,
        )}
      >
        <span className="truncate">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className="shrink-0 text-muted">
          <ChevronDown size={14} aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)]',
            'overflow-hidden rounded-[5px] border border-line-strong bg-raised text-fg shadow-xl shadow-black/40',
          )}
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex cursor-pointer select-none items-center rounded py-1.5 pr-7 pl-2 text-xs outline-none',
                  'data-[highlighted]:bg-line data-[state=checked]:text-accent-strong',
                  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40',
                )}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute right-2 inline-flex items-center">
                  <Check size={12} aria-hidden />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
