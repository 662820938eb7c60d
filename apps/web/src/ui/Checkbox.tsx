import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface CheckboxProps {
  checked: boolean;
  /** Receives the new checked state after a toggle. */
  onChange: (checked: boolean) => void;
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/** Checkbox with an optional clickable label; toggling reports the new state (seed 001 §4). */
export function Checkbox({
  checked,
  onChange,
  label,
  'aria-label': ariaLabel,
  disabled,
  id,
  name,
  className,
}: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <div className={cn('inline-flex items-center gap-2', disabled && 'opacity-50', className)}>
      <RadixCheckbox.Root
        id={controlId}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        onCheckedChange={(next) => onChange(next === true)}
        className={cn(
          'inline-flex size-3.5 shrink-0 items-center justify-center rounded-[3px] border border-line-strong bg-surface',
          'transition-colors hover:border-faint focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
          'data-[state=checked]:border-accent data-[state=checked]:bg-accent disabled:cursor-not-allowed',
        )}
      >
        <RadixCheckbox.Indicator className="text-white">
          <Check size={10} strokeWidth={3.5} aria-hidden />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {label !== undefined && (
        <label
          htmlFor={controlId}
          className={cn('select-none text-muted text-xs', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
        >
          {label}
        </label>
      )}
    </div>
  );
}
