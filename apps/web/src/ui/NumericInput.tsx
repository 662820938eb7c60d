import { acceptNumericInput } from '@pluto/core';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Adornment, INPUT_CLASSES, type InputSize, inputShellClasses } from './TextInput';

export interface NumericInputProps
  extends Omit<
    ComponentProps<'input'>,
    'prefix' | 'size' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
  > {
  /** The current text (kept as text so partial entries like "1." survive). */
  value: string;
  /** Called with the new text only when core `acceptNumericInput` accepts it. */
  onValueChange: (text: string) => void;
  /** Max decimals; 0 or less accepts positive whole numbers only. Omit to pass raw text on. */
  precision?: number;
  min?: number;
  max?: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
  invalid?: boolean;
  inputSize?: InputSize;
  /** Class for the outer box; `className` goes to the `<input>`. */
  wrapperClassName?: string;
}

/**
 * Numeric text input (seed 001 §5): edits rejected by core `acceptNumericInput` (precision/min/max)
 * are silently ignored, so the field keeps its previous text.
 */
export function NumericInput({
  value,
  onValueChange,
  precision,
  min,
  max,
  prefix,
  suffix,
  invalid = false,
  inputSize = 'md',
  wrapperClassName,
  className,
  disabled,
  ...rest
}: NumericInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (acceptNumericInput(text, { precision, min, max })) onValueChange(text);
  };
  return (
    <div className={cn(inputShellClasses({ invalid, disabled, size: inputSize }), wrapperClassName)}>
      {prefix !== undefined && <Adornment>{prefix}</Adornment>}
      <input
        type="text"
        inputMode={precision !== undefined && precision <= 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={handleChange}
        className={cn(INPUT_CLASSES, 'font-mono tabular-nums', className)}
        {...rest}
      />
      {suffix !== undefined && <Adornment>{suffix}</Adornment>}
    </div>
  );
}
