import { Check } from 'lucide-react';
import { ToggleControl, type ToggleControlProps } from './ToggleControl';

export type CheckboxProps = ToggleControlProps;

/** Checkbox with an optional clickable label; toggling reports the new state (seed 001 §4). */
export function Checkbox(props: CheckboxProps) {
  return (
    <ToggleControl
      {...props}
      labelPosition="end"
      frameClassName="size-3.5"
      inputClassName="size-3.5 rounded-[3px] bg-surface hover:border-faint"
      indicator={
        <Check
          size={10}
          strokeWidth={3.5}
          aria-hidden
          className="pointer-events-none absolute inset-0 m-auto hidden text-white peer-checked:block"
        />
      }
    />
  );
}
