import { sliderKeyValue, snapSliderValue } from '@pluto/core';
import { Slider as RadixSlider } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { cn } from './cn';

type SliderKey = Parameters<typeof sliderKeyValue>[1];

const SLIDER_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
] satisfies readonly SliderKey[];

function isSliderKey(key: string): key is SliderKey {
  return SLIDER_KEYS.includes(key);
}

export interface SliderProps {
  value: number;
  /** Called with the snapped, clamped value, only when it differs from `value`. */
  onChange: (value: number) => void;
  /** Called when a pointer drag ends (Radix onValueCommit). */
  onCommit?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Clickable quick-pick marks, e.g. [0, 25, 50, 75, 100]. */
  marks?: readonly number[];
  /** Formats the shown value and mark labels. Defaults to `String`. */
  formatValue?: (value: number) => string;
  /** Show the current value to the right of the track. Defaults to true. */
  showValue?: boolean;
  'aria-label'?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Single-thumb slider (seed 001 §5): values snap to step and clamp to [min, max] via core
 * `snapSliderValue`; keyboard moves come from core `sliderKeyValue` (page keys move 10 steps).
 */
export function Slider({
  value,
  onChange,
  onCommit,
  min = 0,
  max = 100,
  step = 1,
  marks,
  formatValue = String,
  showValue = true,
  'aria-label': ariaLabel,
  disabled = false,
  className,
}: SliderProps) {
  const range = { min, max, step };
  const current = snapSliderValue(value, range);
  const span = max - min;
  const percentOf = (v: number) => (span > 0 ? ((snapSliderValue(v, range) - min) / span) * 100 : 0);

  const report = (next: number) => {
    const snapped = snapSliderValue(next, range);
    if (snapped !== value) onChange(snapped);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (disabled || !isSliderKey(event.key)) return;
    // Prevent Radix's own stepping: the core rules decide the next value.
    event.preventDefault();
    report(sliderKeyValue(current, event.key, range));
  };

  return (
    <div className={cn('flex items-center gap-3', disabled && 'opacity-50', className)}>
      <div className={cn('min-w-0 flex-1', marks && marks.length > 0 && 'pb-4')}>
        <div className="relative">
          <RadixSlider.Root
            value={[current]}
            min={min}
            max={max}
            step={step}
            disabled={disabled}
            onKeyDown={handleKeyDown}
            onValueChange={(values) => {
              const [next] = values;
              if (next !== undefined) report(next);
            }}
            onValueCommit={(values) => {
              const [next] = values;
              if (next !== undefined && onCommit) onCommit(snapSliderValue(next, range));
            }}
            className={cn(
              'relative flex h-5 w-full touch-none select-none items-center',
              disabled ? 'cursor-not-allowed' : 'cursor-pointer',
            )}
          >
            <RadixSlider.Track className="relative h-1 grow overflow-hidden rounded-full bg-line">
              <RadixSlider.Range className="absolute h-full bg-accent" />
            </RadixSlider.Track>
            {marks?.map((mark) => (
              <span
                key={mark}
                aria-hidden
                className={cn(
                  'pointer-events-none absolute size-2 -translate-x-1/2 rotate-45 rounded-[1px] border',
                  mark <= current ? 'border-accent bg-accent' : 'border-line-strong bg-panel',
                )}
                style={{ left: `${percentOf(mark)}%` }}
              />
            ))}
            <RadixSlider.Thumb
              aria-label={ariaLabel}
              className={cn(
                'relative z-10 block size-3.5 rounded-full border-2 border-accent bg-fg shadow',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              )}
            />
          </RadixSlider.Root>
          {marks && marks.length > 0 && (
            <div className="absolute inset-x-0 top-full h-4">
              {marks.map((mark) => (
                <button
                  key={mark}
                  type="button"
                  tabIndex={-1}
                  disabled={disabled}
                  onClick={() => report(mark)}
                  className={cn(
                    'absolute top-0 -translate-x-1/2 px-0.5 text-[10px] leading-4 transition-colors',
                    'text-faint hover:text-fg disabled:cursor-not-allowed',
                    snapSliderValue(mark, range) === current && 'text-fg',
                  )}
                  style={{ left: `${percentOf(mark)}%` }}
                >
                  {formatValue(mark)}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
      {showValue && (
        <output className="w-12 shrink-0 rounded-[4px] border border-line bg-surface px-1.5 py-0.5 text-right font-mono text-fg text-xs tabular-nums">
          {formatValue(current)}
        </output>
      )}
    </div>
  );
}
