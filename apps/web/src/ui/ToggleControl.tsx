import { type ReactNode, useId } from 'react';
import { cn } from './cn';

/** Props shared by the on/off controls (checkbox, switch). */
export interface ToggleControlProps {
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

/** How a checkbox or switch draws itself around the same native input. */
export interface ToggleLook {
  /** `switch` for an on/off switch (the input then carries role=switch). */
  role?: 'switch';
  /** Put the label before or after the control. */
  labelPosition: 'start' | 'end';
  /** Size of the control's box. */
  frameClassName: string;
  /** The input's own look (shape, colours, checked state). */
  inputClassName: string;
  /** Drawn over the input (a check mark, a thumb), reacting to it through `peer-checked:`. */
  indicator: ReactNode;
}

/**
 * A checkbox or switch with its optional clickable label: a native checkbox, so Space, label clicks,
 * forms and accessibility come from the platform, and nothing is measured while it mounts.
 */
export function ToggleControl({
  checked,
  onChange,
  label,
  'aria-label': ariaLabel,
  disabled,
  id,
  name,
  className,
  role,
  labelPosition,
  frameClassName,
  inputClassName,
  indicator,
}: ToggleControlProps & ToggleLook) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const labelNode =
    label === undefined ? null : (
      <ControlLabel htmlFor={controlId} disabled={disabled}>
        {label}
      </ControlLabel>
    );
  return (
    <div className={cn('inline-flex items-center gap-2', disabled && 'opacity-50', className)}>
      {labelPosition === 'start' && labelNode}
      <span className={cn('relative inline-flex shrink-0', frameClassName)}>
        <input
          type="checkbox"
          role={role}
          aria-checked={role === 'switch' ? checked : undefined}
          id={controlId}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-label={ariaLabel}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className={cn(
            'peer m-0 cursor-pointer appearance-none border border-line-strong transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            'checked:border-accent checked:bg-accent disabled:cursor-not-allowed',
            inputClassName,
          )}
        />
        {indicator}
      </span>
      {labelPosition === 'end' && labelNode}
    </div>
  );
}

/** The clickable text beside a checkbox or switch. */
function ControlLabel({
  htmlFor,
  disabled,
  children,
}: {
  htmlFor: string;
  disabled: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('select-none text-muted text-xs', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
    >
      {children}
    </label>
  );
}
