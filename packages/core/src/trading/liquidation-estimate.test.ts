import { describe, expect, it } from 'vitest';
import { estimateLiquidationPrice, maintenanceFactor, marginRequired } from './liquidation-estimate';

describe('maintenanceFactor', () => {
  it('is 0.5 % up to 20x, 0.6 % up to 30x, else 0.8 %', () => {
    expect(maintenanceFactor(1)).toBe(0.005);
    expect(maintenanceFactor(20)).toBe(0.005);
    expect(maintenanceFactor(21)).toBe(0.006);
    expect(maintenanceFactor(30)).toBe(0.006);
    expect(maintenanceFactor(31)).toBe(0.008);
    expect(maintenanceFactor(50)).toBe(0.008);
  });
});

describe('estimateLiquidationPrice', () => {
  it('puts a long below the entry and a short above it, 2 decimals', () => {
    // 10x: 10 % initial margin, 0.5 % maintenance → 9.5 % move.
    expect(estimateLiquidationPrice({ entryPrice: 100000, leverage: 10, side: 'buy' })).toBe(90500);
    expect(estimateLiquidationPrice({ entryPrice: 100000, leverage: 10, side: 'sell' })).toBe(109500);
    // 25x: 4 % − 0.6 % = 3.4 %.
    expect(estimateLiquidationPrice({ entryPrice: 3000, leverage: 25, side: 'buy' })).toBe(2898);
    // 40x: 2.5 % − 0.8 % = 1.7 %.
    expect(estimateLiquidationPrice({ entryPrice: 1.2345, leverage: 40, side: 'sell' })).toBe(1.26);
  });

  it('never goes below zero and needs usable inputs', () => {
    expect(estimateLiquidationPrice({ entryPrice: 100, leverage: 1, side: 'buy' })).toBe(0.5);
    expect(estimateLiquidationPrice({ entryPrice: 0, leverage: 10, side: 'buy' })).toBeUndefined();
    expect(estimateLiquidationPrice({ entryPrice: 100, leverage: 0, side: 'buy' })).toBeUndefined();
    expect(estimateLiquidationPrice({ entryPrice: Number.NaN, leverage: 5, side: 'buy' })).toBeUndefined();
  });
});

describe('marginRequired', () => {
  it('is notional over leverage', () => {
    expect(marginRequired(1000, 10)).toBe(100);
    expect(marginRequired(0, 10)).toBe(0);
    expect(marginRequired(100, 0)).toBe(0);
  });
});
