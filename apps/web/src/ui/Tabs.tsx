import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Optional count badge, e.g. the number of open orders. */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  tabs: readonly TabItem<V>[];
  /** Controlled value. Leave undefined and use `defaultValue` for uncontrolled use. */
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  'aria-label'?: string;
  /** Extra content at the right end of the tab bar (filters, actions). */
  actions?: ReactNode;
  /** Panels, usually `<TabPanel value=...>` elements. */
  children?: ReactNode;
  className?: string;
  listClassName?: string;
}

/** Dense underline tabs with a horizontally scrollable bar (Radix Tabs). */
export function Tabs<V extends string = string>({
  tabs,
  value,
  defaultValue,
  onValueChange,
  'aria-label': ariaLabel,
  actions,
  children,
  className,
  listClassName,
}: TabsProps<V>) {
  const handleChange = (next: string) => {
    const tab = tabs.find((t) => t.value === next);
    if (tab && onValueChange) onValueChange(tab.value);
  };
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? tabs.find((t) => !t.disabled)?.value : undefined)}
      onValueChange={handleChange}
      className={cn('flex min-w-0 flex-col', className)}
    >
      <div className="flex min-w-0 items-center border-line border-b">
        <RadixTabs.List
          aria-label={ariaLabel}
          className={cn(
            'flex min-w-0 flex-1 items-stretch overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
            listClassName,
          )}
        >
          {tabs.map((tab) => (
            <RadixTabs.Trigger
              key={tab.value}
              value={tab.value}
              disabled={tab.disabled}
              className={cn(
                'relative -mb-px inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap border-transparent border-b-2 px-3',
                'font-medium text-muted text-xs transition-colors hover:text-fg',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
                'data-[state=active]:border-accent data-[state=active]:text-fg',
                'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:text-muted',
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span className="rounded-[3px] bg-raised px-1 font-mono text-[10px] text-muted tabular-nums leading-4">
                  {tab.count}
                </span>
              )}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {actions !== undefined && <div className="flex shrink-0 items-center gap-2 px-2">{actions}</div>}
      </div>
      {children}
    </RadixTabs.Root>
  );
}

export interface TabPanelProps {
  value: string;
  children?: ReactNode;
  className?: string;
  /** Keep the panel mounted while inactive (hidden), e.g. to preserve scroll or state. */
  forceMount?: boolean;
}

/** Content for one tab; place inside `<Tabs>`. */
export function TabPanel({ value, children, className, forceMount }: TabPanelProps) {
  return (
    <RadixTabs.Content
      value={value}
      forceMount={forceMount ? true : undefined}
      className={cn('min-h-0 outline-none data-[state=inactive]:hidden', className)}
    >
      {children}
    </RadixTabs.Content>
  );
}
