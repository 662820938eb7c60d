import { Check } from 'lucide-react';
import { useId } from 'react';
import { ControlLabel, type ToggleControlProps, toggleWrapperClass } from './ControlLabel';
import { cn } from './cn';

export type CheckboxProps = ToggleControlProps;

/**
 * Checkbox with an optional clickable label; toggling reports the new state (seed 001 §4). A native
 * input keeps the keyboard and accessibility behaviour of the platform without measuring hooks that
 * force a layout while the order form mounts.
 */
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
      <span className="relative inline-flex size-3.5 shrink-0">
        <input
          type="checkbox"
          id={controlId}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-label={ariaLabel}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className={cn(
            'peer m-0 size-3.5 cursor-pointer appearance-none rounded-[3px] border border-line-strong bg-surface',
            'transition-colors hover:border-faint focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            'checked:border-accent checked:bg-accent disabled:cursor-not-allowed',
          )}
        />
        <Check
          size={10}
          strokeWidth={3.5}
          aria-hidden
          className="pointer-events-none absolute inset-0 m-auto hidden text-white peer-checked:block"
        />
      </span>
      {label !== undefined && (
        <ControlLabel htmlFor={controlId} disabled={disabled}>
          {label}
        </ControlLabel>
      )}
    </div>
  );
}
