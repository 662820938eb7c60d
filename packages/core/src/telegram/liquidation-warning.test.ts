import { describe, expect, it } from 'vitest';
import {
  liquidationDistance,
  liquidationWarningStep,
  liquidationWarningText,
  type MarginStateLike,
  maintenanceRatio,
} from './liquidation-warning';

function position(coin: string, type: 'cross' | 'isolated', positionValue: string, marginUsed: string) {
  return { position: { coin, leverage: { type }, positionValue, marginUsed, maxLeverage: 25 } };
}

function account(
  assetPositions: MarginStateLike['assetPositions'],
  crossMaintenance = '10',
  crossValue = '100',
): MarginStateLike {
  return {
    crossMaintenanceMarginUsed: crossMaintenance,
    crossMarginSummary: { accountValue: crossValue },
    assetPositions,
  };
}

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

  it('takes the nearest of the cross account and each isolated position', () => {
    expect(liquidationDistance(account([position('BTC', 'cross', '1000', '50')]))).toEqual({
      ratio: 0.1,
      isolatedCoin: null,
    });
    // ETH: 1000 at 25x keeps 1000 / 50 = 20 in maintenance against its 25 of margin.
    const isolated = account([
      position('BTC', 'cross', '1000', '50'),
      position('ETH', 'isolated', '1000', '25'),
    ]);
    expect(liquidationDistance(isolated)).toEqual({ ratio: 0.8, isolatedCoin: 'ETH' });
    expect(liquidationDistance(account([position('ETH', 'isolated', '1000', '-1')])).ratio).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(liquidationDistance(account([], '0.0', '0.0'))).toEqual({ ratio: 0, isolatedCoin: null });
  });

  it('says how close the account is, or which isolated position', () => {
    expect(liquidationWarningText({ ratio: 0.834, isolatedCoin: null })).toContain(
      'maintenance margin is 83 % of your account value',
    );
    expect(liquidationWarningText({ ratio: Number.POSITIVE_INFINITY, isolatedCoin: null })).toContain(
      'maintenance margin is all of',
    );
    expect(liquidationWarningText({ ratio: 0.9, isolatedCoin: 'ETH' })).toContain(
      "isolated ETH position's maintenance margin is 90 % of its margin",
    );
  });
});
