import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';
import { ControlLabel, type ToggleControlProps, toggleWrapperClass } from './ControlLabel';
import { cn } from './cn';

export interface SwitchProps extends ToggleControlProps {
  /** Put the label before (default) or after the switch. */
  labelPosition?: 'start' | 'end';
}

/** On/off switch with an optional clickable label. */
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
      <RadixSwitch.Root
        id={controlId}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        onCheckedChange={onChange}
        className={cn(
          'relative inline-flex h-4 w-7 shrink-0 items-center rounded-full border border-line-strong bg-line transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
          'data-[state=checked]:border-accent data-[state=checked]:bg-accent disabled:cursor-not-allowed',
        )}
      >
        <RadixSwitch.Thumb className="block size-3 translate-x-px rounded-full bg-fg shadow transition-transform data-[state=checked]:translate-x-[13px]" />
      </RadixSwitch.Root>
      {labelPosition === 'end' && labelNode}
    </div>
  );
}
