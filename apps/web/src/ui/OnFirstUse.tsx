import { type ButtonHTMLAttributes, type ReactNode, Suspense, useState } from 'react';

/** What a first-use trigger button needs: its handlers start the download and mount the real thing. */
export type FirstUseTriggerProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'onKeyDown' | 'onPointerEnter' | 'onFocus'
>;

export interface OnFirstUseProps {
  /** Imports the code of `children` (a lazy component's loader); called early to warm it. */
  load: () => Promise<unknown>;
  /** The plain button shown until first use, and while the code downloads. */
  trigger: (props: FirstUseTriggerProps) => ReactNode;
  /** Mounted on first use, e.g. a menu or popover that opens at once. */
  children: ReactNode;
  /** Keys on the trigger that count as use besides a press (ArrowDown opens a menu). */
  useKeys?: readonly string[];
  /** Called on first use, e.g. to open a controlled popover. */
  onUse?: () => void;
}

/**
 * A menu or popover whose code (Radix, its layers) loads on first use, out of the first load's
 * script: until then its trigger is a plain button; hovering or focusing it starts the download.
 */
export function OnFirstUse({ load, trigger, children, useKeys = [], onUse }: OnFirstUseProps) {
  const [used, setUsed] = useState(false);
  const markUsed = () => {
    setUsed(true);
    onUse?.();
  };
  const placeholder = trigger({
    onClick: markUsed,
    onKeyDown: (event) => {
      if (useKeys.includes(event.key)) markUsed();
    },
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
  });
  if (!used) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
