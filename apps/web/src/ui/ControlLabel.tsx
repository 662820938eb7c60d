import type { ReactNode } from 'react';
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

export const toggleWrapperClass = (disabled: boolean | undefined, className: string | undefined) =>
  cn('inline-flex items-center gap-2', disabled && 'opacity-50', className);

/** The clickable text beside a checkbox or switch. */
export function ControlLabel({
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
