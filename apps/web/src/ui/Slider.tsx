import { sliderKeyValue, snapSliderValue } from '@pluto/core';
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
  /** Called with the settled value when a drag ends (pointer up) or a key is released. */
  onCommit?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Clickable quick-pick marks, e.g. [0, 25, 50, 75, 100]. */
  marks?: readonly number[];
  /** Formats the shown value, the mark labels and the value read out by assistive technology. Defaults to `String`. */
  formatValue?: (value: number) => string;
  /** Show the current value to the right of the track. Defaults to true. */
  showValue?: boolean;
  'aria-label'?: string;
  disabled?: boolean;
  className?: string;
}

/*
 * The native thumb's centre travels from half a thumb width to the track's width minus that, so the
 * fill and the marks are laid out in a box inset by half the thumb (size-3.5 = 14 px).
 */
const THUMB_INSET = 'absolute inset-x-[7px]';

/**
 * Single-thumb slider (seed 001 §5) on a native range input: values snap to step and clamp to
 * [min, max] via core `snapSliderValue`; keyboard moves come from core `sliderKeyValue` (page keys
 * move 10 steps). Nothing is measured while it mounts: the fill is a percentage.
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
  const hasMarks = marks !== undefined && marks.length > 0;

  const report = (next: number) => {
    const snapped = snapSliderValue(next, range);
    if (snapped !== value) onChange(snapped);
  };
  const commit = (raw: string) => onCommit?.(snapSliderValue(Number(raw), range));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled || !isSliderKey(event.key)) return;
    // The platform's own stepping differs (page keys, off-grid values): the core rules decide.
    event.preventDefault();
    report(sliderKeyValue(current, event.key, range));
  };

  return (
    <div className={cn('flex items-center gap-3', disabled && 'opacity-50', className)}>
      <div className={cn('relative min-w-0 flex-1', hasMarks && 'pb-4')}>
        <div className="relative flex h-5 items-center">
          <div aria-hidden className={cn(THUMB_INSET, 'pointer-events-none h-1 rounded-full bg-line')}>
            <div className="h-full rounded-full bg-accent" style={{ width: `${percentOf(current)}%` }} />
            {marks?.map((mark) => (
              <span
                key={mark}
                className={cn(
                  'absolute top-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rotate-45 rounded-[1px] border',
                  mark <= current ? 'border-accent bg-accent' : 'border-line-strong bg-panel',
                )}
                style={{ left: `${percentOf(mark)}%` }}
              />
            ))}
          </div>
          <input
            type="range"
            min={min}
            max={max}
            step={step}
            value={current}
            disabled={disabled}
            aria-label={ariaLabel}
            aria-valuetext={formatValue(current)}
            onChange={(event) => report(Number(event.currentTarget.value))}
            onKeyDown={handleKeyDown}
            onKeyUp={(event) => isSliderKey(event.key) && commit(event.currentTarget.value)}
            onPointerUp={(event) => commit(event.currentTarget.value)}
            className={cn(
              'relative m-0 h-5 w-full touch-none appearance-none bg-transparent',
              disabled ? 'cursor-not-allowed' : 'cursor-pointer',
              'focus-visible:outline-none',
              '[&::-webkit-slider-runnable-track]:h-5 [&::-webkit-slider-runnable-track]:bg-transparent',
              '[&::-webkit-slider-thumb]:mt-[3px] [&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none',
              '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-accent',
              '[&::-webkit-slider-thumb]:bg-fg [&::-webkit-slider-thumb]:shadow',
              '[&::-moz-range-track]:bg-transparent',
              '[&::-moz-range-thumb]:box-border [&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:appearance-none',
              '[&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-accent',
              '[&::-moz-range-thumb]:bg-fg [&::-moz-range-thumb]:shadow',
              'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-accent/60',
              'focus-visible:[&::-moz-range-thumb]:ring-2 focus-visible:[&::-moz-range-thumb]:ring-accent/60',
            )}
          />
        </div>
        {hasMarks && (
          <div className={cn(THUMB_INSET, 'bottom-0 h-4')}>
            {marks.map((mark) => (
              <button
                key={mark}
                type="button"
                // The range input is the one tab stop; marks are pointer shortcuts to its values.
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
      {showValue && (
        <output className="w-12 shrink-0 rounded-[4px] border border-line bg-surface px-1.5 py-0.5 text-right font-mono text-fg text-xs tabular-nums">
          {formatValue(current)}
        </output>
      )}
    </div>
  );
}
