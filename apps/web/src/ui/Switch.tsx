import { ToggleControl, type ToggleControlProps } from './ToggleControl';

export interface SwitchProps extends ToggleControlProps {
  /** Put the label before (default) or after the switch. */
  labelPosition?: 'start' | 'end';
}

/** On/off switch with an optional clickable label (a native checkbox with the switch role). */
export function Switch({ labelPosition = 'start', ...props }: SwitchProps) {
  return (
    <ToggleControl
      {...props}
      role="switch"
      labelPosition={labelPosition}
      frameClassName="h-4 w-7"
      inputClassName="h-4 w-7 rounded-full bg-line"
      indicator={
        <span
          aria-hidden
          className="pointer-events-none absolute top-0.5 left-0.5 block size-3 rounded-full bg-fg shadow transition-transform peer-checked:translate-x-3"
        />
      }
    />
  );
}
