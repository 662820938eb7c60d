import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export type InputSize = 'sm' | 'md';

export interface TextInputProps extends Omit<ComponentProps<'input'>, 'prefix' | 'size'> {
  /** Adornment before the text (label, icon or unit). */
  prefix?: ReactNode;
  /** Adornment after the text (unit, max button...). */
  suffix?: ReactNode;
  /** Receives the new text on every change (alongside the native onChange). */
  onValueChange?: (text: string) => void;
  /** Marks the field invalid (red border, aria-invalid). */
  invalid?: boolean;
  inputSize?: InputSize;
  /** Class for the outer box; `className` goes to the `<input>`. */
  wrapperClassName?: string;
}

/** Classes for the bordered box that hosts the input and its adornments. */
export function inputShellClasses(options: {
  invalid?: boolean;
  disabled?: boolean;
  size?: InputSize;
}): string {
  return cn(
    'flex min-w-0 items-center gap-1.5 rounded-[5px] border bg-surface text-fg transition-colors',
    'focus-within:border-accent hover:border-line-strong',
    options.size === 'sm' ? 'h-7 px-2 text-xs' : 'h-8 px-2.5 text-sm',
    options.invalid ? 'border-down/70 focus-within:border-down' : 'border-line',
    options.disabled && 'cursor-not-allowed opacity-50',
  );
}

export const INPUT_CLASSES =
  'h-full min-w-0 flex-1 bg-transparent text-inherit outline-none placeholder:text-faint disabled:cursor-not-allowed';

export function Adornment({ children }: { children: ReactNode }) {
  return <span className="flex shrink-0 items-center text-muted text-xs">{children}</span>;
}

/** Plain text input with optional prefix/suffix adornments. */
export function TextInput({
  prefix,
  suffix,
  onValueChange,
  onChange,
  invalid = false,
  inputSize = 'md',
  wrapperClassName,
  className,
  disabled,
  type = 'text',
  ...rest
}: TextInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <div className={cn(inputShellClasses({ invalid, disabled, size: inputSize }), wrapperClassName)}>
      {prefix !== undefined && <Adornment>{prefix}</Adornment>}
      <input
        type={type}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={handleChange}
        className={cn(INPUT_CLASSES, className)}
        {...rest}
      />
      {suffix !== undefined && <Adornment>{suffix}</Adornment>}
    </div>
  );
}
