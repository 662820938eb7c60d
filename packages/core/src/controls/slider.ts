/** Slider value rules (seed 001 §5): snap to step, clamp to range, page keys move 10 steps. */
export interface SliderRange {
  min?: number;
  max?: number;
  step?: number;
}

export type SliderKey =
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'PageUp'
  | 'PageDown'
  | 'Home'
  | 'End';

const PAGE_STEPS = 10;

/** Fills defaults; a non-positive or non-finite step falls back to 1 and an inverted max to min. */
function resolveRange(range: SliderRange = {}): { min: number; max: number; step: number } {
  const min = range.min ?? 0;
  const step = range.step !== undefined && range.step > 0 && Number.isFinite(range.step) ? range.step : 1;
  return { min, max: Math.max(min, range.max ?? 100), step };
}

/** Decimal places of a number as written, including exponent forms such as 1e-7. */
function decimalPlaces(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(100, Math.max(0, fraction - Number(exponent)));
}

/** Rounds away binary noise such as 0.1 * 3 = 0.30000000000000004. */
function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

export function snapSliderValue(value: number, range?: SliderRange): number {
  const { min, max, step } = resolveRange(range);
  const decimals = Math.max(decimalPlaces(step), decimalPlaces(min));
  const clamped = Number.isNaN(value) ? min : Math.min(max, Math.max(min, value));
  let snapped = roundTo(min + Math.round((clamped - min) / step) * step, decimals);
  // When max is not on the step grid, the last reachable value is the step below it.
  if (snapped > max) snapped = roundTo(snapped - step, decimals);
  return snapped;
}

export function sliderPageStep(range?: SliderRange): number {
  const { step } = resolveRange(range);
  return roundTo(step * PAGE_STEPS, decimalPlaces(step));
}

export function sliderKeyValue(current: number, key: SliderKey, range?: SliderRange): number {
  const { min, max, step } = resolveRange(range);
  const moves: Record<SliderKey, number> = {
    ArrowLeft: current - step,
    ArrowDown: current - step,
    ArrowRight: current + step,
    ArrowUp: current + step,
    PageDown: current - sliderPageStep(range),
    PageUp: current + sliderPageStep(range),
    Home: min,
    End: max,
  };
  return snapSliderValue(moves[key], range);
}
