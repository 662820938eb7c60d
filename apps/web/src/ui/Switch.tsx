import { useId } from 'react';
import { ControlLabel, type ToggleControlProps, toggleWrapperClass } from './ControlLabel';
import { cn } from './cn';

export interface SwitchProps extends ToggleControlProps {
  /** Put the label before (default) or after the switch. */
  labelPosition?: 'start' | 'end';
}

/**
 * On/off switch with an optional clickable label: a native checkbox with the switch role, so Space,
 * label clicks, forms and the checked state come from the platform without any script of ours.
 */
export function Switch({
  checked,
  onChange,
  label,
  'aria-label': ariaLabel,
  disabled,
  id,
  name,
  labelPosition = 'start',
  className,
}: SwitchProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const labelNode =
    label === undefined ? null : (
      <ControlLabel htmlFor={controlId} disabled={disabled}>
        {label}
      </ControlLabel>
    );
  return (
    <div className={toggleWrapperClass(disabled, className)}>
      {labelPosition === 'start' && labelNode}
      <span className="relative inline-flex h-4 w-7 shrink-0">
        <input
          type="checkbox"
          role="switch"
          id={controlId}
          name={name}
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          aria-label={ariaLabel}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className={cn(
            'peer m-0 h-4 w-7 cursor-pointer appearance-none rounded-full border border-line-strong bg-line transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            'checked:border-accent checked:bg-accent disabled:cursor-not-allowed',
          )}
        />
        <span
          aria-hidden
          className="pointer-events-none absolute top-0.5 left-0.5 block size-3 rounded-full bg-fg shadow transition-transform peer-checked:translate-x-3"
        />
      </span>
      {labelPosition === 'end' && labelNode}
    </div>
  );
}
