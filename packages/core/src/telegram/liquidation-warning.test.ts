import { describe, expect, it } from 'vitest';
import { liquidationWarningStep, liquidationWarningText, maintenanceRatio } from './liquidation-warning';

describe('liquidation warning', () => {
  it('measures the maintenance margin used against the account value', () => {
    expect(maintenanceRatio('40', '100')).toBe(0.4);
    expect(maintenanceRatio('0.0', '100')).toBe(0);
    expect(maintenanceRatio('1', '0')).toBe(Number.POSITIVE_INFINITY);
    expect(maintenanceRatio('1', '-5')).toBe(Number.POSITIVE_INFINITY);
    expect(maintenanceRatio('garbage', '100')).toBe(0);
  });

  it('warns once at 80 %, and again only after the ratio fell under 60 %', () => {
    expect(liquidationWarningStep(0.79, false)).toBe('none');
    expect(liquidationWarningStep(0.8, false)).toBe('warn');
    expect(liquidationWarningStep(0.95, true)).toBe('none');
    expect(liquidationWarningStep(0.7, true)).toBe('none');
    expect(liquidationWarningStep(0.59, true)).toBe('rearm');
    expect(liquidationWarningStep(0.59, false)).toBe('none');
  });

  it('says how close the account is', () => {
    expect(liquidationWarningText(0.834)).toContain('maintenance margin is 83 % of your account value');
    expect(liquidationWarningText(Number.POSITIVE_INFINITY)).toContain('maintenance margin is all of');
  });
});
