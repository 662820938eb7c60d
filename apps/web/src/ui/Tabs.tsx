import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from 'react';
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

interface TabsContextValue {
  selected: string | undefined;
  idFor: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

/** Keys that move focus between tabs, and where each one goes among the enabled tabs. */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Dense underline tabs with a horizontally scrollable bar, after the WAI-ARIA tabs pattern: one tab
 * stop (roving tabindex), arrows / Home / End move over the enabled tabs and select the focused one.
 * Plain elements on purpose: nothing here measures layout while the screen mounts.
 */
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
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(
    () => defaultValue ?? tabs.find((t) => !t.disabled)?.value,
  );
  const selected = value ?? uncontrolled;
  const enabled = tabs.filter((t) => !t.disabled);
  // The tab stop: the selected tab, or the first enabled one when the selection is not an enabled tab.
  const tabStop = enabled.some((t) => t.value === selected) ? selected : enabled[0]?.value;
  const idFor = (part: 'tab' | 'panel', tabValue: string) => `${baseId}-${part}-${tabValue}`;

  const select = (next: V) => {
    if (next === selected) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = FOCUS_MOVES[event.key];
    const index = enabled.findIndex((t) => idFor('tab', t.value) === (event.target as HTMLElement).id);
    if (!move || index < 0) return;
    event.preventDefault();
    const target = enabled[move(index, enabled.length)];
    if (!target) return;
    document.getElementById(idFor('tab', target.value))?.focus();
    select(target.value);
  };

  return (
    <TabsContext.Provider value={{ selected, idFor }}>
      <div className={cn('flex min-w-0 flex-col', className)}>
        <div className="flex min-w-0 items-center border-line border-b">
          <div
            role="tablist"
            aria-label={ariaLabel}
            aria-orientation="horizontal"
            onKeyDown={handleKeyDown}
            className={cn(
              'flex min-w-0 flex-1 items-stretch overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
              listClassName,
            )}
          >
            {tabs.map((tab) => {
              const active = tab.value === selected;
              return (
                <button
                  key={tab.value}
                  type="button"
                  role="tab"
                  id={idFor('tab', tab.value)}
                  aria-selected={active}
                  aria-controls={idFor('panel', tab.value)}
                  tabIndex={tab.value === tabStop ? 0 : -1}
                  disabled={tab.disabled}
                  onClick={() => select(tab.value)}
                  className={cn(
                    'relative -mb-px inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 px-3',
                    'font-medium text-xs transition-colors',
                    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
                    active ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
                    'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:text-muted',
                  )}
                >
                  {tab.label}
                  {tab.count !== undefined && (
                    <span className="rounded-[3px] bg-raised px-1 font-mono text-[10px] text-muted tabular-nums leading-4">
                      {tab.count}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          {actions !== undefined && <div className="flex shrink-0 items-center gap-2 px-2">{actions}</div>}
        </div>
        {children}
      </div>
    </TabsContext.Provider>
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
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('TabPanel must be placed inside Tabs');
  const active = tabs.selected === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor('panel', value)}
      aria-labelledby={tabs.idFor('tab', value)}
      hidden={!active}
      className={cn('min-h-0', className)}
    >
      {children}
    </div>
  );
}
