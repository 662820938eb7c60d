import { describe, expect, it } from 'vitest';
import { sliderKeyValue, sliderPageStep, snapSliderValue } from './slider';

describe('snapSliderValue', () => {
  it('defaults to 0..100 in steps of 1', () => {
    expect(snapSliderValue(49.4)).toBe(49);
    expect(snapSliderValue(49.5)).toBe(50);
    expect(snapSliderValue(0)).toBe(0);
    expect(snapSliderValue(100)).toBe(100);
  });

  it('clamps to the range', () => {
    expect(snapSliderValue(-5)).toBe(0);
    expect(snapSliderValue(150)).toBe(100);
    expect(snapSliderValue(Number.POSITIVE_INFINITY)).toBe(100);
    expect(snapSliderValue(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(snapSliderValue(0, { min: 1, max: 40 })).toBe(1);
    expect(snapSliderValue(41, { min: 1, max: 40 })).toBe(40);
  });

  it('maps NaN to min', () => {
    expect(snapSliderValue(Number.NaN, { min: 1, max: 40 })).toBe(1);
  });

  it('measures steps from min', () => {
    expect(snapSliderValue(6, { min: 1, max: 21, step: 5 })).toBe(6);
    expect(snapSliderValue(8, { min: 1, max: 21, step: 5 })).toBe(6);
    expect(snapSliderValue(9, { min: 1, max: 21, step: 5 })).toBe(11);
  });

  it('removes floating point noise from decimal steps', () => {
    expect(snapSliderValue(0.3, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(snapSliderValue(0.7000001, { min: 0, max: 1, step: 0.1 })).toBe(0.7);
    expect(snapSliderValue(0.35, { min: 0.05, max: 1, step: 0.1 })).toBe(0.35);
    expect(snapSliderValue(3e-7, { min: 0, max: 1e-6, step: 1e-7 })).toBe(3e-7);
  });

  it('keeps results on the step grid when max is not on it', () => {
    expect(snapSliderValue(10, { min: 0, max: 10, step: 3 })).toBe(9);
    expect(snapSliderValue(11.5, { min: 0, max: 10, step: 3 })).toBe(9);
  });

  it('falls back to step 1 for unusable steps and to min for an inverted range', () => {
    expect(snapSliderValue(2.4, { step: 0 })).toBe(2);
    expect(snapSliderValue(2.6, { step: -1 })).toBe(3);
    expect(snapSliderValue(2.6, { step: Number.NaN })).toBe(3);
    expect(snapSliderValue(50, { min: 10, max: 5 })).toBe(10);
  });
});

describe('sliderPageStep', () => {
  it('is ten steps', () => {
    expect(sliderPageStep()).toBe(10);
    expect(sliderPageStep({ step: 5 })).toBe(50);
    expect(sliderPageStep({ step: 0.01 })).toBe(0.1);
    expect(sliderPageStep({ step: 0 })).toBe(10);
  });
});

describe('sliderKeyValue', () => {
  const leverage = { min: 1, max: 40 };

  it('moves one step with the arrow keys', () => {
    expect(sliderKeyValue(10, 'ArrowRight', leverage)).toBe(11);
    expect(sliderKeyValue(10, 'ArrowUp', leverage)).toBe(11);
    expect(sliderKeyValue(10, 'ArrowLeft', leverage)).toBe(9);
    expect(sliderKeyValue(10, 'ArrowDown', leverage)).toBe(9);
  });

  it('moves ten steps with the page keys', () => {
    expect(sliderKeyValue(10, 'PageUp', leverage)).toBe(20);
    expect(sliderKeyValue(20, 'PageDown', leverage)).toBe(10);
  });

  it('jumps to the ends with Home and End', () => {
    expect(sliderKeyValue(10, 'Home', leverage)).toBe(1);
    expect(sliderKeyValue(10, 'End', leverage)).toBe(40);
  });

  it('stops at the bounds', () => {
    expect(sliderKeyValue(40, 'ArrowRight', leverage)).toBe(40);
    expect(sliderKeyValue(35, 'PageUp', leverage)).toBe(40);
    expect(sliderKeyValue(1, 'ArrowLeft', leverage)).toBe(1);
    expect(sliderKeyValue(5, 'PageDown', leverage)).toBe(1);
  });

  it('snaps an off-grid current value after moving', () => {
    expect(sliderKeyValue(10.4, 'ArrowRight')).toBe(11);
    expect(sliderKeyValue(0.2, 'ArrowUp', { min: 0, max: 1, step: 0.1 })).toBe(0.3);
  });
});
