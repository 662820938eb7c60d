import { describe, expect, it } from 'vitest';
import { applyFill, fillDir, newAccount } from './accounts';
import { dec } from './decimal';

const cross = { type: 'cross' as const, value: 10 };
const iso = { type: 'isolated' as const, value: 10 };

describe('fills and positions (doc §8.10)', () => {
  it('averages the entry price on increase and keeps it on reduce', () => {
    const a = newAccount('u');
    a.cash = dec('1000');
    applyFill(a, 0, cross, true, dec('1'), dec('100'), 0n);
    applyFill(a, 0, cross, true, dec('3'), dec('120'), 0n);
    expect(a.positions.get(0)?.entryPx).toBe(dec('115'));
    const r = applyFill(a, 0, cross, false, dec('2'), dec('130'), 0n);
    expect(r.closedPnl).toBe(dec('30')); // (130 - 115) × 2
    expect(r.dir).toBe('Close Long');
    expect(r.startPosition).toBe(dec('4'));
    expect(a.positions.get(0)?.entryPx).toBe(dec('115'));
    expect(a.positions.get(0)?.szi).toBe(dec('2'));
  });

  it('books exact cash: buy 1 @100, sell 1 @110 → +10 minus fees', () => {
    const a = newAccount('u');
    a.cash = dec('1000');
    applyFill(a, 0, cross, true, dec('1'), dec('100'), dec('0.045'));
    expect(a.cash).toBe(dec('899.955'));
    const r = applyFill(a, 0, cross, false, dec('1'), dec('110'), dec('0.0495'));
    expect(r.closedPnl).toBe(dec('10'));
    expect(a.cash).toBe(dec('1009.9055'));
    expect(a.positions.has(0)).toBe(false);
  });

  it('flips: closes the old position then opens the rest at the fill price', () => {
    const a = newAccount('u');
    applyFill(a, 0, cross, true, dec('1'), dec('100'), 0n);
    const r = applyFill(a, 0, cross, false, dec('3'), dec('90'), 0n);
    expect(r.dir).toBe('Long > Short');
    expect(r.closedPnl).toBe(dec('-10'));
    expect(a.positions.get(0)?.szi).toBe(dec('-2'));
    expect(a.positions.get(0)?.entryPx).toBe(dec('90'));
    const r2 = applyFill(a, 0, cross, true, dec('2.5'), dec('80'), 0n);
    expect(r2.dir).toBe('Short > Long');
    expect(r2.closedPnl).toBe(dec('20'));
  });

  it('names directions', () => {
    expect(fillDir(0n, true, dec('1'))).toBe('Open Long');
    expect(fillDir(0n, false, dec('1'))).toBe('Open Short');
    expect(fillDir(dec('-1'), false, dec('1'))).toBe('Open Short');
    expect(fillDir(dec('-1'), true, dec('1'))).toBe('Close Short');
    expect(fillDir(dec('1'), false, dec('1'))).toBe('Close Long');
  });

  it('moves isolated margin into the bucket and back, conserving money', () => {
    const a = newAccount('u');
    a.cash = dec('1000');
    applyFill(a, 0, iso, true, dec('1'), dec('100'), dec('0.045'));
    const p = a.positions.get(0);
    // margin 10 moved in; rawUsd = 10 - 100 - fee
    expect(a.cash).toBe(dec('990'));
    expect(p?.isoRaw).toBe(dec('-90.045'));
    // half close at 110: equity at 110 = -90.045 - 0.0275 + 110 = 19.9275 → release half
    applyFill(a, 0, iso, false, dec('0.5'), dec('110'), dec('0.0275'));
    expect(a.cash).toBe(dec('999.96375'));
    expect(p?.isoRaw).toBe(dec('-45.03625'));
    applyFill(a, 0, iso, false, dec('0.5'), dec('110'), dec('0.0275'));
    expect(a.positions.has(0)).toBe(false);
    // total: 1000 + 10 pnl - 0.1 fees
    expect(a.cash).toBe(dec('1009.9'));
  });
});
