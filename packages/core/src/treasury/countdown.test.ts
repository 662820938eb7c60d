import { describe, expect, it } from 'vitest';
import { countdownParts, formatLaunchUtc, isTreasuryLive, padTwo, TREASURY_LAUNCH_AT_MS } from './countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ZERO = { days: 0, hours: 0, minutes: 0, seconds: 0 };

describe('TREASURY_LAUNCH_AT_MS', () => {
  it('is 2025-10-31 00:00 UTC: a day before, the countdown shows one day', () => {
    expect(countdownParts(TREASURY_LAUNCH_AT_MS, Date.parse('2025-10-30T00:00:00Z'))).toEqual({
      ...ZERO,
      days: 1,
    });
    expect(countdownParts(TREASURY_LAUNCH_AT_MS, Date.parse('2025-10-31T00:00:00Z'))).toEqual(ZERO);
  });
});

describe('countdownParts', () => {
  const target = TREASURY_LAUNCH_AT_MS;

  it('splits the remaining time into whole units', () => {
    const now = target - (3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND);
    expect(countdownParts(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it('drops partial seconds', () => {
    expect(countdownParts(target, target - 1999)).toEqual({ ...ZERO, seconds: 1 });
    expect(countdownParts(target, target - 999)).toEqual(ZERO);
  });

  it('rolls units over at their boundaries', () => {
    expect(countdownParts(target, target - 59 * SECOND)).toEqual({ ...ZERO, seconds: 59 });
    expect(countdownParts(target, target - MINUTE)).toEqual({ ...ZERO, minutes: 1 });
    expect(countdownParts(target, target - HOUR)).toEqual({ ...ZERO, hours: 1 });
    expect(countdownParts(target, target - DAY)).toEqual({ ...ZERO, days: 1 });
    expect(countdownParts(target, target - (DAY - SECOND))).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('keeps counting days beyond a month', () => {
    expect(countdownParts(target, target - 400 * DAY)).toEqual({ ...ZERO, days: 400 });
  });

  it('is all zeros at and after the target', () => {
    expect(countdownParts(target, target)).toEqual(ZERO);
    expect(countdownParts(target, target + DAY)).toEqual(ZERO);
  });

  it('is all zeros for non-finite input', () => {
    expect(countdownParts(Number.NaN, 0)).toEqual(ZERO);
    expect(countdownParts(target, Number.NaN)).toEqual(ZERO);
    expect(countdownParts(Number.POSITIVE_INFINITY, 0)).toEqual(ZERO);
  });

  it('still works when rebuilt from its own source text, as the standalone timer page does', () => {
    const rebuilt = new Function(`return ${countdownParts.toString()}`)() as typeof countdownParts;
    for (const now of [
      target - (3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND),
      target - 1999,
      target,
      target + 1,
    ]) {
      expect(rebuilt(target, now)).toEqual(countdownParts(target, now));
    }
  });
});

describe('padTwo', () => {
  it('pads single digits to two', () => {
    expect(padTwo(7)).toBe('07');
    expect(padTwo(0)).toBe('00');
    expect(padTwo(59)).toBe('59');
  });

  it('leaves wider numbers alone', () => {
    expect(padTwo(123)).toBe('123');
  });

  it('shows 00 for negative or non-finite values and drops fractions', () => {
    expect(padTwo(-1)).toBe('00');
    expect(padTwo(Number.NaN)).toBe('00');
    expect(padTwo(Number.POSITIVE_INFINITY)).toBe('00');
    expect(padTwo(7.9)).toBe('07');
  });

  it('still works when rebuilt from its own source text', () => {
    const rebuilt = new Function(`return ${padTwo.toString()}`)() as typeof padTwo;
    expect(rebuilt(7)).toBe('07');
  });
});

describe('isTreasuryLive', () => {
  it('turns live at the launch instant', () => {
    expect(isTreasuryLive(TREASURY_LAUNCH_AT_MS - 1)).toBe(false);
    expect(isTreasuryLive(TREASURY_LAUNCH_AT_MS)).toBe(true);
  });
});

describe('formatLaunchUtc', () => {
  it('names the launch in UTC', () => {
    expect(formatLaunchUtc(TREASURY_LAUNCH_AT_MS)).toBe('October 31, 2025 · 00:00 UTC');
  });
});
