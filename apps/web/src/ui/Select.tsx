import { ChevronDown } from 'lucide-react';
import { cn } from './cn';

export interface SelectOption<V extends string = string> {
  value: V;
  /** Plain text: a native option shows text only. */
  label: string;
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

/** The option value that stands for "nothing chosen yet"; never a real option's value. */
const NO_SELECTION = '';

/**
 * Dropdown select on a native `<select>`: the platform's picker (a sheet on phones), keyboard and
 * type-ahead, styled dense and dark to match the other controls.
 */
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
  const chosen = options.find((o) => o.value === value);
  const handleChange = (next: string) => {
    const option = options.find((o) => o.value === next);
    if (option && shouldReportSelection(value, option.value)) onChange(option.value);
  };
  return (
    <span className={cn('relative inline-flex min-w-0', className)}>
      <select
        id={id}
        name={name}
        aria-label={ariaLabel}
        disabled={disabled}
        value={chosen ? chosen.value : NO_SELECTION}
        onChange={(event) => handleChange(event.currentTarget.value)}
        className={cn(
          'w-full min-w-0 cursor-pointer appearance-none truncate rounded-[5px] border border-line bg-surface text-fg [color-scheme:dark]',
          'transition-colors hover:border-line-strong focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent',
          'disabled:cursor-not-allowed disabled:opacity-50',
          '[&>option]:bg-raised [&>option]:text-fg',
          !chosen && 'text-faint',
          size === 'sm' ? 'h-7 pr-6 pl-2 text-xs' : 'h-8 pr-7 pl-2.5 text-sm',
        )}
      >
        {/* Without a matching option a native select would show its first one as if chosen. */}
        {!chosen && (
          <option value={NO_SELECTION} disabled hidden>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        size={14}
        aria-hidden
        className={cn(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted',
          size === 'sm' ? 'right-1.5' : 'right-2',
        )}
      />
    </span>
  );
}
