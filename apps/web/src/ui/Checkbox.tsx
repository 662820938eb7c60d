import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId } from 'react';
import { ControlLabel, type ToggleControlProps, toggleWrapperClass } from './ControlLabel';
import { cn } from './cn';

export type CheckboxProps = ToggleControlProps;

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
    <div className={toggleWrapperClass(disabled, className)}>
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
        <ControlLabel htmlFor={controlId} disabled={disabled}>
          {label}
        </ControlLabel>
      )}
    </div>
  );
}
