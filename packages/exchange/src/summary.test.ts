import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { increasingSize, sideReservation } from './summary';

describe('order margin reservation', () => {
  const totals = (buySz: string, buyNtl: string, sellSz: string, sellNtl: string) => ({
    buySz: dec(buySz),
    buyNtl: dec(buyNtl),
    sellSz: dec(sellSz),
    sellNtl: dec(sellNtl),
  });

  it('reserves notional ÷ leverage on both sides when flat', () => {
    expect(sideReservation(totals('1', '100', '2', '220'), 0n, 10)).toBe(dec('32'));
  });

  it('lets orders against the position reduce it first, in total', () => {
    // long 1: sells of 1.2 in total (avg 110) reserve only the 0.2 beyond the position
    expect(sideReservation(totals('0', '0', '1.2', '132'), dec('1'), 10)).toBe(dec('2.2'));
    // short 2: buys of 1 reserve nothing, sells reserve all
    expect(sideReservation(totals('1', '100', '1', '100'), dec('-2'), 5)).toBe(dec('20'));
  });

  it('computes the increasing part of a single order', () => {
    expect(increasingSize(dec('1'), false, dec('1.5'))).toBe(dec('0.5'));
    expect(increasingSize(dec('1'), true, dec('1.5'))).toBe(dec('1.5'));
    expect(increasingSize(dec('-1'), true, dec('0.5'))).toBe(0n);
    expect(increasingSize(0n, false, dec('2'))).toBe(dec('2'));
  });
});
